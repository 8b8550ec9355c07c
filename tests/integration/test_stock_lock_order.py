"""Two checkouts that take the same order-day rows in opposite cart order, at the same moment, in two processes
(two stock views) on PostgreSQL: both succeed. Every path locks the rows in ascending id order (`move_stock`), so
the transactions queue instead of waiting for each other in a cycle (PostgreSQL would abort one as a deadlock)."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from adapters.db.repositories.order_days import SqlOrderDayRepository
from adapters.mail.renderer import TemplateMailRenderer
from adapters.stock_view import ProcessStockView
from soepkern.domain.checkout import OrderPlaced
from soepkern.domain.order_days import OrderDay, OrderDayProduct
from soepkern.domain.products import Product, ProductStatus
from soepkern.services import shop
from tests.fakes import FakeClock, a_checkout

NOW = datetime.now(UTC).replace(microsecond=0)
PAUSE = 0.3  # after each reservation: long enough for the other checkout to take its first row meanwhile


async def _two_rows(uow_factory: Any) -> list[int]:
    async with uow_factory(write=True) as uow:
        await uow.settings_values.save({"website_open": "1", "order_pickup_enabled": "1"})
        soups = [
            await uow.products.add(Product(id=None, naam=naam, slug=naam, status=ProductStatus.BESCHIKBAAR, prijs=500))
            for naam in ("erwtensoep", "tomatensoep")
        ]
        day = OrderDay(
            id=None,
            bestellingsdag=(NOW + timedelta(days=3)).date(),
            bestelling_openings_timestamp=NOW - timedelta(hours=1),
            bestelling_sluitings_timestamp=NOW + timedelta(days=1),
            bestelling_zichtbaar_timestamp=NOW - timedelta(days=1),
            bestelling_onzichtbaar_timestamp=NOW + timedelta(days=2),
            maximale_producten_per_klant=10,
            products=[OrderDayProduct(id=None, product_id=soup, hoeveelheid=10) for soup in soups],
        )
        await uow.order_days.add(day)
        await uow.commit()
    return sorted(row.id for row in day.products if row.id is not None)


async def test_opposite_cart_orders_at_once_both_succeed(
    uow_factory: Any, database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    if not database_url.startswith("postgresql"):
        pytest.skip("row locks and deadlock detection are PostgreSQL's (SQLite writes one at a time)")
    rows = await _two_rows(uow_factory)
    reserve = SqlOrderDayRepository.reserve

    async def slow_reserve(self: SqlOrderDayRepository, row_id: int, portions: int) -> bool:
        reserved = await reserve(self, row_id, portions)
        await asyncio.sleep(PAUSE)
        return reserved

    monkeypatch.setattr(SqlOrderDayRepository, "reserve", slow_reserve)

    def process() -> shop.ShopPorts:  # its own stock view and write gate, like a second server process
        return shop.ShopPorts(
            uow_factory, FakeClock(NOW), TemplateMailRenderer(), ProcessStockView(), "https://soep.test"
        )

    results = await asyncio.gather(
        shop.place_order(a_checkout("anna@example.nl", dict.fromkeys(rows, 1)), None, process()),
        shop.place_order(a_checkout("bram@example.nl", dict.fromkeys(rows[::-1], 1)), None, process()),
    )
    assert all(isinstance(result, OrderPlaced) for result in results)
    async with uow_factory() as uow:
        day = await uow.order_days.get_by_row(rows[0])
    assert day is not None and [row.besteld for row in day.products] == [2, 2]
