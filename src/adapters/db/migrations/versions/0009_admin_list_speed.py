"""admin list speed: the number of orders kept by triggers on PostgreSQL (decision 0023)"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "admin_list_speed"
down_revision = "privacy_log"

# One function for the three triggers: statement-level, so a bulk insert or delete changes one row once; the row
# is the writing backend's shard, so a transaction only ever locks one counter row (no deadlocks) and concurrent
# shop orders from different connections rarely wait for each other.
_FUNCTION = """
CREATE FUNCTION order_count_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    delta bigint;
BEGIN
    IF TG_OP = 'TRUNCATE' THEN
        DELETE FROM order_count_shards;
        RETURN NULL;
    ELSIF TG_OP = 'INSERT' THEN
        SELECT count(*) INTO delta FROM inserted_orders;
    ELSE
        SELECT -count(*) INTO delta FROM deleted_orders;
    END IF;
    IF delta <> 0 THEN
        INSERT INTO order_count_shards AS s (shard, n) VALUES (mod(pg_backend_pid(), 64), delta)
        ON CONFLICT (shard) DO UPDATE SET n = s.n + excluded.n;
    END IF;
    RETURN NULL;
END
$$
"""
_TRIGGERS = (
    "CREATE TRIGGER order_count_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS inserted_orders "
    "FOR EACH STATEMENT EXECUTE FUNCTION order_count_changed()",
    "CREATE TRIGGER order_count_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS deleted_orders "
    "FOR EACH STATEMENT EXECUTE FUNCTION order_count_changed()",
    "CREATE TRIGGER order_count_truncate AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION "
    "order_count_changed()",
)


def upgrade() -> None:
    op.create_table(
        "order_count_shards",
        sa.Column("shard", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("n", sa.BigInteger(), nullable=False),
        sa.PrimaryKeyConstraint("shard", name=op.f("pk_order_count_shards")),
    )
    if op.get_bind().dialect.name != "postgresql":
        return
    bind = op.get_bind()
    bind.exec_driver_sql("LOCK TABLE orders IN SHARE MODE")  # no order written between the count and the triggers
    bind.exec_driver_sql(_FUNCTION)
    for trigger in _TRIGGERS:
        bind.exec_driver_sql(trigger)
    bind.exec_driver_sql("INSERT INTO order_count_shards (shard, n) SELECT 0, count(*) FROM orders")


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        for name in ("order_count_insert", "order_count_delete", "order_count_truncate"):
            op.get_bind().exec_driver_sql(f"DROP TRIGGER IF EXISTS {name} ON orders")
        op.get_bind().exec_driver_sql("DROP FUNCTION IF EXISTS order_count_changed()")
    op.drop_table("order_count_shards")
