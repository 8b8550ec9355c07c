"""Checkout results stored under the client's idempotency key (the row keeps the answer's status and JSON body,
written and read with the one cattrs converter)."""

from __future__ import annotations

import json
from datetime import date, datetime

from cattrs import Converter
from sqlalchemy import select

from adapters.db import tables as t
from adapters.db.repositories.base import SqlRepository, upsert_statement
from adapters.serialization import converter
from soepkern.domain.checkout import OrderPlaced, StoredAnswer

SCOPE = "bestellen"
# The stored answer is our own JSON: read it back with the dates the answer carries (its confirmation days), which
# request bodies never hold (the shared converter reads none).
_stored = converter.copy()
_stored.register_structure_hook(date, lambda value, _type: date.fromisoformat(value))


def stored_answers_converter() -> Converter:
    """The converter that reads stored answers back (start-up prepares its hooks)."""
    return _stored


_save_statement = upsert_statement(
    lambda insert: insert(t.idempotency_keys).on_conflict_do_nothing(index_elements=["scope", "key"])
)


class SqlIdempotencyRepository(SqlRepository):
    async def get(self, key: str) -> StoredAnswer | None:
        k = t.idempotency_keys
        row = await self._one(select(k).where(k.c.scope == SCOPE, k.c.key == key))
        if row is None:
            return None
        return StoredAnswer(_stored.structure(json.loads(row["body"]), OrderPlaced), row["fingerprint"])

    async def get_many(self, keys: list[str]) -> dict[str, StoredAnswer]:
        """The answers stored under any of `keys` (one query; keys without an answer are left out)."""
        k = t.idempotency_keys
        rows = await self._all(select(k).where(k.c.scope == SCOPE, k.c.key.in_(keys)))
        return {
            row["key"]: StoredAnswer(_stored.structure(json.loads(row["body"]), OrderPlaced), row["fingerprint"])
            for row in rows
        }

    async def save(self, key: str, placed: OrderPlaced, now: datetime, *, fingerprint: str = "") -> bool:
        body = json.dumps(converter.unstructure(placed))
        values = {
            "scope": SCOPE,
            "key": key,
            "status": 200,
            "body": body,
            "created_at": now,
            "fingerprint": fingerprint,
        }
        result = await self._c.execute(_save_statement(self._c), values)
        return result.rowcount == 1
