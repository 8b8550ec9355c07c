"""standing orders: at most one 'vaste_klant' order per customer per order day"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "standing_orders"
down_revision = "rate_limits"


def upgrade() -> None:
    op.create_table(
        "standing_orders",
        sa.Column("orderday_id", sa.Integer(), nullable=False),
        sa.Column("customer_id", sa.Integer(), nullable=False),
        sa.Column("order_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["orderday_id"],
            ["order_days.id"],
            name=op.f("fk_standing_orders_orderday_id_order_days"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["customer_id"], ["customers.id"], name=op.f("fk_standing_orders_customer_id_customers"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["order_id"], ["orders.id"], name=op.f("fk_standing_orders_order_id_orders"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("orderday_id", "customer_id", name=op.f("pk_standing_orders")),
    )
    with op.batch_alter_table("standing_orders", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_standing_orders_order_id"), ["order_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("standing_orders", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_standing_orders_order_id"))
    op.drop_table("standing_orders")
