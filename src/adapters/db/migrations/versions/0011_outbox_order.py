"""outbox order: a queued order confirmation names its order, so sending it can tick the order's email_verzonden"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "outbox_order"
down_revision = "audit_log"


def upgrade() -> None:
    # ON DELETE SET NULL: a confirmation still waiting when its order is deleted is still sent, and can never tick
    # another order that later gets the same id (SQLite may hand out a deleted last id again).
    with op.batch_alter_table("mail_outbox") as batch:
        batch.add_column(sa.Column("order_id", sa.Integer(), nullable=True))
        batch.create_index(batch.f("ix_mail_outbox_order_id"), ["order_id"], unique=False)
        batch.create_foreign_key(
            batch.f("fk_mail_outbox_order_id_orders"), "orders", ["order_id"], ["id"], ondelete="SET NULL"
        )


def downgrade() -> None:
    with op.batch_alter_table("mail_outbox") as batch:
        batch.drop_constraint(batch.f("fk_mail_outbox_order_id_orders"), type_="foreignkey")
        batch.drop_index(batch.f("ix_mail_outbox_order_id"))
        batch.drop_column("order_id")
