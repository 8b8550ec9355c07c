"""delivery lists: a delivered tick per address, an order on at most one list, the customer's care note"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "delivery_lists"
down_revision = "contact_and_donations"


def upgrade() -> None:
    with op.batch_alter_table("delivery_list_addresses", schema=None) as batch_op:
        batch_op.add_column(sa.Column("bezorgd_at", sa.DateTime(timezone=True), nullable=True))
        batch_op.create_unique_constraint("uq_delivery_list_addresses_order_id", ["order_id"])
    with op.batch_alter_table("customers", schema=None) as batch_op:
        batch_op.add_column(sa.Column("bezorg_notitie", sa.String(length=255), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("customers", schema=None) as batch_op:
        batch_op.drop_column("bezorg_notitie")
    with op.batch_alter_table("delivery_list_addresses", schema=None) as batch_op:
        batch_op.drop_constraint("uq_delivery_list_addresses_order_id", type_="unique")
        batch_op.drop_column("bezorgd_at")
