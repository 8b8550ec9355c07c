"""Stored answers for idempotent requests."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import select

from adapters.db import tables as t
from adapters.db.repositories.base import SqlRepository, dialect_insert
from soepkern.ports import StoredResponse


class SqlIdempotencyRepository(SqlRepository):
    async def get(self, scope: str, key: str) -> StoredResponse | None:
        k = t.idempotency_keys
        row = await self._one(select(k).where(k.c.scope == scope, k.c.key == key))
        return StoredResponse(status=row["status"], body=row["body"]) if row else None

    async def save(self, scope: str, key: str, response: StoredResponse, now: datetime) -> bool:
        values = {"scope": scope, "key": key, "status": response.status, "body": response.body, "created_at": now}
        statement = (
            dialect_insert(self._c)(t.idempotency_keys)
            .values(**values)
            .on_conflict_do_nothing(index_elements=["scope", "key"])
        )
        result = await self._c.execute(statement)
        return result.rowcount == 1
