"""The staff login contract: both steps, every message and status code, sessions, CSRF, password reset."""

from __future__ import annotations

import re
from typing import Any

from aiohttp.test_utils import TestClient

from tests.api.staff import PASSWORD, add_user, container, last_code, login, queued_mails, use_fake_clock

Api = TestClient[Any, Any]


async def start(api: Api, email: str, password: str = PASSWORD) -> dict[str, Any]:
    response = await api.post("/web/login", json={"email": email, "password": password})
    assert response.status == 200, await response.text()
    return dict(await response.json())


async def test_two_step_login_then_the_session_knows_the_user(api: Api) -> None:
    user_id = await add_user(api, "sanne@example.nl", rol="superuser", name="Sanne")
    started = await start(api, "Sanne@Example.nl")
    assert started["user"] == user_id and len(started["loginToken"]) >= 32
    (mail,) = await queued_mails(api)
    assert mail.to == "sanne@example.nl" and mail.subject == "Uw inlogcode"
    code = await last_code(api, "sanne@example.nl")
    response = await api.post("/web/validate-2fa-code", json={"code": code, "user": user_id, **_token(started)})
    assert response.status == 200
    token = await response.json()
    assert isinstance(token, str) and token
    me = await (await api.get("/web/get-logged-in-user")).json()
    assert me == {
        "user": {
            "id": user_id,
            "name": "Sanne",
            "email": "sanne@example.nl",
            "rol": "superuser",
            "telefoonnummer": "",
        },
        "token": token,
    }
    settings = await (await api.get("/web/get-settings")).json()
    assert settings["admin"]["rollen"] == ["superuser", "beheerder", "soep_coordinator"]


def _token(started: dict[str, Any]) -> dict[str, Any]:
    return {"loginToken": started["loginToken"]}


async def test_not_logged_in(api: Api) -> None:
    response = await api.get("/web/get-logged-in-user")
    assert response.status == 401
    assert (await response.json())["message"] == "U bent niet ingelogd. Log in om verder te gaan."
    silent = await api.get("/web/get-logged-in-user-without-error")
    assert (silent.status, await silent.json()) == (200, {"user": None, "token": None})


async def test_wrong_password_or_unknown_address_is_a_422_on_email(api: Api) -> None:
    await add_user(api, "sanne@example.nl")
    for email, password in (("sanne@example.nl", "fout-wachtwoord"), ("niemand@example.nl", PASSWORD)):
        response = await api.post("/web/login", json={"email": email, "password": password})
        assert response.status == 422
        assert list((await response.json())["errors"]) == ["email"]
    assert await queued_mails(api) == []


async def test_wrong_code_then_right_code(api: Api) -> None:
    user_id = await add_user(api, "sanne@example.nl")
    started = await start(api, "sanne@example.nl")
    code = await last_code(api, "sanne@example.nl")
    wrong = "000000" if code != "000000" else "111111"
    response = await api.post("/web/validate-2fa-code", json={"code": wrong, "user": user_id, **_token(started)})
    assert response.status == 422
    assert "onjuiste code." in await response.text()
    response = await api.post("/web/validate-2fa-code", json={"code": code, "user": user_id, **_token(started)})
    assert response.status == 200


async def test_a_code_is_single_use_and_expires_after_ten_minutes(api: Api) -> None:
    clock = use_fake_clock(api)
    user_id = await add_user(api, "sanne@example.nl")
    started = await start(api, "sanne@example.nl")
    code = await last_code(api, "sanne@example.nl")
    body = {"code": code, "user": user_id, **_token(started)}
    assert (await api.post("/web/validate-2fa-code", json=body)).status == 200
    again = await api.post("/web/validate-2fa-code", json=body)
    assert again.status == 451
    assert (await again.json())["message"] == "Inlogpoging verlopen. Probeer het opnieuw."

    started = await start(api, "sanne@example.nl")
    code = await last_code(api, "sanne@example.nl")
    clock.advance(minutes=10)
    late = await api.post("/web/validate-2fa-code", json={"code": code, "user": user_id, **_token(started)})
    assert late.status == 451


async def test_the_code_belongs_to_its_attempt_and_user(api: Api) -> None:
    sanne = await add_user(api, "sanne@example.nl")
    kees = await add_user(api, "kees@example.nl")
    first = await start(api, "sanne@example.nl")
    code = await last_code(api, "sanne@example.nl")
    await start(api, "kees@example.nl")
    assert (await api.post("/web/validate-2fa-code", json={"code": code, "user": kees, **_token(first)})).status == 451
    assert (await api.post("/web/validate-2fa-code", json={"code": code, "user": sanne, **_token(first)})).status == 200


