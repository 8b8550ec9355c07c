"""order changes: the private link of each order confirmation (token hash, expiry) and a cancelled order's moment
(issue 26, decision 0072)
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0016"
down_revision = "0018"


def upgrade() -> None:
    op.create_table(
        "order_change_links",
        sa.Column("order_id", sa.Integer(), nullable=False),
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["order_id"],
            ["orders.id"],
            name=op.f("fk_order_change_links_order_id_orders"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("order_id", name=op.f("pk_order_change_links")),
        sa.UniqueConstraint("token_hash", name=op.f("uq_order_change_links_token_hash")),
    )
    with op.batch_alter_table("orders", schema=None) as batch_op:
        batch_op.add_column(sa.Column("geannuleerd_at", sa.DateTime(timezone=True), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("orders", schema=None) as batch_op:
        batch_op.drop_column("geannuleerd_at")
    op.drop_table("order_change_links")
