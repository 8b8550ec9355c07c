"""The waitlist's records (issue 26 item 2, decision 0073): one row per wish, its state and its offer."""

from __future__ import annotations

from typing import Any

from sqlalchemy import RowMapping, select, update

from adapters.db import tables as t
from adapters.db.repositories.base import SqlRepository
from soepkern.domain.waitlist_records import OPEN_STATES, WaitlistRecord, WaitState

_OPEN = [state.value for state in OPEN_STATES]


class SqlWaitlistRepository(SqlRepository):
    async def lock_day(self, day_id: int) -> None:
        """Settles of one day take turns. FOR NO KEY UPDATE on PostgreSQL: a checkout that already reserved its rows
        adds order lines whose foreign key reads this day (KEY SHARE); FOR UPDATE would make it wait for us while we
        wait for its rows (a deadlock)."""
        d = t.order_days
        await self._c.execute(select(d.c.id).where(d.c.id == day_id).with_for_update(key_share=True))

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
        row = await self._one(select(t.waitlist_entries).where(t.waitlist_entries.c.id == record_id))
        return None if row is None else _record(row)

    async def by_token(self, token_hash: str) -> WaitlistRecord | None:
        row = await self._one(select(t.waitlist_entries).where(t.waitlist_entries.c.token_hash == token_hash))
        return None if row is None else _record(row)

    async def update(self, record: WaitlistRecord) -> None:
        w = t.waitlist_entries
        values = {
            "state": record.state.value,
            "token_hash": record.token_hash,
            "offered_at": record.offered_at,
            "offer_expires_at": record.offer_expires_at,
            "order_id": record.order_id,
        }
        await self._c.execute(update(w).where(w.c.id == record.id).values(**values))

    async def open_day_ids(self) -> list[int]:
        w = t.waitlist_entries
        rows = await self._all(select(w.c.orderday_id).where(w.c.state.in_(_OPEN)).distinct())
        return sorted(int(row["orderday_id"]) for row in rows)


def _values(record: WaitlistRecord) -> dict[str, Any]:
    return {
        "orderday_id": record.orderday_id,
        "orderday_product_id": record.row_id,
        "details": dict(record.details),
        "email_key": record.email_key,
        "wanted": record.wanted,
        "joined_at": record.joined_at,
        "token_hash": record.token_hash,
        "state": record.state.value,
        "offered_at": record.offered_at,
        "offer_expires_at": record.offer_expires_at,
        "order_id": record.order_id,
    }


def _record(row: RowMapping) -> WaitlistRecord:
    return WaitlistRecord(
        id=row["id"],
        orderday_id=row["orderday_id"],
        row_id=row["orderday_product_id"],
        details=dict(row["details"]),
        email_key=row["email_key"],
        wanted=row["wanted"],
        joined_at=row["joined_at"],
        token_hash=row["token_hash"],
        state=WaitState(row["state"]),
        offered_at=row["offered_at"],
        offer_expires_at=row["offer_expires_at"],
        order_id=row["order_id"],
    )
