"""Rate limits per client address and per account (sliding window, in this process's memory).

`limit()` counts in this process's memory and, on PostgreSQL, also in the database, so the limits hold across
server processes (entrypoints/web/shared_rate_limit.py); with SQLite there is only one process. The per-account lockout
after five failures is kept in the database. See docs/decisions/0008-staff-sessions-and-rate-limits.md and
0016-several-processes.md.
"""

from __future__ import annotations

import math
import time
from collections import deque
from collections.abc import Awaitable, Callable

import attrs
from aiohttp import web

from entrypoints.web.auth import needs_csrf
from soepkern.domain.errors import TooManyAttempts
from soepkern.domain.wording import counted

TOO_MANY = "Te veel pogingen. Probeer het over {wait} opnieuw."


def too_many(retry_after: float) -> str:
    return TOO_MANY.format(wait=counted(max(1, math.ceil(retry_after / 60)), "minuut", "minuten"))


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
CONTACT_PER_ADDRESS = Limit("contact-address", 20, 3600)
CONTACT_PER_SENDER = Limit("contact-sender", 5, 3600)
DONATE_PER_ADDRESS = Limit("donate-address", 20, 600)
DONATION_STATUS_PER_ADDRESS = Limit("donation-status", 120, 600)
# Public writes (issue 10, point 5): a household orders a few times, a team behind one address a few dozen times
# in ten minutes; a script hammering checkout is stopped. Distinct visitors (the opening rush) never share a count.
CHECKOUT_PER_ADDRESS = Limit("checkout-address", 40, 600)
PUBLIC_WRITE_PER_ADDRESS = Limit("public-write-address", 120, 600)
PUBLIC_WRITE_LIMITS: dict[str, Limit] = {"/web/bestellen": CHECKOUT_PER_ADDRESS}
PASSWORD_STRENGTH_PER_ADDRESS = Limit("password-strength", 300, 600)
UNLIMITED_PUBLIC_WRITES = frozenset({"/web/mollie-webhook", "/web/logout"})  # a server's calls; ending a session
# The staff's way in has its own limits (above, per address and per account), and is outside the public budget: a
# busy shared address (a school, a community centre) must not lock the staff out (issue 23, point 9).
STAFF_LOGIN_PATHS = frozenset(
    {
        "/web/login",
        "/web/validate-2fa-code",
        "/web/resend-2fa-email",
        "/web/resetpassword",
        "/web/change-password-with-token",
        "/web/password-strength",
    }
)


def counts_against_public_budget(method: str, path: str) -> bool:
    """Public state-changing calls; not the staff's calls (every path that needs the CSRF header, staff sessions
    only) nor the login's own paths."""
    return (
        method in ("POST", "PUT", "PATCH", "DELETE")
        and path.startswith("/web/")
        and not needs_csrf(method, path)
        and path not in UNLIMITED_PUBLIC_WRITES
        and path not in STAFF_LOGIN_PATHS
    )


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
            raise TooManyAttempts(math.ceil(retry_after), too_many(retry_after))
        hits.append(now)
        if len(self._hits) > self._max_keys:
            self._forget_idle(now)

    def _forget_idle(self, now: float) -> None:
        for key in [k for k, hits in self._hits.items() if not hits or hits[-1] < now - 3600]:
            del self._hits[key]


RATE_LIMITER = web.AppKey("rate_limiter", RateLimiter)


def client_address(request: web.Request) -> str:
    """The peer, or the client a trusted proxy (SOEP_TRUSTED_PROXIES) forwards for (entrypoints/web/proxies.py)."""
    from entrypoints.web.proxies import request_client_address

    return request_client_address(request) or "onbekend"


async def count_public_write(request: web.Request) -> None:
    """Every public state-changing API call counts against a per-address limit (429 with Retry-After)."""
    if counts_against_public_budget(request.method, request.path):
        await limit(request, PUBLIC_WRITE_LIMITS.get(request.path, PUBLIC_WRITE_PER_ADDRESS))


def limit(request: web.Request, rule: Limit, key: str | None = None) -> Awaitable[None]:
    """Counts one hit; await it. Always in this process (raises at once when this process alone saw too many);
    on PostgreSQL also in the database, for every process together (raises when awaited). A call that is not awaited
    still limits within this process."""
    key = key if key is not None else client_address(request)
    request.app[RATE_LIMITER].hit(rule, key)
    return _shared_hit(request, rule, key)


async def _shared_hit(request: web.Request, rule: Limit, key: str) -> None:
    from entrypoints.web.shared_rate_limit import SHARED_RATE_LIMITER, CountLocally

    shared = request.app.get(SHARED_RATE_LIMITER)
    if shared is None:
        return
    try:
        retry_after = await shared.hit(request.app, rule.name, key.lower(), rule.max_hits, rule.window_seconds)
    except CountLocally:
        return
    if retry_after is not None:
        raise TooManyAttempts(math.ceil(retry_after), too_many(retry_after))
