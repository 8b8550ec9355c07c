"""The order-day screens' calls: create, edit rows, delete, the open and visible switches."""

from __future__ import annotations

from typing import Any

from aiohttp.test_utils import TestClient

from tests.api.shop_data import add_soup, checkout
from tests.api.staff import add_user, login, use_fake_clock

Api = TestClient[Any, Any]


async def staff(api: Api) -> dict[str, str]:
    await add_user(api, "coordinator@example.nl", rol="soep_coordinator", name="Fatima")
    session = await login(api, "coordinator@example.nl")
    return {"X-CSRF-Token": session["token"]}


def day_body(rows: list[dict[str, Any]], **fields: Any) -> dict[str, Any]:
    # The fake clock says 2026-11-23 09:00 UTC.
    return {
        "bestellingsdag": "2026-11-30",
        "bestelling_openings_timestamp": "2026-11-23T08:00:00Z",
        "bestelling_sluitings_timestamp": "2026-11-28T19:00:00Z",
        "bestelling_zichtbaar_timestamp": "2026-11-22T08:00:00Z",
        "bestelling_onzichtbaar_timestamp": "2026-11-30T22:00:00Z",
        "maximale_producten_per_klant": 2,
        "inschrijving_geopend": True,
        "zichtbaar": True,
        "products": rows,
        **fields,
    }


async def test_create_list_and_order_on_the_new_day(api: Api) -> None:
    use_fake_clock(api)
    headers = await staff(api)
    soup = await add_soup(api)
    created = await api.post(
        "/web/admin/create_orderday", json=day_body([{"naam": {"id": soup}, "hoeveelheid": 20}]), headers=headers
    )
    assert created.status == 200, await created.text()
    day_id = (await created.json())["id"]
    (day,) = await (await api.get("/web/admin/get_orderdays")).json()
    assert day["id"] == day_id and day["user"]["name"] == "Fatima" and day["nu_geopend"] is True
    assert (day["totale_producten"], day["bestelde_producten"], day["bestellingen"]) == (20, 0, 0)
    row = day["products"][0]["id"]
    assert (await api.post("/web/bestellen", json=checkout({row: 2}))).status == 200
    day = await (await api.post(f"/web/admin/refresh_orderday/{day_id}", headers=headers)).json()
    assert (day["bestelde_producten"], day["beschikbare_producten"], day["bestellingen"]) == (2, 18, 1)


async def test_validation_uses_the_spec_fields(api: Api) -> None:
    use_fake_clock(api)
    headers = await staff(api)
    soup = await add_soup(api)
    draft = await add_soup(api, "Conceptsoep")
    await api.post(
        "/web/admin/update_product/" + str(draft),
        json={"naam": "Conceptsoep", "status": "concept", "prijs": 100},
        headers=headers,
    )
    body = day_body(
        [
            {"naam": {"id": soup}, "hoeveelheid": 0},
            {"naam": {"id": draft}, "hoeveelheid": 5},
            {"naam": {"id": soup}, "hoeveelheid": 5},
            {"naam": None},
        ],
        bestellingsdag="2026-11-01",
        bestelling_sluitings_timestamp="2026-11-22T08:00:00Z",
        bestelling_onzichtbaar_timestamp="2026-11-21T08:00:00Z",
        maximale_producten_per_klant=0,
    )
    response = await api.post("/web/admin/create_orderday", json=body, headers=headers)
    assert response.status == 422
    errors = (await response.json())["errors"]
    assert set(errors) == {
        "bestellingsdag",
        "bestelling_sluitings_timestamp",
        "bestelling_onzichtbaar_timestamp",
        "maximale_producten_per_klant",
        "products.0.hoeveelheid",
        "products.1.naam.id",
        "products.2.naam",
        "products.3.naam",
    }
    none = await api.post("/web/admin/create_orderday", json=day_body([]), headers=headers)
    assert (await none.json())["errors"] == {"products": ["Voeg minimaal één soep toe."]}


