"""The OrderDayRepository port in memory: reserve/release are conditional like the SQL ones (never oversell, never
go negative)."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from datetime import date, datetime

from soepkern.domain.order_days import OrderDay, OrderDayProduct
from soepkern.ports import OrderDayRepository


class InMemoryOrderDays(OrderDayRepository):
    def __init__(self) -> None:
        self.rows: dict[int, OrderDay] = {}
        self._next_row = 1

    async def add(self, day: OrderDay) -> int:
        day.id = max(self.rows, default=0) + 1
        for row in day.products:
            row.id = self._next_row
            self._next_row += 1
        self.rows[day.id] = copy.deepcopy(day)
        return day.id

    async def get(self, day_id: int) -> OrderDay | None:
        return copy.deepcopy(self.rows.get(day_id))

    async def get_by_row(self, row_id: int) -> OrderDay | None:
        return next((copy.deepcopy(d) for d in self.rows.values() if d.row(row_id) is not None), None)

    async def get_many(self, day_ids: list[int]) -> list[OrderDay]:
        return [copy.deepcopy(self.rows[i]) for i in sorted(set(day_ids)) if i in self.rows]

    async def list_all(self) -> list[OrderDay]:
        return [copy.deepcopy(d) for d in self.rows.values()]

    async def list_from(self, first_day: date) -> list[OrderDay]:
        days = [d for d in self.rows.values() if d.bestellingsdag >= first_day]
        return [copy.deepcopy(d) for d in sorted(days, key=lambda d: (d.bestellingsdag, d.id or 0))]

    async def list_visible_between(self, start: datetime, end: datetime) -> list[OrderDay]:
        return [
            copy.deepcopy(d)
            for d in self.rows.values()
            if d.bestelling_zichtbaar_timestamp <= end and d.bestelling_onzichtbaar_timestamp > start
        ]

    async def update(self, day: OrderDay) -> None:
        assert day.id in self.rows
        for row in day.products:
            if row.id is None:
                row.id = self._next_row
                self._next_row += 1
        self.rows[day.id] = copy.deepcopy(day)

    async def delete(self, day_id: int) -> None:
        self.rows.pop(day_id, None)

    def _row(self, row_id: int) -> OrderDayProduct | None:
        return next((row for d in self.rows.values() if (row := d.row(row_id)) is not None), None)

    async def reserve(self, row_id: int, portions: int) -> bool:
        row = self._row(row_id)
        if row is None or row.besteld + portions > row.hoeveelheid:
            return False
        row.besteld += portions
        return True

    async def release(self, row_id: int, portions: int) -> None:
        row = self._row(row_id)
        if row is not None and row.besteld >= portions:
            row.besteld -= portions

    async def move_stock(self, changes: Mapping[int, int]) -> list[int]:
        refused = []
        for row_id, delta in sorted(changes.items()):
            if delta < 0:
                await self.release(row_id, -delta)
            elif delta > 0 and not await self.reserve(row_id, delta):
                refused.append(row_id)
        return refused
