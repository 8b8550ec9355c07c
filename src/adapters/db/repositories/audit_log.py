"""The audit trail (docs/decisions/0020-audit-trail.md)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import delete, func, select, true
from sqlalchemy.engine import RowMapping

from adapters.db import tables as t
from adapters.db.repositories.base import SqlRepository
from soepkern.domain.audit import AuditAction, AuditEntry
from soepkern.ports import Page


def _entry(row: RowMapping) -> AuditEntry:
    return AuditEntry(
        id=row["id"],
        user_id=row["user_id"],
        user_name=row["user_name"],
        at=row["created_at"],
        entity_type=row["entity_type"],
        entity_id=row["entity_id"],
        action=AuditAction(row["action"]),
        before=dict(row["before"] or {}),
        after=dict(row["after"] or {}),
    )


class SqlAuditLogRepository(SqlRepository):
    async def add(self, entry: AuditEntry) -> int:
        return await self._insert(
            t.audit_log,
            {
                "user_id": entry.user_id,
                "user_name": entry.user_name,
                "created_at": entry.at,
                "entity_type": entry.entity_type,
                "entity_id": entry.entity_id,
                "action": entry.action.value,
                "before": entry.before,
                "after": entry.after,
            },
        )

    async def list_page(
        self, page: int, per_page: int, *, entity_type: str | None = None, user_id: int | None = None
    ) -> Page[AuditEntry]:
        a = t.audit_log
        condition: Any = true()
        if entity_type is not None:
            condition = condition & (a.c.entity_type == entity_type)
        if user_id is not None:
            condition = condition & (a.c.user_id == user_id)
        total = int((await self._c.execute(select(func.count()).select_from(a).where(condition))).scalar_one())
        rows = await self._all(
            select(a).where(condition).order_by(a.c.id.desc()).limit(per_page).offset((page - 1) * per_page)
        )
        return Page([_entry(row) for row in rows], total, page, per_page)

    async def count_before(self, moment: datetime) -> int:
        a = t.audit_log
        statement = select(func.count()).select_from(a).where(a.c.created_at < moment)
        return int((await self._c.execute(statement)).scalar_one())

    async def delete_before(self, moment: datetime) -> int:
        result = await self._c.execute(delete(t.audit_log).where(t.audit_log.c.created_at < moment))
        return int(result.rowcount)
