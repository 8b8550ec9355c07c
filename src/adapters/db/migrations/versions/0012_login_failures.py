"""login failures: the lockout counts per e-mail address (known or not), a login attempt counts its code guesses"""

from __future__ import annotations

import datetime as dt

import sqlalchemy as sa
from alembic import op

revision = "login_failures"
down_revision = "numbers_and_secrets"


def upgrade() -> None:
    op.create_table(
        "login_failures",
        sa.Column("email", sa.String(length=255), nullable=False),
        sa.Column("failures", sa.Integer(), nullable=False),
        sa.Column("locks", sa.Integer(), server_default="0", nullable=False),
        sa.Column("locked_until", sa.DateTime(timezone=True), nullable=True),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("email", name=op.f("pk_login_failures")),
    )
    with op.batch_alter_table("login_failures", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_login_failures_locked_until"), ["locked_until"], unique=False)
        batch_op.create_index(batch_op.f("ix_login_failures_updated_at"), ["updated_at"], unique=False)
    with op.batch_alter_table("login_attempts", schema=None) as batch_op:
        batch_op.add_column(sa.Column("code_guesses", sa.Integer(), server_default="0", nullable=False))
    # An account locked under the old rule (until a manager unlocked it) gets the new rule's first lock.
    now = dt.datetime.now(dt.UTC).replace(microsecond=0)
    users = sa.table("users", sa.column("email", sa.String), sa.column("locked", sa.Boolean))
    failures = sa.table(
        "login_failures",
        sa.column("email", sa.String),
        sa.column("failures", sa.Integer),
        sa.column("locks", sa.Integer),
        sa.column("locked_until", sa.DateTime(timezone=True)),
        sa.column("updated_at", sa.DateTime(timezone=True)),
    )
    connection = op.get_bind()
    locked = [row.email for row in connection.execute(sa.select(users.c.email).where(users.c.locked == sa.true()))]
    if locked:
        until = now + dt.timedelta(minutes=15)
        if connection.dialect.name == "sqlite":  # stored naive UTC there, as adapters/db/types.py does
            now, until = now.replace(tzinfo=None), until.replace(tzinfo=None)
        connection.execute(
            failures.insert(),
            [{"email": e, "failures": 0, "locks": 1, "locked_until": until, "updated_at": now} for e in locked],
        )
    connection.execute(sa.update(users).values(locked=False))


def downgrade() -> None:
    with op.batch_alter_table("login_attempts", schema=None) as batch_op:
        batch_op.drop_column("code_guesses")
    with op.batch_alter_table("login_failures", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_login_failures_updated_at"))
        batch_op.drop_index(batch_op.f("ix_login_failures_locked_until"))
    op.drop_table("login_failures")