async def test_edit_rows_guards_what_is_already_ordered(api: Api) -> None:
    use_fake_clock(api)
    headers = await staff(api)
    pea = await add_soup(api, "Erwtensoep")
    tomato = await add_soup(api, "Tomatensoep")
    pumpkin = await add_soup(api, "Pompoensoep")
    rows = [{"naam": {"id": pea}, "hoeveelheid": 10}, {"naam": {"id": tomato}, "hoeveelheid": 10}]
    day_id = (await (await api.post("/web/admin/create_orderday", json=day_body(rows), headers=headers)).json())["id"]
    day = await (await api.post(f"/web/admin/refresh_orderday/{day_id}", headers=headers)).json()
    pea_row, tomato_row = (r["id"] for r in day["products"])
    assert (await api.post("/web/bestellen", json=checkout({pea_row: 2}))).status == 200

    lower = [
        {"id": pea_row, "naam": {"id": pea}, "hoeveelheid": 1},
        {"id": tomato_row, "naam": {"id": tomato}, "hoeveelheid": 10},
    ]
    response = await api.post(f"/web/admin/edit_orderday/{day_id}", json=day_body(lower), headers=headers)
    assert (await response.json())["errors"] == {
        "products.0.hoeveelheid": ["Er zijn al 2 porties besteld; het totaal kan niet lager zijn."]
    }
    drop_ordered = [{"id": tomato_row, "naam": {"id": tomato}, "hoeveelheid": 10}]
    response = await api.post(
        f"/web/admin/edit_orderday/{day_id}",
        json=day_body(drop_ordered, deleted_products=[{"id": pea_row}]),
        headers=headers,
    )
    assert response.status == 422 and "products" in (await response.json())["errors"]

    keep = [
        {"id": pea_row, "naam": {"id": pea}, "hoeveelheid": 12},
        {"naam": {"id": pumpkin}, "hoeveelheid": 4},
    ]
    response = await api.post(
        f"/web/admin/edit_orderday/{day_id}", json=day_body(keep, deleted_products=[tomato_row]), headers=headers
    )
    assert response.status == 200, await response.text()
    day = (await response.json())["orderday"]
    assert [(r["naam"]["naam"], r["hoeveelheid"], r["besteld"]) for r in day["products"]] == [
        ("Erwtensoep", 12, 2),
        ("Pompoensoep", 4, 0),
    ]


async def test_delete_only_without_orders(api: Api) -> None:
    use_fake_clock(api)
    headers = await staff(api)
    soup = await add_soup(api)
    rows = [{"naam": {"id": soup}, "hoeveelheid": 10}]
    empty = (await (await api.post("/web/admin/create_orderday", json=day_body(rows), headers=headers)).json())["id"]
    busy = (
        await (
            await api.post(
                "/web/admin/create_orderday", json=day_body(rows, bestellingsdag="2026-12-01"), headers=headers
            )
        ).json()
    )["id"]
    busy_day = await (await api.post(f"/web/admin/refresh_orderday/{busy}", headers=headers)).json()
    assert (await api.post("/web/bestellen", json=checkout({busy_day["products"][0]["id"]: 1}))).status == 200
    refused = await api.post(f"/web/admin/destroy_orderday/{busy}", headers=headers)
    assert refused.status == 422
    ok = await api.post(f"/web/admin/destroy_orderday/{empty}", headers=headers)
    assert (await ok.json())["message"] == "Bestelling verwijderd"
    assert [d["id"] for d in await (await api.get("/web/admin/get_orderdays")).json()] == [busy]


async def test_switches_with_the_spec_messages_and_their_effect_on_the_shop(api: Api) -> None:
    clock = use_fake_clock(api)
    headers = await staff(api)
    soup = await add_soup(api)
    body = day_body([{"naam": {"id": soup}, "hoeveelheid": 10}], bestelling_openings_timestamp="2026-11-24T08:00:00Z")
    day_id = (await (await api.post("/web/admin/create_orderday", json=body, headers=headers)).json())["id"]
    row = (await (await api.get("/web/get_products")).json())[0]["besteldagen"][0]["products"][0]["id"]
    assert (await api.post("/web/bestellen", json=checkout({row: 1}))).status == 422  # opens tomorrow

    opened = await api.post(f"/web/admin/edit_orderday_open/{day_id}", json={"action": True}, headers=headers)
    assert (await opened.json())["message"] == "Bestelling is geopend"
    assert (await api.post("/web/bestellen", json=checkout({row: 1}))).status == 200
    closed = await api.post(f"/web/admin/edit_orderday_open/{day_id}", json={"action": False}, headers=headers)
    assert (await closed.json())["message"] == "Bestelling is gesloten"
    assert (await api.post("/web/bestellen", json=checkout({row: 1}, email="kees@example.nl"))).status == 422

    hidden = await api.post(f"/web/admin/edit_orderday_visible/{day_id}", json={"action": False}, headers=headers)
    assert (await hidden.json())["message"] == "Bestelling is onzichtbaar gemaakt"
    assert (await (await api.get("/web/get_products")).json())[0]["besteldagen"] == []
    shown = await api.post(f"/web/admin/edit_orderday_visible/{day_id}", json={"action": True}, headers=headers)
    assert (await shown.json())["message"] == "Bestelling is zichtbaar gemaakt"

    clock.advance(days=30)
    await login(api, "coordinator@example.nl")
    assert (await (await api.get("/web/get_products")).json())[0]["besteldagen"] == []  # invisible by its timestamp