async def test_resend_waits_two_minutes_and_sends_a_new_code(api: Api) -> None:
    clock = use_fake_clock(api)
    user_id = await add_user(api, "sanne@example.nl")
    started = await start(api, "sanne@example.nl")
    first_code = await last_code(api, "sanne@example.nl")
    soon = await api.post("/web/resend-2fa-email", json={"user": user_id, **_token(started)})
    assert soon.status == 451
    assert (await soon.json())["message"] == (
        "Laatste email is minder dan 2 minuten geleden verzonden. Controleer uw inbox"
    )
    clock.advance(minutes=2)
    later = await api.post("/web/resend-2fa-email", json={"user": user_id, **_token(started)})
    assert later.status == 200
    assert len(await queued_mails(api)) == 2
    new_code = await last_code(api, "sanne@example.nl")
    if new_code != first_code:
        old = await api.post("/web/validate-2fa-code", json={"code": first_code, "user": user_id, **_token(started)})
        assert old.status == 422
    ok = await api.post("/web/validate-2fa-code", json={"code": new_code, "user": user_id, **_token(started)})
    assert ok.status == 200


async def test_five_failures_in_a_row_lock_until_activated_again(api: Api) -> None:
    await add_user(api, "sanne@example.nl")
    statuses = []
    for _ in range(5):
        statuses.append((await api.post("/web/login", json={"email": "sanne@example.nl", "password": "x" * 12})).status)
    assert statuses == [422, 422, 422, 422, 450]
    locked = await api.post("/web/login", json={"email": "sanne@example.nl", "password": PASSWORD})
    assert locked.status == 450
    assert (await locked.json())["message"] == "Uw account is vergrendeld. Neem contact op met uw systeembeheerder."

    admin = await add_user(api, "baas@example.nl", rol="superuser")
    session = await login(api, "baas@example.nl")
    assert session["user"] == admin
    sanne = await container(api).uow_factory().__aenter__()
    user = await sanne.users.get_by_email("sanne@example.nl")
    await sanne.__aexit__(None, None, None)
    response = await api.post(f"/web/admin/activate_user/{user.id}", headers={"X-CSRF-Token": session["token"]})
    assert response.status == 200
    assert (await response.json())["message"] == "Gebruiker weer actief gemaakt"
    assert (await api.post("/web/login", json={"email": "sanne@example.nl", "password": PASSWORD})).status == 200


async def test_wrong_codes_count_towards_the_lock_and_a_code_dies_after_three_guesses(api: Api) -> None:
    user_id = await add_user(api, "sanne@example.nl")
    started = await start(api, "sanne@example.nl")
    code = await last_code(api, "sanne@example.nl")
    wrong = "000000" if code != "000000" else "111111"
    body = {"code": wrong, "user": user_id, **_token(started)}
    statuses = [(await api.post("/web/validate-2fa-code", json=body)).status for _ in range(3)]
    assert statuses == [422, 422, 422]
    dead = await api.post("/web/validate-2fa-code", json={**body, "code": code})
    assert dead.status == 451, "the attempt's code died after three wrong guesses, also for the right code"
    started = await start(api, "sanne@example.nl")
    code = await last_code(api, "sanne@example.nl")
    wrong = "000000" if code != "000000" else "111111"
    body = {"code": wrong, "user": user_id, **_token(started)}
    statuses = [(await api.post("/web/validate-2fa-code", json=body)).status for _ in range(2)]
    assert statuses == [422, 450], "the fifth wrong code in a row locks"
    right = await api.post("/web/validate-2fa-code", json={**body, "code": code})
    assert right.status == 450


async def test_logout_ends_the_session_on_the_server(api: Api) -> None:
    await add_user(api, "sanne@example.nl")
    session = await login(api, "sanne@example.nl")
    cookies = {c.key: c.value for c in api.session.cookie_jar}
    assert (await api.post("/web/logout")).status == 403  # no CSRF header
    assert (await api.post("/web/logout", headers={"X-CSRF-Token": session["token"]})).status == 200
    assert (await api.get("/web/get-logged-in-user")).status == 401
    # The old cookie, replayed, is worthless now.
    replay = await api.get("/web/get-logged-in-user", cookies=cookies)
    assert replay.status == 401


async def test_idle_and_absolute_session_timeouts(api: Api) -> None:
    clock = use_fake_clock(api)
    await add_user(api, "sanne@example.nl")
    await login(api, "sanne@example.nl")
    for _ in range(12):
        clock.advance(minutes=59)  # active all the time: never idle for 2 hours
        assert (await api.get("/web/get-logged-in-user")).status == 200
    clock.advance(minutes=13)  # 12 x 59 + 13 minutes: just past the absolute 12 hours
    assert (await api.get("/web/get-logged-in-user")).status == 401

    await login(api, "sanne@example.nl")
    clock.advance(hours=2)
    assert (await api.get("/web/get-logged-in-user")).status == 401


