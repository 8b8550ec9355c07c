"""In-memory waitlist records (the same contract as the SQL repository)."""

from __future__ import annotations

import attrs

from soepkern.domain.waitlist_records import WaitlistRecord
from soepkern.ports import WaitlistRepository


class InMemoryWaitlist(WaitlistRepository):
    def __init__(self) -> None:
        self.records: dict[int, WaitlistRecord] = {}

    async def lock_day(self, day_id: int) -> None:
        pass

    async def add(self, record: WaitlistRecord) -> int:
        new_id = max(self.records, default=0) + 1
        self.records[new_id] = attrs.evolve(record, id=new_id)
        return new_id

    async def list_open(self, day_id: int) -> list[WaitlistRecord]:
        found = [r for r in self.records.values() if r.orderday_id == day_id and r.is_open]
        return sorted(found, key=lambda r: (r.joined_at, r.id or 0))

    async def list_day(self, day_id: int) -> list[WaitlistRecord]:
        found = [r for r in self.records.values() if r.orderday_id == day_id]
        return sorted(found, key=lambda r: (r.joined_at, r.id or 0))

    async def get(self, record_id: int) -> WaitlistRecord | None:
        return self.records.get(record_id)

    async def by_token(self, token_hash: str) -> WaitlistRecord | None:
        return next((r for r in self.records.values() if r.token_hash == token_hash), None)

    async def update(self, record: WaitlistRecord) -> None:
        assert record.id is not None
        self.records[record.id] = record

    async def open_day_ids(self) -> list[int]:
        return sorted({r.orderday_id for r in self.records.values() if r.is_open})