async def test_one_order_day_per_date(api: Api) -> None:
    use_fake_clock(api)
    headers = await staff(api)
    soup = await add_soup(api)
    rows = [{"naam": {"id": soup}, "hoeveelheid": 20}]
    first = await api.post("/web/admin/create_orderday", json=day_body(rows), headers=headers)
    assert first.status == 200, await first.text()
    second = await api.post("/web/admin/create_orderday", json=day_body(rows), headers=headers)
    assert second.status == 422
    assert (await second.json())["errors"] == {
        "bestellingsdag": ["Op 30-11-2026 is al een besteldag. Pas die besteldag aan of kies een andere datum."]
    }
    other = await api.post(
        "/web/admin/create_orderday", json=day_body(rows, bestellingsdag="2026-12-07"), headers=headers
    )
    assert other.status == 200
    other_id = (await other.json())["id"]
    moved = await api.post(f"/web/admin/edit_orderday/{other_id}", json=day_body(rows), headers=headers)
    assert moved.status == 422 and "bestellingsdag" in (await moved.json())["errors"]
    kept = await api.post(
        f"/web/admin/edit_orderday/{other_id}", json=day_body(rows, bestellingsdag="2026-12-07"), headers=headers
    )
    assert kept.status == 200, await kept.text()
    assert len(await (await api.get("/web/admin/get_orderdays")).json()) == 2


async def test_the_list_leads_with_the_effective_state(api: Api) -> None:
    use_fake_clock(api)  # 23-11-2026 10:00 in Amsterdam
    headers = await staff(api)
    soup = await add_soup(api)
    rows = [{"naam": {"id": soup}, "hoeveelheid": 20}]
    later = day_body(rows, bestelling_openings_timestamp="2026-11-24T08:00:00Z")
    assert (await api.post("/web/admin/create_orderday", json=later, headers=headers)).status == 200
    (day,) = await (await api.get("/web/admin/get_orderdays")).json()
    assert day["inschrijving_status"] == {"state": "opens_later", "text": "Gesloten — gaat open op 24-11-2026 om 09:00"}
    assert day["zichtbaar_status"] == {"state": "visible", "text": "Zichtbaar tot 30-11-2026 om 23:00"}
    assert day["inschrijving_geopend"] is True  # the switch, shown second


async def test_a_new_order_day_is_proposed_as_last_weeks_day_a_week_later(api: Api) -> None:
    use_fake_clock(api)
    headers = await staff(api)
    empty = await (await api.get("/web/admin/orderday_proposal")).json()
    assert empty["copied_from"] is None and empty["orderday"]["bestellingsdag"] == "2026-11-30"
    soup = await add_soup(api)
    created = await api.post(
        "/web/admin/create_orderday", json=day_body([{"naam": {"id": soup}, "hoeveelheid": 20}]), headers=headers
    )
    day_id = (await created.json())["id"]
    proposal = await (await api.get("/web/admin/orderday_proposal")).json()
    assert proposal["copied_from"] == {"id": day_id, "bestellingsdag": "2026-11-30"}
    form = proposal["orderday"]
    assert form["bestellingsdag"] == "2026-12-07"
    assert form["bestelling_openings_timestamp"] == "2026-11-30T08:00:00Z"
    assert form["products"] == [{"naam": {"id": soup}, "hoeveelheid": 20}]
    assert form["maximale_producten_per_klant"] == 2
    again = await api.post("/web/admin/create_orderday", json=form, headers=headers)
    assert again.status == 200, await again.text()
