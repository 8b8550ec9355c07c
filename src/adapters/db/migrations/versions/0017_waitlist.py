"""waitlist: who waits for a sold-out soup of an order day, and the offers that hold freed portions
(issue 26 item 2, decision 0073)
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0017"
down_revision = "0016"

_OPEN = "state IN ('wachtend', 'aanbod')"


def upgrade() -> None:
    op.create_table(
        "waitlist_entries",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("orderday_id", sa.Integer(), nullable=False),
        sa.Column("orderday_product_id", sa.Integer(), nullable=False),
        sa.Column("details", sa.JSON(), nullable=False),
        sa.Column("email_key", sa.String(length=255), nullable=False),
        sa.Column("wanted", sa.Integer(), nullable=False),
        sa.Column("joined_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("state", sa.String(length=10), nullable=False),
        sa.Column("offered_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("offer_expires_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("order_id", sa.Integer(), nullable=True),
        sa.CheckConstraint(
            "state IN ('wachtend', 'aanbod', 'genomen', 'verlopen', 'verlaten', 'gesloten')",
            name=op.f("ck_waitlist_entries_state"),
        ),
        sa.ForeignKeyConstraint(
            ["orderday_id"],
            ["order_days.id"],
            name=op.f("fk_waitlist_entries_orderday_id_order_days"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["orderday_product_id"],
            ["order_day_products.id"],
            name=op.f("fk_waitlist_entries_orderday_product_id_order_day_products"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["order_id"], ["orders.id"], name=op.f("fk_waitlist_entries_order_id_orders"), ondelete="SET NULL"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_waitlist_entries")),
        sa.UniqueConstraint("token_hash", name=op.f("uq_waitlist_entries_token_hash")),
    )
    op.create_index("ix_waitlist_entries_orderday_id", "waitlist_entries", ["orderday_id", "state"])
    op.create_index(
        "ux_waitlist_entries_waiting",
        "waitlist_entries",
        ["orderday_product_id", "email_key"],
        unique=True,
        sqlite_where=sa.text(_OPEN),
        postgresql_where=sa.text(_OPEN),
    )


def downgrade() -> None:
    op.drop_index("ux_waitlist_entries_waiting", table_name="waitlist_entries")
    op.drop_index("ix_waitlist_entries_orderday_id", table_name="waitlist_entries")
    op.drop_table("waitlist_entries")
