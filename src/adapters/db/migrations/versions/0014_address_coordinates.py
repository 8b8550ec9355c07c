"""address coordinates: PDOK's centroide_ll (WGS84) kept with the addresses of customers and orders (issue 27 item 3,
decision 0078)
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0014"
down_revision = "login_failures"

TABLES = ("customers", "orders")


# Plain ADD COLUMN: no CHECK constraint, which on SQLite would rebuild the tables (and their AUTOINCREMENT, 0013).
def upgrade() -> None:
    for table in TABLES:
        with op.batch_alter_table(table, schema=None) as batch_op:
            batch_op.add_column(sa.Column("lat", sa.Float(), nullable=True))
            batch_op.add_column(sa.Column("lon", sa.Float(), nullable=True))


def downgrade() -> None:
    for table in TABLES:
        with op.batch_alter_table(table, schema=None) as batch_op:
            batch_op.drop_column("lon")
            batch_op.drop_column("lat")
