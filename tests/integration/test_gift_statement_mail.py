"""The yearly gift statement mail with its PDF (decisions 0082, 0088): queued with the file in the outbox on SQLite
and PostgreSQL, read from a real SMTP server, the PDF read back with pypdf; a retry sends the same file; the file
goes when the mail's body goes; the .eml fallback carries it too; the mail is signed with the foundation's name."""

from __future__ import annotations

import email
import email.policy
from datetime import UTC, datetime, timedelta
from email.message import EmailMessage
from pathlib import Path
from typing import Any, cast

import attrs
import pytest
from sqlalchemy import func, select

from adapters.db import tables as t
from adapters.files.gift_statement_pdf import PdfGiftStatements
from adapters.mail.file_mailer import FileMailer
from adapters.mail.renderer import TemplateMailRenderer
from adapters.mail.smtp_mailer import SmtpMailer
from entrypoints.settings import SmtpSettings
from soepkern.domain.customers import Customer
from soepkern.domain.mail import MAX_ATTACHMENT_BYTES, MailAttachment, MailBodyCutoffs, MailMessage
from soepkern.services.gift_statements import StatementPorts, send_statement, statement_mail, year_of_gifts
from soepkern.services.outbox import deliver_due
from tests.fakes import FakeClock
from tests.fakes.builders import a_contact
from tests.integration.test_cli_gift_statements import donation
from tests.integration.test_gift_statement_pdf import text_of
from tests.smtp_fixtures import free_port, running_smtp_server

MAIL_FROM = "Stichting Soep voor Allen <noreply@soepketel.example>"
FOUNDATION = "Stichting Soep voor Allen"


async def seed(uow_factory: Any) -> None:
    jan = datetime(2026, 1, 15, 10, tzinfo=UTC)
    async with uow_factory(write=True) as uow:
        await uow.donations.add(donation(jan, 2500, email="gijs@example.org", naam="Gijs Gulle"))
        await uow.donations.add(donation(jan + timedelta(days=60), 1250, email="gijs@example.org", naam="Gijs Gulle"))
        await uow.donations.add(donation(jan, 9900, email="", naam="Niemand Anoniem", anoniem=True))
        await uow.settings_values.save({"stichting_rsin": "123456789", "stichting_naam": FOUNDATION})
        await uow.commit()


def ports(uow_factory: Any, clock: FakeClock) -> StatementPorts:
    return StatementPorts(
        uow_factory=uow_factory, clock=clock, mails=TemplateMailRenderer(), documents=PdfGiftStatements()
    )


def pdf_part(message: EmailMessage) -> tuple[str | None, bytes]:
    [part] = [p for p in message.iter_attachments() if p.get_content_type() == "application/pdf"]
    return part.get_filename(), cast(bytes, part.get_content())


async def attachment_rows(uow_factory: Any) -> int:
    async with uow_factory() as uow:
        return int((await uow.connection.execute(select(func.count()).select_from(t.mail_attachments))).scalar_one())


async def stored_attachment(uow_factory: Any) -> bytes:
    async with uow_factory() as uow:
        return bytes((await uow.connection.execute(select(t.mail_attachments.c.data))).scalar_one())


@pytest.mark.db
async def test_the_statement_mail_carries_its_pdf_through_the_outbox_and_smtp(uow_factory: Any) -> None:
    clock = FakeClock()
    await seed(uow_factory)
    gifts = await year_of_gifts(uow_factory, 2026)
    [statement] = gifts.statements
    assert await send_statement(ports(uow_factory, clock), statement, gifts) is True
    assert await send_statement(ports(uow_factory, clock), statement, gifts) is False, "one mail per year"

    port = free_port()
    mailer = SmtpMailer(SmtpSettings(host="127.0.0.1", port=port), MAIL_FROM, timeout=2)
    assert await deliver_due(uow_factory, mailer, clock) == 0  # the server is down: retried later
    with running_smtp_server(port=port) as server:
        clock.advance(minutes=1)
        assert await deliver_due(uow_factory, mailer, clock) == 1
        [received] = await server.wait_for(1)

    assert received["Subject"] == "Overzicht van uw giften 2026"
    text = cast(str, received.get_body(preferencelist=("plain",)).get_content()).replace("\r\n", "\n")  # type: ignore[union-attr]
    assert "In de bijlage" in text and "€ 37,50" in text
    assert text.rstrip().endswith(f"Met vriendelijke groet,\n{FOUNDATION}"), "signed with the setting's name"
    html = cast(str, received.get_body(preferencelist=("html",)).get_content())  # type: ignore[union-attr]
    assert FOUNDATION in html and "De Soepketel" not in html
    filename, data = pdf_part(received)
    assert filename == "Overzicht van uw giften 2026.pdf"
    pdf = text_of(data)
    assert "Overzicht van uw giften 2026" in pdf and "Gijs Gulle" in pdf and FOUNDATION in pdf
    assert "EUR 25,00" in pdf and "EUR 12,50" in pdf and "EUR 37,50" in pdf and "RSIN: 123456789" in pdf
    assert "Anoniem" not in pdf and "99,00" not in pdf
    assert data == await stored_attachment(uow_factory), "the retry sent the stored file"

    assert await attachment_rows(uow_factory) == 1
    async with uow_factory(write=True) as uow:  # the body's retention ends: the file goes with it
        later = clock.now() + timedelta(days=1)
        await uow.outbox.redact_bodies(MailBodyCutoffs(sent_before=later, secrets_made_before=later), frozenset())
        await uow.commit()
    assert await attachment_rows(uow_factory) == 0


