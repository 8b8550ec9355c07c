"""Rate-limit counters in the database, so that every server process counts the same hits (PostgreSQL).

Fixed windows with a sliding estimate: the hits of the current window plus the previous window's hits weighted by
how much of it still overlaps the sliding window. One atomic upsert per hit (`INSERT ... ON CONFLICT DO UPDATE
SET hits = hits + 1 RETURNING hits`), so concurrent hits in several processes are all counted. Keys are stored
hashed: no e-mail addresses or client addresses in the table.
"""

from __future__ import annotations

import hashlib

import attrs
from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.db import tables as t
from adapters.db.repositories.base import dialect_insert

CLEANUP_EVERY = 500


@attrs.frozen
class WindowCount:
    current: int
    previous: int


def key_hash(name: str, key: str) -> str:
    return hashlib.sha256(f"{name}\x00{key}".encode()).hexdigest()


class SqlRateLimitCounters:
    def __init__(self, engine: AsyncEngine) -> None:
        self._engine = engine
        self._hits_since_cleanup = 0

    async def add_hit(self, name: str, key: str, window_seconds: int, now: float) -> WindowCount:
        """Counts one hit in the window that holds `now` (epoch seconds); returns it and the previous window's."""
        c = t.rate_limit_counters
        start = int(now // window_seconds) * window_seconds
        hashed = key_hash(name, key)
        async with self._engine.begin() as connection:
            statement = dialect_insert(connection)(c).values(
                name=name, key_hash=hashed, window_start=start, hits=1, expires_at=start + 2 * window_seconds
            )
            statement = statement.on_conflict_do_update(
                index_elements=[c.c.name, c.c.key_hash, c.c.window_start], set_={"hits": c.c.hits + 1}
            ).returning(c.c.hits)
            current = int((await connection.execute(statement)).scalar_one())
            previous = await connection.scalar(
                select(c.c.hits).where(
                    c.c.name == name, c.c.key_hash == hashed, c.c.window_start == start - window_seconds
                )
            )
            self._hits_since_cleanup += 1
            if self._hits_since_cleanup >= CLEANUP_EVERY:
                self._hits_since_cleanup = 0
                await connection.execute(delete(c).where(c.c.expires_at < int(now)))
        return WindowCount(current=current, previous=int(previous or 0))
