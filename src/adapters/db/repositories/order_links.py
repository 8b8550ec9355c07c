"""The private links of the order confirmations (issue 26): one row per order, only the token's hash."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from adapters.db import tables as t
from adapters.db.repositories.base import SqlRepository, upsert_statement
from soepkern.domain.order_changes import ChangeLink


def _save(insert: Any) -> Any:
    """A new link, or the order's link replaced (one row per order)."""
    upsert = insert(t.order_change_links)
    return upsert.on_conflict_do_update(
        index_elements=[t.order_change_links.c.order_id],
        set_={"token_hash": upsert.excluded.token_hash, "expires_at": upsert.excluded.expires_at},
    )


_save_statement = upsert_statement(_save)


class SqlOrderLinkRepository(SqlRepository):
    async def save(self, order_id: int, link: ChangeLink) -> None:
        values = {"order_id": order_id, "token_hash": link.token_hash, "expires_at": link.expires_at}
        await self._c.execute(_save_statement(self._c), values)

    async def get(self, order_id: int) -> ChangeLink | None:
        row = await self._one(select(t.order_change_links).where(t.order_change_links.c.order_id == order_id))
        return None if row is None else ChangeLink(token_hash=row["token_hash"], expires_at=row["expires_at"])
