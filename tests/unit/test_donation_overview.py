"""The managers' view of donations and monthly gifts (decision 0083): the totals per month and per year by the
business calendar, the method and amount filters, and the monthly gifts' list and monthly total."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from soepkern.domain.donations import (
    AMOUNT_FILTER_INVALID,
    AMOUNT_RANGE_INVALID,
    METHOD_INVALID,
    Donation,
    DonationStatus,
    Donor,
    donation_query,
    period_totals,
)
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.monthly_gifts import GiftStatus, MonthlyGift, gift_query, monthly_total

START = datetime(2024, 1, 1, tzinfo=UTC)
moments = st.integers(0, 3 * 366 * 24 * 60).map(lambda minutes: START + timedelta(minutes=minutes))
donations = st.lists(
    st.builds(
        lambda bedrag, at, status: Donation(id=None, bedrag=bedrag, created_at=at, status=status),
        st.integers(1, 100_000),
        moments,
        st.sampled_from(DonationStatus),
    ),
    max_size=30,
)


def test_a_donation_just_after_midnight_in_amsterdam_counts_in_the_new_month_and_year() -> None:
    new_year = Donation(id=None, bedrag=500, created_at=datetime(2025, 12, 31, 23, 30, tzinfo=UTC))
    months, years = period_totals([new_year])
    assert [(m.jaar, m.maand) for m in months] == [(2026, 1)]
    assert [(y.jaar, y.maand) for y in years] == [(2026, None)]


@given(donations)
def test_the_months_and_the_years_each_add_up_to_the_whole_selection(found: list[Donation]) -> None:
    months, years = period_totals(found)
    paid = sum(d.bedrag for d in found if d.status is DonationStatus.BETAALD)
    for periods in (months, years):
        assert sum(p.aantal for p in periods) == len(found)
        assert sum(p.bedrag for p in periods) == sum(d.bedrag for d in found)
        assert sum(p.bedrag_betaald for p in periods) == paid
        keys = [(p.jaar, p.maand or 0) for p in periods]
        assert keys == sorted(set(keys), reverse=True)  # newest first, each period once
    for year in years:
        assert year.bedrag == sum(m.bedrag for m in months if m.jaar == year.jaar)


@given(st.integers(0, 20_000), st.integers(0, 20_000), st.integers(1, 20_000))
def test_the_amount_filter_includes_both_ends(low: int, high: int, bedrag: int) -> None:
    if high < low:
        with pytest.raises(ValidationFailed):
            donation_query(None, None, None, None, bedrag_van=str(low), bedrag_tot=str(high))
        return
    query = donation_query(None, None, None, None, bedrag_van=str(low), bedrag_tot=str(high))
    assert query.matches_amount(bedrag) == (low <= bedrag <= high)


@pytest.mark.parametrize(
    ("filters", "field", "message"),
    [
        ({"methode": "contant"}, "methode", METHOD_INVALID),
        ({"bedrag_van": "-1"}, "bedrag_van", AMOUNT_FILTER_INVALID),
        ({"bedrag_tot": "2,50"}, "bedrag_tot", AMOUNT_FILTER_INVALID),
        ({"bedrag_van": "900", "bedrag_tot": "100"}, "bedrag_tot", AMOUNT_RANGE_INVALID),
    ],
)
def test_bad_method_or_amount_filters_are_refused_in_dutch(filters: dict[str, str], field: str, message: str) -> None:
    with pytest.raises(ValidationFailed) as refused:
        donation_query(None, None, None, None, **filters)
    assert refused.value.errors[field] == [message]


gifts = st.lists(
    st.builds(
        lambda bedrag, status: MonthlyGift(id=None, bedrag=bedrag, created_at=START, status=status),
        st.integers(1, 100_000),
        st.sampled_from(GiftStatus),
    ),
    max_size=20,
)


@given(gifts)
def test_only_active_gifts_count_in_the_monthly_total(found: list[MonthlyGift]) -> None:
    assert monthly_total(found) == sum(g.bedrag for g in found if g.status is GiftStatus.ACTIEF)
    paused_or_stopped = [g for g in found if g.status is not GiftStatus.ACTIEF]
    assert monthly_total(paused_or_stopped) == 0


def test_the_gift_list_filters_on_state_and_words() -> None:
    gift = MonthlyGift(
        id=7,
        bedrag=1500,
        created_at=START,
        donor=Donor(voornaam="Gijs", achternaam="Gulle", postcode="3511 AB", plaats="Utrecht"),
    )
    assert gift_query("gijs 3511ab", None).matches(gift)
    assert gift_query("7", "nieuw").matches(gift)
    assert not gift_query("gijs", "actief").matches(gift)
    assert not gift_query("piet", None).matches(gift)
    with pytest.raises(ValidationFailed):
        gift_query(None, "weg")
