"""The shop's `place_order` through the in-memory fakes: a property over any sequence of orders for one day.

Safety: never more portions sold than the day has, never more for one customer than the day's maximum.
Liveness: an order that fits (stock and maximum) is accepted, also after cancellations (staff cancel a customer's
latest order, which the process's own count of its sales does not see: decision 0126's early refusal asks the
database first).
"""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

from hypothesis import given, settings
from hypothesis import strategies as st

from adapters.mail.renderer import TemplateMailRenderer
from adapters.stock_view import ProcessStockView
from soepkern.domain.checkout import OrderPlaced
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.order_days import OrderDay, OrderDayProduct
from soepkern.services import shop
from tests.fakes import FakeClock, FakeOrdersStore, a_checkout
from tests.fakes.builders import an_open_day

NOW = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)
EMAILS = ("anna@example.nl", "bram@example.nl", "cor@example.nl")


def _day(total: int, maximum: int) -> OrderDay:
    rows = [OrderDayProduct(id=None, product_id=1, hoeveelheid=total, besteld=0, naam="Erwtensoep")]
    return an_open_day(NOW, rows, maximum=maximum)


async def _run(total: int, maximum: int, orders: list[tuple[int, int]]) -> None:
    store = FakeOrdersStore()
    day_id = await store.order_days.add(_day(total, maximum))
    row_id = store.order_days.rows[day_id].products[0].id
    assert row_id is not None
    ports = shop.ShopPorts(store, FakeClock(NOW), TemplateMailRenderer(), ProcessStockView(), "https://soep.test")
    sold = 0
    per_customer = dict.fromkeys(EMAILS, 0)
    placed: dict[str, list[tuple[int, int]]] = {email: [] for email in EMAILS}
    for who, amount in orders:
        email = EMAILS[who]
        if amount == 0:  # staff cancel this customer's latest order
            if placed[email]:
                number, portions = placed[email].pop()
                await store.orders.delete(number)
                await store.order_days.release(row_id, portions)
                sold -= portions
                per_customer[email] -= portions
                ports.stock_view.invalidate()  # the stock copy reloads (within its second); its sales hint stays
            continue
        fits = sold + amount <= total and per_customer[email] + amount <= maximum
        try:
            answer = await shop.place_order(a_checkout(email, {row_id: amount}), None, ports)
        except ValidationFailed as refused:
            assert not fits, f"an order that fits was refused: {refused.errors}"  # liveness
            assert list(refused.errors) == ["cart"]
            continue
        assert isinstance(answer, OrderPlaced) and answer.bestelnummer >= 1
        assert fits, "an order above the stock or the maximum was accepted"  # safety
        sold += amount
        per_customer[email] += amount
        placed[email].append((answer.bestelnummer, amount))
    stored = store.order_days.rows[day_id].products[0]
    assert stored.besteld == sold <= total
    for email in EMAILS:
        assert await store.orders.portions_for_customer(day_id, email) == per_customer[email] <= maximum


@settings(max_examples=60, deadline=None)
@given(
    total=st.integers(0, 12),
    maximum=st.integers(1, 6),
    orders=st.lists(st.tuples(st.integers(0, len(EMAILS) - 1), st.integers(0, 8)), max_size=10),
)
def test_place_order_is_safe_and_live(total: int, maximum: int, orders: list[tuple[int, int]]) -> None:
    asyncio.run(_run(total, maximum, orders))


def test_a_checkout_keeps_the_process_busy_while_it_is_decided_and_just_after() -> None:
    """The mail sender waits while checkouts are under way, the refused ones included (decision 0128)."""

    async def run() -> None:
        store = FakeOrdersStore()
        day_id = await store.order_days.add(_day(total=1, maximum=4))
        row_id = store.order_days.rows[day_id].products[0].id
        assert row_id is not None
        view = ProcessStockView()
        ports = shop.ShopPorts(store, FakeClock(NOW), TemplateMailRenderer(), view, "https://soep.test")
        seen: list[bool] = []
        refresh = view.refresh

        async def refreshing(*args: object) -> None:
            seen.append(view.busy())
            await refresh(*args)  # type: ignore[arg-type]

        view.refresh = refreshing  # type: ignore[method-assign]
        await shop.place_order(a_checkout(EMAILS[0], {row_id: 1}), None, ports)
        try:
            await shop.place_order(a_checkout(EMAILS[1], {row_id: 1}), None, ports)  # sold out: refused
        except ValidationFailed:
            pass
        assert seen == [True, True] and view.busy()

    asyncio.run(run())
