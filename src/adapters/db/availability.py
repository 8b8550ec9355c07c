"""Which errors mean "the database is (briefly) unavailable", as opposed to a bug: the web app answers those with
503 and Retry-After instead of 500.

Unavailable: the connection could not be made or was lost (PostgreSQL down, restarting, refusing connections, a
terminated backend), the pool had no connection free in time, or SQLite stayed locked for longer than its busy
timeout. The pool throws a lost connection away, so the next request gets a fresh one: no restart is needed.
"""

from __future__ import annotations

from sqlalchemy import exc as sa_exc

_SQLITE_UNAVAILABLE = ("database is locked", "database table is locked", "unable to open database", "disk i/o error")
_POSTGRES_UNAVAILABLE = (
    "connection",  # refused, reset, closed, does not exist, was terminated
    "not currently accepting connections",
    "the database system is",  # starting up / shutting down / in recovery mode
    "terminating connection",
    "too many clients",
)


def database_unavailable(error: BaseException) -> bool:
    """True for errors of the database being unreachable or busy (retrying later helps), False for anything else."""
    if isinstance(error, sa_exc.TimeoutError):  # no pooled connection free in time
        return True
    if isinstance(error, ConnectionError | TimeoutError):  # raised by the driver before SQLAlchemy could wrap it
        return True
    if not isinstance(error, sa_exc.DBAPIError):
        return False
    if error.connection_invalidated:
        return True
    text = str(error.orig if error.orig is not None else error).lower()
    if isinstance(error, sa_exc.OperationalError | sa_exc.InterfaceError):
        return any(part in text for part in _SQLITE_UNAVAILABLE + _POSTGRES_UNAVAILABLE)
    return any(part in text for part in _POSTGRES_UNAVAILABLE[1:])
