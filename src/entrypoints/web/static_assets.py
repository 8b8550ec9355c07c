"""The built web app, held in memory with gzip variants: hashed assets cache for a year, index.html never.

Every GET that is not an API path and not a file becomes index.html (client-side routing shows the 404 page).
"""

from __future__ import annotations

import gzip
import hashlib
import mimetypes
from pathlib import Path

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
    def __init__(self, assets: dict[str, Asset]) -> None:
        self._assets = assets

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
        return cls(assets)

    def get(self, path: str) -> Asset | None:
        return self._assets.get(path)

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
