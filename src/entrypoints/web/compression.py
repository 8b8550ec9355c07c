"""Every text answer compressed for clients that accept it (gzip; brotli is not installed).

Answers that are already encoded (the built web app's precompressed assets, the cached gzipped JSON) pass as they
are; tiny bodies, streams and non-text answers (pictures, spreadsheets, PDFs) too. Every text answer says
`Vary: Accept-Encoding`, so a cache never hands a gzipped body to a client that did not ask for it.
"""

from __future__ import annotations

import asyncio
import gzip

from aiohttp import web

MIN_BYTES = 1024
_IN_THREAD_BYTES = 256 * 1024  # larger bodies are compressed off the event loop
_TEXT_TYPES = ("application/json", "application/javascript", "application/xml", "image/svg+xml", "text/")


def accepts_gzip(header: str) -> bool:
    """True when Accept-Encoding allows gzip (or `*`) with a q-value above zero."""
    allowed: dict[str, bool] = {}
    for part in header.split(","):
        name, _, params = part.strip().partition(";")
        name = name.strip().lower()
        if not name:
            continue
        q = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key.strip().lower() == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        allowed[name] = q > 0
    return allowed.get("gzip", allowed.get("x-gzip", allowed.get("*", False)))


def _is_text(content_type: str) -> bool:
    return content_type.startswith(_TEXT_TYPES)


def _add_vary(response: web.StreamResponse) -> None:
    vary = response.headers.get("Vary", "")
    if "accept-encoding" not in vary.lower():
        response.headers["Vary"] = f"{vary}, Accept-Encoding" if vary else "Accept-Encoding"


async def compress(response: web.StreamResponse, request: web.Request) -> web.StreamResponse:
    if not isinstance(response, web.Response) or response.prepared or not _is_text(response.content_type):
        return response
    _add_vary(response)
    body = response.body
    if (
        "Content-Encoding" in response.headers
        or not isinstance(body, bytes)
        or len(body) < MIN_BYTES
        or response.status in (204, 304)
        or request.method == "HEAD"
        or not accepts_gzip(request.headers.get("Accept-Encoding", ""))
    ):
        return response
    if len(body) >= _IN_THREAD_BYTES:
        compressed = await asyncio.to_thread(gzip.compress, body, 6, mtime=0)
    else:
        compressed = gzip.compress(body, compresslevel=6, mtime=0)
    response.body = compressed
    response.headers["Content-Encoding"] = "gzip"
    etag = response.headers.get("ETag")
    if etag and not etag.startswith("W/"):
        response.headers["ETag"] = "W/" + etag  # the bytes differ from the identity answer's
    return response
