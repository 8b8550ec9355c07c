"""The checkout's early over-maximum refusal (decision 0126), on SQLite and PostgreSQL: a process that sold to an
address asks the database, outside the write gate, before it refuses that address's next order over the day's
maximum. The refusal is the write transaction's own (same message, same idempotency answer); where the database has
room again (a cancelled order), the order is written, whatever the process's own sales say."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from typing import Any

import pytest

from adapters.mail.renderer import TemplateMailRenderer
from adapters.stock_view import ProcessStockView
from soepkern.domain.checkout import OrderPlaced, over_maximum
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.order_days import OrderDay, OrderDayProduct
from soepkern.domain.products import Product, ProductStatus
from soepkern.services import shop
from tests.fakes import FakeClock, a_checkout
from tests.fakes.builders import an_open_day

NOW = datetime.now(UTC).replace(microsecond=0)
MAXIMUM = 4
ANNA = "anna@example.nl"


async def _one_row(uow_factory: Any) -> tuple[int, OrderDay]:
    async with uow_factory(write=True) as uow:
        await uow.settings_values.save({"website_open": "1", "order_pickup_enabled": "1"})
        soup = await uow.products.add(
            Product(id=None, naam="erwtensoep", slug="erwtensoep", status=ProductStatus.BESCHIKBAAR, prijs=500)
        )
        day = an_open_day(NOW, [OrderDayProduct(id=None, product_id=soup, hoeveelheid=20)], maximum=MAXIMUM)
        await uow.order_days.add(day)
        await uow.commit()
    [row] = day.products
    assert row.id is not None
    return row.id, day


def _process(uow_factory: Any) -> shop.ShopPorts:  # its own stock view and write gate, like a server process
    return shop.ShopPorts(uow_factory, FakeClock(NOW), TemplateMailRenderer(), ProcessStockView(), "https://soep.test")


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    """How often the write transaction and the early confirming read ran."""
    calls = {"write": 0, "confirm": 0}
    write, confirm = shop._write_order, shop._over_maximum

    async def counted_write(*args: Any) -> Any:
        calls["write"] += 1
        return await write(*args)

    async def counted_confirm(*args: Any) -> Any:
        calls["confirm"] += 1
        return await confirm(*args)

    monkeypatch.setattr(shop, "_write_order", counted_write)
    monkeypatch.setattr(shop, "_over_maximum", counted_confirm)
    return calls


async def _cancel(uow_factory: Any, order: OrderPlaced, row: int, portions: int) -> None:
    async with uow_factory(write=True) as uow:
        await uow.orders.delete(order.bestelnummer)
        await uow.order_days.release(row, portions)
        await uow.commit()


async def test_over_maximum_is_refused_before_the_write_with_the_write_transactions_message(
    uow_factory: Any, counted: dict[str, int]
) -> None:
    row, day = await _one_row(uow_factory)
    ports = _process(uow_factory)
    assert isinstance(await shop.place_order(a_checkout(ANNA, {row: 3}), "k1", ports), OrderPlaced)
    with pytest.raises(ValidationFailed) as early:
        await shop.place_order(a_checkout(ANNA, {row: 2}), "k2", ports)
    assert counted == {"write": 1, "confirm": 1}  # refused on the database's count, without a write transaction
    # Another process (no sales to Anna of its own) refuses the same order in its write transaction: same answer.
    with pytest.raises(ValidationFailed) as written:
        await shop.place_order(a_checkout(ANNA, {row: 2}), "k3", _process(uow_factory))
    assert counted == {"write": 2, "confirm": 1}
    assert early.value.errors == written.value.errors == {"cart": [over_maximum(day.bestellingsdag, MAXIMUM, 3)]}
    # The first order's key still answers with its order (here from the process's memory).
    again = await shop.place_order(a_checkout(ANNA, {row: 3}), "k1", ports)
    assert isinstance(again, OrderPlaced)


async def test_room_under_the_maximum_after_a_cancellation_is_not_refused(
    uow_factory: Any, counted: dict[str, int]
) -> None:
    row, _ = await _one_row(uow_factory)
    ports = _process(uow_factory)
    first = await shop.place_order(a_checkout(ANNA, {row: 3}), "k1", ports)
    assert isinstance(first, OrderPlaced)
    await _cancel(uow_factory, first, row, 3)  # staff cancel it: the process still counts its own sale
    second = await shop.place_order(a_checkout(ANNA, {row: 2}), "k2", ports)
    assert isinstance(second, OrderPlaced)  # the database had room: asked, then written
    assert counted == {"write": 2, "confirm": 1}
    async with uow_factory() as uow:
        assert await uow.orders.portions_for_customer(day_id(await uow.order_days.get_by_row(row)), ANNA) == 2


async def test_a_retry_refused_early_gets_its_first_attempts_order_from_another_process(
    uow_factory: Any, counted: dict[str, int]
) -> None:
    row, _ = await _one_row(uow_factory)
    here, there = _process(uow_factory), _process(uow_factory)
    sold_here = await shop.place_order(a_checkout(ANNA, {row: 3}), "k0", here)
    assert isinstance(sold_here, OrderPlaced)
    await _cancel(uow_factory, sold_here, row, 3)  # `here` still counts 3 for Anna
    first = await shop.place_order(a_checkout(ANNA, {row: 3}), "k1", there)
    assert isinstance(first, OrderPlaced)
    retry = await shop.place_order(a_checkout(ANNA, {row: 3}), "k1", here)  # the client retries elsewhere
    assert counted["confirm"] == 1  # over the maximum on the database's count: the stored answer is given
    assert isinstance(retry, OrderPlaced) and retry.bestelnummer == first.bestelnummer


def day_id(day: OrderDay | None) -> int:
    assert day is not None and day.id is not None
    return day.id


async def test_an_order_of_an_address_being_written_waits_for_it_then_is_refused_on_the_databases_count(
    uow_factory: Any, counted: dict[str, int]
) -> None:
    row, day = await _one_row(uow_factory)
    ports = shop.ShopPorts(  # several writers at once, as on PostgreSQL (decision 0109)
        uow_factory, FakeClock(NOW), TemplateMailRenderer(), ProcessStockView(writers=4), "https://soep.test"
    )
    first, second = await asyncio.gather(
        shop.place_order(a_checkout(ANNA, {row: 3}), "k1", ports),
        shop.place_order(a_checkout(ANNA, {row: 2}), "k2", ports),
        return_exceptions=True,
    )
    assert isinstance(first, OrderPlaced)
    assert isinstance(second, ValidationFailed)
    assert second.errors == {"cart": [over_maximum(day.bestellingsdag, MAXIMUM, 3)]}
    assert counted == {"write": 1, "confirm": 1}  # the second asked the database once the first had committed
