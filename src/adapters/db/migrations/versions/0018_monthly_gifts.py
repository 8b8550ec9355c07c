"""monthly gifts: Mollie's recurring flow (a customer, a mandate, a subscription), the donor's private link (hashed)
and the donations a gift's subscription made (issue 28; decision 0080)
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0018"
down_revision = "0015"


def upgrade() -> None:
    op.create_table(
        "monthly_gifts",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("uuid", sa.String(length=36), nullable=False),
        sa.Column("bedrag", sa.Integer(), nullable=False),
        sa.Column("zakelijk", sa.Boolean(), nullable=False),
        sa.Column("bedrijfsnaam", sa.String(length=255), server_default="", nullable=False),
        sa.Column("voornaam", sa.String(length=255), server_default="", nullable=False),
        sa.Column("achternaam", sa.String(length=255), server_default="", nullable=False),
        sa.Column("email", sa.String(length=255), server_default="", nullable=False),
        sa.Column("postcode", sa.String(length=6), server_default="", nullable=False),
        sa.Column("huisnummer", sa.String(length=20), server_default="", nullable=False),
        sa.Column("straat", sa.String(length=255), server_default="", nullable=False),
        sa.Column("plaats", sa.String(length=255), server_default="", nullable=False),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("mollie_customer_id", sa.String(length=100), server_default="", nullable=False),
        sa.Column("subscription_id", sa.String(length=100), nullable=True),
        sa.Column("start_date", sa.Date(), nullable=True),
        sa.Column("token_hash", sa.String(length=64), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("stopped_at", sa.DateTime(timezone=True), nullable=True),
        sa.CheckConstraint("bedrag >= 1", name=op.f("ck_monthly_gifts_bedrag")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_monthly_gifts")),
        sa.UniqueConstraint("subscription_id", name=op.f("uq_monthly_gifts_subscription_id")),
        sa.UniqueConstraint("token_hash", name=op.f("uq_monthly_gifts_token_hash")),
        sa.UniqueConstraint("uuid", name=op.f("uq_monthly_gifts_uuid")),
        sqlite_autoincrement=True,
    )
    with op.batch_alter_table("monthly_gifts", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_monthly_gifts_email"), ["email"], unique=False)
    # On SQLite the foreign key makes Alembic rebuild `donations`: the rebuilt table keeps AUTOINCREMENT and the
    # sequence it had, so a donation's number is never handed out again (the rule of migration 0013).
    bind = op.get_bind()
    sequence = None
    if bind.dialect.name == "sqlite":
        row = bind.exec_driver_sql("SELECT seq FROM sqlite_sequence WHERE name = 'donations'").first()
        sequence = None if row is None else int(row[0])
    with op.batch_alter_table("donations", schema=None, table_kwargs={"sqlite_autoincrement": True}) as batch_op:
        batch_op.add_column(sa.Column("gift_id", sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column("recurring", sa.Boolean(), server_default="0", nullable=False))
        batch_op.create_index(batch_op.f("ix_donations_gift_id"), ["gift_id"], unique=False)
        batch_op.create_foreign_key(
            batch_op.f("fk_donations_gift_id_monthly_gifts"), "monthly_gifts", ["gift_id"], ["id"], ondelete="RESTRICT"
        )
    if sequence is not None:
        kept = bind.exec_driver_sql("SELECT seq FROM sqlite_sequence WHERE name = 'donations'").first()
        if kept is None:
            bind.exec_driver_sql("INSERT INTO sqlite_sequence (name, seq) VALUES ('donations', ?)", (sequence,))
        elif int(kept[0]) < sequence:
            bind.exec_driver_sql("UPDATE sqlite_sequence SET seq = ? WHERE name = 'donations'", (sequence,))


def downgrade() -> None:
    with op.batch_alter_table("donations", schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f("fk_donations_gift_id_monthly_gifts"), type_="foreignkey")
        batch_op.drop_index(batch_op.f("ix_donations_gift_id"))
        batch_op.drop_column("recurring")
        batch_op.drop_column("gift_id")
    with op.batch_alter_table("monthly_gifts", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_monthly_gifts_email"))
    op.drop_table("monthly_gifts")
