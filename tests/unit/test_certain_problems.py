"""The rule the shop's stock view asks (issue 29: the view is an adapter, the rule stays in the domain): an order is
turned away only for the reasons the per-day rules give, each message once; rows the copy does not know never
count against it."""

from __future__ import annotations

from datetime import datetime, timedelta

from hypothesis import given
from hypothesis import strategies as st

from soepkern.domain.order_days import certain_problems, order_problems
from tests.unit.test_order_days import START, a_day, durations, moments

carts = st.dictionaries(st.integers(min_value=1, max_value=5), st.integers(min_value=1, max_value=8), max_size=5)


@given(opening=moments, open_for=durations, now=moments, switch=st.booleans(), amounts=carts)
def test_certain_problems_are_the_days_rules_for_the_rows_it_knows(
    opening: datetime, open_for: timedelta, now: datetime, switch: bool, amounts: dict[int, int]
) -> None:
    day = a_day(opening, open_for, switch=switch, rows=3)
    day_of_row = {row.id: day for row in day.products if row.id is not None}
    found = certain_problems(day_of_row, amounts, now)
    known = {row_id: amount for row_id, amount in amounts.items() if row_id in day_of_row}
    expected = [p.message for p in order_problems(day, known, now)] if known else []
    assert found == list(dict.fromkeys(expected))
    assert len(found) == len(set(found))


def test_a_sold_out_row_is_turned_away_and_unknown_rows_are_left_to_the_database() -> None:
    day = a_day(START - timedelta(hours=1), timedelta(hours=2), rows=2)
    row = day.row(1)
    assert row is not None
    row.besteld = row.hoeveelheid
    day_of_row = {1: day, 2: day}
    assert certain_problems(day_of_row, {1: 1}, START)
    assert certain_problems(day_of_row, {2: 1, 99: 500}, START) == []
    assert certain_problems({}, {1: 1}, START) == []
