"""Migrations: apply to head on both databases, twice without harm, and match the tables' metadata.

Every test here starts on an empty database (`unmigrated`), not on the session's migrated template (decision 0130).
"""

from __future__ import annotations

from typing import Any

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory

from adapters.db.engine import MIGRATION_OPTION, WRITE_OPTION, create_engine, is_sqlite
from adapters.db.migrate import alembic_config, current_revision, head_revision, is_at_head, upgrade
from adapters.db.repositories.search import outside_fts
from adapters.db.tables import metadata

pytestmark = pytest.mark.unmigrated


async def test_upgrade_reaches_head_and_is_safe_twice(database_url: str) -> None:
    await upgrade(database_url)
    await upgrade(database_url)
    assert await current_revision(database_url) == head_revision()


async def _upgrade_to(url: str, revision: str) -> None:
    """Alembic's own upgrade to `revision`, on a connection set up as `upgrade_engine` sets it up."""
    engine = create_engine(url)
    try:
        async with engine.connect() as connection:
            if is_sqlite(url):
                connection = await connection.execution_options(**{WRITE_OPTION: True, MIGRATION_OPTION: True})
            await connection.run_sync(lambda sync: command.upgrade(alembic_config(sync), revision))
            await connection.commit()
            await connection.invalidate()
    finally:
        await engine.dispose()


async def test_a_database_one_migration_behind_is_brought_to_head(database_url: str) -> None:
    """The quick check at start (nothing pending: Alembic is not loaded) still lets a pending migration through."""
    head = head_revision()
    assert head is not None
    previous = ScriptDirectory.from_config(alembic_config()).get_revision(head).down_revision
    assert isinstance(previous, str)
    await _upgrade_to(database_url, previous)
    engine = create_engine(database_url)
    try:
        assert not await is_at_head(engine)
    finally:
        await engine.dispose()
    await upgrade(database_url)
    assert await current_revision(database_url) == head
    engine = create_engine(database_url)
    try:
        assert await is_at_head(engine)
    finally:
        await engine.dispose()


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
