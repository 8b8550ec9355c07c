"""Authorised postal-code ranges."""

from __future__ import annotations

from sqlalchemy import delete, select, update
from sqlalchemy.engine import RowMapping

from adapters.db import tables as t
from adapters.db.repositories.base import SqlRepository
from soepkern.domain.postal_ranges import PostalRange

_RANGE_FIELDS = (
    "postcode_begin",
    "postcode_eind",
    "huisnummer_begin",
    "huisnummer_eind",
    "omschrijving",
    "actief",
)


def _postal_range(row: RowMapping) -> PostalRange:
    return PostalRange(id=row["id"], **{f: row[f] for f in _RANGE_FIELDS})


class SqlPostalRangeRepository(SqlRepository):
    async def add(self, postal_range: PostalRange) -> int:
        postal_range.id = await self._insert(t.postal_ranges, {f: getattr(postal_range, f) for f in _RANGE_FIELDS})
        return postal_range.id

    async def get(self, range_id: int) -> PostalRange | None:
        return await self._first(t.postal_ranges, _postal_range, id=range_id)

    async def list_all(self) -> list[PostalRange]:
        rows = await self._all(select(t.postal_ranges).order_by(t.postal_ranges.c.postcode_begin, t.postal_ranges.c.id))
        return [_postal_range(row) for row in rows]

    async def update(self, postal_range: PostalRange) -> None:
        values = {f: getattr(postal_range, f) for f in _RANGE_FIELDS}
        await self._c.execute(update(t.postal_ranges).where(t.postal_ranges.c.id == postal_range.id).values(**values))

    async def delete(self, range_id: int) -> None:
        await self._c.execute(delete(t.postal_ranges).where(t.postal_ranges.c.id == range_id))
