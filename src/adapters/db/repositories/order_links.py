"""The private links of the order confirmations (issue 26): one row per order, only the token's hash."""

from __future__ import annotations

from sqlalchemy import select

from adapters.db import tables as t
from adapters.db.repositories.base import SqlRepository, dialect_insert, pending_writes
from soepkern.domain.order_changes import ChangeLink


class SqlOrderLinkRepository(SqlRepository):
    async def save(self, order_id: int, link: ChangeLink) -> None:
        table = t.order_change_links
        values = {"order_id": order_id, "token_hash": link.token_hash, "expires_at": link.expires_at}
        statement = dialect_insert(self._c)(table).values(**values)
        statement = statement.on_conflict_do_update(
            index_elements=[table.c.order_id],
            set_={"token_hash": link.token_hash, "expires_at": link.expires_at},
        )
        if (pending := pending_writes(self._c)) is not None:
            pending.add(statement)  # sent with the next statement (decision 0069)
            return
        await self._c.execute(statement)

    async def get(self, order_id: int) -> ChangeLink | None:
        row = await self._one(select(t.order_change_links).where(t.order_change_links.c.order_id == order_id))
        return None if row is None else ChangeLink(token_hash=row["token_hash"], expires_at=row["expires_at"])
