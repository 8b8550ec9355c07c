"""Every text answer compressed for clients that accept it (gzip; brotli is not installed).

Answers that are already encoded (the built web app's precompressed assets, the cached gzipped JSON) pass as they
are; tiny bodies, streams and non-text answers (pictures, spreadsheets, PDFs) too. Every text answer says
`Vary: Accept-Encoding`, so a cache never hands a gzipped body to a client that did not ask for it.
"""

from __future__ import annotations

import asyncio
import functools
import gzip
from typing import Any, cast

from aiohttp import hdrs, web
from aiohttp.abc import AbstractStreamWriter
from aiohttp.helpers import rfc822_formatted_time
from aiohttp.http import SERVER_SOFTWARE, HttpVersion11, StreamWriter
from multidict import CIMultiDict, istr

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
    JSON answer: `response_cache`): the edge adds only the request id.

    `head`: those headers (with `Content-Length`, without `Date` and the request id) serialized once per cache entry
    (`serialized_head`). The answer then writes its header block as bytes joined from `head`, the date and the
    request id, instead of aiohttp preparing and serializing every header again (issue 24: thirteen headers cost
    aiohttp about three times the bare answer's four). That shortcut is taken only where aiohttp would write the
    same block: a GET answered 200 on an HTTP/1.1 keep-alive connection, no cookie, no header added or removed
    since (`len(headers)` is the prepared count plus the request id); anything else is answered by aiohttp's own
    path, from the same headers. It writes aiohttp's buffered header block (`StreamWriter._headers_buf`), the one
    internal it relies on; aiohttp is pinned in `requirements.lock` and `tests/api/test_prepared_answers.py` pins
    the bytes on the wire."""

    def __init__(self, *, body: bytes, headers: CIMultiDict[str], head: bytes | None = None) -> None:
        super().__init__(body=body, headers=headers)
        self._head = head
        self._prepared_count = len(headers) + 1  # the request id, which the edge adds

    async def _start(self, request: web.BaseRequest) -> AbstractStreamWriter:
        head = self._head
        if (
            head is None
            or request.method != hdrs.METH_GET
            or request.version != HttpVersion11
            or self._status != 200
            or self._keep_alive is False
            or not request.keep_alive
            or self._cookies
            or self._chunked
            or self._compression
            or len(self._headers) != self._prepared_count
            or (request_id := self._headers.get(REQUEST_ID_HEADER)) is None
        ):
            return await super()._start(request)
        self._req = request
        self._keep_alive = True
        writer = self._payload_writer = request._payload_writer
        assert isinstance(writer, StreamWriter) and isinstance(self._body, bytes)
        writer.length = len(self._body)
        await request._prepare_hook(self)  # the apps' on_response_prepare signals, as aiohttp's path sends them
        if len(self._headers) != self._prepared_count:  # a signal changed the headers: aiohttp serializes them
            await self._write_headers()
            return writer
        writer._headers_buf = b"".join((_STATUS_200, head, _date_line(), b"X-Request-ID: ", request_id.encode(), _END))
        writer._headers_written = False
        return writer


REQUEST_ID_HEADER = istr("X-Request-ID")  # (an istr is looked up without folding its case each time)
_STATUS_200 = b"HTTP/1.1 200 OK\r\n"
_END = b"\r\n\r\n"
_date: list[Any] = ["", b""]  # aiohttp's Date value (the same string object all second) and its header line


def _date_line() -> bytes:
    value = rfc822_formatted_time()
    if value is not _date[0]:
        _date[0], _date[1] = value, f"Date: {value}\r\n".encode()
    return cast(bytes, _date[1])


def serialized_head(headers: CIMultiDict[str]) -> bytes:
    """`headers` and aiohttp's `Server` header as a header block's lines (a `PreparedResponse`'s `head`)."""
    lines = [*headers.items(), (hdrs.SERVER, SERVER_SOFTWARE)]
    for name, value in lines:
        if "\r" in name + value or "\n" in name + value:
            raise ValueError(f"header {name!r} holds a line break")
    return "".join(f"{name}: {value}\r\n" for name, value in lines).encode()


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
