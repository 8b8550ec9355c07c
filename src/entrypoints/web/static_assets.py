"""The built web app, held in memory with gzip variants: hashed assets cache for a year, index.html never.

Every GET that is not an API path and not a file becomes index.html (client-side routing shows the 404 page).
"""

from __future__ import annotations

import functools
import gzip
import hashlib
import json
import mimetypes
from pathlib import Path
from typing import Any

import attrs
from aiohttp import web

IMMUTABLE = "public, max-age=31536000, immutable"
NO_CACHE = "no-cache"
_COMPRESSIBLE = (".js", ".css", ".html", ".svg", ".json", ".txt", ".map", ".webmanifest", ".ico")
_MIN_GZIP_BYTES = 512

MISSING_BUILD_HTML = (
    "<!doctype html><html lang=nl><meta charset=utf-8><title>Website niet gebouwd</title>"
    "<p>De website is nog niet gebouwd. Voer de installatiestap uit de README uit.</p></html>"
)


@attrs.frozen
class Asset:
    body: bytes
    gzipped: bytes | None
    content_type: str
    etag: str
    cache_control: str


class AssetTable:
    def __init__(
        self,
        assets: dict[str, Asset],
        manifest: dict[str, Any] | None = None,
        first_paint: list[dict[str, Any]] | None = None,
    ) -> None:
        self._assets = assets
        self._manifest = manifest or {}
        # What the server paints before the app runs (.vite/first-paint.json, entrypoints/web/first_paint.py).
        self.first_paint_pages = first_paint or []

    @classmethod
    def load(cls, dist: Path) -> AssetTable:
        assets: dict[str, Asset] = {}
        if dist.is_dir():
            for path in sorted(p for p in dist.rglob("*") if p.is_file()):
                rel = "/" + path.relative_to(dist).as_posix()
                if any(part.startswith(".") for part in path.relative_to(dist).parts):
                    continue  # build bookkeeping (.vite/manifest.json, .built) is not for the public
                assets[rel] = _asset(path, rel)
        if "/index.html" not in assets:
            body = MISSING_BUILD_HTML.encode()
            assets["/index.html"] = Asset(body, None, "text/html", _etag(body), NO_CACHE)
        manifest_path = dist / ".vite" / "manifest.json"
        manifest = json.loads(manifest_path.read_text()) if manifest_path.is_file() else None
        first_paint_path = dist / ".vite" / "first-paint.json"
        first_paint = json.loads(first_paint_path.read_text()) if first_paint_path.is_file() else None
        return cls(assets, manifest, first_paint)

    def get(self, path: str) -> Asset | None:
        return self._assets.get(path)

    @functools.cache  # noqa: B019 - one table per process, a handful of keys
    def chunks_for(self, sources: tuple[str, ...]) -> tuple[str, ...]:
        """The built files that these lazily loaded modules need beyond what the entry already loads (Vite manifest),
        for `<link rel="modulepreload">`: the page's route chunks arrive together instead of one after another."""

        def closure(keys: list[str]) -> list[str]:
            seen: list[str] = []
            stack = list(reversed(keys))
            while stack:
                key = stack.pop()
                if key in seen or key not in self._manifest:
                    continue
                seen.append(key)
                stack.extend(reversed(self._manifest[key].get("imports", [])))
            return seen

        entry = set(closure([k for k, v in self._manifest.items() if v.get("isEntry")]))
        return tuple("/" + self._manifest[k]["file"] for k in closure(list(sources)) if k not in entry)

    def find(self, prefix: str, suffix: str) -> str | None:
        """The first file path with this prefix and suffix (a hashed build file such as the main font)."""
        return next((path for path in self._assets if path.startswith(prefix) and path.endswith(suffix)), None)

    @property
    def index(self) -> Asset:
        return self._assets["/index.html"]


def _etag(body: bytes) -> str:
    return '"' + hashlib.sha256(body).hexdigest()[:32] + '"'


def _asset(path: Path, rel: str) -> Asset:
    body = path.read_bytes()
    content_type = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    gzipped = None
    if path.suffix in _COMPRESSIBLE and len(body) >= _MIN_GZIP_BYTES:
        gzipped = gzip.compress(body, compresslevel=9, mtime=0)
    cache = IMMUTABLE if rel.startswith("/assets/") else NO_CACHE
    return Asset(body, gzipped, content_type, _etag(body), cache)


def asset_response(request: web.Request, asset: Asset) -> web.StreamResponse:
    headers = {"Cache-Control": asset.cache_control, "ETag": asset.etag, "Vary": "Accept-Encoding"}
    if request.headers.get("If-None-Match") == asset.etag:
        return web.Response(status=304, headers=headers)
    body = asset.body
    if asset.gzipped is not None and "gzip" in request.headers.get("Accept-Encoding", ""):
        body = asset.gzipped
        headers["Content-Encoding"] = "gzip"
    content_type = asset.content_type
    charset = "utf-8" if content_type.startswith("text/") or content_type.endswith("javascript") else None
    return web.Response(body=body, content_type=content_type, charset=charset, headers=headers)
