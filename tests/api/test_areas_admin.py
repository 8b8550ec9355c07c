"""The postal-code and blacklist screens' calls."""

from __future__ import annotations

from typing import Any

from aiohttp.test_utils import TestClient

from tests.api.staff import add_user, login

Api = TestClient[Any, Any]


async def coordinator(api: Api) -> dict[str, str]:
    await add_user(api, "coordinator@example.nl", rol="soep_coordinator", name="Fatima")
    session = await login(api, "coordinator@example.nl")
    return {"X-CSRF-Token": session["token"]}


async def test_postal_code_ranges_round_trip(api: Api) -> None:
    headers = await coordinator(api)
    body = {
        "postcode_begin": "3511 ab",
        "postcode_eind": "3599ZZ",
        "huisnummer_begin": 1,
        "huisnummer_eind": 80,
        "omschrijving": "Centrum",
        "status": True,
    }
    created = await (await api.post("/web/admin/create_postal_code_range", json=body, headers=headers)).json()
    assert created["message"] == "Postcode aangemaakt"
    range_id = created["postcode"]["id"]
    assert created["postcode"]["postcode_begin"] == "3511AB" and created["postcode"]["status"] == "actief"
    edit = {**body, "alle_huisnummers": True, "status": "niet-actief"}
    edited = await (await api.post(f"/web/admin/edit_postal_code_range/{range_id}", json=edit, headers=headers)).json()
    assert edited["message"] == "Postcode aangepast"
    assert edited["postcode"]["huisnummer_begin"] is None and edited["postcode"]["status"] == "niet-actief"
    listed = await (await api.get("/web/admin/get_postal_codes")).json()
    assert [r["id"] for r in listed] == [range_id]
    deleted = await api.post(f"/web/admin/destroy_postal_code_range/{range_id}", headers=headers)
    assert (await deleted.json())["message"] == "Postcode verwijderd"
    assert (await api.post(f"/web/admin/refresh_postalcode/{range_id}", headers=headers)).status == 404


async def test_postal_code_range_validation(api: Api) -> None:
    headers = await coordinator(api)
    bad = {"postcode_begin": "3599ZZ", "postcode_eind": "3511AB", "huisnummer_begin": 9, "omschrijving": ""}
    response = await api.post("/web/admin/create_postal_code_range", json=bad, headers=headers)
    assert response.status == 422
    assert set((await response.json())["errors"]) == {"postcode_eind", "huisnummer_eind"}
    wrong = await api.post(
        "/web/admin/create_postal_code_range", json={"postcode_begin": "0123SA", "postcode_eind": "x"}, headers=headers
    )
    assert set((await wrong.json())["errors"]) == {"postcode_begin", "postcode_eind"}


async def test_blacklist_round_trip_records_who_blocked(api: Api) -> None:
    headers = await coordinator(api)
    body = {"postcode": "3581 ws", "huisnummer": "1", "email": "", "omschrijving": "Twee keer niet betaald"}
    created = await (await api.post("/web/admin/create_blacklist", json=body, headers=headers)).json()
    assert created["message"] == "Blokkade aangemaakt"
    item = created["blokkade"]
    assert item["postcode"] == "3581WS" and item["huisnummer"] == 1 and item["user"]["name"] == "Fatima"
    edited = await api.post(
        f"/web/admin/edit_blacklist_item/{item['id']}", json={**body, "email": "X@Example.nl"}, headers=headers
    )
    assert (await edited.json())["blokkade"]["email"] == "x@example.nl"
    listed = await (await api.get("/web/admin/get_blacklist")).json()
    assert listed[0]["user"]["name"] == "Fatima"
    empty = await api.post("/web/admin/create_blacklist", json={"omschrijving": "?"}, headers=headers)
    assert (await empty.json())["errors"] == {"postcode": ["Vul een postcode of een e-mailadres in."]}
    gone = await api.post(f"/web/admin/delete_blacklist_item/{item['id']}", headers=headers)
    assert (await gone.json())["message"] == "Blokkade verwijderd"
