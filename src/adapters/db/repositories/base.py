"""The shared base of the SQL repositories."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from sqlalchemy import insert, select
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.engine import RowMapping
from sqlalchemy.ext.asyncio import AsyncConnection
from sqlalchemy.sql.elements import ClauseElement

T = TypeVar("T")


class SqlRepository:
    def __init__(self, connection: AsyncConnection) -> None:
        self._c = connection

    async def _insert(self, table: Any, values: Mapping[str, Any]) -> int:
        """Inserts one row and returns its id. Plain values are bound to one statement per table, built once (a new
        statement with its values was built, and its cache key walked, for every row: the opening rush's orders
        insert several rows each, decision 0128); a value that is an SQL expression gets its own statement."""
        if any(isinstance(value, ClauseElement) for value in values.values()):
            result = await self._c.execute(insert(table).values(**values).returning(table.c.id))
        else:
            result = await self._c.execute(_insert_returning_id(table), dict(values))
        return int(result.scalar_one())

    async def _one(self, statement: Any) -> RowMapping | None:
        return (await self._c.execute(statement)).mappings().first()

    async def _first(self, table: Any, read: Callable[[RowMapping], T], **where: Any) -> T | None:
        """The record `read` makes of the first row of `table` whose columns equal `where` (`column=value`)."""
        row = await self._one(select(table).where(*(table.c[name] == value for name, value in where.items())))
        return read(row) if row else None

    async def _all(self, statement: Any) -> list[RowMapping]:
        return list((await self._c.execute(statement)).mappings().all())


_INSERTS: dict[Any, Any] = {}


def _insert_returning_id(table: Any) -> Any:
    """`INSERT INTO table ... RETURNING id` with the columns of the parameters it is executed with (SQLAlchemy
    compiles, and caches, one form per set of columns)."""
    statement = _INSERTS.get(table)
    if statement is None:
        statement = _INSERTS[table] = insert(table).returning(table.c.id)
    return statement


def upsert_statement(build: Callable[[Any], Any]) -> Callable[[AsyncConnection], Any]:
    """A statement with ON CONFLICT, built once per dialect by `build(dialect's insert)` and then executed with
    its values as parameters (the checkout's rows: decision 0128)."""
    built: dict[str, Any] = {}

    def statement(connection: AsyncConnection) -> Any:
        name = connection.dialect.name
        found = built.get(name)
        if found is None:
            found = built[name] = build(dialect_insert(connection))
        return found

    return statement


def dialect_insert(connection: AsyncConnection) -> Any:
    """INSERT with ON CONFLICT support: the same statement on SQLite and PostgreSQL."""
    return pg_insert if connection.dialect.name == "postgresql" else sqlite_insert
