"""Read-only questions operations ask the database: is it there, are the migrations current, how full is the outbox."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import attrs
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import func, select, text
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.db import tables as t
from adapters.db.migrate import alembic_config


@attrs.frozen
class DatabaseStatus:
    reachable: bool
    migrations_current: bool
    detail: str


@attrs.frozen
class OutboxBacklog:
    pending: int
    oldest_created_at: datetime | None


def head_revisions() -> frozenset[str]:
    """The revisions the code expects (read from the migration scripts)."""
    return frozenset(ScriptDirectory.from_config(alembic_config()).get_heads())


def _current_heads(sync_connection: Any) -> frozenset[str]:
    return frozenset(MigrationContext.configure(sync_connection).get_current_heads())


async def database_status(engine: AsyncEngine, expected_heads: frozenset[str]) -> DatabaseStatus:
    try:
        async with engine.connect() as connection:
            await connection.execute(text("SELECT 1"))
            current = await connection.run_sync(_current_heads)
    except Exception as error:  # any failure to talk to the database means: not ready
        return DatabaseStatus(reachable=False, migrations_current=False, detail=type(error).__name__)
    if current != expected_heads:
        return DatabaseStatus(reachable=True, migrations_current=False, detail="migrations pending")
    return DatabaseStatus(reachable=True, migrations_current=True, detail="ok")


async def outbox_backlog(engine: AsyncEngine) -> OutboxBacklog:
    """Mails not yet sent (including those waiting for a retry), and when the oldest of them was queued."""
    o = t.mail_outbox
    async with engine.connect() as connection:
        row = (
            await connection.execute(select(func.count(), func.min(o.c.created_at)).where(o.c.sent_at.is_(None)))
        ).one()
    return OutboxBacklog(pending=int(row[0]), oldest_created_at=row[1])
