"""The web app that sends real mail, for API tests (SQLite and PostgreSQL): its SMTP settings name a free loopback
port where, once the test says so, a real SMTP server (aiosmtpd, tests/smtp_fixtures.py) listens.

    async def test_something(mailing: MailingApp) -> None:
        ... await mailing.api.post(...) ...                     # mails queue in the outbox; nothing listens yet
        async with mailing.sending() as smtp:                   # the SMTP server and the outbox sender run
            [message] = await smtp.wait_for(1)

`with running_smtp_server(port=mailing.port)` starts only the server (a test that runs `deliver_due` itself).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from typing import Any

import attrs
from aiohttp.test_utils import TestClient
from sqlalchemy import func, select

from adapters.db import tables as t
from entrypoints.bootstrap import running_outbox
from tests.api.staff import container
from tests.smtp_fixtures import SmtpTestServer, running_smtp_server

Api = TestClient[Any, Any]
AN_HOUR = 3600.0  # the outbox sender's interval here: a mail that arrives came through a wake-up, not a poll


async def unsent(api: Api) -> int:
    o = t.mail_outbox
    async with container(api).uow_factory.engine.connect() as connection:
        return int((await connection.execute(select(func.count()).where(o.c.sent_at.is_(None)))).scalar_one())


async def all_sent(api: Api, what: str) -> None:
    """Fails the test unless every queued mail is marked sent within 5 s."""
    if not await _until_all_sent(api):
        raise AssertionError(f"{what}: a queued mail waits for the next poll")


async def _until_all_sent(api: Api) -> bool:
    for _ in range(250):  # the sender marks a mail sent just after handing it over
        if await unsent(api) == 0:
            return True
        await asyncio.sleep(0.02)
    return False


@attrs.frozen
class MailingApp:
    api: Api
    port: int

    @contextlib.asynccontextmanager
    async def sending(self) -> AsyncIterator[SmtpTestServer]:
        """The SMTP server on the app's port and the app's outbox sender, polling once an hour (`AN_HOUR`), until the
        block ends.

        The sender stops only once every queued mail is marked sent (or 5 s passed), so a test never leaves a mail
        half sent. (Stopping while aiosmtplib still waited for the server's reply once hung the test for the hour:
        `asyncio.wait_for` on Python 3.11 swallows a cancellation that arrives with that reply, CPython gh-86296; the
        worker now honours it, `tests/unit/test_outbox_service.py`.)
        """
        with running_smtp_server(port=self.port) as smtp:
            async with running_outbox(container(self.api), interval=AN_HOUR):
                try:
                    yield smtp
                finally:
                    await _until_all_sent(self.api)
