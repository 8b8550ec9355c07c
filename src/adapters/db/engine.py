"""The async engine: SQLite (WAL, busy timeout, BEGIN IMMEDIATE for writes) or PostgreSQL (asyncpg)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import event
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

from adapters.db.sqlite_driver import one_hop_dbapi

SQLITE_BUSY_TIMEOUT_MS = 15_000
WRITE_OPTION = "soep_write"
# A migration run on SQLite: foreign keys are off for its transaction (SQLite's own advice for rebuilding a table:
# DROP TABLE would otherwise delete, or cascade to, the rows that refer to it). The migration checks the keys itself
# (`PRAGMA foreign_key_check`) before it commits, and its connection is discarded afterwards.
MIGRATION_OPTION = "soep_migration"


def is_sqlite(url: str) -> bool:
    return make_url(url).get_backend_name() == "sqlite"


def create_engine(url: str, **kwargs: Any) -> AsyncEngine:
    # A failed statement's error (and so the logged traceback of a 500) would otherwise carry its bound values:
    # e-mail addresses, names, codes. Logs hold no personal data (docs/deployment.md, Monitoring).
    kwargs.setdefault("hide_parameters", True)
    if not is_sqlite(url):
        return create_async_engine(url, pool_size=10, max_overflow=30, pool_recycle=1800, **kwargs)
    database = make_url(url).database
    if database and database != ":memory:":
        from pathlib import Path

        Path(database).parent.mkdir(parents=True, exist_ok=True)
    if make_url(url).get_driver_name() == "aiosqlite":
        kwargs.setdefault("module", one_hop_dbapi())  # one hop to the connection's thread a statement (0117)
    engine = create_async_engine(
        url, connect_args={"timeout": SQLITE_BUSY_TIMEOUT_MS / 1000}, pool_size=10, max_overflow=30, **kwargs
    )
    _configure_sqlite(engine)
    return engine


def _configure_sqlite(engine: AsyncEngine) -> None:
    @event.listens_for(engine.sync_engine, "connect")
    def on_connect(dbapi_connection: Any, _record: Any) -> None:
        # Let us issue BEGIN ourselves (pysqlite's implicit transactions get in the way).
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_TIMEOUT_MS}")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA synchronous=NORMAL")
        # Deleted or overwritten content is zeroed in the file, so a blanked login code or link is not left behind in
        # free space (and so not in a backup, which copies pages as they are). Decision 0036.
        cursor.execute("PRAGMA secure_delete=ON")
        cursor.close()

    @event.listens_for(engine.sync_engine, "begin")
    def on_begin(connection: Any) -> None:
        # A write transaction takes the write lock at the start, so it never fails half-way with
        # "database is locked": it waits (busy timeout) instead.
        options = connection.get_execution_options()
        if options.get(MIGRATION_OPTION, False):
            connection.exec_driver_sql("PRAGMA foreign_keys=OFF")  # only outside a transaction does it take effect
        write = options.get(WRITE_OPTION, False)
        connection.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")
