"""The managers' donations list: its filters and the export row (issue 25 item 2)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from soepkern.domain.donations import (
    EXPORT_COLUMNS,
    STATUS_INVALID,
    STATUS_LABELS,
    Donation,
    DonationStatus,
    Donor,
    donation_query,
    donor_name,
    export_row,
)
from soepkern.domain.errors import ValidationFailed

NOW = datetime(2026, 11, 27, 9, tzinfo=UTC)


@given(st.sampled_from(list(DonationStatus)), st.text(max_size=300))
def test_a_known_status_and_any_search_make_a_query(status: DonationStatus, search: str) -> None:
    query = donation_query(search, status.value, None, None)
    assert query.status is status
    assert len(query.search) <= 100 and query.search == query.search.strip()
    assert all(word == word.casefold() and word.strip() == word for word in query.words)


@given(st.text(min_size=1).filter(lambda s: s not in {x.value for x in DonationStatus}))
def test_an_unknown_status_is_refused_in_dutch(status: str) -> None:
    with pytest.raises(ValidationFailed) as raised:
        donation_query("", status, None, None)
    assert raised.value.errors == {"status": [STATUS_INVALID]}


def test_no_status_means_every_status() -> None:
    assert donation_query(None, "", None, None).status is None


@given(st.booleans(), st.text(max_size=20), st.text(max_size=20), st.sampled_from(list(DonationStatus)))
def test_the_export_row_fits_the_columns_and_never_names_an_anonymous_donor(
    anoniem: bool, voornaam: str, bedrijf: str, status: DonationStatus
) -> None:
    donation = Donation(
        id=7,
        bedrag=1250,
        created_at=NOW,
        anoniem=anoniem,
        donor=Donor(voornaam=voornaam, bedrijfsnaam=bedrijf),
        status=status,
    )
    row = export_row(donation)
    assert len(row) == len(EXPORT_COLUMNS)
    assert row[3] == STATUS_LABELS[status]
    if anoniem:
        assert donor_name(donation) == "Anoniem"
    else:
        assert donor_name(donation) in (voornaam.strip(), bedrijf)
