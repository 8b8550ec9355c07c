"""The AuditLogRepository port in memory: entries in a list, newest last."""

from __future__ import annotations

from datetime import datetime

from soepkern.domain.audit import AuditEntry
from soepkern.ports import AuditLogRepository, Page


class InMemoryAuditLog(AuditLogRepository):
    def __init__(self) -> None:
        self.entries: list[AuditEntry] = []

    async def add(self, entry: AuditEntry) -> int:
        self.entries.append(entry)
        return len(self.entries)

    async def list_page(
        self, page: int, per_page: int, *, entity_type: str | None = None, user_id: int | None = None
    ) -> Page[AuditEntry]:
        found = [
            e
            for e in reversed(self.entries)
            if (entity_type is None or e.entity_type == entity_type) and (user_id is None or e.user_id == user_id)
        ]
        return Page(found[(page - 1) * per_page : page * per_page], len(found), page, per_page)

    async def count_before(self, moment: datetime) -> int:
        return sum(1 for e in self.entries if e.at < moment)

    async def delete_before(self, moment: datetime) -> int:
        kept = [e for e in self.entries if e.at >= moment]
        removed, self.entries = len(self.entries) - len(kept), kept
        return removed
