"""The lockout per e-mail address (contract, staff login point 6; issue 23, points 2 and 9): counted atomically in the
database whether or not the address is an account, five wrong in a row lock for 15 minutes, a locked address answers
450 alike for known and unknown addresses, the holder is mailed once, a manager unlocks at once, and every login,
failure, lock and unlock is in the Logboek. The parallel tests run on PostgreSQL as well (like the stock races)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from aiohttp.test_utils import TestClient

from entrypoints.web.rate_limit import PUBLIC_WRITE_PER_ADDRESS
from soepkern.domain.lockout import MAX_FAILURES
from tests.api.staff import PASSWORD, add_user, last_code, login, queued_mails, use_fake_clock

Api = TestClient[Any, Any]
WRONG = "Niet-het-juiste-wachtwoord-9"
LOCK_SUBJECT = "Inloggen tijdelijk geblokkeerd"


async def _login_status(api: Api, email: str, password: str = WRONG) -> int:
    return (await api.post("/web/login", json={"email": email, "password": password})).status


def _lock_mails(mails: list[Any], email: str) -> list[Any]:
    return [m for m in mails if m.to == email and m.subject == LOCK_SUBJECT]


@pytest.mark.real_password_cost  # the nine checks overlap for as long as a real argon2 check takes
async def test_parallel_wrong_passwords_judge_at_most_five_and_lock_once(api: Api) -> None:
    await add_user(api, "sanne@example.nl", name="Sanne")
    statuses = await asyncio.gather(*(_login_status(api, "sanne@example.nl") for _ in range(9)))  # per-account limit 10
    assert statuses.count(422) == MAX_FAILURES - 1, statuses  # the fifth failure answers 450: it locked
    assert statuses.count(450) == 9 - (MAX_FAILURES - 1), statuses
    assert await _login_status(api, "sanne@example.nl", PASSWORD) == 450
    (mail,) = _lock_mails(await queued_mails(api), "sanne@example.nl")
    assert "Beste Sanne" in mail.text and "geblokkeerd tot" in mail.text


async def test_parallel_wrong_codes_over_many_attempts_judge_at_most_five_and_lock_once(api: Api) -> None:
    user_id = await add_user(api, "sanne@example.nl")
    attempts = []
    for _ in range(8):  # within the per-account login limit
        response = await api.post("/web/login", json={"email": "sanne@example.nl", "password": PASSWORD})
        assert response.status == 200
        started = await response.json()
        attempts.append((started["loginToken"], await last_code(api, "sanne@example.nl")))

    async def guess(n: int) -> int:
        token, code = attempts[n % len(attempts)]
        wrong = f"{(int(code) + 1 + n // len(attempts)) % 1_000_000:06d}"
        body = {"code": wrong, "user": user_id, "loginToken": token}
        return (await api.post("/web/validate-2fa-code", json=body)).status

    statuses = await asyncio.gather(*(guess(n) for n in range(40)))
    assert statuses.count(422) == MAX_FAILURES - 1, statuses
    assert set(statuses) <= {422, 450, 451}, statuses
    assert statuses.count(450) >= 1
    token, code = attempts[0]
    right = await api.post("/web/validate-2fa-code", json={"code": code, "user": user_id, "loginToken": token})
    assert right.status in (450, 451)
    assert await _login_status(api, "sanne@example.nl", PASSWORD) == 450
    assert len(_lock_mails(await queued_mails(api), "sanne@example.nl")) == 1


async def test_a_locked_unknown_address_answers_like_a_locked_account(api: Api) -> None:
    await add_user(api, "sanne@example.nl")
    answers = {}
    for email in ("sanne@example.nl", "niemand@example.nl"):
        statuses = [await _login_status(api, email) for _ in range(MAX_FAILURES)]
        assert statuses == [422] * (MAX_FAILURES - 1) + [450], (email, statuses)
        locked = await api.post("/web/login", json={"email": email, "password": PASSWORD})
        answers[email] = (locked.status, await locked.json())
    assert answers["sanne@example.nl"] == answers["niemand@example.nl"]
    assert answers["niemand@example.nl"] == (
        450,
        {"message": "Uw account is vergrendeld. Neem contact op met uw systeembeheerder."},
    )
    assert _lock_mails(await queued_mails(api), "niemand@example.nl") == []


async def test_the_lock_ends_after_fifteen_minutes(api: Api) -> None:
    clock = use_fake_clock(api)
    await add_user(api, "sanne@example.nl")
    for _ in range(MAX_FAILURES):
        await _login_status(api, "sanne@example.nl")
    clock.advance(minutes=14, seconds=59)
    assert await _login_status(api, "sanne@example.nl", PASSWORD) == 450
    clock.advance(seconds=1)
    assert await _login_status(api, "sanne@example.nl", PASSWORD) == 200


async def test_a_manager_sees_and_lifts_a_lock_and_the_logboek_shows_every_step(api: Api) -> None:
    sanne = await add_user(api, "sanne@example.nl", name="Sanne")
    boss = await add_user(api, "baas@example.nl", rol="beheerder", name="Baas")
    session = await login(api, "baas@example.nl")
    headers = {"X-CSRF-Token": session["token"]}
    for _ in range(MAX_FAILURES):
        await _login_status(api, "sanne@example.nl")
    locked = await (await api.get("/web/admin/locked-addresses")).json()
    assert [(a["email"], a["keer"]) for a in locked] == [("sanne@example.nl", 1)]
    users = {u["email"]: u for u in await (await api.get("/web/admin/get_users")).json()}
    assert users["sanne@example.nl"]["vergrendeld"] and not users["baas@example.nl"]["vergrendeld"]

    response = await api.post("/web/admin/unlock-address", json={"email": "Sanne@Example.nl"}, headers=headers)
    assert (response.status, await response.json()) == (200, {"message": "E-mailadres ontgrendeld"})
    assert await (await api.get("/web/admin/locked-addresses")).json() == []
    again = await api.post("/web/admin/unlock-address", json={"email": "sanne@example.nl"}, headers=headers)
    assert again.status == 404
    assert (await again.json())["message"] == "Het e-mailadres sanne@example.nl is niet vergrendeld."
    await login(api, "sanne@example.nl")

    await login(api, "baas@example.nl")
    log = await (await api.get("/web/admin/audit-log?type=login&per_page=100")).json()
    events = [(e["action"], e["entity_id"], e["user_id"]) for e in reversed(log["data"])]
    assert events == [
        ("login", boss, boss),
        *[("failed", sanne, sanne)] * MAX_FAILURES,
        ("locked", sanne, sanne),
        ("unlocked", sanne, boss),
        ("login", sanne, sanne),
        ("login", boss, boss),
    ]
    failed = next(e for e in log["data"] if e["action"] == "failed")
    assert failed["after"] == {"email": "sa…@example.nl", "adres": "127.0.0.0/24"}


async def test_a_coordinator_cannot_unlock(api: Api) -> None:
    await add_user(api, "coordinator@example.nl", rol="soep_coordinator")
    session = await login(api, "coordinator@example.nl")
    headers = {"X-CSRF-Token": session["token"]}
    assert (await api.get("/web/admin/locked-addresses")).status == 403
    response = await api.post("/web/admin/unlock-address", json={"email": "x@example.nl"}, headers=headers)
    assert response.status == 403


async def test_staff_log_in_when_the_shared_address_spent_its_public_budget(api: Api) -> None:
    await add_user(api, "sanne@example.nl")
    for _ in range(PUBLIC_WRITE_PER_ADDRESS.max_hits):
        await api.post("/web/some-future-form", json={})
    assert (await api.post("/web/some-future-form", json={})).status == 429
    session = await login(api, "sanne@example.nl")  # login, code: outside the public budget
    headers = {"X-CSRF-Token": session["token"]}
    assert (await api.post("/web/save-contactform-subjects", json={}, headers=headers)).status != 429
    assert (await api.post("/web/resend-2fa-email", json={"user": 1, "loginToken": "x"})).status == 451
