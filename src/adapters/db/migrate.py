"""Alembic migrations, run from code on an async engine (`soep db upgrade`, and at `soep serve` start-up)."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.db.engine import MIGRATION_OPTION, WRITE_OPTION, create_engine, is_sqlite

MIGRATIONS_DIR = Path(__file__).parent / "migrations"
# Several server processes may start at once: on PostgreSQL they take turns through this advisory lock.
ADVISORY_LOCK_ID = 7_262_026


def alembic_config(connection: Any = None) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    config.attributes["connection"] = connection
    return config


def _upgrade(sync_connection: Any) -> None:
    command.upgrade(alembic_config(sync_connection), "head")


def _current(sync_connection: Any) -> str | None:
    return MigrationContext.configure(sync_connection).get_current_revision()


def head_revision() -> str | None:
    return ScriptDirectory.from_config(alembic_config()).get_current_head()


@functools.cache
def script_heads() -> frozenset[str]:
    """The heads of the migration scripts, read once a process: the scripts do not change under a running process
    (a new release is a restart)."""
    from adapters.db.health import head_revisions  # here: that module imports this one

    return head_revisions()


async def is_at_head(engine: AsyncEngine) -> bool:
    """Whether the database answers and its alembic_version names exactly the scripts' heads (nothing pending);
    False for an empty database, one behind or ahead, and one that does not answer."""
    from adapters.db.health import database_status

    return (await database_status(engine, script_heads())).migrations_current


async def upgrade_engine(engine: AsyncEngine) -> None:
    """Applies every pending migration; safe to run twice and from several processes.

    A database at head is left alone after one read of its alembic_version: loading Alembic's environment and
    taking the migration lock would cost tens of milliseconds at every start for nothing. A database behind, ahead
    or empty takes the full path (under the lock, Alembic deciding)."""
    if await is_at_head(engine):
        return
    sqlite = is_sqlite(str(engine.url))
    async with engine.connect() as connection:
        if sqlite:
            connection = await connection.execution_options(**{WRITE_OPTION: True, MIGRATION_OPTION: True})
        else:
            await connection.execute(text(f"SELECT pg_advisory_lock({ADVISORY_LOCK_ID})"))
            await connection.commit()
        try:
            await connection.run_sync(_upgrade)
            await connection.commit()
        finally:
            if sqlite:
                await connection.invalidate()  # its foreign keys are off: it must not go back to the pool
            else:
                await connection.execute(text(f"SELECT pg_advisory_unlock({ADVISORY_LOCK_ID})"))
                await connection.commit()


async def upgrade(url: str) -> None:
    engine = create_engine(url)
    try:
        await upgrade_engine(engine)
    finally:
        await engine.dispose()


async def current_revision(url: str) -> str | None:
    engine = create_engine(url)
    try:
        async with engine.connect() as connection:
            return await connection.run_sync(_current)
    finally:
        await engine.dispose()
