"""Which yearly gift statements were mailed (decision 0082)."""

from __future__ import annotations

from datetime import datetime

from adapters.db import tables as t
from adapters.db.repositories.base import SqlRepository, dialect_insert


class SqlGiftStatementMailRepository(SqlRepository):
    async def claim(self, year: int, donor_key: str, at: datetime) -> bool:
        statement = (
            dialect_insert(self._c)(t.gift_statement_mails)
            .values(year=year, donor_key=donor_key, sent_at=at)
            .on_conflict_do_nothing(index_elements=["year", "donor_key"])
        )
        result = await self._c.execute(statement)
        return result.rowcount == 1
