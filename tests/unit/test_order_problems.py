"""order_problems: the one place for the per-day ordering rules (shop, stock view, staff orders)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from hypothesis import given
from hypothesis import strategies as st

from soepkern.domain.order_days import OrderDay, OrderDayProduct, order_problems
from tests.fakes.builders import an_open_day

NOW = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)


def a_day(*, open_: bool, total: int, ordered: int, maximum: int) -> OrderDay:
    rows = [OrderDayProduct(id=7, product_id=1, hoeveelheid=total, besteld=ordered, naam="Erwtensoep")]
    return an_open_day(NOW, rows, maximum=maximum, day_id=1, opened=open_)


@given(
    open_=st.booleans(),
    staff=st.booleans(),
    total=st.integers(0, 20),
    ordered_share=st.floats(0, 1),
    maximum=st.integers(1, 10),
    held=st.integers(0, 5),
    others=st.integers(0, 10),
    wanted=st.integers(1, 15),
)
def test_problems_match_the_rules(
    open_: bool,
    staff: bool,
    total: int,
    ordered_share: float,
    maximum: int,
    held: int,
    others: int,
    wanted: int,
) -> None:
    ordered = max(int(total * ordered_share), min(held, total))
    held = min(held, ordered)
    day = a_day(open_=open_, total=total, ordered=ordered, maximum=maximum)
    problems = order_problems(day, {7: wanted}, NOW, already=others + held, held={7: held}, staff=staff)
    if not open_ and not staff:
        assert [p.message for p in problems] == [
            "De inschrijvingen voor de bestellingsdag van 30-11-2026 zijn gesloten."
        ]
        return
    fits_maximum = others + wanted <= maximum
    fits_stock = wanted <= total - ordered + held
    assert (problems == []) == (fits_maximum and fits_stock)
    if not fits_maximum:
        assert "maximaal" in problems[0].message and problems[0].row_id is None
    elif not fits_stock:
        assert problems[0].row_id == 7


def test_rows_of_other_days_are_ignored_and_the_maximum_can_be_skipped() -> None:
    day = a_day(open_=True, total=1, ordered=1, maximum=1)
    assert order_problems(day, {99: 5}, NOW) == []
    assert order_problems(day, {7: 3}, NOW, check_stock=False) == []
    (problem,) = order_problems(day, {7: 1}, NOW)
    assert problem.message == "Erwtensoep is uitverkocht voor 30-11-2026."


def test_manual_switches_move_the_moments_to_now() -> None:
    day = a_day(open_=False, total=1, ordered=0, maximum=1)
    day.bestelling_openings_timestamp = NOW + timedelta(minutes=30)
    day.switch_registration(True, NOW)
    assert day.inschrijving_geopend and day.bestelling_openings_timestamp == NOW
    day.switch_visibility(False, NOW)
    assert not day.is_visible(NOW)
