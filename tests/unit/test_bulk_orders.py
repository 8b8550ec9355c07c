"""The standing-customer bulk order plan: examples for each reason, and properties for any customers and stock."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from soepkern.domain.blacklist import BlacklistItem
from soepkern.domain.bulk_orders import (
    BLACKLISTED,
    INCOMPLETE_ADDRESS,
    NOT_STANDING,
    OUTSIDE_AREA,
    BulkFacts,
    plan_bulk_order,
)
from soepkern.domain.contact_details import ContactDetails
from soepkern.domain.customers import Customer
from soepkern.domain.order_days import OrderDay, OrderDayProduct
from soepkern.domain.orders import BezorgOptie
from soepkern.domain.postal_ranges import PostalRange

AREA = [PostalRange(id=1, postcode_begin="3500AA", postcode_eind="3599ZZ")]
NOW = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)
ROW = 7


def facts(remaining: int, maximum: int, **more: Any) -> BulkFacts:
    """A closed, invisible day (staff may still order) with one row of `remaining` portions."""
    day = OrderDay(
        id=1,
        bestellingsdag=date(2026, 11, 30),
        bestelling_openings_timestamp=NOW - timedelta(days=3),
        bestelling_sluitings_timestamp=NOW - timedelta(days=2),
        bestelling_zichtbaar_timestamp=NOW - timedelta(days=3),
        bestelling_onzichtbaar_timestamp=NOW - timedelta(days=2),
        maximale_producten_per_klant=maximum,
        products=[OrderDayProduct(id=ROW, product_id=1, hoeveelheid=remaining + 5, besteld=5, naam="Erwtensoep")],
    )
    return BulkFacts(day=day, row_id=ROW, now=NOW, **more)


def standing(
    n: int,
    amount: int = 1,
    option: BezorgOptie | None = BezorgOptie.OPHALEN,
    *,
    postcode: str = "3581WS",
    mail: bool = True,
) -> Customer:
    return Customer(
        id=n,
        contact=ContactDetails(
            voornaam=f"Klant{n}",
            achternaam="Vast",
            email=f"klant{n}@example.nl",
            postcode=postcode,
            huisnummer=n,
        ),
        vaste_klant=True,
        vaste_klant_mailen=mail,
        vaste_klant_producten=amount,
        vaste_klant_bezorgkeuze=option,
    )


def test_everyone_fits_one_order_each_with_their_amount_and_option() -> None:
    customers = [standing(1, 2), standing(2, 1, BezorgOptie.BEZORGEN, mail=False)]
    plan = plan_bulk_order(customers, facts(10, 4, postal_ranges=AREA))
    assert plan.possible
    assert [(o.customer.id, o.hoeveelheid, o.bezorg_optie) for o in plan.orders] == [
        (1, 2, BezorgOptie.OPHALEN),
        (2, 1, BezorgOptie.BEZORGEN),
    ]
    assert (plan.portions, plan.emails) == (3, 1)


def test_each_reason_is_named_in_dutch() -> None:
    customers = [
        standing(1, 3),
        standing(2, 1, BezorgOptie.BEZORGEN, postcode="1011AA"),
        standing(3, 1),
        standing(4, 5),
        Customer(id=5, contact=ContactDetails(voornaam="Geen", achternaam="Vaste", email="geen@example.nl")),
        standing(6, 1, postcode=""),
        standing(7, 2),
    ]
    blacklist = [BlacklistItem(id=1, email="klant3@example.nl")]
    plan = plan_bulk_order(customers, facts(4, 4, postal_ranges=AREA, blacklist=blacklist))
    assert not plan.possible
    reasons = {r.customer.id: r.reason for r in plan.refused}
    assert reasons[2] == OUTSIDE_AREA
    assert reasons[3] == BLACKLISTED
    assert reasons[4].startswith("Boven het maximum van 4 soepen")
    assert reasons[5] == NOT_STANDING
    assert reasons[6] == INCOMPLETE_ADDRESS
    assert reasons[7] == "Niet genoeg porties over: 2 nodig, nog 1 beschikbaar."
    assert [o.customer.id for o in plan.orders] == [1]
    assert plan.refused[0].message.startswith("Klant2 Vast (klant2@example.nl): ")


def test_earlier_orders_of_the_day_count_towards_the_maximum() -> None:
    plan = plan_bulk_order([standing(1, 2)], facts(10, 2, ordered_by_email={"Klant1@Example.nl": 1}))
    assert [r.reason for r in plan.refused] == [
        "Boven het maximum van 2 soepen per klant voor deze besteldag. Er is al 1 besteld."
    ]


def test_served_customers_are_skipped_and_duplicates_planned_once() -> None:
    plan = plan_bulk_order([standing(1), standing(2), standing(2)], facts(10, 4, served=frozenset({1})))
    assert [c.id for c in plan.skipped] == [1]
    assert [o.customer.id for o in plan.orders] == [2]


customers_strategy = st.lists(
    st.builds(
        standing,
        st.integers(1, 40),
        st.integers(1, 6),
        st.sampled_from([BezorgOptie.OPHALEN, BezorgOptie.BEZORGEN, None]),
        postcode=st.sampled_from(["3581WS", "1011AA", ""]),
        mail=st.booleans(),
    ),
    max_size=25,
)
facts_strategy = st.builds(
    facts,
    st.integers(0, 60),
    st.integers(1, 8),
    ordered_by_email=st.dictionaries(
        st.sampled_from([f"klant{n}@example.nl" for n in range(1, 41)]), st.integers(0, 8)
    ),
    served=st.frozensets(st.integers(1, 40), max_size=10),
    postal_ranges=st.just(AREA),
    blacklist=st.lists(
        st.builds(BlacklistItem, id=st.just(1), postcode=st.just("3581WS"), huisnummer=st.integers(1, 40)), max_size=3
    ),
)


@given(customers_strategy, facts_strategy)
def test_never_more_portions_than_remain(customers: list[Customer], given_facts: BulkFacts) -> None:
    plan = plan_bulk_order(customers, given_facts)
    row = given_facts.day.row(ROW)
    assert row is not None and plan.portions <= row.remaining


@given(customers_strategy, facts_strategy)
def test_never_above_the_days_maximum(customers: list[Customer], given_facts: BulkFacts) -> None:
    plan = plan_bulk_order(customers, given_facts)
    maximum = given_facts.day.maximale_producten_per_klant
    for order in plan.orders:
        assert given_facts.ordered_by_email.get(order.customer.contact.email, 0) + order.hoeveelheid <= maximum


@given(customers_strategy, facts_strategy)
def test_every_customer_is_accounted_for_once(customers: list[Customer], given_facts: BulkFacts) -> None:
    plan = plan_bulk_order(customers, given_facts)
    ids = [o.customer.id for o in plan.orders] + [c.id for c in plan.skipped] + [r.customer.id for r in plan.refused]
    assert sorted(ids) == sorted({c.id for c in customers})


@given(customers_strategy, facts_strategy)
def test_a_rerun_plans_nothing_for_customers_already_served(customers: list[Customer], given_facts: BulkFacts) -> None:
    first = plan_bulk_order(customers, given_facts)
    served = given_facts.served | {o.customer.id for o in first.orders if o.customer.id is not None}
    ordered = dict(given_facts.ordered_by_email)
    for order in first.orders:
        ordered[order.customer.contact.email] = ordered.get(order.customer.contact.email, 0) + order.hoeveelheid
    row = given_facts.day.row(ROW)
    assert row is not None
    rerun = plan_bulk_order(
        customers,
        facts(
            row.remaining - first.portions,
            given_facts.day.maximale_producten_per_klant,
            ordered_by_email=ordered,
            served=frozenset(served),
            postal_ranges=given_facts.postal_ranges,
            blacklist=given_facts.blacklist,
        ),
    )
    assert not {o.customer.id for o in rerun.orders} & served
    if first.possible:
        assert rerun.orders == [] and rerun.possible
