"""'Mijn account': a staff member changes their own details and password (the current one is asked)."""

from __future__ import annotations

from typing import Any

from aiohttp.test_utils import TestClient

from tests.api.staff import PASSWORD, add_user, login

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
