"""'Mijn account': a staff member changes their own details and password (the current one is asked)."""

from __future__ import annotations

from typing import Any

from aiohttp.test_utils import TestClient

from soepkern.domain.login import token_hash
from tests.api.staff import PASSWORD, add_user, container, login, queued_mails

Api = TestClient[Any, Any]
NEW_PASSWORD = "Nog-een-veel-sterker-wachtwoord-2"


async def test_own_password_changes_only_with_the_right_current_one(api: Api) -> None:
    me = await add_user(api, "coordinator@example.nl", rol="soep_coordinator", name="Fatima")
    session = await login(api, "coordinator@example.nl")
    headers = {"X-CSRF-Token": session["token"]}
    details = {"name": "Fatima", "email": "coordinator@example.nl", "rol": "soep_coordinator", "telefoonnummer": "06 1"}

    wrong = {**details, "huidig_wachtwoord": "fout", "password": NEW_PASSWORD, "password_confirmation": NEW_PASSWORD}
    response = await api.post(f"/api/edit-user-from-settings/{me}", json=wrong, headers=headers)
    assert response.status == 422
    assert (await response.json())["errors"]["huidig_wachtwoord"] == ["Het huidige wachtwoord klopt niet."]
    me_now = await (await api.get("/web/get-logged-in-user")).json()
    assert me_now["user"]["telefoonnummer"] == "", "nothing was saved"

    differ = {**details, "huidig_wachtwoord": PASSWORD, "password": NEW_PASSWORD, "password_confirmation": "anders"}
    response = await api.post(f"/api/edit-user-from-settings/{me}", json=differ, headers=headers)
    assert response.status == 422 and "password_confirmation" in (await response.json())["errors"]

    right = {**details, "huidig_wachtwoord": PASSWORD, "password": NEW_PASSWORD, "password_confirmation": NEW_PASSWORD}
    response = await api.post(f"/api/edit-user-from-settings/{me}", json=right, headers=headers)
    assert response.status == 200, await response.text()
    me_now = await (await api.get("/web/get-logged-in-user")).json()
    assert me_now["user"]["telefoonnummer"] == "06 1", "the session in use stays valid"

    assert (await api.post("/web/login", json={"email": "coordinator@example.nl", "password": PASSWORD})).status == 422
    await login(api, "coordinator@example.nl", NEW_PASSWORD)


async def test_details_without_a_password_leave_the_password_alone(api: Api) -> None:
    me = await add_user(api, "beheer@example.nl", rol="beheerder", name="Bo")
    session = await login(api, "beheer@example.nl")
    body = {"name": "Bo de Boer", "email": "beheer@example.nl", "rol": "beheerder", "password": ""}
    response = await api.post(
        f"/api/edit-user-from-settings/{me}", json=body, headers={"X-CSRF-Token": session["token"]}
    )
    assert response.status == 200
    await login(api, "beheer@example.nl")


async def _alive(api: Api, session: dict[str, Any]) -> bool:
    async with container(api).uow_factory() as uow:
        return await uow.staff_sessions.get_by_token_hash(token_hash(session["token"])) is not None


async def test_a_new_email_needs_the_current_password_tells_the_old_address_and_ends_other_sessions(
    api: Api,
) -> None:
    me = await add_user(api, "sanne@example.nl", rol="soep_coordinator", name="Sanne")
    other = await login(api, "sanne@example.nl")  # another device
    session = await login(api, "sanne@example.nl")
    assert await _alive(api, other)
    headers = {"X-CSRF-Token": session["token"]}
    details = {"name": "Sanne", "email": "sanne.nieuw@example.nl", "telefoonnummer": ""}  # no rol: issue 25, 22

    missing = await api.post(f"/api/edit-user-from-settings/{me}", json=details, headers=headers)
    assert missing.status == 422
    assert (await missing.json())["errors"] == {"huidig_wachtwoord": ["Vul uw huidige wachtwoord in."]}
    wrong = await api.post(
        f"/api/edit-user-from-settings/{me}",
        json={**details, "huidig_wachtwoord": "Fout-wachtwoord-1"},
        headers=headers,
    )
    assert (await wrong.json())["errors"] == {"huidig_wachtwoord": ["Het huidige wachtwoord klopt niet."]}
    right = await api.post(
        f"/api/edit-user-from-settings/{me}", json={**details, "huidig_wachtwoord": PASSWORD}, headers=headers
    )
    assert right.status == 200, await right.text()
    assert (await right.json())["user"]["email"] == "sanne.nieuw@example.nl"
    assert (await right.json())["user"]["rol"] == "soep_coordinator"
    assert not await _alive(api, other) and await _alive(api, session)
    assert (await api.get("/web/get-logged-in-user")).status == 200, "the session in use stays"
    (told,) = [m for m in await queued_mails(api) if m.to == "sanne@example.nl" and "gewijzigd" in m.subject]
    assert told.subject == "Uw account is gewijzigd" and "sanne.nieuw@example.nl" in told.text
    await login(api, "sanne.nieuw@example.nl")


