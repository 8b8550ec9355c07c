"""outbox_attachments: files sent with a queued mail (the yearly gift statement's PDF), kept with the mail so a
retry sends the same file (issue 28 item 4, decision 0088)
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "outbox_attachments"
down_revision = "gift_statement_mails"


def upgrade() -> None:
    op.create_table(
        "mail_attachments",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("mail_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), server_default="0", nullable=False),
        sa.Column("filename", sa.String(length=200), nullable=False),
        sa.Column("content_type", sa.String(length=100), nullable=False),
        sa.Column("data", sa.LargeBinary(), nullable=False),
        sa.ForeignKeyConstraint(
            ["mail_id"], ["mail_outbox.id"], name=op.f("fk_mail_attachments_mail_id_mail_outbox"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_mail_attachments")),
    )
    op.create_index(op.f("ix_mail_attachments_mail_id"), "mail_attachments", ["mail_id"])


def downgrade() -> None:
    op.drop_index(op.f("ix_mail_attachments_mail_id"), table_name="mail_attachments")
    op.drop_table("mail_attachments")
