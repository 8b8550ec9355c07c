"""numbers and secrets: ids never reused on SQLite (AUTOINCREMENT), the outbox's template and redaction mark, the
idempotency key's body fingerprint and the orders' mailbox key (issue 23, points 6, 8 and 9; decisions 0036-0038)
"""

from __future__ import annotations

import re

import sqlalchemy as sa
from alembic import op

from soepkern.domain.email_address import mailbox_key

revision = "numbers_and_secrets"
down_revision = "outbox_order"

# The numbers people see or the bookkeeping keeps. PostgreSQL's sequences never hand out a number twice; SQLite
# without AUTOINCREMENT gives the largest rowid + 1, so the number of a deleted newest row came back.
NUMBERED_TABLES = ("users", "customers", "order_days", "orders", "donations", "delivery_lists")
_TABLE_PK = re.compile(r",\s*CONSTRAINT (\w+) PRIMARY KEY \(id\)")
_ID_COLUMN = re.compile(r"\bid INTEGER NOT NULL\b")


def autoincrement_sql(create_sql: str, table: str, new_name: str) -> str:
    """The table's own CREATE statement with `id` as an AUTOINCREMENT key, under `new_name`; everything else (column
    order, defaults, checks, foreign keys, constraint names) stays as it was."""
    header = re.compile(rf'^CREATE TABLE "?{re.escape(table)}"?\s*\(')
    if not header.match(create_sql):
        raise RuntimeError(f"unexpected CREATE TABLE for {table}: {create_sql[:80]}")
    body = header.sub(f'CREATE TABLE "{new_name}" (', create_sql, count=1)
    pk = _TABLE_PK.search(body)
    if pk is None or len(_ID_COLUMN.findall(body)) != 1:
        raise RuntimeError(f"cannot find the primary key of {table}")
    body = _TABLE_PK.sub("", body, count=1)
    return _ID_COLUMN.sub(f"id INTEGER NOT NULL CONSTRAINT {pk.group(1)} PRIMARY KEY AUTOINCREMENT", body, count=1)


def _rebuild_with_autoincrement(bind: sa.engine.Connection, table: str) -> None:
    """SQLite's own recipe (https://sqlite.org/lang_altertable.html, 'other kinds of table schema changes'): a new
    table, the rows copied with their ids (which seeds sqlite_sequence at max(id)), the old one dropped, the new one
    renamed, its indexes and triggers made again. Foreign keys are off for the migration (adapters.db.engine)."""
    create_sql = bind.exec_driver_sql(
        "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?", (table,)
    ).scalar_one()
    if "AUTOINCREMENT" in create_sql.upper():
        return
    extras = [
        row[0]
        for row in bind.exec_driver_sql(
            "SELECT sql FROM sqlite_master WHERE type IN ('index', 'trigger') AND tbl_name = ? AND sql IS NOT NULL",
            (table,),
        )
    ]
    new_name = f"_new_{table}"
    bind.exec_driver_sql(autoincrement_sql(create_sql, table, new_name))
    bind.exec_driver_sql(f'INSERT INTO "{new_name}" SELECT * FROM "{table}"')  # noqa: S608 - our own table names
    bind.exec_driver_sql(f'DROP TABLE "{table}"')
    bind.exec_driver_sql(f'ALTER TABLE "{new_name}" RENAME TO "{table}"')
    for statement in extras:
        bind.exec_driver_sql(statement)


def _fill_mailbox_keys(bind: sa.engine.Connection) -> None:
    orders = sa.table("orders", sa.column("id", sa.Integer), sa.column("email", sa.String), sa.column("email_key"))
    keys: dict[str, str] = {}
    for (email,) in bind.execute(sa.select(orders.c.email).distinct()):
        keys[email] = mailbox_key(email)
    statement = orders.update().where(orders.c.email == sa.bindparam("old")).values(email_key=sa.bindparam("key"))
    if keys:
        bind.execute(statement, [{"old": email, "key": key} for email, key in keys.items()])


def upgrade() -> None:
    bind = op.get_bind()
    with op.batch_alter_table("mail_outbox") as batch:
        batch.add_column(sa.Column("template", sa.String(length=50), server_default="", nullable=False))
        batch.add_column(sa.Column("body_redacted", sa.Boolean(), server_default=sa.false(), nullable=False))
    with op.batch_alter_table("idempotency_keys") as batch:
        batch.add_column(sa.Column("fingerprint", sa.String(length=64), server_default="", nullable=False))
    with op.batch_alter_table("orders") as batch:
        batch.add_column(sa.Column("email_key", sa.String(length=255), server_default="", nullable=False))
        batch.create_index("ix_orders_email_key", ["email_key"], unique=False)
    _fill_mailbox_keys(bind)
    # Mails sent before this migration: which of them carried a login code or a link is not recorded, so every sent
    # body goes (what matters was delivered; recipient, subject, time and order stay).
    outbox = sa.table(
        "mail_outbox",
        sa.column("text_body", sa.Text),
        sa.column("html_body", sa.Text),
        sa.column("body_redacted", sa.Boolean),
        sa.column("sent_at", sa.DateTime),
    )
    op.execute(
        outbox.update().where(outbox.c.sent_at.is_not(None)).values(text_body="", html_body=None, body_redacted=True)
    )
    if bind.dialect.name != "sqlite":
        return
    if bind.exec_driver_sql("PRAGMA foreign_keys").scalar_one():
        raise RuntimeError("run this migration through adapters.db.migrate: foreign keys must be off")
    for table in NUMBERED_TABLES:
        _rebuild_with_autoincrement(bind, table)
    problems = bind.exec_driver_sql("PRAGMA foreign_key_check").fetchall()
    if problems:
        raise RuntimeError(f"foreign keys broken by the rebuild: {problems[:5]}")


def downgrade() -> None:
    # AUTOINCREMENT stays on SQLite (it only keeps numbers from coming back); the columns go.
    with op.batch_alter_table("orders") as batch:
        batch.drop_index("ix_orders_email_key")
        batch.drop_column("email_key")
    with op.batch_alter_table("idempotency_keys") as batch:
        batch.drop_column("fingerprint")
    with op.batch_alter_table("mail_outbox") as batch:
        batch.drop_column("body_redacted")
        batch.drop_column("template")
