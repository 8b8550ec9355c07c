"""Which errors the web app answers with 503 (the database is unavailable) rather than 500 (a bug)."""

from __future__ import annotations

import sqlite3

from sqlalchemy import exc as sa_exc

from adapters.db.availability import database_unavailable


def wrapped(cls: type[sa_exc.DBAPIError], text: str, *, invalidated: bool = False) -> sa_exc.DBAPIError:
    return cls("SELECT 1", {}, sqlite3.OperationalError(text), connection_invalidated=invalidated)


def test_unreachable_busy_or_lost_databases_are_unavailable() -> None:
    assert database_unavailable(wrapped(sa_exc.OperationalError, "database is locked"))
    assert database_unavailable(wrapped(sa_exc.OperationalError, "connection was closed in the middle of operation"))
    assert database_unavailable(wrapped(sa_exc.DBAPIError, 'database "x" is not currently accepting connections'))
    assert database_unavailable(wrapped(sa_exc.DBAPIError, "anything", invalidated=True))
    assert database_unavailable(sa_exc.TimeoutError("QueuePool limit reached"))
    assert database_unavailable(ConnectionRefusedError(111, "Connect call failed"))


def test_bugs_and_bad_data_are_not() -> None:
    assert not database_unavailable(wrapped(sa_exc.OperationalError, "no such table: orders"))
    assert not database_unavailable(wrapped(sa_exc.IntegrityError, "UNIQUE constraint failed: orders.uuid"))
    assert not database_unavailable(wrapped(sa_exc.ProgrammingError, 'syntax error at or near "SELEC"'))
    assert not database_unavailable(ValueError("database is locked"))
    assert not database_unavailable(KeyError("connection"))
