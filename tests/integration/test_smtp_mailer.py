"""The mail adapters against a real SMTP server (aiosmtpd), the outbox on SQLite and PostgreSQL, the .eml fallback
and the templates."""

from __future__ import annotations

import asyncio
import email
import email.policy
import re
from collections.abc import AsyncIterator
from datetime import timedelta
from email.message import EmailMessage
from pathlib import Path
from typing import Any, cast

import aiosmtplib
import attrs
import jinja2
import pytest
from sqlalchemy import select

from adapters.db import tables as t
from adapters.mail.file_mailer import FileMailer
from adapters.mail.message import build_email
from adapters.mail.smtp_mailer import SmtpMailer
from adapters.mail.templates import MailTemplates
from entrypoints.settings import SmtpSettings
from soepkern.domain.mail import MailMessage
from soepkern.services.outbox import deliver_due
from tests.fakes import FakeClock
from tests.smtp_fixtures import SmtpTestServer, free_port, running_smtp_server

# The fixture, by name (a redundant alias marks it as used), until tests/conftest.py lists tests.smtp_fixtures.
from tests.smtp_fixtures import smtp_server as smtp_server

MAIL_FROM = "Stichting De Soepketel <noreply@soepketel.example>"
TEMPLATES = MailTemplates()


def a_mail(**changes: Any) -> MailMessage:
    rendered = TEMPLATES.render("login_code", name="Zoë de Vries", code="042917", minutes=10)
    return attrs.evolve(rendered.to("zoe@example.nl", reply_to="info@soepketel.example"), **changes)


def body(message: EmailMessage, kind: str) -> str | None:
    part = message.get_body(preferencelist=(kind,))
    if part is None or part.get_content_subtype() != kind:
        return None
    return cast(str, part.get_content())


def mailer_for(server: SmtpTestServer, **settings: Any) -> SmtpMailer:
    return SmtpMailer(SmtpSettings(host=server.host, port=server.port, **settings), MAIL_FROM)


# SmtpMailer ------------------------------------------------------------------------------------------------------


async def test_sends_text_and_html_with_the_headers(smtp_server: SmtpTestServer) -> None:
    await mailer_for(smtp_server).send(a_mail())

    [received] = await smtp_server.wait_for(1)
    assert received["Subject"] == "Uw inlogcode"
    assert received["To"] == "zoe@example.nl"
    assert received["From"] == MAIL_FROM
    assert received["Reply-To"] == "info@soepketel.example"
    assert received["Date"] is not None
    assert re.fullmatch(r"<[^@>]+@soepketel\.example>", received["Message-ID"])
    assert received.get_content_type() == "multipart/alternative"
    text, html = body(received, "plain"), body(received, "html")
    assert text is not None and "Beste Zoë de Vries," in text and "042917" in text
    assert html is not None and "042917" in html and '<html lang="nl">' in html
    [envelope] = smtp_server.envelopes
    assert envelope.mail_from == "noreply@soepketel.example"
    assert envelope.rcpt_tos == ["zoe@example.nl"]
    assert envelope.login is None


async def test_a_text_only_mail_has_no_html_part_and_no_reply_to(smtp_server: SmtpTestServer) -> None:
    await mailer_for(smtp_server).send(MailMessage(to="a@example.nl", subject="Hallo", text="Alleen tekst."))

    [received] = await smtp_server.wait_for(1)
    assert received.get_content_type() == "text/plain"
    assert received.get_content().strip() == "Alleen tekst."
    assert received["Reply-To"] is None


@pytest.mark.filterwarnings("ignore:Requiring AUTH while not requiring TLS:UserWarning")
async def test_logs_in_when_a_user_is_configured() -> None:
    with running_smtp_server(credentials=("soep", "geheim")) as server:
        await mailer_for(server, user="soep", password="geheim").send(a_mail())
        await server.wait_for(1)
        assert server.envelopes[0].login == "soep"

        with pytest.raises(aiosmtplib.SMTPException):
            await mailer_for(server, user="soep", password="fout").send(a_mail())
        with pytest.raises(aiosmtplib.SMTPException):
            await mailer_for(server).send(a_mail())  # the server requires AUTH
        assert len(server.messages) == 1


