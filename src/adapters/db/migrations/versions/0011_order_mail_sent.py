"""order mail sent: an outbox mail knows the order it confirms, so sending it ticks the order's email_verzonden

Revision ID: order_mail_sent
Revises: audit_log
Create Date: 2026-11-23
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "order_mail_sent"
down_revision = "audit_log"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("mail_outbox", schema=None) as batch_op:
        batch_op.add_column(sa.Column("order_id", sa.Integer(), nullable=True))
        batch_op.create_index(batch_op.f("ix_mail_outbox_order_id"), ["order_id"], unique=False)
        batch_op.create_foreign_key(
            batch_op.f("fk_mail_outbox_order_id_orders"), "orders", ["order_id"], ["id"], ondelete="SET NULL"
        )


def downgrade() -> None:
    with op.batch_alter_table("mail_outbox", schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f("fk_mail_outbox_order_id_orders"), type_="foreignkey")
        batch_op.drop_index(batch_op.f("ix_mail_outbox_order_id"))
        batch_op.drop_column("order_id")
