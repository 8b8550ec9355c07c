"""admin search: normalised search columns, keyset-friendly order index, trigram indexes on PostgreSQL"""

from __future__ import annotations

import logging

import sqlalchemy as sa
from alembic import op

from soepkern.domain.search import search_text

revision = "orders_search"
down_revision = "delivery_lists"

_log = logging.getLogger(__name__)
_TEXT_FIELDS = ("voornaam", "achternaam", "email", "telefoonnummer", "postcode", "straat", "plaats", "bedrijfsnaam")


def _fill(table_name: str) -> None:
    """Existing rows get their search text (the repositories keep it up to date from now on)."""
    bind = op.get_bind()
    table = sa.table(table_name, sa.column("id"), sa.column("zoek"), *(sa.column(f) for f in _TEXT_FIELDS))
    rows = bind.execute(sa.select(table.c.id, *(table.c[f] for f in _TEXT_FIELDS))).mappings().all()
    for row in rows:
        zoek = search_text([row[f] for f in _TEXT_FIELDS], telefoonnummer=row["telefoonnummer"] or "")
        bind.execute(sa.update(table).where(table.c.id == row["id"]).values(zoek=zoek))


def _trigram_available() -> bool:
    """pg_trgm, created if this role may; otherwise the search indexes fall back to plain ones."""
    bind = op.get_bind()
    try:
        with bind.begin_nested():
            bind.exec_driver_sql("CREATE EXTENSION IF NOT EXISTS pg_trgm")
    except sa.exc.DBAPIError as error:
        _log.warning("pg_trgm is not available (%s); search indexes fall back to plain indexes", error)
        return False
    return True


def upgrade() -> None:
    for table_name in ("orders", "customers"):
        with op.batch_alter_table(table_name, schema=None) as batch_op:
            batch_op.add_column(sa.Column("zoek", sa.Text(), server_default="", nullable=False))
        _fill(table_name)
    op.create_index("ix_orders_created_at_id", "orders", ["created_at", "id"], unique=False)
    op.create_index("ix_orders_postcode", "orders", ["postcode"], unique=False)
    op.create_index("ix_customers_postcode", "customers", ["postcode"], unique=False)
    op.create_index("ix_order_lines_orderday_product_id", "order_lines", ["orderday_product_id"], unique=False)
    is_postgresql = op.get_bind().dialect.name == "postgresql"
    if is_postgresql and _trigram_available():
        for table_name in ("orders", "customers"):
            op.create_index(
                f"ix_{table_name}_zoek",
                table_name,
                ["zoek"],
                unique=False,
                postgresql_using="gin",
                postgresql_ops={"zoek": "gin_trgm_ops"},
            )
    else:
        # SQLite (and PostgreSQL without pg_trgm): plain indexes of the same name; on SQLite an FTS5 trigram
        # table per list answers 'contains' (kept in step by the repositories, see adapters/db/repositories/search).
        op.create_index("ix_orders_zoek", "orders", ["zoek"], unique=False)
        op.create_index("ix_customers_zoek", "customers", ["zoek"], unique=False)
        if not is_postgresql:
            _create_fts()


def _create_fts() -> None:
    bind = op.get_bind()
    for table_name in ("orders", "customers"):
        try:
            bind.exec_driver_sql(f"CREATE VIRTUAL TABLE {table_name}_fts USING fts5(zoek, tokenize='trigram')")
        except sa.exc.OperationalError as error:  # an SQLite without FTS5 or its trigram tokenizer (before 3.34)
            _log.warning("no FTS5 trigram table for %s (%s); searches scan the zoek column", table_name, error)
            return
        fill = f"INSERT INTO {table_name}_fts (rowid, zoek) SELECT id, zoek FROM {table_name}"  # noqa: S608
        bind.exec_driver_sql(fill)


def downgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":
        for table_name in ("orders", "customers"):
            op.get_bind().exec_driver_sql(f"DROP TABLE IF EXISTS {table_name}_fts")
    for name, table_name in (
        ("ix_customers_zoek", "customers"),
        ("ix_orders_zoek", "orders"),
        ("ix_order_lines_orderday_product_id", "order_lines"),
        ("ix_customers_postcode", "customers"),
        ("ix_orders_postcode", "orders"),
        ("ix_orders_created_at_id", "orders"),
    ):
        op.drop_index(name, table_name=table_name)
    for table_name in ("customers", "orders"):
        with op.batch_alter_table(table_name, schema=None) as batch_op:
            batch_op.drop_column("zoek")
