"""rate-limit counters shared by every server process"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "rate_limits"
down_revision = "orders_search"


def upgrade() -> None:
    op.create_table(
        "rate_limit_counters",
        sa.Column("name", sa.String(length=50), nullable=False),
        sa.Column("key_hash", sa.String(length=64), nullable=False),
        sa.Column("window_start", sa.BigInteger(), nullable=False),
        sa.Column("hits", sa.Integer(), nullable=False),
        sa.Column("expires_at", sa.BigInteger(), nullable=False),
        sa.PrimaryKeyConstraint("name", "key_hash", "window_start", name=op.f("pk_rate_limit_counters")),
    )
    with op.batch_alter_table("rate_limit_counters", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_rate_limit_counters_expires_at"), ["expires_at"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("rate_limit_counters", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_rate_limit_counters_expires_at"))
    op.drop_table("rate_limit_counters")
