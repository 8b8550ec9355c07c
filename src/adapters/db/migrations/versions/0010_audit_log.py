"""audit log: who changed what in the back office, with the changed fields before and after"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "audit_log"
down_revision = "admin_list_speed"


def upgrade() -> None:
    op.create_table(
        "audit_log",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=True),
        sa.Column("user_name", sa.String(length=255), server_default="", nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("entity_type", sa.String(length=30), nullable=False),
        sa.Column("entity_id", sa.Integer(), nullable=True),
        sa.Column("action", sa.String(length=10), nullable=False),
        sa.Column("before", sa.JSON(), nullable=False),
        sa.Column("after", sa.JSON(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_audit_log")),
    )
    with op.batch_alter_table("audit_log", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_audit_log_created_at"), ["created_at"], unique=False)
        batch_op.create_index("ix_audit_log_entity_type_id", ["entity_type", "id"], unique=False)
        batch_op.create_index("ix_audit_log_user_id_id", ["user_id", "id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("audit_log", schema=None) as batch_op:
        batch_op.drop_index("ix_audit_log_user_id_id")
        batch_op.drop_index("ix_audit_log_entity_type_id")
        batch_op.drop_index(batch_op.f("ix_audit_log_created_at"))
    op.drop_table("audit_log")
