"""Every text answer compressed for clients that accept it (gzip; brotli is not installed).

Answers that are already encoded (the built web app's precompressed assets, the cached gzipped JSON) pass as they
are; tiny bodies, streams and non-text answers (pictures, spreadsheets, PDFs) too. Every text answer says
`Vary: Accept-Encoding`, so a cache never hands a gzipped body to a client that did not ask for it.
"""

from __future__ import annotations

import asyncio
import functools
import gzip
from typing import cast

from aiohttp import hdrs, web
from multidict import CIMultiDict

MIN_BYTES = 1024
_IN_THREAD_BYTES = 256 * 1024  # larger bodies are compressed off the event loop
_TEXT_TYPES = ("application/json", "application/javascript", "application/xml", "image/svg+xml", "text/")


@functools.lru_cache(maxsize=256)  # browsers send a handful of spellings; each is parsed once
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


@functools.lru_cache(maxsize=256)
def _is_text(content_type: str) -> bool:
    return content_type.lstrip().lower().startswith(_TEXT_TYPES)


def _add_vary(headers: CIMultiDict[str]) -> None:
    vary = headers.get(hdrs.VARY)
    if vary is None:
        headers[hdrs.VARY] = "Accept-Encoding"
    elif "accept-encoding" not in vary.lower():
        headers[hdrs.VARY] = f"{vary}, Accept-Encoding"


class EncodedResponse(web.Response):
    """An answer whose view chose the encoding for the client itself (gzipped or not, a cached answer gzipped once
    per cache entry) and says `Vary: Accept-Encoding`: `needs_compression` leaves it as it is."""


class PreparedResponse(EncodedResponse):
    """An encoded answer whose headers were prepared complete, the security headers of its app included (a cached
    JSON answer: `response_cache`): the edge adds only the request id."""


def needs_compression(response: web.StreamResponse, request: web.Request) -> bool:
    """False when `compress` could only add `Vary` (done here): no gzip asked, a small body, already encoded."""
    if type(response) is not web.Response and (
        isinstance(response, EncodedResponse) or not isinstance(response, web.Response)
    ):
        return False
    if response.prepared:
        return False
    headers = response.headers
    if not _is_text(headers.get(hdrs.CONTENT_TYPE, "application/octet-stream")):
        return False
    _add_vary(headers)
    body = response.body
    return not (
        hdrs.CONTENT_ENCODING in headers
        or not isinstance(body, bytes)
        or len(body) < MIN_BYTES
        or response.status in (204, 304)
        or request.method == "HEAD"
        or not accepts_gzip(request.headers.get("Accept-Encoding", ""))
    )


async def compress(response: web.StreamResponse, request: web.Request) -> web.StreamResponse:
    """The answer gzipped (after `needs_compression` said so)."""
    body = cast(bytes, cast(web.Response, response).body)
    if len(body) >= _IN_THREAD_BYTES:
        compressed = await asyncio.to_thread(gzip.compress, body, 6, mtime=0)
    else:
        compressed = gzip.compress(body, compresslevel=6, mtime=0)
    cast(web.Response, response).body = compressed
    response.headers["Content-Encoding"] = "gzip"
    etag = response.headers.get("ETag")
    if etag and not etag.startswith("W/"):
        response.headers["ETag"] = "W/" + etag  # the bytes differ from the identity answer's
    return response
