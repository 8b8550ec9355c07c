"""customer pauses: a standing customer on pause from one day to another with a reason (issue 27 item 4,
decision 0079)
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0015"
down_revision = "0014"


def upgrade() -> None:
    op.create_table(
        "customer_pauses",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("customer_id", sa.Integer(), nullable=False),
        sa.Column("van", sa.Date(), nullable=False),
        sa.Column("tot", sa.Date(), nullable=False),
        sa.Column("reden", sa.String(length=255), nullable=False),
        sa.CheckConstraint("tot >= van", name=op.f("ck_customer_pauses_tot_after_van")),
        sa.ForeignKeyConstraint(
            ["customer_id"],
            ["customers.id"],
            name=op.f("fk_customer_pauses_customer_id_customers"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_customer_pauses")),
        sqlite_autoincrement=True,
    )
    with op.batch_alter_table("customer_pauses", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_customer_pauses_customer_id"), ["customer_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("customer_pauses", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_customer_pauses_customer_id"))
    op.drop_table("customer_pauses")
