"""Domain rules of the yearly gift statement: which donations it holds (the year in Europe/Amsterdam, paid only,
anonymous never), one statement per donor, the totals."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given
from hypothesis import strategies as st

from soepkern.domain.donations import Donation, DonationStatus, Donor
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.gift_statements import (
    YEAR_INVALID,
    check_year,
    donor_key,
    foundation_from,
    gift_statements,
    on_statement,
    year_bounds,
)

AMSTERDAM = ZoneInfo("Europe/Amsterdam")


def gift(
    n: int,
    at: datetime,
    *,
    email: str = "gijs@example.org",
    bedrag: int = 1500,
    status: DonationStatus = DonationStatus.BETAALD,
    anoniem: bool = False,
    gift_id: int | None = None,
) -> Donation:
    return Donation(
        id=n,
        bedrag=bedrag,
        created_at=at,
        anoniem=anoniem,
        donor=Donor(
            voornaam="" if anoniem else "Gijs",
            achternaam="" if anoniem else "Gulle",
            email="" if anoniem else email,
            straat="Oudegracht",
            huisnummer="7",
            postcode="3511AB",
            plaats="Utrecht",
        ),
        status=status,
        gift_id=gift_id,
        recurring=gift_id is not None and n > 1,
    )


def test_new_years_eve_late_in_utc_is_already_next_year_in_amsterdam() -> None:
    late = gift(1, datetime(2026, 12, 31, 23, 30, tzinfo=UTC))  # 00:30 on 1 January 2027 in Amsterdam
    early = gift(2, datetime(2026, 12, 31, 22, 59, tzinfo=UTC))  # 23:59 on 31 December 2026
    assert (on_statement(late, 2026), on_statement(late, 2027)) == (False, True)
    assert (on_statement(early, 2026), on_statement(early, 2027)) == (True, False)


@given(st.datetimes(min_value=datetime(2001, 1, 1), max_value=datetime(2098, 12, 31), timezones=st.just(UTC)))
def test_a_paid_gift_is_on_exactly_the_statement_of_its_amsterdam_year(moment: datetime) -> None:
    donation = gift(1, moment)
    year = moment.astimezone(AMSTERDAM).year
    assert [y for y in (year - 1, year, year + 1) if on_statement(donation, y)] == [year]
    start, end = year_bounds(year)
    assert start <= moment < end


@given(
    st.lists(
        st.tuples(
            st.integers(min_value=0, max_value=400 * 24 * 60),  # minutes from the start of 2026 (UTC)
            st.integers(min_value=100, max_value=1_000_000),
            st.sampled_from(list(DonationStatus)),
            st.booleans(),  # anonymous
            st.sampled_from(["a@example.org", "b@example.org", "A@Example.org"]),
            st.booleans(),  # monthly
        ),
        max_size=30,
    )
)
def test_statements_hold_every_paid_named_gift_of_the_year_once_and_never_an_anonymous_one(
    rows: list[tuple[int, int, DonationStatus, bool, str, bool]],
) -> None:
    start = datetime(2026, 1, 1, tzinfo=UTC)
    donations = [
        gift(n, start + timedelta(minutes=m), bedrag=b, status=s, anoniem=a, email=e, gift_id=7 if monthly else None)
        for n, (m, b, s, a, e, monthly) in enumerate(rows, start=1)
    ]
    statements = gift_statements(donations, 2026)
    expected = [d for d in donations if on_statement(d, 2026)]
    assert sum(s.total for s in statements) == sum(d.bedrag for d in expected)
    assert sum(len(s.gifts) for s in statements) == len(expected)
    assert len({s.email for s in statements}) == len(statements)  # one per donor, whatever the address's case
    assert all(not d.anoniem and d.status is DonationStatus.BETAALD for d in expected)
    for statement in statements:
        assert statement.gifts  # nobody gets an empty statement
        assert list(statement.gifts) == sorted(statement.gifts, key=lambda g: g.datum)
        assert all(g.datum.year == 2026 for g in statement.gifts)


def test_one_off_and_monthly_gifts_of_one_donor_are_on_one_statement_with_the_total() -> None:
    jan = datetime(2026, 1, 10, 9, tzinfo=UTC)
    donations = [
        gift(1, jan, bedrag=2500),
        gift(2, jan + timedelta(days=31), bedrag=1000, gift_id=3),
        gift(3, jan + timedelta(days=62), bedrag=1000, gift_id=3, email="GIJS@example.org"),
        gift(4, jan, bedrag=5000, anoniem=True),
        gift(5, jan, bedrag=700, status=DonationStatus.MISLUKT),
        gift(6, jan, bedrag=900, email=""),  # an erased donor: no name or address left
    ]
    [statement] = gift_statements(donations, 2026)
    assert statement.total == 4500
    assert [(g.soort_label, g.bedrag) for g in statement.gifts] == [
        ("eenmalig", 2500),
        ("maandelijks", 1000),
        ("maandelijks", 1000),
    ]
    assert statement.address_lines == ("Gijs Gulle", "Oudegracht 7", "3511 AB Utrecht")
    assert statement.file_name == "overzicht-giften-2026-000001.pdf"
    assert statement.key == donor_key(2026, "gijs@example.org") != donor_key(2025, "gijs@example.org")
    assert gift_statements(donations, 2025) == []


@pytest.mark.parametrize("bad", ["", "1999", "2101", "twintig", "2026.5", "-2026"])
def test_a_year_outside_2000_to_2100_is_refused_in_dutch(bad: str) -> None:
    with pytest.raises(ValidationFailed) as failed:
        check_year(bad)
    assert failed.value.errors == {"year": [YEAR_INVALID]}


def test_the_foundation_comes_from_the_settings_with_sensible_defaults() -> None:
    assert foundation_from({}).naam == "Stichting De Soepketel"
    assert foundation_from({}).anbi
    found = foundation_from({"stichting_naam": " Stichting X ", "stichting_rsin": "123456789", "stichting_anbi": "0"})
    assert (found.naam, found.rsin, found.anbi) == ("Stichting X", "123456789", False)
    assert "geen algemeen nut beogende instelling" in found.anbi_text
