"""Rate limits per client address and per account (sliding window, in this process's memory).

Several server processes each count on their own; the per-account lockout after five failures is kept in the
database and holds across processes. See docs/decisions/0008-rate-limits.md.
"""

from __future__ import annotations

import math
import time
from collections import deque
from collections.abc import Callable

import attrs
from aiohttp import web

from soepkern.domain.errors import TooManyAttempts

TOO_MANY = "Te veel pogingen. Probeer het over {minutes} minuten opnieuw."


@attrs.frozen
class Limit:
    name: str
    max_hits: int
    window_seconds: float


# Per address the limits leave room for a team behind one address; per account they are tight.
LOGIN_PER_ADDRESS = Limit("login-address", 60, 600)
LOGIN_PER_ACCOUNT = Limit("login-account", 10, 600)
CODE_PER_ADDRESS = Limit("code-address", 60, 600)
RESEND_PER_ADDRESS = Limit("resend-address", 30, 600)
RESET_PER_ADDRESS = Limit("reset-address", 20, 3600)
RESET_PER_ACCOUNT = Limit("reset-account", 3, 3600)
ADDRESS_LOOKUP_PER_ADDRESS = Limit("address-lookup", 120, 600)


class RateLimiter:
    def __init__(self, clock: Callable[[], float] = time.monotonic, max_keys: int = 100_000) -> None:
        self._clock = clock
        self._hits: dict[tuple[str, str], deque[float]] = {}
        self._max_keys = max_keys

    def hit(self, limit: Limit, key: str) -> None:
        """Counts one hit; raises TooManyAttempts (HTTP 429 with Retry-After) when over the limit."""
        now = self._clock()
        hits = self._hits.setdefault((limit.name, key.lower()), deque())
        while hits and hits[0] <= now - limit.window_seconds:
            hits.popleft()
        if len(hits) >= limit.max_hits:
            retry_after = hits[0] + limit.window_seconds - now
            raise TooManyAttempts(math.ceil(retry_after), TOO_MANY.format(minutes=max(1, math.ceil(retry_after / 60))))
        hits.append(now)
        if len(self._hits) > self._max_keys:
            self._forget_idle(now)

    def _forget_idle(self, now: float) -> None:
        for key in [k for k, hits in self._hits.items() if not hits or hits[-1] < now - 3600]:
            del self._hits[key]


RATE_LIMITER = web.AppKey("rate_limiter", RateLimiter)


def client_address(request: web.Request) -> str:
    return request.remote or "onbekend"


def limit(request: web.Request, rule: Limit, key: str | None = None) -> None:
    request.app[RATE_LIMITER].hit(rule, key if key is not None else client_address(request))
