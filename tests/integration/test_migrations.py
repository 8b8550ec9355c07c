"""Migrations: apply to head on both databases, twice without harm, and match the tables' metadata."""

from __future__ import annotations

from typing import Any

from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext

from adapters.db.engine import create_engine
from adapters.db.migrate import current_revision, head_revision, upgrade
from adapters.db.repositories.search import outside_fts
from adapters.db.tables import metadata


async def test_upgrade_reaches_head_and_is_safe_twice(database_url: str) -> None:
    await upgrade(database_url)
    await upgrade(database_url)
    assert await current_revision(database_url) == head_revision()


async def test_migrations_match_the_tables(database_url: str) -> None:
    await upgrade(database_url)
    engine = create_engine(database_url)

    def differences(sync_connection: Any) -> list[Any]:
        opts = {"compare_type": True, "include_name": outside_fts}  # as env.py: without SQLite's FTS5 tables
        context = MigrationContext.configure(sync_connection, opts=opts)
        return list(compare_metadata(context, metadata))

    try:
        async with engine.connect() as connection:
            diff = await connection.run_sync(differences)
    finally:
        await engine.dispose()
    assert diff == []
