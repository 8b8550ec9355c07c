"""Delivery lists in the domain: route order, status steps, ticks; the address rules; the clients' sheet."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from soepkern.domain.delivery_lists import (
    NO_ADDRESSES,
    AddressCandidate,
    DayOrder,
    DayPortion,
    DeliveryAddress,
    DeliveryList,
    DeliveryStatus,
    StatusNotAllowed,
    address_problems,
    map_link,
    may_move,
    route_link,
)
from soepkern.domain.order_days import OrderDay, OrderDayProduct
from soepkern.services.delivery_lists_admin import DeliveryDay, client_sheet
from tests.fakes.builders import a_contact

AT = datetime(2026, 11, 24, 10, 0, tzinfo=UTC)


def make_list(order_ids: list[int], status: DeliveryStatus = DeliveryStatus.TE_BEZORGEN) -> DeliveryList:
    return DeliveryList(
        id=1,
        orderday_id=1,
        naam="Route",
        status=status,
        adressen=[DeliveryAddress(o, n) for n, o in enumerate(order_ids)],
    )


def test_a_list_needs_an_address_and_no_doubles() -> None:
    with pytest.raises(ValueError):
        DeliveryList.new(1, "Route", [])
    with pytest.raises(ValueError):
        make_list([3, 3])
    assert DeliveryList.new(1, "Route", [4, 2]).order_ids == [4, 2]
    emptied = make_list([])  # a stored list whose last order was deleted still loads
    with pytest.raises(ValueError):
        emptied.set_route([])


def test_status_moves_one_step_at_a_time() -> None:
    dl = make_list([1])
    with pytest.raises(StatusNotAllowed):
        dl.move_to(DeliveryStatus.BEZORGD)
    dl.move_to(DeliveryStatus.ONDERWEG)
    dl.move_to(DeliveryStatus.BEZORGD)
    dl.move_to(DeliveryStatus.ONDERWEG)  # one step back corrects a mistake
    assert dl.status is DeliveryStatus.ONDERWEG
    assert not may_move(DeliveryStatus.BEZORGD, DeliveryStatus.TE_BEZORGEN)


def test_a_tick_starts_the_round_and_the_last_tick_ends_it() -> None:
    dl = make_list([5, 6])
    dl.tick(5, True, AT)
    assert dl.status is DeliveryStatus.ONDERWEG
    dl.tick(6, True, AT)
    assert dl.status is DeliveryStatus.BEZORGD
    dl.tick(6, False, AT)
    assert dl.status is DeliveryStatus.ONDERWEG
    with pytest.raises(KeyError):
        dl.tick(7, True, AT)


@settings(deadline=None)  # the machine is shared; the rules, not the timings, are under test
@given(
    order_ids=st.lists(st.integers(1, 50), min_size=1, max_size=8, unique=True),
    ops=st.lists(st.tuples(st.integers(0, 7), st.booleans()), max_size=30),
)
def test_status_follows_the_ticks(order_ids: list[int], ops: list[tuple[int, bool]]) -> None:
    dl = make_list(order_ids)
    ever_ticked = False
    for index, delivered in ops:
        ever_ticked = ever_ticked or delivered
        order_id = order_ids[index % len(order_ids)]
        before = {a.order_id: a.bezorgd_at for a in dl.adressen}
        address = dl.tick(order_id, delivered, AT.replace(second=index))
        assert address.bezorgd is delivered
        if delivered and before[order_id] is not None:
            assert address.bezorgd_at == before[order_id]  # idempotent: the first moment stays
        all_ticked = all(a.bezorgd for a in dl.adressen)
        assert (dl.status is DeliveryStatus.BEZORGD) is all_ticked
        assert (dl.status is DeliveryStatus.TE_BEZORGEN) is not ever_ticked


@settings(deadline=None)  # the machine is shared; the rules, not the timings, are under test
@given(
    first=st.lists(st.integers(1, 30), min_size=1, max_size=8, unique=True),
    second=st.lists(st.integers(1, 30), min_size=1, max_size=8, unique=True),
)
def test_a_new_route_keeps_its_order_and_the_ticks_of_addresses_that_stay(first: list[int], second: list[int]) -> None:
    dl = make_list(first)
    dl.tick(first[0], True, AT)
    dl.set_route(second)
    assert dl.order_ids == second
    assert [a.sort_key for a in dl.adressen] == list(range(len(second)))
    for a in dl.adressen:
        assert a.bezorgd is (a.order_id == first[0])


@settings(deadline=None)  # the machine is shared; the rules, not the timings, are under test
@given(
    order_ids=st.lists(st.integers(1, 20), max_size=8),
    known=st.dictionaries(st.integers(1, 20), st.tuples(st.booleans(), st.booleans())),
    taken=st.dictionaries(st.integers(1, 20), st.just("Andere lijst")),
)
def test_address_rules(order_ids: list[int], known: dict[int, tuple[bool, bool]], taken: dict[int, str]) -> None:
    candidates = {o: AddressCandidate(o, on_day, bezorgen) for o, (on_day, bezorgen) in known.items()}
    problems = address_problems(order_ids, candidates, taken)
    acceptable = (
        bool(order_ids)
        and len(set(order_ids)) == len(order_ids)
        and all(o in known and known[o] == (True, True) and o not in taken for o in order_ids)
    )
    assert (problems == []) is acceptable
    if not order_ids:
        assert problems == [NO_ADDRESSES]


def _order(order_id: int, achternaam: str, optie: str, portions: list[tuple[int, int]]) -> DayOrder:
    return DayOrder(
        id=order_id,
        contact=a_contact(
            voornaam="Jan", achternaam=achternaam, huisnummer=12, huisnummer_extensie="a", straat="Oude Gracht"
        ),
        bezorg_optie=optie,
        opmerking="",
        customer_id=None,
        bezorg_notitie="",
        portions=tuple(DayPortion(row, f"Soep {row}", n) for row, n in portions),
    )


def test_map_and_route_links() -> None:
    a, b = _order(1, "A", "bezorgen", []), _order(2, "B", "bezorgen", [])
    # Navigation to the full address, postcode included (issue 25, item 13), not a search.
    full = "Oude%20Gracht%2012a%2C%203581%20WS%20Utrecht"
    assert map_link(a) == f"https://www.google.com/maps/dir/?api=1&destination={full}"
    assert route_link([a, b]).count(f"/{full}") == 2


def test_client_sheet_totals_per_soup() -> None:
    day = OrderDay(
        id=1,
        bestellingsdag=date(2026, 11, 24),
        bestelling_openings_timestamp=AT,
        bestelling_sluitings_timestamp=AT.replace(hour=11),
        bestelling_zichtbaar_timestamp=AT,
        bestelling_onzichtbaar_timestamp=AT.replace(hour=11),
        products=[
            OrderDayProduct(id=10, product_id=1, hoeveelheid=9),
            OrderDayProduct(id=11, product_id=2, hoeveelheid=9),
        ],
    )
    orders = [_order(1, "A", "bezorgen", [(10, 2)]), _order(2, "B", "ophalen", [(10, 1), (11, 4)])]
    sheet = client_sheet(DeliveryDay(day=day, orders=orders, lists=[], users={}))
    assert sheet.file_name == "klanten-2026-11-24.xlsx"
    assert [r[-3:] for r in sheet.rows] == [[2, 0, 2], [1, 4, 5]]
    assert sheet.totals[-3:] == [3, 4, 7]
    assert list(sheet.number_columns) == [len(sheet.header) - 3, len(sheet.header) - 2, len(sheet.header) - 1]
