"""Standing customers on pause (decision 0079): the form's rules, and the property that no bulk order ever creates
an order for a paused customer on a day inside the pause (and always does once the pause has ended)."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from soepkern.domain.bulk_orders import plan_bulk_order
from soepkern.domain.customer_pauses import (
    ALREADY_OVER,
    DATE_INVALID,
    END_BEFORE_START,
    REASON_REQUIRED,
    TOO_LONG,
    CustomerPause,
    PauseForm,
    checked_pause,
    pause_on,
    paused_reason,
)
from soepkern.domain.errors import ValidationFailed
from tests.unit.test_bulk_orders import facts, standing

TODAY = date(2026, 11, 23)
DAY = date(2026, 11, 30)  # the order day of `facts`


def pause(customer_id: int, van: date, tot: date, reden: str = "vakantie", pause_id: int = 1) -> CustomerPause:
    return CustomerPause(id=pause_id, customer_id=customer_id, van=van, tot=tot, reden=reden)


def test_a_valid_form_becomes_a_pause_with_a_tidy_reason() -> None:
    made = checked_pause(3, PauseForm("2026-12-01", "2026-12-14", "  lange   vakantie "), TODAY)
    assert made == CustomerPause(None, 3, date(2026, 12, 1), date(2026, 12, 14), "lange vakantie")
    assert paused_reason(made) == "Gepauzeerd (lange vakantie, 01-12-2026 t/m 14-12-2026)."


@pytest.mark.parametrize(
    ("form", "errors"),
    [
        (PauseForm("1-12-2026", "2026-12-14", "vakantie"), {"van": [DATE_INVALID]}),
        (PauseForm("2026-12-01", "", ""), {"tot": [DATE_INVALID], "reden": [REASON_REQUIRED]}),
        (PauseForm("2026-12-14", "2026-12-01", "vakantie"), {"tot": [END_BEFORE_START]}),
        (PauseForm("2026-11-01", "2026-11-22", "vakantie"), {"tot": [ALREADY_OVER]}),
        (PauseForm("2026-11-01", "2028-11-22", "vakantie"), {"tot": [TOO_LONG]}),
    ],
)
def test_the_forms_mistakes_are_named_per_field(form: PauseForm, errors: dict[str, list[str]]) -> None:
    with pytest.raises(ValidationFailed) as refused:
        checked_pause(3, form, TODAY)
    assert refused.value.errors == errors


def test_a_pause_cannot_end_before_it_starts() -> None:
    with pytest.raises(ValueError, match="ends on or after"):
        pause(1, DAY, DAY - timedelta(days=1))


def test_it_ends_by_itself() -> None:
    holiday = pause(1, DAY, DAY + timedelta(days=6))
    assert holiday.covers(DAY) and holiday.covers(DAY + timedelta(days=6))
    assert not holiday.covers(DAY + timedelta(days=7)) and not holiday.covers(DAY - timedelta(days=1))
    assert holiday.ended(DAY + timedelta(days=7)) and not holiday.ended(DAY + timedelta(days=6))
    assert pause_on([holiday], DAY + timedelta(days=7)) is None


offsets = st.integers(-20, 20)


@given(
    st.lists(st.tuples(st.integers(1, 6), offsets, st.integers(0, 15)), max_size=8),
    st.integers(1, 6),
)
def test_no_bulk_order_creates_an_order_for_a_paused_customer_inside_the_pause(
    drawn: list[tuple[int, int, int]], count: int
) -> None:
    """Any pauses, any customers: the order day inside a customer's pause means no order for them, with the reason
    in the dry run; every other customer is planned as without pauses."""
    customers = [standing(n) for n in range(1, count + 1)]
    pauses = [
        pause(customer, DAY + timedelta(days=start), DAY + timedelta(days=start + length), pause_id=i)
        for i, (customer, start, length) in enumerate(drawn, start=1)
    ]
    covering = {
        c.id: p for c in customers if c.id and (p := pause_on([q for q in pauses if q.customer_id == c.id], DAY))
    }
    plan = plan_bulk_order(customers, facts(100, 4, paused=covering))
    paused_ids = {p.customer_id for p in pauses if p.covers(DAY)}
    assert not {o.customer.id for o in plan.orders} & paused_ids
    assert {r.customer.id for r in plan.paused} == paused_ids & {c.id for c in customers}
    assert all(r.reason.startswith("Gepauzeerd (vakantie, ") for r in plan.paused)
    assert {o.customer.id for o in plan.orders} == {c.id for c in customers} - paused_ids


def test_a_pause_that_does_not_cover_the_day_changes_nothing() -> None:
    before = pause(1, DAY - timedelta(days=10), DAY - timedelta(days=1))
    plan = plan_bulk_order([standing(1)], facts(10, 4, paused={1: before}))
    assert [o.customer.id for o in plan.orders] == [1] and plan.paused == []
