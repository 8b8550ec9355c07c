"""outbox order: a queued order confirmation names its order, so sending it can tick the order's email_verzonden

Revision ID: outbox_order
Revises: audit_log
Create Date: 2026-11-23
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "outbox_order"
down_revision = "audit_log"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("mail_outbox") as batch:
        batch.add_column(sa.Column("order_id", sa.Integer(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("mail_outbox") as batch:
        batch.drop_column("order_id")
