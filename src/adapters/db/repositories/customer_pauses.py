"""Standing customers' pauses (decision 0079)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from sqlalchemy import delete, select
from sqlalchemy.engine import RowMapping

from adapters.db import tables as t
from adapters.db.repositories.base import SqlRepository
from soepkern.domain.customer_pauses import CustomerPause, pause_on


def _pause(row: RowMapping) -> CustomerPause:
    return CustomerPause(
        id=row["id"], customer_id=row["customer_id"], van=row["van"], tot=row["tot"], reden=row["reden"]
    )


class SqlCustomerPauseRepository(SqlRepository):
    async def add(self, pause: CustomerPause) -> int:
        values = {"customer_id": pause.customer_id, "van": pause.van, "tot": pause.tot, "reden": pause.reden}
        return await self._insert(t.customer_pauses, values)

    async def delete(self, pause_id: int) -> CustomerPause | None:
        p = t.customer_pauses
        row = await self._one(select(p).where(p.c.id == pause_id))
        if row is None:
            return None
        await self._c.execute(delete(p).where(p.c.id == pause_id))
        return _pause(row)

    async def not_ended(self, today: date, customer_id: int | None = None) -> list[CustomerPause]:
        p = t.customer_pauses
        query = select(p).where(p.c.tot >= today)
        if customer_id is not None:
            query = query.where(p.c.customer_id == customer_id)
        return [_pause(row) for row in await self._all(query.order_by(p.c.van, p.c.id))]

    async def covering(self, day: date, customer_ids: Sequence[int]) -> dict[int, CustomerPause]:
        if not customer_ids:
            return {}
        p = t.customer_pauses
        rows = await self._all(select(p).where(p.c.customer_id.in_(list(customer_ids)), p.c.van <= day, p.c.tot >= day))
        per_customer: dict[int, list[CustomerPause]] = {}
        for row in rows:
            per_customer.setdefault(row["customer_id"], []).append(_pause(row))
        return {
            customer_id: pause
            for customer_id, pauses in per_customer.items()
            if (pause := pause_on(pauses, day)) is not None
        }