async def test_a_new_login_gets_a_new_session_cookie(api: Api) -> None:
    await add_user(api, "sanne@example.nl")
    first = await login(api, "sanne@example.nl")
    second = await login(api, "sanne@example.nl")
    assert first["token"] != second["token"]


async def test_password_reset_does_not_reveal_addresses_and_links_work_once(api: Api) -> None:
    await add_user(api, "sanne@example.nl")
    known = await api.post("/web/resetpassword", json={"email": "sanne@example.nl"})
    unknown = await api.post("/web/resetpassword", json={"email": "niemand@example.nl"})
    assert (known.status, await known.json()) == (unknown.status, await unknown.json())
    (mail,) = await queued_mails(api)
    link = re.search(r"/wachtwoord-resetten/([^/\s]+)/([A-Za-z0-9_-]+)", mail.text)
    assert link and mail.subject == "Wachtwoord opnieuw instellen"
    body = {"email": "sanne@example.nl", "token": link.group(2)}
    weak = await api.post(
        "/web/change-password-with-token", json={**body, "password": "kort", "password_confirmation": "x"}
    )
    assert weak.status == 422
    assert set((await weak.json())["errors"]) == {"password", "password_confirmation"}
    new = {"password": "Nieuw-wachtwoord-2026", "password_confirmation": "Nieuw-wachtwoord-2026"}
    ok = await api.post("/web/change-password-with-token", json={**body, **new})
    assert (ok.status, await ok.json()) == (200, "wachtwoord aangepast")
    reused = await api.post("/web/change-password-with-token", json={**body, **new})
    assert reused.status == 422 and (await reused.json())["message"] == "token is ongeldig"
    assert (await api.post("/web/login", json={"email": "sanne@example.nl", "password": PASSWORD})).status == 422
    assert (await api.post("/web/login", json={"email": "sanne@example.nl", "password": new["password"]})).status == 200


async def test_reset_links_expire_after_an_hour(api: Api) -> None:
    clock = use_fake_clock(api)
    await add_user(api, "sanne@example.nl")
    await api.post("/web/resetpassword", json={"email": "sanne@example.nl"})
    (mail,) = await queued_mails(api)
    token = re.findall(r"/wachtwoord-resetten/[^/\s]+/([A-Za-z0-9_-]+)", mail.text)[0]
    clock.advance(minutes=60)
    new = {"password": "Nieuw-wachtwoord-2026", "password_confirmation": "Nieuw-wachtwoord-2026"}
    late = await api.post("/web/change-password-with-token", json={"email": "sanne@example.nl", "token": token, **new})
    assert (await late.json())["message"] == "token is ongeldig"


async def test_too_many_login_attempts_for_one_account_is_a_429(api: Api) -> None:
    for _ in range(10):
        await api.post("/web/login", json={"email": "niemand@example.nl", "password": "x" * 12})
    response = await api.post("/web/login", json={"email": "niemand@example.nl", "password": "x" * 12})
    assert response.status == 429
    assert int(response.headers["Retry-After"]) > 0
    assert "Te veel pogingen" in (await response.json())["message"]


async def test_the_per_account_limits_ignore_the_case_of_the_address(api: Api) -> None:
    # The account lookup ignores case, so the per-account counts must too (no way around them by 'Niemand@').
    for index in range(10):
        email = "niemand@example.nl" if index % 2 else "Niemand@Example.NL"
        await api.post("/web/login", json={"email": email, "password": "x" * 12})
    response = await api.post("/web/login", json={"email": " NIEMAND@example.nl", "password": "x" * 12})
    assert response.status == 429
    for email in ("sanne@example.nl", "Sanne@example.nl", "SANNE@EXAMPLE.NL"):
        assert (await api.post("/web/resetpassword", json={"email": email})).status == 200
    assert (await api.post("/web/resetpassword", json={"email": "sAnne@example.nl"})).status == 429


async def test_deactivated_user_cannot_log_in_and_loses_sessions(api: Api) -> None:
    admin = await login(api, await _email(api, "baas@example.nl", "superuser"))
    sanne_id = await add_user(api, "sanne@example.nl")
    other = await api.post(f"/web/admin/deactivate_user/{sanne_id}", headers={"X-CSRF-Token": admin["token"]})
    assert (await other.json())["message"] == "Gebruiker gedeactiveerd"
    response = await api.post("/web/login", json={"email": "sanne@example.nl", "password": PASSWORD})
    assert response.status == 422


async def _email(api: Api, email: str, rol: str) -> str:
    await add_user(api, email, rol=rol)
    return email
