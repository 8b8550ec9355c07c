"""Rate limits that hold across server processes: on PostgreSQL the counters live in the database.

With SQLite there is only ever one server process (`soep serve --workers` refuses more), so its in-memory
counters are the whole truth and no write transaction is spent on counting. If the database cannot count (it is
briefly away), the process falls back to its own counters rather than failing the request. See
docs/decisions/0016-several-processes.md.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

from aiohttp import web

from adapters.db.engine import is_sqlite
from adapters.db.rate_limits import SqlRateLimitCounters
from adapters.db.unit_of_work import SqlUnitOfWorkFactory
from entrypoints.web.keys import CONTAINER

log = logging.getLogger(__name__)


class CountLocally(Exception):
    """The shared counters do not apply (SQLite) or are unavailable: count in this process."""


class SharedRateLimiter:
    def __init__(self, clock: Callable[[], float] = time.time) -> None:
        self._clock = clock
        self._counters: SqlRateLimitCounters | None = None
        self._resolved = False

    def _counters_for(self, app: web.Application) -> SqlRateLimitCounters | None:
        if not self._resolved:
            factory = app[CONTAINER].uow_factory
            if isinstance(factory, SqlUnitOfWorkFactory) and not is_sqlite(str(factory.engine.url)):
                self._counters = SqlRateLimitCounters(factory.engine)
            self._resolved = True
        return self._counters

    async def hit(self, app: web.Application, name: str, key: str, max_hits: int, window: float) -> float | None:
        """Counts one hit; returns the seconds to wait when over the limit, None when allowed.

        Raises CountLocally when this process must count on its own.
        """
        counters = self._counters_for(app)
        if counters is None:
            raise CountLocally()
        window_seconds = max(1, int(window))
        now = self._clock()
        try:
            count = await counters.add_hit(name, key, window_seconds, now)
        except Exception as error:
            log.warning("Shared rate-limit counters unavailable (%s); counting in this process", type(error).__name__)
            raise CountLocally() from error
        elapsed = now - (now // window_seconds) * window_seconds
        estimate = count.previous * (1 - elapsed / window_seconds) + count.current
        if estimate <= max_hits:
            return None
        return max(1.0, window_seconds - elapsed)


SHARED_RATE_LIMITER = web.AppKey("shared_rate_limiter", SharedRateLimiter)
