"""`soep donations statements` as a user runs it, on SQLite and PostgreSQL: the dry run lists donors and totals and
mails nothing; the real run queues one mail per donor; a second run mails nobody again; PDFs go to --output."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from pypdf import PdfReader

from entrypoints.bootstrap import build_container
from entrypoints.settings import load_settings
from soepkern.domain.donations import Donation, DonationStatus, Donor
from soepkern.domain.mail import MailMessage
from tests.integration import test_cli
from tests.integration.test_gift_statement_pdf import text_of

env = test_cli.env


def invoke(env: dict[str, str], *args: str) -> tuple[int, str]:
    """The exit code and the output with each run of white space as one space (rich wraps long lines)."""
    code, output = test_cli.invoke(env, *args)
    return code, " ".join(output.split())


JAN = datetime(2026, 1, 15, 10, tzinfo=UTC)


@pytest.fixture(autouse=True)
def in_env(env: dict[str, str], monkeypatch: pytest.MonkeyPatch) -> None:
    """The test's own database for the seeding and reading done here (the CLI gets `env` too)."""
    for key, value in env.items():
        monkeypatch.setenv(key, value)


def donation(
    at: datetime,
    bedrag: int,
    *,
    email: str,
    naam: str,
    anoniem: bool = False,
    status: DonationStatus = DonationStatus.BETAALD,
) -> Donation:
    voornaam, achternaam = naam.split(" ", 1)
    return Donation(
        id=None,
        bedrag=bedrag,
        created_at=at,
        anoniem=anoniem,
        donor=Donor(
            voornaam="" if anoniem else voornaam,
            achternaam="" if anoniem else achternaam,
            email="" if anoniem else email,
            straat="Oudegracht",
            huisnummer="7",
            postcode="3511AB",
            plaats="Utrecht",
        ),
        status=status,
    )


async def _seed(rsin: str) -> None:
    async with build_container(load_settings()) as container, container.uow_factory(write=True) as uow:
        for given in (
            donation(JAN, 2500, email="gijs@example.org", naam="Gijs Gulle"),
            donation(JAN + timedelta(days=30), 1000, email="gijs@example.org", naam="Gijs Gulle"),
            donation(JAN, 5000, email="anna@example.org", naam="Anna de Vries"),
            donation(JAN, 9900, email="", naam="Niemand Anoniem", anoniem=True),
            donation(datetime(2026, 12, 31, 23, 30, tzinfo=UTC), 777, email="anna@example.org", naam="Anna de Vries"),
            donation(JAN, 4400, email="piet@example.org", naam="Piet Mislukt", status=DonationStatus.MISLUKT),
        ):
            await uow.donations.add(given)
        if rsin:
            await uow.settings_values.save({"stichting_rsin": rsin})
        await uow.commit()


def seed(env: dict[str, str], rsin: str = "123456789") -> None:
    assert invoke(env, "db", "upgrade")[0] == 0
    asyncio.run(_seed(rsin))


async def _queued() -> list[MailMessage]:
    async with build_container(load_settings()) as container, container.uow_factory() as uow:
        return [item.message for item in await uow.outbox.due(datetime(2100, 1, 1, tzinfo=UTC), 100)]


def queued(env: dict[str, str]) -> list[MailMessage]:
    return asyncio.run(_queued())


def test_the_dry_run_lists_donors_and_totals_and_mails_nothing(env: dict[str, str], tmp_path: Path) -> None:
    seed(env)
    code, output = invoke(env, "donations", "statements", "--year", "2026", "--output", str(tmp_path / "pdf"))

    assert code == 0, output
    assert "Gijs Gulle" in output and "€ 35,00" in output
    assert "Anna de Vries" in output and "€ 50,00" in output  # her gift at 00:30 on 1 January 2027 is next year's
    assert "Anoniem" not in output and "Piet" not in output
    assert "2 donateurs, samen € 85,00." in output and "Proef: er is niets verstuurd." in output
    assert queued(env) == []
    files = sorted((tmp_path / "pdf").iterdir())
    assert len(files) == 2
    texts = [" ".join(" ".join(p.extract_text() for p in PdfReader(f).pages).split()) for f in files]
    assert any("Gijs Gulle" in t and "EUR 35,00" in t and "RSIN: 123456789" in t for t in texts)
    code, output = invoke(env, "donations", "statements", "--year", "2027")
    assert code == 0 and "Anna de Vries" in output and "€ 7,77" in output


def test_the_real_run_mails_each_donor_once_and_a_second_run_mails_nobody(env: dict[str, str]) -> None:
    seed(env)
    code, output = invoke(env, "donations", "statements", "--year", "2026", "--send")
    assert code == 0, output
    assert "2 e-mails in de wachtrij gezet; 0 donateurs kregen het overzicht van 2026 al eerder." in output
    mails = queued(env)
    assert sorted(m.to for m in mails) == ["anna@example.org", "gijs@example.org"]
    gijs = next(m for m in mails if m.to == "gijs@example.org")
    assert gijs.subject == "Overzicht van uw giften 2026"
    assert "In de bijlage" in gijs.text and "€ 35,00" in gijs.text
    [pdf] = gijs.attachments
    assert (pdf.filename, pdf.content_type) == ("Overzicht van uw giften 2026.pdf", "application/pdf")
    text = text_of(pdf.data)
    assert "Gijs Gulle" in text and "EUR 25,00" in text and "EUR 10,00" in text and "EUR 35,00" in text
    assert "RSIN: 123456789" in text and "eenmalig" in text

    code, output = invoke(env, "donations", "statements", "--year", "2026", "--send")
    assert code == 0, output
    assert "0 e-mails in de wachtrij gezet; 2 donateurs kregen het overzicht van 2026 al eerder." in output
    assert len(queued(env)) == 2


def test_sending_without_an_rsin_or_with_a_wrong_year_is_refused_in_dutch(env: dict[str, str]) -> None:
    seed(env, rsin="")
    code, output = invoke(env, "donations", "statements", "--year", "2026", "--send")
    assert code == 1 and "Het RSIN van de stichting is nog niet ingevuld" in output
    assert queued(env) == []
    code, output = invoke(env, "donations", "statements", "--year", "twintig")
    assert code == 1 and "Kies een jaar van 2000 tot en met 2100." in output and "Traceback" not in output
    code, output = invoke(env, "donations", "statements", "--year", "2019")
    assert code == 0 and "Er zijn geen giften op naam in 2019" in output
