"""privacy log: who exported or erased whose data, and the retention runs"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "privacy_log"
down_revision = "standing_orders"


def upgrade() -> None:
    op.create_table(
        "privacy_log",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("action", sa.String(length=20), nullable=False),
        sa.Column("customer_id", sa.Integer(), nullable=True),
        sa.Column("user_id", sa.Integer(), nullable=True),
        sa.Column("user_name", sa.String(length=255), server_default="", nullable=False),
        sa.Column("detail", sa.String(length=1000), server_default="", nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_privacy_log_user_id_users"), ondelete="SET NULL"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_privacy_log")),
    )
    with op.batch_alter_table("privacy_log", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_privacy_log_customer_id"), ["customer_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_privacy_log_created_at"), ["created_at"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("privacy_log", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_privacy_log_created_at"))
        batch_op.drop_index(batch_op.f("ix_privacy_log_customer_id"))
    op.drop_table("privacy_log")
