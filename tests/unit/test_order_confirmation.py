"""The confirmation's order days: every line under its day, the handover per day (issue 25 item 1)."""

from __future__ import annotations

from datetime import UTC, date, datetime

from hypothesis import given
from hypothesis import strategies as st

from soepkern.domain.order_confirmation import Handover, confirmation_days, day_title, delivery_address
from soepkern.domain.orders import BezorgOptie, Bron, Order, OrderLine
from tests.fakes.builders import a_contact

HANDOVER = Handover("12:00", "13:30", "Kerkstraat 12\n3511 AB Utrecht", "11:30", "13:00")


def an_order(lines: list[OrderLine], option: BezorgOptie = BezorgOptie.OPHALEN) -> Order:
    return Order(
        id=1,
        uuid="u",
        contact=a_contact(postcode="3581ws", huisnummer=5, huisnummer_extensie="b"),
        bezorg_optie=option,
        bron=Bron.WEBSHOP,
        created_at=datetime(2026, 11, 20, tzinfo=UTC),
        lines=lines,
    )


def test_the_days_are_named_in_dutch_with_the_date() -> None:
    assert day_title(date(2026, 11, 27)) == "Vrijdag 27-11-2026"
    assert day_title(date(2026, 11, 30)) == "Maandag 30-11-2026"


def test_pickup_and_delivery_say_when_and_where() -> None:
    line = OrderLine(id=None, orderday_id=1, orderday_product_id=1, hoeveelheid=2, naam="Erwtensoep", prijs=500)
    days = {1: date(2026, 11, 27)}
    (pickup,) = confirmation_days(an_order([line]), days, HANDOVER)
    assert pickup.line_texts == ["Vrijdag 27-11-2026: 2 × Erwtensoep"]
    assert (
        pickup.overdracht
        == "Ophalen op vrijdag 27-11-2026 tussen 12:00 en 13:30 uur bij Kerkstraat 12, 3511 AB Utrecht."
    )
    (delivery,) = confirmation_days(an_order([line], BezorgOptie.BEZORGEN), days, HANDOVER)
    assert (
        delivery.overdracht
        == "Bezorgen op vrijdag 27-11-2026 tussen 11:30 en 13:00 uur op Bolstraat 5b, 3581 WS Utrecht."
    )
    assert delivery_address(an_order([line])) == "Bolstraat 5b, 3581 WS Utrecht"


def test_an_open_window_and_no_address_read_well() -> None:
    line = OrderLine(id=None, orderday_id=1, orderday_product_id=1, hoeveelheid=1, naam="Soep")
    (day,) = confirmation_days(an_order([line]), {1: date(2026, 11, 27)}, Handover(pickup_begin="12:00"))
    assert day.overdracht == "Ophalen op vrijdag 27-11-2026 vanaf 12:00 uur."


lines_strategy = st.lists(
    st.builds(
        OrderLine,
        id=st.none(),
        orderday_id=st.integers(1, 5),
        orderday_product_id=st.integers(1, 50),
        hoeveelheid=st.integers(1, 9),
        naam=st.sampled_from(["Erwtensoep", "Tomatensoep", "Linzensoep"]),
        prijs=st.integers(0, 900),
    ),
    min_size=1,
    max_size=8,
)


@given(lines_strategy, st.dictionaries(st.integers(1, 5), st.dates(date(2026, 1, 1), date(2027, 12, 31))))
def test_every_line_appears_once_under_its_own_day_earliest_first(
    lines: list[OrderLine], days: dict[int, date]
) -> None:
    groups = confirmation_days(an_order(lines), days, HANDOVER)
    assert sorted(line.hoeveelheid for g in groups for line in g.regels) == sorted(x.hoeveelheid for x in lines)
    known = [g.bestellingsdag for g in groups if g.bestellingsdag is not None]
    assert known == sorted(set(known)), "one group per day, earliest first"
    assert all(g.bestellingsdag is not None for g in groups[: len(known)]), "unknown days come last"
    for group in groups:
        assert len({group.bestellingsdag}) == 1
        if group.bestellingsdag is not None:
            assert group.dag == day_title(group.bestellingsdag)
            assert group.dag.lower() in group.overdracht
            assert all(text.startswith(f"{group.dag}: ") for text in group.line_texts)
    assert sum(line.bedrag for g in groups for line in g.regels) == sum(x.subtotal - x.discount for x in lines)
