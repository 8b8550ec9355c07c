"""A staff order form and the paths that lock the order day before the customer, on PostgreSQL (decision 0121,
after 0113 and 0114): the bulk order for standing customers locks the day (`FOR NO KEY UPDATE`), then its customers;
taking a waitlist offer settles the day (the same lock), then claims the customer. The staff form claimed (locked)
its customer first and locked the day after, so for one customer on one day the two waited for each other and
PostgreSQL aborted one ("deadlock detected": a 500 for a staff member, or a failed bulk order or offer). The staff
form now locks its days first, then the customer.

Each test holds the day as the other path does, lets the staff form run into it (watching `pg_stat_activity`), and
only then locks the customer. On SQLite a write waits for the other before it begins, so these only show the
outcome there."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

from soepkern.domain.customers import Customer
from soepkern.ports import UnitOfWork
from tests.api.staff import container, use_fake_clock
from tests.api.test_bulk_orders import Api, setup
from tests.api.test_flowback_lock_order import until_blocked_or_done
from tests.api.test_orders_admin import body, staff
from tests.api.test_waitlist import stock


async def a_day_and_customer(api: Api) -> tuple[int, int, int, Customer]:
    """An order day with 10 portions of one soup and three standing customers; the day, the row and the first
    customer (Klant1)."""
    use_fake_clock(api)
    row, ids = await setup(api, portions=10)
    async with container(api).uow_factory() as uow:
        day = await uow.order_days.get_by_row(row)
        customer = await uow.customers.get(ids[0])
    assert day is not None and day.id is not None and customer is not None
    return day.id, row, ids[0], customer


def form_for(customer: Customer, row: int, portions: int) -> dict[str, Any]:
    return body([(row, portions)], email=customer.contact.email, klant_soort="bestaand", customer_id=customer.id)


async def hold_day_then_customer(
    api: Api,
    hold: Callable[[UnitOfWork], Awaitable[None]],
    staff_form: Any,
    then: Callable[[UnitOfWork], Awaitable[Any]],
) -> Any:
    """Holds the day as `hold` does, starts the staff form and lets it run into the lock (or finish), then does
    `then` (locks the customer) and commits. The staff form's response."""
    async with container(api).uow_factory(write=True) as uow:
        await hold(uow)
        task = asyncio.ensure_future(staff_form)
        await until_blocked_or_done(api, task)
        await then(uow)
        await uow.commit()
    response = await task
    assert response.status == 200, await response.text()
    return response


async def test_a_staff_order_waits_for_a_bulk_order_holding_the_day(api: Api) -> None:
    """The bulk order holds the day; the staff form for its customer runs into it; the bulk order then locks its
    customers (as `lock_customers`), reserves its portions and commits."""
    day_id, row, customer_id, customer = await a_day_and_customer(api)
    headers = await staff(api)

    async def hold(uow: UnitOfWork) -> None:
        await uow.standing_orders.lock_day(day_id)

    async def then(uow: UnitOfWork) -> None:
        await uow.standing_orders.lock_customers([customer_id])
        assert await uow.order_days.reserve(row, 2)

    post = api.post("/web/admin/create_bestelling", json=form_for(customer, row, 1), headers=headers)
    await hold_day_then_customer(api, hold, post, then)
    assert await stock(api, row) == (10, 3)


async def test_a_staff_edit_waits_for_a_taken_offer_holding_the_day(api: Api) -> None:
    """A staff member changes the customer's order while an offer is taken: the offer settles (locks) the day and
    then claims the customer (as `accept_offer`)."""
    _, row, _, customer = await a_day_and_customer(api)
    headers = await staff(api)
    created = await api.post("/web/admin/create_bestelling", json=form_for(customer, row, 1), headers=headers)
    assert created.status == 200, await created.text()
    async with container(api).uow_factory() as uow:
        order = await uow.orders.get((await created.json())["id"])
    assert order is not None and order.id is not None
    raised = form_for(customer, row, 2)
    raised["products"][0].update(id=order.lines[0].id, old_hoeveelheid=1)

    async def hold(uow: UnitOfWork) -> None:
        await uow.waitlist.lock_day(order.lines[0].orderday_id)

    async def then(uow: UnitOfWork) -> None:
        await uow.customers.claim(customer)

    edit = api.post(f"/web/admin/edit_order/{order.id}", json=raised, headers=headers)
    await hold_day_then_customer(api, hold, edit, then)
    assert await stock(api, row) == (10, 2)