async def test_a_new_password_ends_other_sessions_and_is_judged(api: Api) -> None:
    me = await add_user(api, "sanne@example.nl", rol="beheerder", name="Sanne de Vries")
    other = await login(api, "sanne@example.nl")
    session = await login(api, "sanne@example.nl")
    headers = {"X-CSRF-Token": session["token"]}
    details = {"name": "Sanne de Vries", "email": "sanne@example.nl", "huidig_wachtwoord": PASSWORD}
    # Found by the probe, and more of the same classes: repeats, common words with digits, the account's own words.
    for weak in ("aaaaaaaaaaa", "Welkom01!!", "sanne@example.nl", "Sanne-de-Vries", "Soepketel2026!", "Qwerty123456"):
        body = {**details, "password": weak, "password_confirmation": weak}
        response = await api.post(f"/api/edit-user-from-settings/{me}", json=body, headers=headers)
        assert response.status == 422, weak
        (message, *_) = (await response.json())["errors"]["password"]
        assert message.startswith(("Dit wachtwoord", "Gebruik geen naam")), message
    body = {**details, "password": NEW_PASSWORD, "password_confirmation": NEW_PASSWORD}
    response = await api.post(f"/api/edit-user-from-settings/{me}", json=body, headers=headers)
    assert response.status == 200
    assert not await _alive(api, other) and await _alive(api, session)
    (told,) = [m for m in await queued_mails(api) if m.subject == "Uw account is gewijzigd"]
    assert "uw wachtwoord" in told.text and told.to == "sanne@example.nl"


async def test_guessing_the_current_password_is_limited_like_a_login(api: Api) -> None:
    me = await add_user(api, "sanne@example.nl", rol="beheerder", name="Sanne")
    session = await login(api, "sanne@example.nl")
    headers = {"X-CSRF-Token": session["token"]}
    body = {"name": "Sanne", "email": "ander@example.nl", "huidig_wachtwoord": "Gok-wachtwoord-1"}
    statuses = [
        (await api.post(f"/api/edit-user-from-settings/{me}", json=body, headers=headers)).status for _ in range(6)
    ]
    assert statuses == [422, 422, 422, 422, 450, 450]
    right = {**body, "huidig_wachtwoord": PASSWORD}
    assert (await api.post(f"/api/edit-user-from-settings/{me}", json=right, headers=headers)).status == 450
    assert (await api.post("/web/login", json={"email": "sanne@example.nl", "password": PASSWORD})).status == 450


async def test_the_strength_of_a_new_password_is_told_in_dutch(api: Api) -> None:
    weak = await api.post("/web/password-strength", json={"password": "Welkom01!!"})
    assert (weak.status, await weak.json()) == (
        200,
        {"score": 0, "problems": ["Dit wachtwoord wordt te vaak gebruikt. Kies een ander wachtwoord."]},
    )
    personal = await (
        await api.post("/web/password-strength", json={"password": "Sanne1990!!", "name": "Sanne"})
    ).json()
    assert personal["problems"] == ["Gebruik geen naam of e-mailadres in uw wachtwoord."]
    strong = await (await api.post("/web/password-strength", json={"password": NEW_PASSWORD})).json()
    assert strong == {"score": 4, "problems": []}
