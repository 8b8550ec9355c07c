"""Domain rules of monthly gifts: when the subscription starts, who may give monthly, what a gift's payment is."""

from __future__ import annotations

import calendar
from datetime import UTC, date, datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from soepkern.domain.donations import (
    MONTHLY_NOT_ANONYMOUS,
    PERIODIEK_INVALID,
    DonationForm,
    DonationStatus,
    check_donation,
)
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.monthly_gifts import (
    GiftStatus,
    MonthlyGift,
    first_charge_date,
    gift_for,
    next_charge_date,
    recurring_donation,
)

NOW = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)
DONOR = DonationForm(
    bedrag=1500, voornaam="Gijs", achternaam="Gulle", email="gijs@example.org", periodiek="maandelijks"
)


@given(st.dates(min_value=date(2000, 1, 1), max_value=date(2999, 12, 31)))
def test_the_subscription_starts_on_the_same_day_next_month_or_that_months_last_day(paid_on: date) -> None:
    start = first_charge_date(paid_on)
    months_later = (start.year - paid_on.year) * 12 + start.month - paid_on.month
    assert months_later == 1
    assert start.day == min(paid_on.day, calendar.monthrange(start.year, start.month)[1])
    assert start > paid_on


@pytest.mark.parametrize(
    ("paid_on", "start"),
    [
        (date(2026, 1, 31), date(2026, 2, 28)),
        (date(2028, 1, 31), date(2028, 2, 29)),
        (date(2026, 12, 15), date(2027, 1, 15)),
        (date(2026, 3, 31), date(2026, 4, 30)),
    ],
)
def test_first_charge_date_examples(paid_on: date, start: date) -> None:
    assert first_charge_date(paid_on) == start


def test_monthly_giving_is_never_anonymous() -> None:
    with pytest.raises(ValidationFailed) as failure:
        check_donation(DonationForm(bedrag=1500, anoniem=True, periodiek="maandelijks"), uuid="u", now=NOW)
    assert failure.value.errors == {"periodiek": [MONTHLY_NOT_ANONYMOUS]}


@given(st.text(max_size=12).filter(lambda text: text not in {"", "eenmalig", "maandelijks"}))
def test_only_once_or_monthly(periodiek: str) -> None:
    with pytest.raises(ValidationFailed) as failure:
        check_donation(DonationForm(bedrag=1500, anoniem=True, periodiek=periodiek), uuid="u", now=NOW)
    assert failure.value.errors == {"periodiek": [PERIODIEK_INVALID]}


@pytest.mark.parametrize("periodiek", [None, "", "eenmalig"])
def test_once_is_the_default(periodiek: str | None) -> None:
    form = DonationForm(bedrag=1500, anoniem=True, periodiek=periodiek)
    assert not form.monthly
    assert check_donation(form, uuid="u", now=NOW).anoniem


def test_a_gift_keeps_the_donor_and_its_payments_are_donations_of_that_donor() -> None:
    gift = gift_for(check_donation(DONOR, uuid="d", now=NOW), uuid="g")
    gift.id = 7
    assert (gift.status, gift.donor.naam, gift.donor.email, gift.bedrag) == (
        GiftStatus.NIEUW,
        "Gijs Gulle",
        "gijs@example.org",
        1500,
    )

    later = NOW.replace(month=12)
    donation = recurring_donation(
        gift, payment_id="tr_1", amount_cents=1500, status=DonationStatus.BETAALD, now=later, uuid="r"
    )
    assert (donation.gift_id, donation.recurring, donation.donor.naam, donation.created_at) == (
        7,
        True,
        "Gijs Gulle",
        later,
    )
    assert not donation.sends_confirmation  # thanked once, when the gift started
    assert not donation.anoniem


def test_an_anonymous_donation_cannot_start_a_gift() -> None:
    anonymous = check_donation(DonationForm(bedrag=1500, anoniem=True), uuid="d", now=NOW)
    with pytest.raises(ValueError):
        gift_for(anonymous, uuid="g")


def test_only_active_or_paused_gifts_can_be_charged() -> None:
    assert [s for s in GiftStatus if s.is_running] == [GiftStatus.ACTIEF, GiftStatus.GEPAUZEERD]


def _active(start: date) -> MonthlyGift:
    return MonthlyGift(id=1, bedrag=1500, created_at=NOW, status=GiftStatus.ACTIEF, start_date=start)


@given(
    st.dates(min_value=date(2020, 1, 1), max_value=date(2030, 12, 31)),
    st.dates(min_value=date(2020, 1, 1), max_value=date(2032, 12, 31)),
)
def test_the_next_charge_is_the_first_monthly_date_from_today(start: date, today: date) -> None:
    upcoming = next_charge_date(_active(start), today)
    assert upcoming is not None and upcoming >= today and upcoming >= start
    # it is one of the gift's monthly dates (the start's day, or the month's last day when shorter) ...
    months = (upcoming.year - start.year) * 12 + upcoming.month - start.month
    assert upcoming.day == min(start.day, calendar.monthrange(upcoming.year, upcoming.month)[1])
    # ... and no earlier monthly date lies between today and it
    if months > 0:
        year, month = divmod(start.year * 12 + start.month - 1 + months - 1, 12)
        earlier = date(year, month + 1, min(start.day, calendar.monthrange(year, month + 1)[1]))
        assert earlier < today


@pytest.mark.parametrize("status", [GiftStatus.NIEUW, GiftStatus.GEPAUZEERD, GiftStatus.GESTOPT])
def test_a_gift_that_is_not_active_has_no_next_charge(status: GiftStatus) -> None:
    gift = _active(date(2027, 1, 1))
    gift.status = status
    assert next_charge_date(gift, date(2027, 3, 5)) is None


def test_next_charge_examples() -> None:
    gift = _active(date(2027, 1, 31))
    assert next_charge_date(gift, date(2026, 12, 1)) == date(2027, 1, 31)
    assert next_charge_date(gift, date(2027, 2, 1)) == date(2027, 2, 28)
    assert next_charge_date(gift, date(2027, 3, 1)) == date(2027, 3, 31)
    assert next_charge_date(gift, date(2027, 3, 31)) == date(2027, 3, 31)
