"""Staff orders through the in-memory fakes: the shop's rules for staff, and the stock arithmetic of edits."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from datetime import UTC, date, datetime, timedelta
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from soepkern.domain.blacklist import BlacklistItem
from soepkern.domain.contact_details import TypedContact
from soepkern.domain.errors import NotFound, ValidationFailed
from soepkern.domain.mail import MailMessage
from soepkern.domain.order_days import OrderDay, OrderDayProduct
from soepkern.domain.orders import Bron
from soepkern.domain.staff_orders import RowRef, StaffLineForm, StaffOrderForm
from soepkern.services import staff_orders
from soepkern.services.staff_orders import StaffOrderPorts
from tests.fakes import FakeClock, FakeOrdersStore

NOW = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)


class FakeMails:
    def render(self, template: str, to: str, context: Mapping[str, object]) -> MailMessage:
        return MailMessage(to=to, subject=template, text=f"Bestelling {context['bestelnummer']}")


def a_day(*, totals: tuple[int, ...] = (5, 5), maximum: int = 4, open_: bool = True) -> OrderDay:
    return OrderDay(
        id=None,
        bestellingsdag=date(2026, 11, 30),
        bestelling_openings_timestamp=NOW - timedelta(days=1),
        bestelling_sluitings_timestamp=NOW + timedelta(days=1),
        bestelling_zichtbaar_timestamp=NOW - timedelta(days=2),
        bestelling_onzichtbaar_timestamp=NOW + timedelta(days=2),
        maximale_producten_per_klant=maximum,
        inschrijving_geopend=open_,
        zichtbaar=open_,
        products=[
            OrderDayProduct(id=None, product_id=n + 1, hoeveelheid=total, naam=f"Soep {n + 1}", prijs=500)
            for n, total in enumerate(totals)
        ],
    )


async def setup(**day: Any) -> tuple[FakeOrdersStore, StaffOrderPorts, list[int]]:
    store = FakeOrdersStore()
    new_day = a_day(**day)
    await store.order_days.add(new_day)
    ports = StaffOrderPorts(uow_factory=store, clock=FakeClock(NOW), mails=FakeMails(), public_url="http://x")
    return store, ports, [row.id for row in new_day.products if row.id is not None]


def form(lines: list[tuple[int, int, int | None]], email: str = "jan@example.nl", **extra: Any) -> StaffOrderForm:
    contact = TypedContact("Jan", "de Vries", email, "0612345678", "1234 AB", "12", "", "Dorpsstraat", "Utrecht")
    values: dict[str, Any] = {"bezorg_optie": "ophalen", **extra}
    products = [
        StaffLineForm(orderday_product=RowRef(row), hoeveelheid=amount, id=line_id) for row, amount, line_id in lines
    ]
    return StaffOrderForm(contact=contact, products=products, **values)


def besteld(store: FakeOrdersStore) -> dict[int, int]:
    return {row.id: row.besteld for day in store.order_days.rows.values() for row in day.products if row.id}


def ordered_in_lines(store: FakeOrdersStore) -> dict[int, int]:
    found: dict[int, int] = {}
    for order in store.orders.rows.values():
        for line in order.lines:
            found[line.orderday_product_id] = found.get(line.orderday_product_id, 0) + line.hoeveelheid
    return found


async def test_create_reserves_sends_mail_and_marks_admin() -> None:
    store, ports, (a, b) = await setup(open_=False)  # staff may order on a closed, invisible day
    order_id = await staff_orders.create_order(form([(a, 2, None), (b, 1, None)]), ports)
    order = store.orders.rows[order_id]
    assert order.bron is Bron.ADMIN and order.producten == 3 and order.total == 1500
    assert besteld(store) == {a: 2, b: 1}
    assert [r.message.to for r in store.outbox.rows.values()] == ["jan@example.nl"]
    assert store.customers.rows[order.customer_id or 0].contact.email == "jan@example.nl"


async def test_per_customer_maximum_counts_all_orders_of_the_email() -> None:
    store, ports, (a, b) = await setup(maximum=3)
    await staff_orders.create_order(form([(a, 2, None)]), ports)
    with pytest.raises(ValidationFailed) as failed:
        await staff_orders.create_order(form([(b, 2, None)], email="JAN@example.nl "), ports)
    assert "U kunt maximaal 3 soepen bestellen" in failed.value.errors["products"][0]
    assert besteld(store) == {a: 2, b: 0}


async def test_stock_errors_name_the_line_and_nothing_is_kept() -> None:
    store, ports, (a, b) = await setup(totals=(1, 5), maximum=10)
    with pytest.raises(ValidationFailed) as failed:
        await staff_orders.create_order(form([(b, 1, None), (a, 2, None)]), ports)
    assert failed.value.errors == {
        "products.1.hoeveelheid": ["Er is nog maar 1 portie Soep 1 beschikbaar voor 30-11-2026."]
    }
    assert besteld(store) == {a: 0, b: 0} and store.orders.rows == {}


async def test_field_errors_use_the_spec_names() -> None:
    _store, ports, (a, _b) = await setup()
    bad = form([(a, -1, None), (999, 1, None)], bezorg_optie="", opmerking="x" * 1001, klant_soort="bestaand")
    with pytest.raises(ValidationFailed) as failed:
        await staff_orders.create_order(bad, ports)
    assert set(failed.value.errors) >= {"products.0.hoeveelheid", "bezorg_optie", "opmerking", "customer_id"}
    with pytest.raises(ValidationFailed) as failed:
        await staff_orders.create_order(form([(999, 1, None)]), ports)
    assert set(failed.value.errors) == {"products.0.orderday_product.id"}
    with pytest.raises(ValidationFailed) as failed:
        await staff_orders.create_order(form([]), ports)
    assert set(failed.value.errors) == {"products"}


async def test_blacklist_and_delivery_areas_apply() -> None:
    store, ports, (a, _b) = await setup()
    await store.blacklist.add(BlacklistItem(id=None, postcode="1234AB", huisnummer=12, email=None, omschrijving=""))
    with pytest.raises(ValidationFailed) as failed:
        await staff_orders.create_order(form([(a, 1, None)]), ports)
    assert "products" in failed.value.errors
    store.blacklist.rows.clear()
    with pytest.raises(ValidationFailed) as failed:
        await staff_orders.create_order(form([(a, 1, None)], bezorg_optie="bezorgen"), ports)
    assert "bezorg_optie" in failed.value.errors


async def test_edit_up_down_add_remove_and_destroy() -> None:
    store, ports, (a, b) = await setup(maximum=10)
    order_id = await staff_orders.create_order(form([(a, 2, None)]), ports)
    line_id = store.orders.rows[order_id].lines[0].id
    await staff_orders.edit_order(order_id, form([(a, 4, line_id), (b, 1, None)]), ports)
    assert besteld(store) == {a: 4, b: 1}
    edited = store.orders.rows[order_id]
    new_line = next(line.id for line in edited.lines if line.orderday_product_id == b)
    await staff_orders.edit_order(
        order_id, attrs_evolve(form([(a, 1, line_id), (b, 1, new_line)]), deleted_products=[new_line]), ports
    )
    assert besteld(store) == {a: 1, b: 0} and [ln.hoeveelheid for ln in store.orders.rows[order_id].lines] == [1]
    await staff_orders.destroy_order(order_id, ports)
    assert besteld(store) == {a: 0, b: 0} and store.orders.rows == {}
    with pytest.raises(NotFound):
        await staff_orders.destroy_order(order_id, ports)


def attrs_evolve(value: StaffOrderForm, **changes: Any) -> StaffOrderForm:
    import attrs

    return attrs.evolve(value, **changes)


operations = st.lists(
    st.tuples(
        st.sampled_from(["create", "edit", "delete"]),
        st.integers(0, 5),  # which order
        st.lists(st.tuples(st.integers(0, 1), st.integers(0, 4)), min_size=1, max_size=2),  # (row, amount)
        st.sampled_from(["a@example.nl", "b@example.nl"]),
    ),
    max_size=12,
)


@settings(max_examples=60, deadline=None)
@given(ops=operations)
def test_any_sequence_keeps_besteld_equal_to_the_lines_and_within_stock(ops: list[Any]) -> None:
    async def run() -> None:
        store, ports, rows = await setup(totals=(4, 3), maximum=5)
        for action, which, wanted, email in ops:
            ids = sorted(store.orders.rows)
            amounts: dict[int, int] = {}
            for index, amount in wanted:
                amounts[rows[index]] = amount
            try:
                if action == "create" or not ids:
                    await staff_orders.create_order(form([(r, n, None) for r, n in amounts.items()], email), ports)
                elif action == "edit":
                    order_id = ids[which % len(ids)]
                    saved = {ln.orderday_product_id: ln.id for ln in store.orders.rows[order_id].lines}
                    lines = [(r, n, saved.get(r)) for r, n in amounts.items()]
                    await staff_orders.edit_order(order_id, form(lines, email), ports)
                else:
                    await staff_orders.destroy_order(ids[which % len(ids)], ports)
            except ValidationFailed:
                pass
            counts = besteld(store)
            assert counts == {row: ordered_in_lines(store).get(row, 0) for row in rows}
            totals = {row.id: row.hoeveelheid for d in store.order_days.rows.values() for row in d.products}
            assert all(0 <= counts[row] <= totals[row] for row in rows)
            per_email: dict[str, int] = {}
            for order in store.orders.rows.values():
                per_email[order.contact.email] = per_email.get(order.contact.email, 0) + order.producten
            assert all(total <= 5 for total in per_email.values())

    asyncio.run(run())
