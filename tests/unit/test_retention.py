"""Retention rules: month arithmetic, cut-offs, who is due, and the anonymous addresses."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given
from hypothesis import strategies as st

from soepkern.domain import retention
from soepkern.domain.retention import RetentionPolicy

UTC = dt.UTC
moments = st.datetimes(min_value=dt.datetime(2000, 1, 1), max_value=dt.datetime(2100, 1, 1), timezones=st.just(UTC))


@given(moments, st.integers(min_value=0, max_value=600))
def test_months_before_goes_back_whole_months(moment: dt.datetime, months: int) -> None:
    earlier = retention.months_before(moment, months)
    assert (moment.year * 12 + moment.month) - (earlier.year * 12 + earlier.month) == months
    assert earlier <= moment
    assert earlier.time() == moment.time()
    assert earlier.day == moment.day or earlier.day < moment.day


def test_months_before_clips_to_the_end_of_a_short_month() -> None:
    assert retention.months_before(dt.datetime(2026, 3, 31, 12, tzinfo=UTC), 1) == dt.datetime(
        2026, 2, 28, 12, tzinfo=UTC
    )
    assert retention.months_before(dt.datetime(2024, 2, 29, tzinfo=UTC), 12) == dt.datetime(2023, 2, 28, tzinfo=UTC)


@given(moments, st.integers(1, 10), st.integers(1, 60))
def test_cutoffs_follow_the_policy(now: dt.datetime, years: int, months: int) -> None:
    cut = retention.cutoffs(RetentionPolicy(customer_years=years, contact_months=months), now)
    assert cut.customers_inactive_since == retention.months_before(now, 12 * years)
    assert cut.contact_messages_before == retention.months_before(now, months)
    assert cut.bookkeeping_before == retention.months_before(now, 12 * 7)
    assert cut.customers_inactive_since < now and cut.contact_messages_before < now


@given(st.one_of(st.none(), moments), moments)
def test_a_customer_is_due_only_after_real_activity_before_the_cutoff(
    last: dt.datetime | None, cutoff: dt.datetime
) -> None:
    assert retention.is_customer_due(last, cutoff) == (last is not None and last < cutoff)


@given(st.integers(min_value=1, max_value=10**9))
def test_anonymous_addresses_are_unique_and_recognised(customer_id: int) -> None:
    email = retention.anonymous_email(customer_id)
    assert retention.is_anonymised(email)
    assert email != retention.anonymous_email(customer_id + 1)
    assert not retention.is_anonymised("jan@example.nl")


def test_erase_refusals() -> None:
    assert retention.erase_refusal(already_anonymised=False, has_open_order=False) is None
    assert retention.erase_refusal(already_anonymised=True, has_open_order=False) == retention.ERASE_ALREADY_DONE
    assert retention.erase_refusal(already_anonymised=False, has_open_order=True) == retention.ERASE_OPEN_ORDER


def test_policy_periods_are_positive() -> None:
    assert RetentionPolicy() == RetentionPolicy(2, 12, 7)
    with pytest.raises(ValueError):
        RetentionPolicy(customer_years=0)
