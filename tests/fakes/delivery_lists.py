"""The DeliveryListRepository port in memory, and a unit-of-work factory for the delivery-list use cases (delivery
lists, order days, users)."""

from __future__ import annotations

import copy
from collections.abc import Sequence
from datetime import date
from typing import Any, Self

from soepkern.domain.delivery_lists import (
    AddressCandidate,
    AddressTaken,
    DayOrder,
    DeliveryAddress,
    DeliveryDaySummary,
    DeliveryList,
)
from soepkern.ports import DeliveryListRepository, Page
from tests.fakes.order_days import InMemoryOrderDays
from tests.fakes.users import InMemoryUsers


class InMemoryDeliveryLists(DeliveryListRepository):
    def __init__(self) -> None:
        self.lists: dict[int, DeliveryList] = {}
        self.candidates_by_day: dict[int, dict[int, AddressCandidate]] = {}
        self.notes: dict[int, str | None] = {}

    async def add(self, delivery_list: DeliveryList) -> int:
        held = {a.order_id for dl in self.lists.values() for a in dl.adressen}
        if held & {a.order_id for a in delivery_list.adressen}:
            raise AddressTaken()  # the unique constraint of the real database
        delivery_list.id = max(self.lists, default=0) + 1
        self.lists[delivery_list.id] = copy.deepcopy(delivery_list)
        return delivery_list.id

    async def get(self, list_id: int) -> DeliveryList | None:
        found = self.lists.get(list_id)
        return copy.deepcopy(found) if found else None

    async def update(self, delivery_list: DeliveryList) -> None:
        assert delivery_list.id is not None
        self.lists[delivery_list.id] = copy.deepcopy(delivery_list)

    async def save_tick(self, delivery_list: DeliveryList, address: DeliveryAddress) -> None:
        await self.update(delivery_list)

    async def delete(self, list_id: int) -> None:
        self.lists.pop(list_id, None)

    async def list_for_orderday(self, day_id: int) -> list[DeliveryList]:
        return [copy.deepcopy(dl) for dl in self.lists.values() if dl.orderday_id == day_id]

    async def list_for_orderdays(self, day_ids: Sequence[int]) -> list[DeliveryList]:
        return [copy.deepcopy(dl) for dl in self.lists.values() if dl.orderday_id in day_ids]

    async def lists_holding(self, order_ids: Sequence[int]) -> dict[int, DeliveryList]:
        return {a.order_id: dl for dl in self.lists.values() for a in dl.adressen if a.order_id in order_ids}

    async def candidates(self, day_id: int, order_ids: Sequence[int]) -> dict[int, AddressCandidate]:
        everything = {o: c for day in self.candidates_by_day.values() for o, c in day.items()}
        return {
            o: AddressCandidate(o, o in self.candidates_by_day.get(day_id, {}), everything[o].bezorgen)
            for o in order_ids
            if o in everything
        }

    async def orders_for_day(self, day_id: int) -> list[DayOrder]:
        return []

    async def day_summaries(self, page: int, per_page: int, today: date, upcoming: bool) -> Page[DeliveryDaySummary]:
        return Page([], 0, page, per_page)

    async def set_care_note(self, customer_id: int, note: str | None) -> bool:
        if customer_id not in self.notes:
            return False
        self.notes[customer_id] = note
        return True

    async def care_note(self, customer_id: int) -> str | None:
        return (self.notes.get(customer_id) or "") if customer_id in self.notes else None


class DeliveryStore:
    """The unit-of-work factory: commit keeps the working copy, leaving without commit throws it away."""

    def __init__(self) -> None:
        self.users = InMemoryUsers()
        self.order_days = InMemoryOrderDays()
        self.delivery_lists = InMemoryDeliveryLists()
        self.commits = 0

    def __call__(self, *, write: bool = False) -> Any:
        return _Uow(self)


class _Uow:
    def __init__(self, store: DeliveryStore) -> None:
        self._store = store

    async def __aenter__(self) -> Self:
        self.users = self._store.users
        self.order_days = self._store.order_days
        self.delivery_lists = copy.deepcopy(self._store.delivery_lists)
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        return None

    async def commit(self) -> None:
        self._store.delivery_lists = self.delivery_lists
        self._store.commits += 1
