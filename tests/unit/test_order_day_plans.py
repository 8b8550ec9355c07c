"""Issue 25 items 4, 9, 10, 23: one order day per date, the effective state the list leads with, the proposal a new
order day starts from, and no new portions on a day that has passed (staff and bulk orders included)."""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from soepkern.domain.bulk_orders import BulkFacts, plan_bulk_order
from soepkern.domain.business_time import BUSINESS_TZ, business_date, parse_utc_iso
from soepkern.domain.contact_details import ContactDetails
from soepkern.domain.customers import Customer
from soepkern.domain.dates import format_iso_date, parse_iso_date
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.order_day_plans import (
    RegistrationState,
    VisibilityState,
    propose_order_day,
    registration_status,
    visibility_status,
)
from soepkern.domain.order_days import OrderDay, OrderDayForm, OrderDayProduct, ProductChoice, RowForm, order_problems
from soepkern.domain.orders import BezorgOptie

NOW = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)
TODAY = business_date(NOW)
moments = st.integers(min_value=-20_000, max_value=20_000).map(lambda m: NOW + timedelta(minutes=m))
durations = st.integers(min_value=1, max_value=10_000).map(lambda m: timedelta(minutes=m))
offsets = st.integers(min_value=-60, max_value=60)


def a_day(day_id: int, day: date, *, opening: datetime = NOW, open_for: timedelta = timedelta(days=2)) -> OrderDay:
    return OrderDay(
        id=day_id,
        bestellingsdag=day,
        bestelling_openings_timestamp=opening,
        bestelling_sluitings_timestamp=opening + open_for,
        bestelling_zichtbaar_timestamp=opening - timedelta(hours=1),
        bestelling_onzichtbaar_timestamp=opening + open_for + timedelta(days=1),
        maximale_producten_per_klant=4,
        products=[OrderDayProduct(id=day_id * 10 + n, product_id=n, hoeveelheid=5 * n) for n in (1, 2)],
    )


def form_for(day: date) -> OrderDayForm:
    return OrderDayForm(
        bestellingsdag=format_iso_date(day),
        bestelling_openings_timestamp="2026-11-23T08:00:00Z",
        bestelling_sluitings_timestamp="2026-11-28T19:00:00Z",
        bestelling_zichtbaar_timestamp="2026-11-22T08:00:00Z",
        bestelling_onzichtbaar_timestamp="2026-11-30T22:00:00Z",
        products=[RowForm(naam=ProductChoice(1), hoeveelheid=5)],
    )


# --- 4: one order day per date -------------------------------------------------------------------------------


@given(ahead=st.integers(0, 400), other=st.integers(0, 400))
def test_a_new_order_day_is_refused_exactly_on_a_date_that_has_one(ahead: int, other: int) -> None:
    wanted, existing = TODAY + timedelta(days=ahead), TODAY + timedelta(days=other)
    taken = {existing: 7}
    if wanted == existing:
        with pytest.raises(ValidationFailed) as failed:
            OrderDay.planned(form_for(wanted), {1}, TODAY, None, taken)
        assert list(failed.value.errors) == ["bestellingsdag"]
        assert failed.value.errors["bestellingsdag"][0].startswith(f"Op {wanted:%d-%m-%Y} is al een besteldag.")
    else:
        assert OrderDay.planned(form_for(wanted), {1}, TODAY, None, taken).bestellingsdag == wanted


def test_an_edited_day_keeps_its_own_date_but_cannot_move_onto_another_days_date() -> None:
    mine, other = a_day(1, TODAY + timedelta(days=7)), TODAY + timedelta(days=14)
    taken = {mine.bestellingsdag: 1, other: 2}
    assert mine.revised(form_for(mine.bestellingsdag), {1}, TODAY, taken).bestellingsdag == mine.bestellingsdag
    with pytest.raises(ValidationFailed) as failed:
        mine.revised(form_for(other), {1}, TODAY, taken)
    assert "bestellingsdag" in failed.value.errors


# --- 9: the effective state ----------------------------------------------------------------------------------


@given(opening=moments, open_for=durations, now=moments, switch=st.booleans())
def test_the_registration_status_says_open_exactly_when_a_visitor_can_order(
    opening: datetime, open_for: timedelta, now: datetime, switch: bool
) -> None:
    day = a_day(1, TODAY, opening=opening, open_for=open_for)
    day.inschrijving_geopend = switch
    status = registration_status(day, now)
    assert (status.state is RegistrationState.OPEN) == day.is_open(now)
    expected_prefix = {
        RegistrationState.OPEN: "Open tot ",
        RegistrationState.OPENS_LATER: "Gesloten — gaat open op ",
        RegistrationState.CLOSED_BY_TIME: "Gesloten sinds ",
        RegistrationState.SWITCHED_OFF: "Gesloten — met de hand gesloten",
    }[RegistrationState(status.state)]
    assert status.text.startswith(expected_prefix)
    if status.state is RegistrationState.OPENS_LATER:
        assert switch and now < opening


@given(opening=moments, open_for=durations, now=moments, switch=st.booleans())
def test_the_visibility_status_says_visible_exactly_when_the_shop_shows_the_day(
    opening: datetime, open_for: timedelta, now: datetime, switch: bool
) -> None:
    day = a_day(1, TODAY, opening=opening, open_for=open_for)
    day.zichtbaar = switch
    status = visibility_status(day, now)
    assert (status.state is VisibilityState.VISIBLE) == day.is_visible(now)
    assert status.text.startswith("Zichtbaar tot" if day.is_visible(now) else "Onzichtbaar")


