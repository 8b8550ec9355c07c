"""The shared base of the SQL repositories."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from sqlalchemy import insert, select
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.engine import RowMapping
from sqlalchemy.ext.asyncio import AsyncConnection

T = TypeVar("T")


class SqlRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._c = connection

    async def _insert(self, table: Any, values: Mapping[str, Any]) -> int:
        result = await self._c.execute(insert(table).values(**values).returning(table.c.id))
        return int(result.scalar_one())

    async def _one(self, statement: Any) -> RowMapping | None:
        return (await self._c.execute(statement)).mappings().first()

    async def _first(self, table: Any, read: Callable[[RowMapping], T], **where: Any) -> T | None:
        """The record `read` makes of the first row of `table` whose columns equal `where` (`column=value`)."""
        row = await self._one(select(table).where(*(table.c[name] == value for name, value in where.items())))
        return read(row) if row else None

    async def _all(self, statement: Any) -> list[RowMapping]:
        return list((await self._c.execute(statement)).mappings().all())


def dialect_insert(connection: AsyncConnection) -> Any:
    """INSERT with ON CONFLICT support: the same statement on SQLite and PostgreSQL."""
    return pg_insert if connection.dialect.name == "postgresql" else sqlite_insert
