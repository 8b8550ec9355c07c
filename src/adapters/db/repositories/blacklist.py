"""Blocked addresses."""

from __future__ import annotations

from sqlalchemy import delete, select, update
from sqlalchemy.engine import RowMapping

from adapters.db import tables as t
from adapters.db.repositories.base import SqlRepository
from soepkern.domain.blacklist import BlacklistItem

_BLACKLIST_FIELDS = ("postcode", "huisnummer", "email", "omschrijving", "straat", "plaats", "created_by")


def _blacklist_item(row: RowMapping) -> BlacklistItem:
    return BlacklistItem(id=row["id"], **{f: row[f] for f in _BLACKLIST_FIELDS})


class SqlBlacklistRepository(SqlRepository):
    async def add(self, item: BlacklistItem) -> int:
        item.id = await self._insert(t.blacklist_items, {f: getattr(item, f) for f in _BLACKLIST_FIELDS})
        return item.id

    async def get(self, item_id: int) -> BlacklistItem | None:
        return await self._first(t.blacklist_items, _blacklist_item, id=item_id)

    async def list_all(self) -> list[BlacklistItem]:
        return [
            _blacklist_item(row) for row in await self._all(select(t.blacklist_items).order_by(t.blacklist_items.c.id))
        ]

    async def update(self, item: BlacklistItem) -> None:
        values = {f: getattr(item, f) for f in _BLACKLIST_FIELDS}
        await self._c.execute(update(t.blacklist_items).where(t.blacklist_items.c.id == item.id).values(**values))

    async def delete(self, item_id: int) -> None:
        await self._c.execute(delete(t.blacklist_items).where(t.blacklist_items.c.id == item_id))
