"""gift_statement_mails: which yearly gift statements were mailed, so a rerun mails nobody twice
(issue 28 item 4, decision 0082)
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "gift_statement_mails"
down_revision = "0017"


def upgrade() -> None:
    op.create_table(
        "gift_statement_mails",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("year", sa.Integer(), nullable=False),
        sa.Column("donor_key", sa.String(length=64), nullable=False),
        sa.Column("sent_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_gift_statement_mails")),
        sa.UniqueConstraint("year", "donor_key", name=op.f("uq_gift_statement_mails_year_donor")),
        sqlite_autoincrement=True,
    )


def downgrade() -> None:
    op.drop_table("gift_statement_mails")
