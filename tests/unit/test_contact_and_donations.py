"""Domain rules of the contact form and donations, with properties where they fit."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from soepkern.domain import contact
from soepkern.domain.contact import ContactForm, bot_problem, recipient_for
from soepkern.domain.donations import (
    MAX_AMOUNT_CENTS,
    MIN_AMOUNT_CENTS,
    PROVIDER_STATUS,
    DonationForm,
    DonationStatus,
    check_donation,
    next_status,
)
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.site_settings import is_same_site_path

NOW = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)
provider_statuses = st.sampled_from(sorted(PROVIDER_STATUS))


@given(st.lists(provider_statuses, max_size=12))
def test_a_final_status_never_changes_and_paid_is_reached_at_most_once(reports: list[str]) -> None:
    status = DonationStatus.OPEN
    became_paid = 0
    for report in reports:
        new = next_status(status, report)
        if status.is_final:
            assert new is status
        if new is DonationStatus.BETAALD and status is not DonationStatus.BETAALD:
            became_paid += 1
        status = new
    assert became_paid <= 1
    if "paid" in reports:
        first_final = next(r for r in reports if PROVIDER_STATUS[r].is_final)
        assert status is PROVIDER_STATUS[first_final]


@given(
    st.text(max_size=30),
    st.text(max_size=30),
    st.text(max_size=40),
    st.booleans(),
    st.text(max_size=20),
    st.integers(MIN_AMOUNT_CENTS, MAX_AMOUNT_CENTS),
)
def test_an_anonymous_donation_keeps_no_personal_field(
    voornaam: str, achternaam: str, email: str, zakelijk: bool, bedrijfsnaam: str, bedrag: int
) -> None:
    form = DonationForm(
        bedrag=bedrag,
        anoniem=True,
        zakelijk=zakelijk,
        bedrijfsnaam=bedrijfsnaam,
        voornaam=voornaam,
        achternaam=achternaam,
        email=email,
        postcode="3511AB",
        huisnummer="1",
        straat="Kerkstraat",
        plaats="Utrecht",
    )
    donation = check_donation(form, uuid="u", now=NOW)
    fields = (
        donation.donor.voornaam,
        donation.donor.achternaam,
        donation.donor.email,
        donation.donor.bedrijfsnaam,
        donation.donor.postcode,
    )
    assert (*fields, donation.donor.huisnummer, donation.donor.straat, donation.donor.plaats) == ("",) * 8
    assert donation.anoniem and not donation.donor.zakelijk and not donation.sends_confirmation
    assert donation.bedrag == bedrag


@given(st.integers(-(10**9), 10**9))
def test_amount_bounds(bedrag: int) -> None:
    form = DonationForm(bedrag=bedrag, anoniem=True)
    if MIN_AMOUNT_CENTS <= bedrag <= MAX_AMOUNT_CENTS:
        assert check_donation(form, uuid="u", now=NOW).bedrag == bedrag
    else:
        with pytest.raises(ValidationFailed) as failure:
            check_donation(form, uuid="u", now=NOW)
        assert list(failure.value.errors) == ["bedrag"]


def test_bots_are_recognised_by_the_honeypot_or_the_fill_time() -> None:
    shown = NOW - contact.MIN_FILL_TIME
    expired = ("formulier_token", contact.FORM_EXPIRED)
    assert bot_problem(ContactForm(website="x"), shown, NOW) == ("formulier", contact.HONEYPOT_FILLED)
    assert bot_problem(ContactForm(), shown + timedelta(microseconds=1), NOW) == ("formulier", contact.TOO_FAST)
    assert bot_problem(ContactForm(), shown, NOW) is None
    assert bot_problem(ContactForm(), None, NOW) == expired  # no genuine moment of showing
    assert bot_problem(ContactForm(), NOW - contact.MAX_FORM_AGE, NOW) is None
    assert bot_problem(ContactForm(), NOW - contact.MAX_FORM_AGE - timedelta(seconds=1), NOW) == expired


def test_a_subject_without_an_address_goes_to_the_fallback() -> None:
    assert recipient_for("Donaties", {"Donaties": "gift@example.nl"}, "info@example.nl") == "gift@example.nl"
    assert recipient_for("Donaties", {"Donaties": " "}, "info@example.nl") == "info@example.nl"
    assert recipient_for("Werkplaatsen", {}, "info@example.nl") == "info@example.nl"


@pytest.mark.parametrize(
    ("value", "ok"),
    [
        ("/", True),
        ("/meedoen", True),
        ("/meedoen/donaties?x=1", True),
        ("//evil.example", False),
        ("/\\evil.example", False),
        ("https://evil.example", False),
        ("javascript:alert(1)", False),
        ("meedoen", False),
        ("/ evil", False),
    ],
)
def test_same_site_paths(value: str, ok: bool) -> None:
    assert is_same_site_path(value) is ok


def test_form_tokens_cannot_be_made_up_or_moved() -> None:
    from entrypoints.web import form_tokens

    token = form_tokens.issue("geheim", NOW)
    assert form_tokens.issued_at("geheim", token) == NOW
    stamp, signature = token.split(".")
    assert form_tokens.issued_at("ander-geheim", token) is None
    assert form_tokens.issued_at("geheim", f"{int(stamp) - 60}.{signature}") is None
    for broken in (None, "", ".", stamp, f"{stamp}.", "x.y", f"٣.{signature}", f"{'9' * 40}.{signature}"):
        assert form_tokens.issued_at("geheim", broken) is None