@pytest.mark.db
async def test_erasing_the_donor_as_a_customer_takes_the_queued_statement_file_too(uow_factory: Any) -> None:
    clock = FakeClock()
    await seed(uow_factory)
    gifts = await year_of_gifts(uow_factory, 2026)
    assert await send_statement(ports(uow_factory, clock), gifts.statements[0], gifts) is True
    async with uow_factory(write=True) as uow:
        customer_id = await uow.customers.add(
            Customer(id=None, contact=a_contact(voornaam="Gijs", achternaam="Gulle", email="gijs@example.org"))
        )
        await uow.commit()
    assert await attachment_rows(uow_factory) == 1

    async with uow_factory(write=True) as uow:
        await uow.privacy.anonymise_customer(customer_id, "gijs@example.org")
        await uow.commit()

    assert await attachment_rows(uow_factory) == 0
    async with uow_factory() as uow:
        assert await uow.outbox.due(clock.now() + timedelta(days=1), 10) == [], "a blanked mail is never sent"


async def test_the_file_mailer_writes_the_attachment_into_the_eml(tmp_path: Path) -> None:
    pdf = MailAttachment("Overzicht van uw giften 2026.pdf", "application/pdf", b"%PDF-1.4 test")
    message = MailMessage(to="gijs@example.org", subject="Overzicht", text="Zie de bijlage.", attachments=(pdf,))
    await FileMailer(tmp_path, MAIL_FROM).send(message)

    [file] = list(tmp_path.iterdir())  # noqa: ASYNC240 (a test reading what it wrote)
    parsed = cast(EmailMessage, email.message_from_bytes(file.read_bytes(), policy=email.policy.default))
    assert pdf_part(parsed) == ("Overzicht van uw giften 2026.pdf", b"%PDF-1.4 test")
    assert "Zie de bijlage." in cast(str, parsed.get_body(preferencelist=("plain",)).get_content())  # type: ignore[union-attr]


def test_attachments_are_bounded_and_their_names_and_types_checked() -> None:
    big = MailAttachment("groot.pdf", "application/pdf", b"x" * (MAX_ATTACHMENT_BYTES // 2 + 1))
    with pytest.raises(ValueError, match="at most"):
        MailMessage(to="a@example.org", subject="s", text="t", attachments=(big, big))
    for name in ("", "../etc/passwd", "a\r\nBcc: x@example.org"):
        with pytest.raises(ValueError, match="file name"):
            MailAttachment(name, "application/pdf", b"")
    with pytest.raises(ValueError, match="content type"):
        MailAttachment("a.pdf", "pdf", b"")


async def test_the_statement_mail_is_signed_with_the_foundation_and_holds_the_pdf() -> None:
    from soepkern.domain.gift_statements import Foundation, gift_statements
    from soepkern.services.gift_statements import YearOfGifts

    given = [
        attrs.evolve(
            donation(datetime(2026, 3, 1, 10, tzinfo=UTC), 500, email="gijs@example.org", naam="Gijs Gulle"), id=1
        )
    ]
    gifts = YearOfGifts(2026, Foundation(FOUNDATION, "123456789", True), gift_statements(given, 2026), "info@x.nl")
    mail = statement_mail(gifts.statements[0], gifts, TemplateMailRenderer(), PdfGiftStatements())
    assert mail.text.rstrip().endswith(FOUNDATION) and "info@x.nl" in mail.text
    assert [a.content_type for a in mail.attachments] == ["application/pdf"]
