"""Rate-limit counters in the database, so that every server process counts the same hits (PostgreSQL).

Fixed windows with a sliding estimate: the hits of the current window plus the previous window's hits weighted by
how much of it still overlaps the sliding window. Hits are counted with an atomic upsert (`INSERT ... ON CONFLICT
DO UPDATE SET hits = hits + n RETURNING hits`), so concurrent hits in several processes are all counted.

The hits that arrive while a count is on its way to the database are counted together in the next statement
(one upsert for all of them, grouped per key, plus one read of the previous windows): at the opening of an order day
a thousand visitors cost a handful of round trips instead of a thousand, and every hit still gets its own place in
the order (the n hits of one key in a batch get the counts total-n+1 … total). Keys are stored hashed: no e-mail
addresses or client addresses in the table.
"""

from __future__ import annotations

import asyncio
import hashlib
from collections import defaultdict
from typing import Any

import attrs
from sqlalchemy import bindparam, delete, select, tuple_
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from adapters.db import tables as t
from adapters.db.repositories.base import upsert_statement

CLEANUP_EVERY = 500

WindowKey = tuple[str, str, int]  # name, key hash, window start


def _count_hits_statement(insert: Any) -> Any:
    """The upsert that adds a batch's hits per window (one statement whatever the batch's size: the rows are
    parameters, sent as one multi-row INSERT), returning each window's total. Built once per dialect."""
    c = t.rate_limit_counters
    statement = insert(c)
    return statement.on_conflict_do_update(
        index_elements=[c.c.name, c.c.key_hash, c.c.window_start],
        set_={"hits": c.c.hits + statement.excluded.hits},
    ).returning(c.c.name, c.c.key_hash, c.c.window_start, c.c.hits)


_count_hits = upsert_statement(_count_hits_statement)

# The hits of the windows named (`windows`: a list of window keys), built once.
_C = t.rate_limit_counters
_READ_WINDOWS = select(_C.c.name, _C.c.key_hash, _C.c.window_start, _C.c.hits).where(
    tuple_(_C.c.name, _C.c.key_hash, _C.c.window_start).in_(bindparam("windows", expanding=True))
)


@attrs.frozen
class WindowCount:
    current: int
    previous: int


@attrs.frozen
class _Hit:
    window: WindowKey
    window_seconds: int
    expires_at: int
    answer: asyncio.Future[WindowCount]


def key_hash(name: str, key: str) -> str:
    return hashlib.sha256(f"{name}\x00{key}".encode()).hexdigest()


class SqlRateLimitCounters:
    def __init__(self, engine: AsyncEngine) -> None:
        self._autocommit = engine.execution_options(isolation_level="AUTOCOMMIT")
        self._hits_since_cleanup = 0
        self._pending: list[_Hit] = []
        self._flushing: asyncio.Task[None] | None = None

    async def add_hit(self, name: str, key: str, window_seconds: int, now: float) -> WindowCount:
        """Counts one hit in the window that holds `now` (epoch seconds); returns it and the previous window's."""
        start = int(now // window_seconds) * window_seconds
        answer: asyncio.Future[WindowCount] = asyncio.get_running_loop().create_future()
        self._pending.append(
            _Hit((name, key_hash(name, key), start), window_seconds, start + 2 * window_seconds, answer)
        )
        if self._flushing is None or self._flushing.done():
            self._flushing = asyncio.create_task(self._flush_all(int(now)))
        return await answer

    async def _flush_all(self, now: int) -> None:
        while self._pending:
            batch, self._pending = self._pending, []
            try:
                counts = await self._count(batch, now)
            except Exception as error:
                for hit in batch:
                    if not hit.answer.done():
                        hit.answer.set_exception(error)
                continue
            for hit, count in zip(batch, counts, strict=True):
                if not hit.answer.done():
                    hit.answer.set_result(count)

    async def _count(self, batch: list[_Hit], now: int) -> list[WindowCount]:
        per_window: dict[WindowKey, int] = defaultdict(int)
        expiry: dict[WindowKey, int] = {}
        for hit in batch:
            per_window[hit.window] += 1
            expiry[hit.window] = hit.expires_at
        previous_windows = {
            hit.window: (hit.window[0], hit.window[1], hit.window[2] - hit.window_seconds) for hit in batch
        }
        async with self._autocommit.connect() as connection:
            totals = await self._upsert(connection, per_window, expiry)
            previous = await self._read(connection, set(previous_windows.values()))
            self._hits_since_cleanup += len(batch)
            if self._hits_since_cleanup >= CLEANUP_EVERY:
                self._hits_since_cleanup = 0
                c = t.rate_limit_counters
                await connection.execute(delete(c).where(c.c.expires_at < now))
        seen: dict[WindowKey, int] = defaultdict(int)
        counts = []
        for hit in batch:
            seen[hit.window] += 1
            current = totals[hit.window] - per_window[hit.window] + seen[hit.window]
            counts.append(WindowCount(current=current, previous=previous.get(previous_windows[hit.window], 0)))
        return counts

    @staticmethod
    async def _upsert(
        connection: AsyncConnection, per_window: dict[WindowKey, int], expiry: dict[WindowKey, int]
    ) -> dict[WindowKey, int]:
        rows_in_lock_order = [
            {
                "name": window[0],
                "key_hash": window[1],
                "window_start": window[2],
                "hits": hits,
                "expires_at": expiry[window],
            }
            for window, hits in sorted(per_window.items())
        ]
        rows = (await connection.execute(_count_hits(connection), rows_in_lock_order)).all()
        return {(row.name, row.key_hash, int(row.window_start)): int(row.hits) for row in rows}

    @staticmethod
    async def _read(connection: AsyncConnection, windows: set[WindowKey]) -> dict[WindowKey, int]:
        rows = (await connection.execute(_READ_WINDOWS, {"windows": sorted(windows)})).all()
        return {(row.name, row.key_hash, int(row.window_start)): int(row.hits) for row in rows}
