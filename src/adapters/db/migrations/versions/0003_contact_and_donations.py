"""contact messages, e-mail address per contact subject, donation uuid and status time"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "contact_and_donations"
down_revision = "0002"


def upgrade() -> None:
    op.create_table(
        "contact_messages",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("naam", sa.String(length=255), nullable=False),
        sa.Column("bedrijf", sa.String(length=255), server_default="", nullable=False),
        sa.Column("email", sa.String(length=255), nullable=False),
        sa.Column("telefoonnummer", sa.String(length=50), server_default="", nullable=False),
        sa.Column("onderwerp", sa.String(length=100), nullable=False),
        sa.Column("vraag", sa.Text(), nullable=False),
        sa.Column("ontvanger", sa.String(length=255), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_contact_messages")),
    )
    with op.batch_alter_table("contact_messages", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_contact_messages_created_at"), ["created_at"], unique=False)

    op.create_table(
        "contact_subjects",
        sa.Column("naam", sa.String(length=100), nullable=False),
        sa.Column("email", sa.String(length=255), server_default="", nullable=False),
        sa.PrimaryKeyConstraint("naam", name=op.f("pk_contact_subjects")),
    )

    with op.batch_alter_table("donations", schema=None) as batch_op:
        batch_op.add_column(sa.Column("uuid", sa.String(length=36), nullable=True))
        batch_op.add_column(sa.Column("updated_at", sa.DateTime(timezone=True), nullable=True))
        batch_op.create_unique_constraint(batch_op.f("uq_donations_uuid"), ["uuid"])
        batch_op.create_index("ix_donations_email", ["email"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("donations", schema=None) as batch_op:
        batch_op.drop_index("ix_donations_email")
        batch_op.drop_constraint(batch_op.f("uq_donations_uuid"), type_="unique")
        batch_op.drop_column("updated_at")
        batch_op.drop_column("uuid")

    op.drop_table("contact_subjects")
    with op.batch_alter_table("contact_messages", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_contact_messages_created_at"))

    op.drop_table("contact_messages")
