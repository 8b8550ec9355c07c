"""login attempts, staff sessions and e-mailed tokens"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"

# The three tables of this revision hold rows of a staff user, deleted with the user and found by a unique token
# hash. Part of this frozen revision: what they create never changes.
_TABLES = ("login_attempts", "staff_sessions", "user_tokens")


def _create_user_table(name: str, *items: sa.Column[object] | sa.CheckConstraint) -> None:
    op.create_table(
        name,
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        *items,
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], name=op.f(f"fk_{name}_user_id_users"), ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id", name=op.f(f"pk_{name}")),
        sa.UniqueConstraint("token_hash", name=op.f(f"uq_{name}_token_hash")),
    )
    with op.batch_alter_table(name, schema=None) as batch_op:
        batch_op.create_index(batch_op.f(f"ix_{name}_user_id"), ["user_id"], unique=False)


def upgrade() -> None:
    _create_user_table(
        "login_attempts",
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("code_hash", sa.String(length=64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("last_mail_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("used_at", sa.DateTime(timezone=True), nullable=True),
    )
    _create_user_table(
        "staff_sessions",
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("last_seen_at", sa.DateTime(timezone=True), nullable=False),
    )
    _create_user_table(
        "user_tokens",
        sa.Column("purpose", sa.String(length=20), nullable=False),
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("used_at", sa.DateTime(timezone=True), nullable=True),
        sa.CheckConstraint("purpose IN ('password_reset', 'invitation')", name=op.f("ck_user_tokens_purpose")),
    )


def downgrade() -> None:
    for name in reversed(_TABLES):
        with op.batch_alter_table(name, schema=None) as batch_op:
            batch_op.drop_index(batch_op.f(f"ix_{name}_user_id"))
        op.drop_table(name)
