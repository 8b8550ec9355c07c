"""The standing customers' bulk order and a checkout of the same order day on PostgreSQL (decision 0114, after
0113): the bulk order locks the order-day row, then its customers, then reserves the product row; a checkout
reserves the product row, then adds order lines whose foreign key reads the day (KEY SHARE). With the day locked
`FOR UPDATE` the two waited for each other and PostgreSQL aborted one ("deadlock detected": a 500 for the customer
or for the staff member). The bulk order's day lock is `FOR NO KEY UPDATE`, as the waitlist's.

On SQLite a write waits for the other before it begins, so these only show the outcome there."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

from soepkern.domain.orders import BezorgOptie, Bron
from tests.api.shop_data import checkout
from tests.api.staff import container, use_fake_clock
from tests.api.test_bulk_orders import URL, Api, add_customer, setup, staff
from tests.api.test_flowback_lock_order import until_blocked_or_done
from tests.api.test_waitlist import stock


async def test_a_checkout_is_not_blocked_by_a_bulk_order_holding_the_day(api: Api) -> None:
    """The bulk order holds the day (and would reserve the row next); the checkout reserves the row and adds its
    line meanwhile."""
    use_fake_clock(api)
    row, _ = await setup(api, portions=3)
    async with container(api).uow_factory() as uow:
        day = await uow.order_days.get_by_row(row)
    assert day is not None and day.id is not None
    async with container(api).uow_factory(write=True) as uow:
        await uow.standing_orders.lock_day(day.id)
        task = asyncio.ensure_future(api.post("/web/bestellen", json=checkout({row: 1}, email="snel@example.nl")))
        await until_blocked_or_done(api, task)
        reserved = await uow.order_days.reserve(row, 2)
        await uow.commit()
    response = await task
    assert response.status == 200, await response.text()
    assert reserved
    assert await stock(api, row) == (3, 3)


async def test_a_bulk_order_waits_for_a_checkout_that_reserved_the_row(api: Api) -> None:
    """The checkout has reserved the row; the real bulk order locks the day and its customers and waits for the
    row; the checkout then adds its order (the line's foreign key reads the day) and commits."""
    use_fake_clock(api)
    row, ids = await setup(api, portions=7)
    headers = await staff(api)
    async with container(api).uow_factory() as uow:
        day = await uow.order_days.get_by_row(row)
    assert day is not None and day.id is not None
    found = day.row(row)
    assert found is not None
    shopper = await add_customer(api, 9, standing=False)
    async with container(api).uow_factory(write=True) as uow:
        customer = await uow.customers.get(shopper)
        assert customer is not None
        assert await uow.order_days.reserve(row, 1)
        bulk = api.post(URL, json={"product": row, "klanten": ids, "dry_run": False}, headers=headers)
        task = asyncio.ensure_future(bulk)
        await until_blocked_or_done(api, task)
        now = datetime(2026, 11, 27, 12, tzinfo=UTC)
        order = customer.new_order(
            [found.order_line(day.id, 1)], bezorg_optie=BezorgOptie.OPHALEN, bron=Bron.WEBSHOP, created_at=now
        )
        await uow.orders.add(order)
        await uow.commit()
    response = await task
    assert response.status == 200, await response.text()
    assert len((await response.json())["aangemaakt"]) == 3
    assert await stock(api, row) == (7, 7)
