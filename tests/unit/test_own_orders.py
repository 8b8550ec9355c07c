"""A customer's own order by link (issue 26) through the in-memory fakes: any sequence of lowerings and
cancellations returns to stock exactly what leaves the order, never more; a wrong token or the setting off changes
nothing."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adapters.mail.renderer import TemplateMailRenderer
from adapters.stock_view import ProcessStockView
from soepkern.domain.checkout import OrderPlaced
from soepkern.domain.errors import NotPermitted, ValidationFailed
from soepkern.domain.order_days import OrderDay, OrderDayProduct
from soepkern.services import own_orders, shop
from soepkern.services.own_orders import LineAmount, OrderCancelForm, OrderChangeForm, OwnOrderPorts
from tests.fakes import FakeClock, FakeOrdersStore, a_checkout
from tests.fakes.builders import an_open_day

NOW = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)
URL = "https://soep.test"


def _day() -> OrderDay:
    rows = [
        OrderDayProduct(id=None, product_id=1, hoeveelheid=10, besteld=0, naam="Erwtensoep"),
        OrderDayProduct(id=None, product_id=2, hoeveelheid=10, besteld=0, naam="Tomatensoep"),
    ]
    return an_open_day(NOW, rows, maximum=8)


async def _placed(store: FakeOrdersStore) -> tuple[OrderPlaced, str, list[int]]:
    await store.settings_values.save({"bestelling_online_aanpassen": "1"})
    day_id = await store.order_days.add(_day())
    rows = [row.id for row in store.order_days.rows[day_id].products if row.id is not None]
    ports = shop.ShopPorts(store, FakeClock(NOW), TemplateMailRenderer(), ProcessStockView(), URL)
    placed = await shop.place_order(a_checkout("anna@example.nl", {rows[0]: 3, rows[1]: 2}), None, ports)
    assert isinstance(placed, OrderPlaced)
    return placed, await _token_of(store, placed), rows


async def _token_of(store: FakeOrdersStore, placed: OrderPlaced) -> str:
    """The token as the confirmation mail carries it."""
    async with store() as uow:
        items = await uow.outbox.due(NOW.replace(year=2100), limit=10)
    text = next(item.message.text for item in items if item.message.subject.startswith("Bevestiging"))
    marker = f"/dagelijkse-soep/bestelling-aanpassen/{placed.uuid}?token="
    return text.split(marker, 1)[1].split()[0]


def _besteld(store: FakeOrdersStore) -> list[int]:
    (day,) = store.order_days.rows.values()
    return [row.besteld for row in day.products]


async def _run(steps: list[tuple[int, int]]) -> None:
    store = FakeOrdersStore()
    placed, token, _rows = await _placed(store)
    ports = OwnOrderPorts(store, FakeClock(NOW), TemplateMailRenderer(), URL)
    view = await own_orders.view_own_order(placed.uuid, token, ports)
    assert view.toegestaan
    amounts = {line.id: line.hoeveelheid for line in view.lines}
    line_ids = sorted(amounts)
    for which, new in steps:
        line_id = line_ids[which]
        before = list(_besteld(store))
        try:
            await own_orders.change_own_order(placed.uuid, OrderChangeForm(token, (LineAmount(line_id, new),)), ports)
        except ValidationFailed:
            assert new >= amounts.get(line_id, 0) or line_id not in amounts  # only raises, no-ops, gone lines
            assert _besteld(store) == before
            continue
        except NotPermitted:
            assert not amounts  # the whole order is gone: the link shows the notice
            continue
        assert new < amounts[line_id]
        back = amounts[line_id] - new
        assert sum(before) - sum(_besteld(store)) == back
        if new:
            amounts[line_id] = new
        else:
            del amounts[line_id]
    assert sum(_besteld(store)) == sum(amounts.values())
    assert all(n >= 0 for n in _besteld(store))


@settings(max_examples=40, deadline=None)
@given(steps=st.lists(st.tuples(st.integers(0, 1), st.integers(0, 4)), max_size=6))
def test_changes_return_exactly_what_leaves_the_order(steps: list[tuple[int, int]]) -> None:
    asyncio.run(_run(steps))


async def test_a_wrong_token_or_the_setting_off_changes_nothing() -> None:
    store = FakeOrdersStore()
    placed, token, _rows = await _placed(store)
    await store.settings_values.save({"bestelling_online_aanpassen": "0"})
    ports = OwnOrderPorts(store, FakeClock(NOW), TemplateMailRenderer(), URL)
    assert not (await own_orders.view_own_order(placed.uuid, token, ports)).toegestaan
    with pytest.raises(NotPermitted):
        await own_orders.cancel_own_order(placed.uuid, OrderCancelForm(token), ports)
    await store.settings_values.save({"bestelling_online_aanpassen": "1"})
    with pytest.raises(NotPermitted):
        await own_orders.cancel_own_order(placed.uuid, OrderCancelForm("fout"), ports)
    assert _besteld(store) == [3, 2]
    cancelled = await own_orders.cancel_own_order(placed.uuid, OrderCancelForm(token), ports)
    assert cancelled.geannuleerd and _besteld(store) == [0, 0]
