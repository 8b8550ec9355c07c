"""The users screen's calls: create with invitation, edit, (de)activate, delete, and their guards."""

from __future__ import annotations

import re
from typing import Any

from aiohttp.test_utils import TestClient

from tests.api.staff import add_user, login, queued_mails, use_fake_clock

Api = TestClient[Any, Any]


async def as_manager(api: Api, rol: str = "superuser") -> dict[str, str]:
    await add_user(api, f"{rol}@example.nl", rol=rol, name="Baas")
    session = await login(api, f"{rol}@example.nl")
    return {"X-CSRF-Token": session["token"]}


NEW = {"name": "Nieuwe Collega", "email": "Collega@Example.nl", "telefoonnummer": "06 1234 5678", "rol": "beheerder"}


async def test_invited_user_sets_a_password_through_the_link_and_logs_in(api: Api) -> None:
    headers = await as_manager(api)
    response = await api.post("/web/admin/create_user", json={**NEW, "uitnodigen": True}, headers=headers)
    assert response.status == 200
    body = await response.json()
    assert body["message"] == "Gebruiker aangemaakt"
    assert body["user"]["email"] == "collega@example.nl" and body["user"]["uitgenodigd"].endswith("Z")
    invitation = [m for m in await queued_mails(api) if m.to == "collega@example.nl"]
    assert invitation[-1].subject == "Uitnodiging voor de beheeromgeving"
    token = re.findall(r"/wachtwoord-resetten/[^/\s]+/([A-Za-z0-9_-]+)", invitation[-1].text)[0]
    password = {"password": "Collega-wachtwoord-1", "password_confirmation": "Collega-wachtwoord-1"}
    changed = await api.post(
        "/web/change-password-with-token", json={"email": "collega@example.nl", "token": token, **password}
    )
    assert await changed.json() == "wachtwoord aangepast"
    assert (
        await api.post("/web/login", json={"email": "collega@example.nl", **{"password": password["password"]}})
    ).status == 200


async def test_invitation_link_expires_after_seven_days_and_resend_makes_a_new_one(api: Api) -> None:
    clock = use_fake_clock(api)
    headers = await as_manager(api)
    created = await (await api.post("/web/admin/create_user", json={**NEW, "uitnodigen": True}, headers=headers)).json()
    first = re.findall(r"/wachtwoord-resetten/[^/\s]+/([A-Za-z0-9_-]+)", (await queued_mails(api))[-1].text)[0]
    clock.advance(days=7)
    password = {"password": "Collega-wachtwoord-1", "password_confirmation": "Collega-wachtwoord-1"}
    late = await api.post("/web/change-password-with-token", json={"email": NEW["email"], "token": first, **password})
    assert (await late.json())["message"] == "token is ongeldig"
    session = await login(api, "superuser@example.nl")  # a week later the manager logs in again
    headers = {"X-CSRF-Token": session["token"]}
    resent = await api.post(f"/web/admin/resend_invitation/{created['user']['id']}", headers=headers)
    assert resent.status == 200
    second = re.findall(r"/wachtwoord-resetten/[^/\s]+/([A-Za-z0-9_-]+)", (await queued_mails(api))[-1].text)[0]
    ok = await api.post("/web/change-password-with-token", json={"email": NEW["email"], "token": second, **password})
    assert ok.status == 200
    # Once the password is set, an invitation is of no use: refused in Dutch, no mail (issue 25 item 18).
    mails = len(await queued_mails(api))
    again = await api.post(f"/web/admin/resend_invitation/{created['user']['id']}", headers=headers)
    assert again.status == 422
    assert (await again.json())["errors"] == {
        "status": ["Deze gebruiker heeft al een wachtwoord ingesteld; een uitnodiging is niet nodig."]
    }
    assert len(await queued_mails(api)) == mails


