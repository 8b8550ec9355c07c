"""Helpers for API tests that need staff accounts: create users, read mails from the outbox, log in."""

from __future__ import annotations

import asyncio
import re
from typing import Any

from aiohttp.test_utils import TestClient

from entrypoints.web.keys import CONTAINER
from soepkern.domain.mail import MailMessage
from soepkern.services.staff_users import CreateActiveUser, create_active_user
from tests.fakes import FakeClock

PASSWORD = "Een-sterk-wachtwoord-1"


def container(api: TestClient[Any, Any]) -> Any:
    return api.server.app[CONTAINER]


def use_fake_clock(api: TestClient[Any, Any]) -> FakeClock:
    clock = FakeClock()
    container(api).clock = clock
    return clock


async def add_user(api: TestClient[Any, Any], email: str, rol: str = "beheerder", name: str = "Test") -> int:
    c = container(api)
    command = CreateActiveUser(email=email, name=name, rol=rol, password=PASSWORD)
    return await create_active_user(command, c.uow_factory, c.password_hasher, c.password_judge)


async def settle(api: TestClient[Any, Any]) -> None:
    """Waits for work the app does after answering (a password reset's mail)."""
    pending = list(container(api).background_tasks)
    if pending:
        await asyncio.gather(*pending)


async def queued_mails(api: TestClient[Any, Any]) -> list[MailMessage]:
    """Every mail still waiting in the outbox (no sender runs in these tests), oldest first."""
    await settle(api)
    return await mails_in_the_outbox_now(api)


async def mails_in_the_outbox_now(api: TestClient[Any, Any]) -> list[MailMessage]:
    """The outbox as it is, without waiting for the work the app does after answering."""
    c = container(api)
    async with c.uow_factory() as uow:
        items = await uow.outbox.due(c.clock.now().replace(year=2100), limit=1000)
    return [item.message for item in items]


async def last_code(api: TestClient[Any, Any], email: str) -> str:
    mails = [m for m in await queued_mails(api) if m.to == email]
    match = re.search(r"\b(\d{6})\b", mails[-1].text)
    assert match, mails[-1].text
    return match.group(1)


async def login(api: TestClient[Any, Any], email: str, password: str = PASSWORD) -> dict[str, Any]:
    """Both login steps; returns {'user': id, 'token': session token}."""
    response = await api.post("/web/login", json={"email": email, "password": password})
    assert response.status == 200, await response.text()
    started = await response.json()
    code = await last_code(api, email)
    response = await api.post(
        "/web/validate-2fa-code", json={"code": code, "user": started["user"], "loginToken": started["loginToken"]}
    )
    assert response.status == 200, await response.text()
    return {"user": started["user"], "token": await response.json()}
