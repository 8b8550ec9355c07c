"""Login does not reveal which staff addresses exist (issue 10, point 4): an unknown address costs as much as a
real one with a wrong password (both verify an argon2 hash)."""

from __future__ import annotations

import asyncio
import statistics
import time
from typing import Any

import pytest
from aiohttp.test_utils import TestClient

from soepkern.services import auth as auth_service
from tests.api.staff import add_user, mails_in_the_outbox_now, queued_mails, settle

Api = TestClient[Any, Any]
pytestmark = pytest.mark.real_password_cost  # the answer times rest on argon2's real cost

ROUNDS = 4  # per real account: below the lockout (5 failures) and the per-account rate limit


async def _timed(api: Api, email: str) -> float:
    started = time.perf_counter()
    response = await api.post("/web/login", json={"email": email, "password": "Niet-het-wachtwoord-9"})
    elapsed = time.perf_counter() - started
    assert response.status == 422
    assert (await response.json())["errors"]["email"] == ["Deze combinatie van e-mailadres en wachtwoord is onbekend."]
    return elapsed


async def test_unknown_and_known_addresses_take_about_as_long(api: Api) -> None:
    accounts = [f"medewerker{n}@example.nl" for n in range(3)]
    for email in accounts:
        await add_user(api, email)
    await _timed(api, "opwarmen@example.nl")  # the dummy hash is made once
    known: list[float] = []
    unknown: list[float] = []
    for round_ in range(ROUNDS):
        for n, email in enumerate(accounts):
            known.append(await _timed(api, email))
            unknown.append(await _timed(api, f"niemand{round_}-{n}@example.nl"))
    known_median, unknown_median = statistics.median(known), statistics.median(unknown)
    # Without the dummy hash an unknown address answered ~30x faster; allow generous noise on a shared machine.
    assert unknown_median > 0.5 * known_median, (unknown_median, known_median)
    assert unknown_median < 2.0 * known_median, (unknown_median, known_median)


async def test_a_reset_answers_before_its_work_and_the_same_for_known_and_unknown_addresses(
    api: Api, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The reset's work (token, mail) happens after the answer, and only there does a known address differ from an
    unknown one (issue 23, point 9): both answers come while that work is held back, and they are the same. Shown by
    holding the work, not by timing answers of a few milliseconds (noise on a busy machine)."""
    await add_user(api, "medewerker@example.nl")
    held = asyncio.Event()
    asked: list[str] = []
    real_reset = auth_service.request_password_reset

    async def held_reset(email: str, ports: Any) -> None:
        asked.append(email)
        await held.wait()
        await real_reset(email, ports)

    monkeypatch.setattr(auth_service, "request_password_reset", held_reset)
    answers = []
    for email in ("medewerker@example.nl", "niemand@example.nl"):
        async with asyncio.timeout(10):  # an answer that waited for the held work would never come
            response = await api.post("/web/resetpassword", json={"email": email})
        assert response.status == 200
        answers.append((response.headers["Content-Type"], await response.read()))
    assert answers[0] == answers[1]
    assert asked == ["medewerker@example.nl", "niemand@example.nl"]  # the same work is started for both
    assert await mails_in_the_outbox_now(api) == []  # nothing was done before the answers
    held.set()
    await settle(api)
    mails = [m for m in await queued_mails(api) if m.subject == "Wachtwoord opnieuw instellen"]
    assert [m.to for m in mails] == ["medewerker@example.nl"]  # the known address gets its mail afterwards
