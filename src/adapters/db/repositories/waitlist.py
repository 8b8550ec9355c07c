"""The waitlist's records (issue 26 item 2, decision 0073): one row per wish, its state and its offer."""

from __future__ import annotations

from typing import Any

from sqlalchemy import RowMapping, select, update

from adapters.db import tables as t
from adapters.db.repositories.base import SqlRepository
from adapters.db.repositories.order_days import lock_order_day
from soepkern.domain.waitlist_records import OPEN_STATES, WaitlistRecord, WaitState

_OPEN = [state.value for state in OPEN_STATES]


class SqlWaitlistRepository(SqlRepository):
    async def lock_day(self, day_id: int) -> None:
        """Settles of one day take turns (`lock_order_day`)."""
        await lock_order_day(self._c, day_id)

    async def add(self, record: WaitlistRecord) -> int:
        return await self._insert(t.waitlist_entries, _values(record))

    async def list_open(self, day_id: int) -> list[WaitlistRecord]:
        w = t.waitlist_entries
        statement = select(w).where(w.c.orderday_id == day_id, w.c.state.in_(_OPEN)).order_by(w.c.joined_at, w.c.id)
        return [_record(row) for row in await self._all(statement)]

    async def list_day(self, day_id: int) -> list[WaitlistRecord]:
        w = t.waitlist_entries
        statement = select(w).where(w.c.orderday_id == day_id).order_by(w.c.joined_at, w.c.id)
        return [_record(row) for row in await self._all(statement)]

    async def get(self, record_id: int) -> WaitlistRecord | None:
        return await self._first(t.waitlist_entries, _record, id=record_id)

    async def by_token(self, token_hash: str) -> WaitlistRecord | None:
        return await self._first(t.waitlist_entries, _record, token_hash=token_hash)

    async def update(self, record: WaitlistRecord) -> None:
        """Writes what moves after joining: the state and the offer."""
        w = t.waitlist_entries
        await self._c.execute(update(w).where(w.c.id == record.id).values(**_state_values(record)))

    async def open_day_ids(self) -> list[int]:
        w = t.waitlist_entries
        rows = await self._all(select(w.c.orderday_id).where(w.c.state.in_(_OPEN)).distinct())
        return sorted(int(row["orderday_id"]) for row in rows)


# The columns that hold a record's field of the same name as it is: what is set on joining, and what an offer moves.
_OFFER_FIELDS = ("token_hash", "offered_at", "offer_expires_at", "order_id")
_FIELDS = ("orderday_id", "email_key", "wanted", "joined_at", *_OFFER_FIELDS)


def _state_values(record: WaitlistRecord) -> dict[str, Any]:
    return {"state": record.state.value, **{f: getattr(record, f) for f in _OFFER_FIELDS}}


def _values(record: WaitlistRecord) -> dict[str, Any]:
    return {
        **{f: getattr(record, f) for f in _FIELDS},
        "orderday_product_id": record.row_id,
        "details": dict(record.details),
        "state": record.state.value,
    }


def _record(row: RowMapping) -> WaitlistRecord:
    return WaitlistRecord(
        id=row["id"],
        row_id=row["orderday_product_id"],
        details=dict(row["details"]),
        state=WaitState(row["state"]),
        **{f: row[f] for f in _FIELDS},
    )