async def test_list_edit_and_duplicate_email(api: Api) -> None:
    headers = await as_manager(api)
    created = await (await api.post("/web/admin/create_user", json=NEW, headers=headers)).json()
    user_id = created["user"]["id"]
    assert await queued_mails(api) == [] or all(m.to != "collega@example.nl" for m in await queued_mails(api))
    edited = await api.post(f"/web/admin/edit_user/{user_id}", json={**NEW, "rol": "soep_coordinator"}, headers=headers)
    assert (await edited.json())["message"] == "Gebruiker aangepast"
    users = await (await api.get("/web/admin/get_users")).json()
    assert {u["email"]: u["rol"] for u in users}["collega@example.nl"] == "soep_coordinator"
    duplicate = await api.post("/web/admin/create_user", json={**NEW, "email": "superuser@example.nl"}, headers=headers)
    assert duplicate.status == 422
    assert (await duplicate.json())["errors"] == {"email": ["Er bestaat al een gebruiker met dit e-mailadres."]}
    bad = await api.post("/web/admin/create_user", json={"name": "", "email": "x", "rol": "koning"}, headers=headers)
    assert set((await bad.json())["errors"]) == {"name", "email", "rol"}


async def test_delete_only_when_deactivated_and_never_yourself(api: Api) -> None:
    headers = await as_manager(api)
    me = await (await api.get("/web/get-logged-in-user")).json()
    created = await (await api.post("/web/admin/create_user", json=NEW, headers=headers)).json()
    user_id = created["user"]["id"]
    early = await api.post(f"/web/admin/delete_user/{user_id}", headers=headers)
    assert (await early.json())["errors"] == {"status": ["Alleen gedeactiveerde gebruikers kunnen worden verwijderd."]}
    assert (await api.post(f"/web/admin/deactivate_user/{user_id}", headers=headers)).status == 200
    deleted = await api.post(f"/web/admin/delete_user/{user_id}", headers=headers)
    assert (await deleted.json())["message"] == "Gebruiker verwijderd"
    assert (await api.post(f"/web/admin/refresh_user/{user_id}", headers=headers)).status == 404
    myself = await api.post(f"/web/admin/deactivate_user/{me['user']['id']}", headers=headers)
    assert (await myself.json())["errors"] == {"status": ["U kunt uzelf niet deactiveren."]}


async def test_the_last_active_superuser_stays(api: Api) -> None:
    headers = await as_manager(api, rol="beheerder")
    boss = await add_user(api, "enige@example.nl", rol="superuser")
    refused = await api.post(f"/web/admin/deactivate_user/{boss}", headers=headers)
    assert refused.status == 422
    demote = await api.post(
        f"/web/admin/edit_user/{boss}",
        json={"name": "Enige", "email": "enige@example.nl", "rol": "beheerder"},
        headers=headers,
    )
    assert demote.status == 422
    await add_user(api, "tweede@example.nl", rol="superuser")
    assert (await api.post(f"/web/admin/deactivate_user/{boss}", headers=headers)).status == 200


async def test_edit_own_account_from_settings_but_not_someone_elses(api: Api) -> None:
    other = await add_user(api, "ander@example.nl", rol="beheerder")
    me = await add_user(api, "coordinator@example.nl", rol="soep_coordinator", name="Fatima")
    session = await login(api, "coordinator@example.nl")
    headers = {"X-CSRF-Token": session["token"]}
    mine = {"name": "Fatima el Amrani", "email": "coordinator@example.nl", "rol": "superuser", "telefoonnummer": "06"}
    response = await api.post(f"/api/edit-user-from-settings/{me}", json=mine, headers=headers)
    assert response.status == 200
    assert (await response.json())["user"]["rol"] == "soep_coordinator"  # nobody raises their own role
    assert (await api.post(f"/api/edit-user-from-settings/{other}", json=mine, headers=headers)).status == 403


async def test_admin_settings_list_roles_and_switches(api: Api) -> None:
    await as_manager(api, rol="soep_coordinator")
    body = await (await api.get("/web/get-admin-settings")).json()
    assert body["rollen"] == ["superuser", "beheerder", "soep_coordinator"]
    assert {body["website_open"], body["order_pickup_enabled"], body["order_shipping_enabled"]} <= {0, 1}
    assert isinstance(body["onderwerpen"], list) and body["onderwerpen"]
