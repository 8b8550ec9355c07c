"""Alembic environment: migrations always run on a connection handed over by adapters.db.migrate."""

from __future__ import annotations

from alembic import context

from adapters.db.repositories.search import outside_fts
from adapters.db.tables import metadata

connection = context.config.attributes.get("connection")
if connection is None:
    raise RuntimeError("Run migrations through `soep db upgrade` (adapters.db.migrate).")


context.configure(
    connection=connection,
    target_metadata=metadata,
    render_as_batch=connection.dialect.name == "sqlite",
    compare_type=True,
    include_name=outside_fts,  # SQLite's FTS5 search tables live outside the metadata
)
with context.begin_transaction():
    context.run_migrations()
