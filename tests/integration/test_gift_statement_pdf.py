"""The yearly gift statement PDF read back with pypdf: foundation, donor, every gift, the total."""

from __future__ import annotations

import io
from datetime import UTC, datetime, timedelta

from pypdf import PdfReader

from adapters.files.gift_statement_pdf import render_gift_statement
from soepkern.domain.donations import Donation, DonationStatus, Donor
from soepkern.domain.gift_statements import Foundation, gift_statements

FOUNDATION = Foundation(naam="Stichting De Soepketel", rsin="123456789", anbi=True)


def donation(n: int, at: datetime, bedrag: int, *, gift_id: int | None = None) -> Donation:
    return Donation(
        id=n,
        bedrag=bedrag,
        created_at=at,
        donor=Donor(
            zakelijk=True,
            bedrijfsnaam="Bakkerij Brood & Zo",
            voornaam="Sanne",
            achternaam="de Vries-Özdemir",
            email="sanne@example.org",
            straat="Oudegracht",
            huisnummer="7 bis",
            postcode="3511AB",
            plaats="Utrecht",
        ),
        status=DonationStatus.BETAALD,
        gift_id=gift_id,
    )


def text_of(pdf: bytes) -> str:
    """The text of every page, each run of white space (line breaks too) as one space."""
    return " ".join(" ".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages).split())


def test_the_statement_shows_the_foundation_the_donor_every_gift_and_the_total() -> None:
    start = datetime(2026, 1, 5, 9, tzinfo=UTC)
    given = [donation(1, start, 123_456), donation(2, start + timedelta(days=40), 1500, gift_id=1)]
    [statement] = gift_statements(given, 2026)

    text = text_of(render_gift_statement(statement, FOUNDATION))

    assert "Overzicht van uw giften 2026" in text
    assert "Stichting De Soepketel" in text and "RSIN: 123456789" in text and "ANBI-status: ja" in text
    for part in ("Bakkerij Brood & Zo", "Sanne de Vries-Özdemir", "Oudegracht 7 bis", "3511 AB Utrecht"):
        assert part in text
    assert "05-01-2026" in text and "eenmalig" in text and "EUR 1.234,56" in text
    assert "14-02-2026" in text and "maandelijks" in text and "EUR 15,00" in text
    assert "Totaal" in text and "EUR 1.249,56" in text
    assert "algemeen nut beogende instelling (ANBI)" in text


def test_many_gifts_run_onto_more_pages_and_all_are_there() -> None:
    start = datetime(2026, 1, 1, 9, tzinfo=UTC)
    given = [donation(n, start + timedelta(days=n), 100 + n, gift_id=1) for n in range(1, 80)]
    [statement] = gift_statements(given, 2026)
    pdf = render_gift_statement(statement, Foundation("S", "", anbi=False))

    text = text_of(pdf)
    assert len(PdfReader(io.BytesIO(pdf)).pages) > 1
    assert text.count("maandelijks") == 79
    assert "RSIN: (niet ingevuld)" in text and "ANBI-status: nee" in text
    assert "EUR 110,60" in text  # the total: 79 * 1,00 + (1 + ... + 79) cents