@pytest.fixture
async def silent_server() -> AsyncIterator[int]:
    """Accepts connections and never says a word (a hanging SMTP server)."""
    connections: list[asyncio.StreamWriter] = []

    async def accept(_reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        connections.append(writer)

    server = await asyncio.start_server(accept, "127.0.0.1", 0)
    try:
        yield server.sockets[0].getsockname()[1]
    finally:
        for writer in connections:
            writer.close()
        server.close()
        await server.wait_closed()


async def test_a_hanging_server_times_out(silent_server: int) -> None:
    mailer = SmtpMailer(SmtpSettings(host="127.0.0.1", port=silent_server), MAIL_FROM, timeout=0.3)
    loop = asyncio.get_running_loop()
    started = loop.time()
    with pytest.raises(aiosmtplib.SMTPException):
        await mailer.send(a_mail())
    assert loop.time() - started < 3


async def test_a_server_that_is_down_raises() -> None:
    mailer = SmtpMailer(SmtpSettings(host="127.0.0.1", port=free_port()), MAIL_FROM)
    with pytest.raises(aiosmtplib.SMTPException):
        await mailer.send(a_mail())


# The outbox through the real repository (SQLite and PostgreSQL) --------------------------------------------------


async def _outbox_row(uow_factory: Any, item_id: int) -> Any:
    async with uow_factory() as uow:
        o = t.mail_outbox
        return (await uow.connection.execute(select(o).where(o.c.id == item_id))).mappings().one()


@pytest.mark.db
async def test_a_mail_waits_while_smtp_is_down_and_goes_out_when_it_is_back(uow_factory: Any) -> None:
    clock = FakeClock()
    async with uow_factory(write=True) as uow:
        item_id = await uow.outbox.enqueue(a_mail(), clock.now())
        await uow.commit()
    port = free_port()
    mailer = SmtpMailer(SmtpSettings(host="127.0.0.1", port=port), MAIL_FROM, timeout=2)

    assert await deliver_due(uow_factory, mailer, clock) == 0
    row = await _outbox_row(uow_factory, item_id)
    assert row["sent_at"] is None and row["attempts"] == 1
    assert row["next_attempt_at"] == clock.now() + timedelta(minutes=1)
    assert row["last_error"]

    with running_smtp_server(port=port) as server:
        assert await deliver_due(uow_factory, mailer, clock) == 0, "not before the retry time"
        clock.advance(minutes=1)
        assert await deliver_due(uow_factory, mailer, clock) == 1
        [received] = await server.wait_for(1)
        assert received["Subject"] == "Uw inlogcode"
        assert await deliver_due(uow_factory, mailer, clock) == 0, "sent once"

    row = await _outbox_row(uow_factory, item_id)
    assert row["sent_at"] == clock.now() and row["attempts"] == 2


# FileMailer ------------------------------------------------------------------------------------------------------


async def test_the_file_mailer_writes_a_parseable_eml(tmp_path: Path) -> None:
    directory = tmp_path / "var" / "outbox"
    mailer = FileMailer(directory, MAIL_FROM)
    await mailer.send(a_mail())
    await mailer.send(a_mail(subject="Tweede"))

    files = sorted(directory.iterdir())
    assert len(files) == 2
    assert all(re.fullmatch(r"\d{8}T\d{12}Z-[0-9a-f]{32}\.eml", f.name) for f in files)
    parsed = [cast(EmailMessage, email.message_from_bytes(f.read_bytes(), policy=email.policy.default)) for f in files]
    assert sorted(m["Subject"] for m in parsed) == ["Tweede", "Uw inlogcode"]
    first = next(m for m in parsed if m["Subject"] == "Uw inlogcode")
    assert first["Reply-To"] == "info@soepketel.example"
    assert "042917" in (body(first, "plain") or "")
    assert "042917" in (body(first, "html") or "")


def test_header_injection_is_refused() -> None:
    with pytest.raises(ValueError):
        build_email(a_mail(subject="Hallo\r\nBcc: iedereen@example.nl"), MAIL_FROM)


# Templates -------------------------------------------------------------------------------------------------------


def test_the_login_code_mail() -> None:
    mail = TEMPLATES.render("login_code", name="Sanne", code="123456", minutes=10)
    assert mail.subject == "Uw inlogcode"
    for part in (mail.text, mail.html or ""):
        assert "Beste Sanne," in part
        assert "123456" in part
        assert "10 minuten geldig" in part
        assert "Heeft u niet geprobeerd in te loggen? Neem dan contact op met uw beheerder." in part
        assert "Stichting De Soepketel" in part


def test_the_password_reset_mail() -> None:
    link = "https://soep.example/wachtwoord-resetten/a%40b.nl/abc?x=1&y=2"
    mail = TEMPLATES.render("password_reset", name="Sanne", link=link, minutes=60)
    assert mail.subject == "Wachtwoord opnieuw instellen"
    assert link in mail.text
    assert "60 minuten geldig" in mail.text
    assert "Heeft u dit niet aangevraagd? Dan kunt u deze e-mail negeren." in mail.text
    assert mail.html is not None
    assert 'href="https://soep.example/wachtwoord-resetten/a%40b.nl/abc?x=1&amp;y=2"' in mail.html
    assert "Heeft u dit niet aangevraagd? Dan kunt u deze e-mail negeren." in mail.html


def test_the_invitation_mail() -> None:
    mail = TEMPLATES.render("invitation", name="Sanne", link="https://soep.example/uitnodiging/xyz", days=7)
    assert mail.subject == "Uitnodiging voor de beheeromgeving"
    assert "https://soep.example/uitnodiging/xyz" in mail.text
    assert "7 dagen geldig" in mail.text
    assert mail.html is not None and "7 dagen geldig" in mail.html
    assert 'href="https://soep.example/uitnodiging/xyz"' in mail.html


def test_one_day_and_one_minute_are_singular() -> None:
    assert "1 dag geldig" in TEMPLATES.render("invitation", name="S", link="https://x.example/", days=1).text
    assert "1 minuut geldig" in TEMPLATES.render("login_code", name="S", code="1", minutes=1).text


def test_names_are_escaped_in_html_and_left_alone_in_text() -> None:
    mail = TEMPLATES.render("login_code", name="<script>alert(1)</script>", code="123456", minutes=10)
    assert mail.html is not None
    assert "<script>" not in mail.html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in mail.html
    assert "Beste <script>alert(1)</script>," in mail.text


def test_a_missing_variable_is_an_error() -> None:
    with pytest.raises(jinja2.UndefinedError):
        TEMPLATES.render("login_code", name="Sanne", minutes=10)
