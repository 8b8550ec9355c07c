"""Own order by link (issue 26): when a change is allowed, which changes, and the portions they return."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from soepkern.domain.errors import ValidationFailed
from soepkern.domain.order_changes import (
    LINE_CLOSED,
    LINE_UNKNOWN,
    NOTHING_CHANGED,
    ORDER_CANCELLED,
    RAISE_NOT_ALLOWED,
    ChangeLink,
    Refusal,
    cancelled,
    changed,
    refusal,
)
from soepkern.domain.order_days import OrderDay
from soepkern.domain.orders import Order, OrderLine
from tests.unit.test_order_confirmation import an_order as confirmation_order

START = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)
CLOSING = {1: START + timedelta(hours=2), 2: START + timedelta(hours=5)}
LINK = ChangeLink(token_hash="abc", expires_at=START + timedelta(days=3))


def a_day(day_id: int) -> OrderDay:
    return OrderDay(
        id=day_id,
        bestellingsdag=date(2026, 11, 28 + day_id),
        bestelling_openings_timestamp=START - timedelta(days=1),
        bestelling_sluitings_timestamp=CLOSING[day_id],
        bestelling_zichtbaar_timestamp=START - timedelta(days=2),
        bestelling_onzichtbaar_timestamp=START + timedelta(days=5),
        maximale_producten_per_klant=5,
    )


DAYS = {1: a_day(1), 2: a_day(2)}


def an_order(amounts: list[int]) -> Order:
    """Line n (1-based) on order day 1 for odd n, day 2 for even n; row id 10 + n."""
    return confirmation_order(
        [
            OrderLine(id=n, orderday_id=2 - n % 2, orderday_product_id=10 + n, hoeveelheid=amount)
            for n, amount in enumerate(amounts, start=1)
        ]
    )


def test_the_link_works_only_with_the_setting_a_right_unexpired_token_and_an_open_day() -> None:
    order = an_order([1, 1])

    def why(**kwargs: object) -> Refusal | None:
        args: dict[str, object] = {
            "setting_on": True,
            "link": LINK,
            "presented_hash": "abc",
            "days": DAYS,
            "order": order,
            "now": START,
        }
        args.update(kwargs)
        return refusal(**args)  # type: ignore[arg-type]

    assert why() is None
    assert why(setting_on=False) is Refusal.SETTING_OFF
    assert why(presented_hash="abd") is Refusal.TOKEN_WRONG
    assert why(link=None) is Refusal.TOKEN_WRONG
    assert why(now=LINK.expires_at) is Refusal.TOKEN_EXPIRED
    assert why(now=CLOSING[1]) is None  # day 2 is still open
    assert why(now=CLOSING[2]) is Refusal.CLOSED


def test_lowering_and_cancelling_return_portions_raising_is_refused() -> None:
    order = an_order([3, 2])
    outcome = changed(order, {1: 1, 2: 0}, DAYS, START)
    assert outcome.returned == {11: 2, 12: 2}
    assert [(line.id, line.hoeveelheid) for line in outcome.lines] == [(1, 1)]
    with pytest.raises(ValidationFailed) as failed:
        changed(order, {1: 4, 9: 0}, DAYS, START)
    assert failed.value.errors == {"lines.1.hoeveelheid": [RAISE_NOT_ALLOWED], "lines.9.hoeveelheid": [LINE_UNKNOWN]}
    with pytest.raises(ValidationFailed) as failed:
        changed(order, {1: 3}, DAYS, START)
    assert failed.value.errors == {"lines": [NOTHING_CHANGED]}


def test_a_line_of_a_closed_day_stays_and_cancelling_all_skips_it() -> None:
    order = an_order([3, 2])
    after_first_closing = CLOSING[1]
    with pytest.raises(ValidationFailed) as failed:
        changed(order, {1: 0}, DAYS, after_first_closing)
    assert failed.value.errors == {"lines.1.hoeveelheid": [LINE_CLOSED]}
    outcome = cancelled(order, DAYS, after_first_closing)
    assert outcome.returned == {12: 2} and [line.id for line in outcome.lines] == [1]
    whole = cancelled(order, DAYS, START)
    assert whole.cancels_order and whole.message == ORDER_CANCELLED and whole.returned == {11: 3, 12: 2}


@given(
    amounts=st.lists(st.integers(1, 5), min_size=1, max_size=4),
    wishes=st.lists(st.integers(-1, 6), min_size=1, max_size=4),
    minutes=st.integers(0, 400),
)
def test_a_change_never_raises_and_returns_exactly_what_leaves_the_order(
    amounts: list[int], wishes: list[int], minutes: int
) -> None:
    order = an_order(amounts)
    now = START + timedelta(minutes=minutes)
    wanted = dict(enumerate(wishes, start=1))
    try:
        outcome = changed(order, wanted, DAYS, now)
    except ValidationFailed as failed:
        assert failed.errors
        return
    kept = {line.id: line.hoeveelheid for line in outcome.lines}
    for line in order.lines:
        new = kept.get(line.id, 0)
        assert 0 <= new <= line.hoeveelheid
        if new != line.hoeveelheid:
            assert now < DAYS[line.orderday_id].bestelling_sluitings_timestamp
    assert sum(outcome.returned.values()) == order.producten - sum(kept.values()) > 0
    assert all(back > 0 for back in outcome.returned.values())
