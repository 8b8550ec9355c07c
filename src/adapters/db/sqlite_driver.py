"""SQLAlchemy's aiosqlite adaptation with one hop to the connection's thread per statement (decision 0117).

aiosqlite runs every call on the connection's own thread and hands the result back to the event loop. SQLAlchemy's
adapted cursor makes four such calls for a statement that returns rows (open a cursor, execute, fetch all, close)
and three for one that does not; each waits for the event loop to come round again, which during an opening rush is
busy taking in hundreds of other requests. With one write transaction at a time on SQLite, those waits add up along
the chain of accepted orders. This cursor runs the whole statement (a cursor of its own, execute, fetch, description,
row count, last row id, close) as one call on the connection's thread and keeps what it found, as SQLAlchemy's asyncpg
cursor does. Server-side cursors (streaming results) keep SQLAlchemy's own cursor.

It relies on two documented-by-use internals of aiosqlite that SQLAlchemy's own adaptation uses too: the queue of
calls run on the connection's thread (`Connection._execute`) and the `sqlite3` connection living there (`_conn`).
`tests/integration/test_sqlite_driver.py` pins the behaviour the rest of the code relies on.
"""

from __future__ import annotations

import sqlite3
from collections import deque
from typing import Any

import aiosqlite
from sqlalchemy.dialects.sqlite.aiosqlite import (
    AsyncAdapt_aiosqlite_connection,
    AsyncAdapt_aiosqlite_cursor,
    AsyncAdapt_aiosqlite_dbapi,
)
from sqlalchemy.util import EMPTY_DICT

_Found = tuple[Any, int, int | None, list[Any]]


def _run(connection: sqlite3.Connection, operation: str, parameters: Any) -> _Found:
    """On the connection's thread: the statement from start to end."""
    cursor = connection.cursor()
    try:
        if parameters is None:
            cursor.execute(operation)
        else:
            cursor.execute(operation, parameters)
        description = cursor.description
        rows = cursor.fetchall() if description else []
        return description, cursor.rowcount, cursor.lastrowid, rows
    finally:
        cursor.close()


def _run_many(connection: sqlite3.Connection, operation: str, parameters: Any) -> _Found:
    cursor = connection.cursor()
    try:
        cursor.executemany(operation, parameters)
        return cursor.description, cursor.rowcount, cursor.lastrowid, []
    finally:
        cursor.close()


class OneHopCursor(AsyncAdapt_aiosqlite_cursor):
    """A statement is one call on the connection's thread; the cursor keeps its rows, description and counts."""

    __slots__ = ("_arraysize", "_description", "_lastrowid", "_rowcount")
    _awaitable_cursor_close = False

    def __init__(self, adapt_connection: Any) -> None:  # no aiosqlite cursor: sqlite3's lives within the call
        self._adapt_connection = adapt_connection
        self._connection = adapt_connection._connection
        self._cursor = None  # type: ignore[assignment]
        self._soft_closed_memoized = EMPTY_DICT
        self._rows = deque()
        self._description: Any = None
        self._rowcount = -1
        self._lastrowid: int | None = None
        self._arraysize = 1

    @property
    def description(self) -> Any:
        return self._description

    @property
    def rowcount(self) -> int:
        return self._rowcount

    @property
    def lastrowid(self) -> int:
        return self._lastrowid  # type: ignore[return-value]

    @property
    def arraysize(self) -> int:
        return self._arraysize

    @arraysize.setter
    def arraysize(self, value: int) -> None:
        self._arraysize = value

    def _keep(self, found: _Found) -> None:
        self._description, self._rowcount, self._lastrowid, rows = found
        self._rows = deque(rows)

    async def _execute_async(self, operation: Any, parameters: Any) -> Any:
        connection: aiosqlite.Connection = self._connection  # type: ignore[assignment]
        async with self._adapt_connection._execute_mutex:
            found = connection._execute(_run, connection._conn, operation, parameters)  # type: ignore[no-untyped-call]
            self._keep(await found)
        return self

    async def _executemany_async(self, operation: Any, seq_of_parameters: Any) -> Any:
        connection: aiosqlite.Connection = self._connection  # type: ignore[assignment]
        async with self._adapt_connection._execute_mutex:
            found = connection._execute(  # type: ignore[no-untyped-call]
                _run_many, connection._conn, operation, seq_of_parameters
            )
            self._keep(await found)
        return self

    async def _async_soft_close(self) -> None:
        return None

    def close(self) -> None:
        self._rows.clear()

    def nextset(self) -> None:
        self._rows.clear()


class OneHopConnection(AsyncAdapt_aiosqlite_connection):
    __slots__ = ()
    _cursor_cls = OneHopCursor


class OneHopDbapi(AsyncAdapt_aiosqlite_dbapi):
    """The DBAPI module handed to `create_async_engine(module=...)`: SQLAlchemy's, with the cursor above."""

    def connect(self, *arg: Any, **kw: Any) -> OneHopConnection:
        adapted = super().connect(*arg, **kw)
        return OneHopConnection(self, adapted._connection)


def one_hop_dbapi() -> OneHopDbapi:
    return OneHopDbapi(aiosqlite, sqlite3)
