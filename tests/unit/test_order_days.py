"""Order day rules: the open/visible state from the timestamps, the shopper's five states, row invariants."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from soepkern.domain.order_days import OrderDay, OrderDayProduct, ShopperState

START = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)
moments = st.integers(min_value=-10_000, max_value=10_000).map(lambda m: START + timedelta(minutes=m))
durations = st.integers(min_value=1, max_value=5_000).map(lambda m: timedelta(minutes=m))


def a_day(opening: datetime, open_for: timedelta, *, switch: bool = True, rows: int = 1) -> OrderDay:
    return OrderDay(
        id=1,
        bestellingsdag=date(2026, 11, 30),
        bestelling_openings_timestamp=opening,
        bestelling_sluitings_timestamp=opening + open_for,
        bestelling_zichtbaar_timestamp=opening - timedelta(days=1),
        bestelling_onzichtbaar_timestamp=opening + open_for + timedelta(days=1),
        inschrijving_geopend=switch,
        products=[OrderDayProduct(id=n, product_id=n, hoeveelheid=5) for n in range(1, rows + 1)],
    )


@given(opening=moments, open_for=durations, now=moments, switch=st.booleans())
def test_open_exactly_inside_the_window_when_switched_on(
    opening: datetime, open_for: timedelta, now: datetime, switch: bool
) -> None:
    day = a_day(opening, open_for, switch=switch)
    assert day.is_open(now) == (switch and opening <= now < opening + open_for)


@given(opening=moments, open_for=durations, now=moments, switch=st.booleans(), ordered=st.integers(0, 5))
def test_a_shopper_sees_exactly_one_state_and_it_matches_the_spec(
    opening: datetime, open_for: timedelta, now: datetime, switch: bool, ordered: int
) -> None:
    day = a_day(opening, open_for, switch=switch)
    row = day.products[0]
    row.besteld = ordered
    state = day.shopper_state(row, now)
    if state is ShopperState.ORDERABLE:
        assert day.is_open(now) and row.remaining >= 1
    elif state is ShopperState.SOLD_OUT:
        assert day.is_open(now) and row.remaining == 0
    elif state is ShopperState.NOT_YET_OPEN:
        assert not day.is_open(now) and now < opening
    elif state is ShopperState.ALREADY_CLOSED:
        assert not day.is_open(now) and now >= opening + open_for
    else:
        assert state is ShopperState.CLOSED and not switch and opening <= now < opening + open_for


def test_closing_must_follow_opening() -> None:
    with pytest.raises(ValueError, match="after"):
        a_day(START, timedelta(0))


def test_ordered_can_never_exceed_the_total() -> None:
    with pytest.raises(ValueError):
        OrderDayProduct(id=None, product_id=1, hoeveelheid=2, besteld=3)


def test_a_product_only_once_per_day() -> None:
    day = a_day(START, timedelta(hours=1))
    with pytest.raises(ValueError, match="twice"):
        OrderDay(
            id=None,
            bestellingsdag=day.bestellingsdag,
            bestelling_openings_timestamp=START,
            bestelling_sluitings_timestamp=START + timedelta(hours=1),
            bestelling_zichtbaar_timestamp=START,
            bestelling_onzichtbaar_timestamp=START + timedelta(hours=1),
            products=[OrderDayProduct(None, 7, 1), OrderDayProduct(None, 7, 2)],
        )


@given(today=st.dates(min_value=date(2020, 1, 1), max_value=date(2030, 12, 31)), offset=st.integers(-400, 400))
def test_today_is_neither_upcoming_nor_archived(today: date, offset: int) -> None:
    day = a_day(START, timedelta(hours=1))
    day.bestellingsdag = today + timedelta(days=offset)
    assert day.is_upcoming(today) == (offset > 0)
    assert day.is_archived(today) == (offset < 0)
    assert not (day.is_upcoming(today) and day.is_archived(today))


def test_totals_sum_the_rows() -> None:
    day = a_day(START, timedelta(hours=1), rows=3)
    day.products[0].besteld = 2
    assert (day.totale_producten, day.bestelde_producten) == (15, 2)
