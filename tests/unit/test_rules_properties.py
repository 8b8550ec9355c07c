"""Properties of the input/format rules: round trips, idempotence and ranges, for any input."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import UTC, date, datetime, time, timedelta, timezone

import pytest
from hypothesis import given
from hypothesis import strategies as st

from soepkern.domain.business_time import (
    BUSINESS_TZ,
    at_noon,
    business_date,
    business_time_of_day,
    combine_business,
    format_moment,
    parse_utc_iso,
    start_of_business_day,
    to_utc_iso,
)
from soepkern.domain.dates import format_date, parse_date_input, two_digit_year_cutoff
from soepkern.domain.money import MAX_CENTS, format_euro, format_euro_dash, parse_euro_input
from soepkern.domain.postcode import FORBIDDEN_LETTERS, format_postcode, normalise_huisnummer, normalise_postcode
from soepkern.domain.times import format_time, parse_time_input

days = st.dates(min_value=date(1, 1, 1), max_value=date(9999, 12, 31))
modern_days = st.dates(min_value=date(1971, 1, 1), max_value=date(2200, 12, 31))
todays = st.dates(min_value=date(2000, 1, 1), max_value=date(2199, 12, 31))
clock_times = st.builds(time, st.integers(0, 23), st.integers(0, 59))
cents = st.integers(0, MAX_CENTS)
offsets = st.integers(-23 * 60 - 59, 23 * 60 + 59).map(lambda minutes: timezone(timedelta(minutes=minutes)))
moments = st.datetimes(
    min_value=datetime(2, 1, 1), max_value=datetime(9998, 12, 31), timezones=st.one_of(st.just(UTC), offsets)
)
letters = st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZ", min_size=2, max_size=2)
postcodes = st.builds(lambda number, pair: f"{number}{pair}", st.integers(1000, 9999), letters)


# Dates


@given(days, todays)
def test_a_displayed_date_reads_back_as_itself(day: date, today: date) -> None:
    assert parse_date_input(format_date(day), today) == day


@given(days, todays)
def test_unpadded_and_slashed_dates_mean_the_same(day: date, today: date) -> None:
    assert parse_date_input(f"{day.day}/{day.month}/{day.year:04d}", today) == day


@given(st.integers(1, 28), st.integers(1, 12), todays)
def test_two_parts_mean_this_year(day: int, month: int, today: date) -> None:
    assert parse_date_input(f"{day}-{month}", today) == date(today.year, month, day)


@given(st.integers(1, 28), st.integers(1, 12), st.integers(0, 99), st.booleans(), todays)
def test_a_two_digit_year_falls_in_the_hundred_years_up_to_the_cutoff(
    day: int, month: int, short_year: int, padded: bool, today: date
) -> None:
    cutoff_year = 2000 + two_digit_year_cutoff(today)
    year_text = f"{short_year:02d}" if padded else str(short_year)
    parsed = parse_date_input(f"{day}-{month}-{year_text}", today)
    assert parsed is not None
    assert cutoff_year - 99 <= parsed.year <= cutoff_year
    assert parsed.year % 100 == short_year
    assert parsed.year <= today.year + 5


@given(st.text(), todays)
def test_any_text_gives_a_date_or_none(text: str, today: date) -> None:
    parsed = parse_date_input(text, today)
    assert parsed is None or isinstance(parsed, date)


# Times


@given(clock_times)
def test_a_displayed_time_reads_back_as_itself(at: time) -> None:
    assert parse_time_input(format_time(at)) == at
    assert parse_time_input(format_time(at).replace(":", "")) == at
    assert parse_time_input(f"{at.hour}:{at.minute:02d}") == at


@given(st.text())
def test_any_text_gives_a_valid_time_or_none(text: str) -> None:
    parsed = parse_time_input(text)
    assert parsed is None or (parsed.second == 0 and parsed.microsecond == 0)


# Money


@given(cents)
def test_displayed_amounts_read_back_as_themselves(amount: int) -> None:
    assert parse_euro_input(format_euro(amount)) == amount
    assert parse_euro_input(format_euro_dash(amount)) == amount
    assert parse_euro_input(f"{amount // 100}.{amount % 100:02d}") == amount


@given(st.integers(1, 10 * MAX_CENTS))
def test_a_negative_amount_shows_a_minus_after_the_sign(amount: int) -> None:
    assert format_euro(-amount) == format_euro(amount).replace("€ ", "€ -")
    assert format_euro_dash(-amount) == format_euro_dash(amount).replace("€ ", "€ -")


@given(st.integers(-10 * MAX_CENTS, 10 * MAX_CENTS))
def test_the_dash_form_only_for_whole_euros(amount: int) -> None:
    assert format_euro_dash(amount).endswith(",-") == (amount % 100 == 0)
    assert re.fullmatch(r"€ -?[1-9]?[0-9]{0,2}(\.[0-9]{3})*,([0-9]{2}|-)", format_euro_dash(amount))


@given(st.text())
def test_any_text_gives_an_amount_in_range_or_none(text: str) -> None:
    parsed = parse_euro_input(text)
    assert parsed is None or 0 <= parsed <= MAX_CENTS


# Postcodes


@given(postcodes, st.lists(st.sampled_from([" ", "\t", "  "]), max_size=3), st.booleans())
def test_postcode_normalisation_is_idempotent(postcode: str, blanks: list[str], lower: bool) -> None:
    typed = postcode[:4] + "".join(blanks) + (postcode[4:].lower() if lower else postcode[4:])
    normalised = normalise_postcode(typed)
    assert (normalised is None) == (postcode[4:] in FORBIDDEN_LETTERS)
    if normalised is not None:
        assert normalised == postcode
        assert normalise_postcode(normalised) == normalised
        assert normalise_postcode(format_postcode(normalised)) == normalised


@given(st.text())
def test_any_normalised_postcode_stays_put(text: str) -> None:
    normalised = normalise_postcode(text)
    assert normalised is None or (
        normalise_postcode(normalised) == normalised and re.fullmatch(r"[1-9][0-9]{3}[A-Z]{2}", normalised)
    )


@given(st.integers(-5, 200_000))
def test_huisnummer_from_text_and_number_agree(number: int) -> None:
    expected = number if 1 <= number <= 99_999 else None
    assert normalise_huisnummer(number) == expected
    assert normalise_huisnummer(str(number)) == expected


# Business time


def _exists(day: date, at: time) -> bool:
    local = datetime.combine(day, at, tzinfo=BUSINESS_TZ)
    return local.astimezone(UTC).astimezone(BUSINESS_TZ).replace(tzinfo=None) == local.replace(tzinfo=None)


@given(modern_days, clock_times)
def test_combine_then_split_gives_the_day_and_time_back(day: date, at: time) -> None:
    moment = combine_business(day, at)
    assert moment.tzinfo is UTC
    if _exists(day, at):
        assert business_date(moment) == day
        assert business_time_of_day(moment) == at
        assert format_moment(moment) == f"{format_date(day)} om {format_time(at)}"
    else:  # the hour skipped in March: read with winter time, so the clock shows one hour later
        shifted = datetime.combine(day, at) + timedelta(hours=1)
        assert format_moment(moment) == f"{format_date(shifted.date())} om {format_time(shifted.time())}"


@given(modern_days)
def test_a_day_is_stored_at_noon(day: date) -> None:
    moment = at_noon(day)
    assert business_date(moment) == day
    assert business_time_of_day(moment) == time(12, 0)


@given(modern_days)
def test_a_business_day_starts_at_local_midnight(day: date) -> None:
    start = start_of_business_day(day)
    assert business_date(start) == day
    assert business_date(start - timedelta(seconds=1)) == day - timedelta(days=1)
    assert start_of_business_day(day + timedelta(days=1)) - start in {
        timedelta(hours=23),
        timedelta(hours=24),
        timedelta(hours=25),
    }


@given(moments)
def test_the_stored_form_has_whole_seconds_and_reads_back(moment: datetime) -> None:
    stored = to_utc_iso(moment)
    assert re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z", stored)
    assert parse_utc_iso(stored) == moment.replace(microsecond=0)
    assert to_utc_iso(parse_utc_iso(moment.isoformat())) == stored


@given(st.text())
def test_reading_a_moment_either_works_or_raises_value_error(text: str) -> None:
    try:
        parsed = parse_utc_iso(text)
    except ValueError:
        return
    assert parsed.utcoffset() == timedelta(0)


@pytest.mark.parametrize("function", [to_utc_iso, business_date, business_time_of_day, format_moment])
def test_naive_moments_are_refused(function: Callable[[datetime], object]) -> None:
    with pytest.raises(ValueError):
        function(datetime(2026, 11, 23, 9, 0))
