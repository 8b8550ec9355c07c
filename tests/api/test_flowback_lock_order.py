"""Orders flowing back and the shop take the order-day row and its product rows in one order (issue 26: the shop,
staff and offers race for the same portions, on PostgreSQL too). Every waitlist path locks the order day first, then
moves stock on its rows; a checkout moves stock first, then adds order lines whose foreign key reads the day (a
KEY SHARE lock on PostgreSQL). So the day's lock must not block that key read, and every path that both returns
portions and settles the list must take the day before the rows. Otherwise two of them wait for each other and
PostgreSQL aborts one of them (deadlock detected: a 500 for the customer, or a failed settle).

Each test holds the day the way the waitlist paths do (offer by hand, leaving, taking an offer, the worker's settle:
`lock_day`, then `move_stock`), lets the other request run into it, and only then moves the row."""

from __future__ import annotations

import asyncio
from typing import Any

from aiohttp.test_utils import TestClient
from sqlalchemy import text

from soepkern.domain.site_settings import WEEKDAYS
from tests.api.shop_data import add_open_day, add_soup, checkout, set_variables
from tests.api.staff import container, queued_mails, use_fake_clock
from tests.api.test_orders_admin import body, staff
from tests.api.test_own_order_link import LINK as ORDER_LINK
from tests.api.test_waitlist import stock

Api = TestClient[Any, Any]
WAITING = text("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'")


async def until_blocked_or_done(api: Api, task: asyncio.Future[Any]) -> None:
    """Until `task` waits for a lock (PostgreSQL) or has finished; on SQLite a write waits for the other before it
    begins, so there is nothing to watch."""
    engine = container(api).uow_factory.engine
    if engine.dialect.name != "postgresql":
        await asyncio.sleep(0.2)
        return
    for _ in range(300):
        if task.done():
            return
        async with engine.connect() as connection:
            if (await connection.execute(WAITING)).scalar_one() > 0:
                return
        await asyncio.sleep(0.05)
    raise AssertionError("the other request neither finished nor waited for a lock")


async def hold_day_then_take(api: Api, day_id: int, row_id: int, portions: int, other: Any) -> tuple[list[int], Any]:
    """Locks the day as a waitlist path does, starts `other` and lets it run into the lock (or finish), then
    reserves `portions` on the row (as an offer does) and commits. The refused rows and `other`'s result."""
    async with container(api).uow_factory(write=True) as uow:
        await uow.waitlist.lock_day(day_id)
        task = asyncio.ensure_future(other)
        await until_blocked_or_done(api, task)
        refused = await uow.order_days.move_stock({row_id: portions})
        await uow.commit()
    return refused, await task


async def test_a_checkout_is_not_blocked_by_an_offer_holding_the_day(api: Api) -> None:
    use_fake_clock(api)
    soup = await add_soup(api, "Linzensoep")
    day = await add_open_day(api, {soup: 2})
    assert day.id is not None and day.products[0].id is not None
    row = day.products[0].id
    buy = api.post("/web/bestellen", json=checkout({row: 1}, email="snel@example.nl"))
    refused, response = await hold_day_then_take(api, day.id, row, 1, buy)
    assert response.status == 200, await response.text()
    assert refused == []
    assert await stock(api, row) == (2, 2)


async def two_of_three(api: Api) -> dict[str, Any]:
    """Joke's order of 2 of a soup's 3 portions (with her change link): one portion is free for an offer."""
    use_fake_clock(api)
    await set_variables(api, bestelling_online_aanpassen="1", **{f"new_order_notification_{d}": "0" for d in WEEKDAYS})
    day = await add_open_day(api, {await add_soup(api, "Linzensoep"): 3})
    assert day.id is not None and day.products[0].id is not None
    row = day.products[0].id
    response = await api.post("/web/bestellen", json=checkout({row: 2}))
    assert response.status == 200, await response.text()
    confirmation = next(m for m in await queued_mails(api) if m.subject.startswith("Bevestiging"))
    link = ORDER_LINK.search(confirmation.text)
    assert link is not None
    async with container(api).uow_factory() as uow:
        order = await uow.orders.find(link["uuid"])
    assert order is not None
    return {"row": row, "day_id": day.id, "link": link, "order": order}


async def test_a_cancellation_waits_for_an_offer_holding_the_day(api: Api) -> None:
    shop = await two_of_three(api)
    link = shop["link"]
    cancel = api.post(f"/web/bestelling-annuleren/{link['uuid']}", json={"token": link["token"]})
    refused, response = await hold_day_then_take(api, shop["day_id"], shop["row"], 1, cancel)
    assert response.status == 200, await response.text()
    assert refused == []
    assert await stock(api, shop["row"]) == (3, 1)


async def test_a_staff_delete_waits_for_an_offer_holding_the_day(api: Api) -> None:
    shop = await two_of_three(api)
    headers = await staff(api)
    delete = api.post(f"/web/admin/destroy_order/{shop['order'].id}", headers=headers)
    refused, response = await hold_day_then_take(api, shop["day_id"], shop["row"], 1, delete)
    assert response.status == 200, await response.text()
    assert refused == []
    assert await stock(api, shop["row"]) == (3, 1)


async def test_a_staff_edit_waits_for_an_offer_holding_the_day(api: Api) -> None:
    shop = await two_of_three(api)
    order = shop["order"]
    headers = await staff(api)
    lowered = body([(shop["row"], 1)], email="joke@example.nl")
    lowered["products"][0].update(id=order.lines[0].id, old_hoeveelheid=2)
    edit = api.post(f"/web/admin/edit_order/{order.id}", json=lowered, headers=headers)
    refused, response = await hold_day_then_take(api, shop["day_id"], shop["row"], 1, edit)
    assert response.status == 200, await response.text()
    assert refused == []
    assert await stock(api, shop["row"]) == (3, 2)
