"""No personal data in the logs: a failed mail and an unexpected error are logged without addresses or search terms."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import aiosmtplib
import pytest
from aiohttp import web

from adapters.mail.outbox_worker import _LoggingMailer
from entrypoints.web.errors import error_middleware
from soepkern.domain.mail import MailMessage


class RefusingMailer:
    async def send(self, message: MailMessage) -> None:
        refused = aiosmtplib.SMTPRecipientRefused(550, "mailbox unavailable", message.to)
        raise aiosmtplib.SMTPRecipientsRefused([refused])


async def test_a_refused_recipient_is_not_logged(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING)
    message = MailMessage(to="joke.bakker@example.nl", subject="Uw bestelling", text="Hallo")
    with pytest.raises(aiosmtplib.SMTPRecipientsRefused):
        await _LoggingMailer(RefusingMailer()).send(message)
    assert "Sending a mail failed" in caplog.text
    assert "joke" not in caplog.text


async def test_an_unexpected_error_logs_the_route_not_the_path(
    aiohttp_client: Callable[..., Any], caplog: pytest.LogCaptureFixture
) -> None:
    async def broken(_request: web.Request) -> web.Response:
        raise RuntimeError("boom")

    app = web.Application(middlewares=[error_middleware])
    app.router.add_get("/web/admin/search_customers/{zoekwaarde}", broken)
    client = await aiohttp_client(app)
    caplog.set_level(logging.ERROR)
    response = await client.get("/web/admin/search_customers/joke.bakker@example.nl")
    assert response.status == 500
    assert "/web/admin/search_customers/{zoekwaarde}" in caplog.text
    assert "joke" not in caplog.text


def test_addresses_are_masked_wherever_they_appear() -> None:
    from adapters.mail.outbox_worker import without_addresses

    text = "(550, 'no such user', 'joke.bakker@example.nl'); <piet+soep@example.org>: refused"
    assert without_addresses(text) == "(550, 'no such user', '<adres>'); <<adres>>: refused"
    assert without_addresses("connection refused") == "connection refused"
