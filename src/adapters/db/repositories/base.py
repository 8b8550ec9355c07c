"""The shared base of the SQL repositories."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlalchemy import insert
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.engine import RowMapping
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.db.engine import PENDING_WRITES_KEY

PENDING_WRITES = PENDING_WRITES_KEY  # the engine sends them before any other statement


class PendingWrites:
    """Writes of a PostgreSQL write unit of work whose result nobody waits for (decision 0069): the order's change
    link and its mails. They travel with the next statement: as data-modifying CTEs of the idempotency key's insert,
    or sent just before any other statement (an engine event) or at commit, so every later read sees them."""

    def __init__(self) -> None:
        self._statements: list[Any] = []

    def add(self, statement: Any) -> None:
        self._statements.append(statement)

    def take(self) -> list[Any]:
        taken, self._statements = self._statements, []
        return taken


def pending_writes(connection: AsyncConnection) -> PendingWrites | None:
    """The unit of work's pending writes (None: write at once, as on SQLite and in read units of work)."""
    found = connection.info.get(PENDING_WRITES)
    return found if isinstance(found, PendingWrites) else None


def with_pending_writes(connection: AsyncConnection, statement: Any) -> Any:
    """`statement` carrying the pending writes as CTEs (PostgreSQL runs each of them once, in the same snapshot)."""
    pending = pending_writes(connection)
    taken = pending.take() if pending is not None else []
    if not taken:
        return statement
    return statement.add_cte(*(write.cte(f"pending_write_{n}") for n, write in enumerate(taken)))


class SqlRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._c = connection

    async def _insert(self, table: Any, values: Mapping[str, Any]) -> int:
        result = await self._c.execute(insert(table).values(**values).returning(table.c.id))
        return int(result.scalar_one())

    async def _one(self, statement: Any) -> RowMapping | None:
        return (await self._c.execute(statement)).mappings().first()

    async def _all(self, statement: Any) -> list[RowMapping]:
        return list((await self._c.execute(statement)).mappings().all())


def dialect_insert(connection: AsyncConnection) -> Any:
    """INSERT with ON CONFLICT support: the same statement on SQLite and PostgreSQL."""
    return pg_insert if connection.dialect.name == "postgresql" else sqlite_insert