def test_the_status_texts_name_the_moment_in_business_time() -> None:
    day = a_day(1, TODAY + timedelta(days=7), opening=datetime(2026, 11, 24, 8, 0, tzinfo=UTC))
    assert registration_status(day, NOW).text == "Gesloten — gaat open op 24-11-2026 om 09:00"
    assert registration_status(day, NOW + timedelta(days=1)).text == "Open tot 26-11-2026 om 09:00"


# --- 10: the proposal for a new order day ---------------------------------------------------------------------


@given(latest=offsets, extra=st.sets(offsets, max_size=6), available=st.sets(st.sampled_from([1, 2, 3])))
def test_the_proposal_copies_the_latest_day_whole_weeks_later_on_a_free_date_after_today(
    latest: int, extra: set[int], available: set[int]
) -> None:
    last_date = TODAY + timedelta(days=latest)
    others = [a_day(n + 2, TODAY + timedelta(days=d)) for n, d in enumerate(sorted(extra)) if d < latest]
    days = [*others, a_day(1, last_date, opening=NOW + timedelta(days=latest - 5))]
    proposal = propose_order_day(days, available, NOW)
    form = proposal.form
    new_date = parse_iso_date(form.bestellingsdag)
    assert proposal.copied_from is days[-1]
    assert new_date > TODAY and new_date not in {day.bestellingsdag for day in days}
    shift = new_date - last_date
    assert shift.days > 0 and shift.days % 7 == 0
    for field in ("openings", "sluitings", "zichtbaar", "onzichtbaar"):
        old = getattr(days[-1], f"bestelling_{field}_timestamp").astimezone(BUSINESS_TZ)
        new = parse_utc_iso(getattr(form, f"bestelling_{field}_timestamp")).astimezone(BUSINESS_TZ)
        assert (new.date() - old.date(), new.time()) == (shift, old.time())
    assert [(row.naam.id if row.naam else None, row.hoeveelheid) for row in form.products] == [
        (row.product_id, row.hoeveelheid) for row in days[-1].products if row.product_id in available
    ]
    assert form.maximale_producten_per_klant == 4
    if form.products:  # the proposal passes the order day's own checks as it stands
        planned = OrderDay.planned(form, available, TODAY, None, {d.bestellingsdag: d.id or 0 for d in days})
        assert planned.bestellingsdag == new_date


def test_without_any_order_day_the_proposal_is_next_week_with_the_defaults() -> None:
    proposal = propose_order_day([], {1}, NOW)
    form = proposal.form
    assert proposal.copied_from is None and form.bestellingsdag == "2026-11-30" and form.products == []
    assert form.bestelling_openings_timestamp == "2026-11-23T08:00:00Z"  # 09:00 in Amsterdam
    assert form.bestelling_sluitings_timestamp == "2026-11-29T11:00:00Z"  # 12:00 the day before
    assert form.maximale_producten_per_klant == 1


def test_a_copy_across_the_summer_time_change_keeps_the_wall_clock() -> None:
    march = datetime(2027, 3, 22, 9, 0, tzinfo=UTC)  # Monday before the last Sunday of March
    last = a_day(1, date(2027, 3, 26), opening=datetime(2027, 3, 22, 8, 0, tzinfo=UTC))  # 09:00 winter time
    form = propose_order_day([last], {1, 2}, march).form
    assert form.bestellingsdag == "2027-04-02"
    assert parse_utc_iso(form.bestelling_openings_timestamp).astimezone(BUSINESS_TZ).time() == time(9, 0)
    assert form.bestelling_openings_timestamp == "2027-03-29T07:00:00Z"  # 09:00 summer time


# --- 23: no new portions on a passed day ----------------------------------------------------------------------


@given(days_ago=st.integers(-5, 30), held=st.integers(0, 5), wanted=st.integers(1, 5))
def test_staff_add_no_portions_to_a_passed_day_but_may_keep_or_lower_them(
    days_ago: int, held: int, wanted: int
) -> None:
    day = a_day(1, TODAY - timedelta(days=days_ago), opening=NOW - timedelta(days=40))
    row = day.products[0]
    row.besteld = held
    problems = order_problems(day, {row.id or 0: wanted}, NOW, already=held, held={row.id or 0: held}, staff=True)
    passed = days_ago > 0
    refused = [p for p in problems if "is al voorbij" in p.message]
    assert bool(refused) == (passed and wanted > held)
    if refused:
        assert refused[0].message == (
            f"De besteldag van {day.bestellingsdag:%d-%m-%Y} is al voorbij: "
            "daarop kunnen geen porties meer worden besteld."
        )


def test_a_bulk_order_on_a_passed_day_refuses_everyone_with_the_reason() -> None:
    day = a_day(1, TODAY - timedelta(days=1), opening=NOW - timedelta(days=10))
    customer = Customer(
        id=5,
        contact=ContactDetails(
            voornaam="Anna",
            achternaam="de Vries",
            email="anna@example.nl",
            postcode="3572AP",
            huisnummer=1,
        ),
        vaste_klant=True,
        vaste_klant_producten=1,
        vaste_klant_bezorgkeuze=BezorgOptie.OPHALEN,
    )
    facts = BulkFacts(day=day, row_id=11, now=NOW)
    plan = plan_bulk_order([customer], facts)
    assert plan.orders == [] and "is al voorbij" in plan.refused[0].reason
