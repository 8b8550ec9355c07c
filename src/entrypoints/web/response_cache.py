"""A short-lived cache for public answers that many visitors ask at once (catalogue, settings).

Entries live `ttl` seconds, so every server process sees a change within that time; a process that makes the
change itself clears its cache at once. One builder runs per key at a time (no stampede when an order day opens).
While it runs for an entry that has only just expired, the other requests get that entry instead of queueing behind
the builder (an answer is then at most `ttl` plus one build old); after `clear()` nobody gets the old entry, and a
build that started before the clear does not store what it read. The gzipped form of an entry is made from that
entry's body and follows it: it never outlives the body it was made from (an own expiry would let it be up to two
`ttl` old).
"""

from __future__ import annotations

import asyncio
import gzip
import time
from collections.abc import Awaitable, Callable

from aiohttp import hdrs, web
from multidict import CIMultiDict

from entrypoints.web.compression import MIN_BYTES, EncodedResponse, PreparedResponse, accepts_gzip, serialized_head
from entrypoints.web.security import SecurityHeaders

DEFAULT_TTL = 1.0

# An answer's headers, prepared once: the answer copies them in one call instead of setting them one by one.
_JSON_HEADERS = CIMultiDict({hdrs.CONTENT_TYPE: "application/json", hdrs.CACHE_CONTROL: "no-cache"})
_CACHED_HEADERS = CIMultiDict({**_JSON_HEADERS, hdrs.VARY: "Accept-Encoding"})
_GZIPPED_HEADERS = CIMultiDict({**_CACHED_HEADERS, hdrs.CONTENT_ENCODING: "gzip"})


class ResponseCache:
    """`security`: the app's security headers, prepared into the cached answers' headers once (the edge then adds
    only the request id); without it the edge adds them to every answer."""

    def __init__(
        self,
        ttl: float = DEFAULT_TTL,
        clock: Callable[[], float] = time.monotonic,
        security: SecurityHeaders | None = None,
    ) -> None:
        self._ttl = ttl
        self._clock = clock
        self._entries: dict[str, tuple[float, bytes]] = {}
        self._locks: dict[str, asyncio.Lock] = {}
        self._building: set[str] = set()
        self._generation = 0  # raised by clear(): a build that began before it stores nothing
        self._prepared = security is not None
        if security is None:
            self.plain_headers, self.gzipped_headers = _CACHED_HEADERS, _GZIPPED_HEADERS
        else:
            self.plain_headers = security.prepared(_CACHED_HEADERS)
            self.gzipped_headers = security.prepared(_GZIPPED_HEADERS)
        # key -> (the body, its headers with Content-Length, those serialized): made once per cache entry
        self._answers: dict[str, tuple[bytes, CIMultiDict[str], bytes]] = {}
        self._gzipped: dict[str, tuple[bytes, bytes]] = {}  # key -> (the body, that body gzipped)

    def answer(self, key: str, body: bytes, gzipped: bool) -> EncodedResponse:
        """The answer with `body`, the entry of `key` (plain or gzipped); with the security headers prepared, its
        header block is serialized once per entry (`compression.PreparedResponse`)."""
        headers = self.gzipped_headers if gzipped else self.plain_headers
        if not self._prepared:
            return EncodedResponse(body=body, headers=headers)
        prepared = self._answers.get(key)
        if prepared is None or prepared[0] is not body:
            complete = CIMultiDict(headers)
            complete[hdrs.CONTENT_LENGTH] = str(len(body))
            prepared = self._answers[key] = (body, complete, serialized_head(complete))
        return PreparedResponse(body=body, headers=prepared[1], head=prepared[2])

    def fresh(self, key: str) -> bytes | None:
        """The entry while it lives, or while its successor is being built, without waiting (the path of nearly
        every request)."""
        entry = self._entries.get(key)
        if entry is not None and (entry[0] > self._clock() or key in self._building):
            return entry[1]
        return None

    async def get_or_build(self, key: str, build: Callable[[], Awaitable[bytes]]) -> bytes:
        body = self.fresh(key)
        if body is not None:
            return body
        lock = self._locks.setdefault(key, asyncio.Lock())
        async with lock:
            entry = self._entries.get(key)
            if entry is not None and entry[0] > self._clock():
                return entry[1]
            started = self._clock()  # the answer is as old as the data it read, not as the moment it was ready
            generation = self._generation
            self._building.add(key)
            try:
                body = await build()
            finally:
                self._building.discard(key)
            if generation == self._generation:
                self._entries[key] = (started + self._ttl, body)
            return body

    def gzipped(self, key: str, body: bytes) -> bytes:
        """`body`, the entry of `key`, gzipped: compressed once per entry (in one step, so no other request waits for
        it or compresses the same body), again as soon as the entry has a new body."""
        made = self._gzipped.get(key)
        if made is None or made[0] is not body:
            made = self._gzipped[key] = (body, gzip.compress(body, compresslevel=6, mtime=0))
        return made[1]

    def clear(self) -> None:
        self._entries.clear()
        self._answers.clear()
        self._gzipped.clear()
        self._generation += 1


RESPONSE_CACHE = web.AppKey("response_cache", ResponseCache)


def json_bytes_response(body: bytes) -> web.Response:
    return web.Response(body=body, headers=_JSON_HEADERS)


Builder = Callable[[web.Application], Callable[[], Awaitable[bytes]]]


async def cached_json_response(request: web.Request, key: str, builder: Builder) -> web.Response:
    """A cached JSON answer, gzipped once per cache entry (not per request) for clients that accept it. `builder`
    makes the entry's builder from the app: called only on a miss, not for every request."""
    cache = request.app[RESPONSE_CACHE]
    body = cache.fresh(key) or await cache.get_or_build(key, builder(request.app))
    if len(body) < MIN_BYTES or not accepts_gzip(request.headers.get(hdrs.ACCEPT_ENCODING, "")):
        return cache.answer(key, body, gzipped=False)
    return cache.answer(f"{key}.gz", cache.gzipped(key, body), gzipped=True)
