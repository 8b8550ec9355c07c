"""The delivery-list calls: overview, delivery day, create/edit/delete, status, ticks, care notes, the workbook."""

from __future__ import annotations

import io
from datetime import date
from typing import Any

import pytest
from openpyxl import load_workbook

from adapters.db.repositories.delivery_lists import SqlDeliveryListRepository
from soepkern.domain.delivery_lists import AddressTaken, DeliveryAddress, DeliveryList
from soepkern.domain.order_days import OrderDay
from tests.api.delivery_data import Api, add_day, add_order, delivery_day, staff
from tests.api.shop_data import add_soup
from tests.api.staff import add_user, container, use_fake_clock


async def _deliverer(api: Api, active: bool = True) -> int:
    user_id = await add_user(api, "rijder@example.nl", rol="soep_coordinator", name="Rijder")
    if not active:
        async with container(api).uow_factory(write=True) as uow:
            user = await uow.users.get(user_id)
            assert user is not None
            user.status = type(user.status)("gedeactiveerd")
            await uow.users.update(user)
            await uow.commit()
    return user_id


async def _ready(api: Api, active: bool = True) -> tuple[dict[str, str], OrderDay, dict[str, int], int]:
    """On the fake clock: a coordinator's headers, the delivery day with its orders (by customer) and a deliverer."""
    use_fake_clock(api)
    headers = await staff(api)
    day, orders = await delivery_day(api)
    return headers, day, orders, await _deliverer(api, active)


def _body(day_id: int, bezorger: int, adressen: list[int], **fields: Any) -> dict[str, Any]:
    return {
        "orderday": day_id,
        "naam": "Route Noord",
        "route_link": "",
        "bezorger": bezorger,
        "status": "te bezorgen",
        "adressen": adressen,
        **fields,
    }


async def test_create_a_list_in_route_order_and_see_it_on_the_day(api: Api) -> None:
    headers, day, orders, rider = await _ready(api)
    route = [orders["Bakker"], orders["de Vries"]]
    response = await api.post("/web/admin/create_deliverylist", json=_body(day.id, rider, route), headers=headers)
    assert response.status == 200, await response.text()
    list_id = (await response.json())["id"]

    answer = await (await api.get(f"/web/admin/bestellijsten_get_besteldag/{day.id}")).json()
    assert answer["orderday"]["bestellingsdag"] == "2026-11-24"
    by_id = {o["id"]: o for o in answer["orders"]}
    assert len(by_id) == 4
    assert (by_id[orders["Bakker"]]["sort_key"], by_id[orders["de Vries"]]["sort_key"]) == (0, 1)
    assert by_id[orders["Jansen"]]["sort_key"] is None
    vries = by_id[orders["de Vries"]]
    assert vries["bron"] == "admin" and len(vries["uuid"]) == 36 and vries["totaal"] == 3 * 550
    line = vries["products"][0]
    assert line["orderday"] == {"id": day.id, "bestellingsdag": "2026-11-24"} and line["hoeveelheid"] == 2
    assert line["orderday_product"]["naam"] == "Erwtensoep" and line["orderday_product"]["hoeveelheid"] == 50
    assert by_id[orders["de Vries"]]["bezorg_notitie"] == "bel aan bij de buren"
    assert by_id[orders["de Vries"]]["map_link"].startswith(
        "https://www.google.com/maps/dir/?api=1&destination=Bolstraat"
    )
    (listed,) = answer["bezorglijsten"]
    assert listed == {
        "id": list_id,
        "orderday": day.id,
        "naam": "Route Noord",
        "route_link": "",
        "status": "te bezorgen",
        "bezorger": {"id": rider, "name": "Rijder"},
        "adressen": 2,
        "bezorgd": 0,
    }
    totals = {t["naam"]: (t["bezorgen"], t["ophalen"], t["totaal"]) for t in answer["totalen"]}
    assert totals == {"Erwtensoep": (3, 4, 7), "Tomatensoep": (4, 0, 4)}

    detail = await (await api.get(f"/web/admin/get_deliverylist/{list_id}")).json()
    assert [a["id"] for a in detail["adressen"]] == route
    assert detail["bezorger_id"] == rider


async def test_address_rules_answer_422_under_adressen(api: Api) -> None:
    headers, day, orders, rider = await _ready(api)
    first = await api.post(
        "/web/admin/create_deliverylist", json=_body(day.id, rider, [orders["Jansen"]]), headers=headers
    )
    assert first.status == 200
    cases = {
        "on another list": [orders["Jansen"], orders["Bakker"]],
        "a pickup": [orders["Smit"]],
        "none": [],
        "twice": [orders["Bakker"], orders["Bakker"]],
        "unknown": [999_999],
    }
    for case, adressen in cases.items():
        response = await api.post(
            "/web/admin/create_deliverylist", json=_body(day.id, rider, adressen, naam="B"), headers=headers
        )
        assert response.status == 422, case
        body = await response.json()
        assert list(body["errors"]) == ["adressen"], (case, body)
    other = await api.post(
        "/web/admin/create_deliverylist",
        json=_body(day.id, rider, [orders["Jansen"]], naam="Zuid"),
        headers=headers,
    )
    assert "Route Noord" in (await other.json())["errors"]["adressen"][0]


async def test_order_of_another_day_is_refused(api: Api) -> None:
    use_fake_clock(api)
    headers = await staff(api)
    _day, orders = await delivery_day(api)
    other_day = await add_day(api, [await add_soup(api, "Linzensoep")], date(2026, 11, 25))
    rider = await _deliverer(api)
    response = await api.post(
        "/web/admin/create_deliverylist", json=_body(other_day.id, rider, [orders["Bakker"]]), headers=headers
    )
    assert response.status == 422
    assert "hoort niet bij deze leverdag" in (await response.json())["errors"]["adressen"][0]


async def test_inactive_or_missing_deliverer_and_other_fields(api: Api) -> None:
    headers, day, orders, rider = await _ready(api, active=False)
    # The screen offers only active users as deliverer.
    offered = (await (await api.get(f"/web/admin/bestellijsten_get_besteldag/{day.id}")).json())["bezorgers"]
    assert rider not in [u["id"] for u in offered] and offered, offered
    body = _body(day.id, rider, [orders["Bakker"]], naam=" ", route_link="javascript:alert(1)", status="weg")
    response = await api.post("/web/admin/create_deliverylist", json=body, headers=headers)
    assert response.status == 422
    errors = (await response.json())["errors"]
    assert set(errors) == {"bezorger", "naam", "route_link", "status"}
    response = await api.post(
        "/web/admin/create_deliverylist", json=_body(day.id, None, [orders["Bakker"]]), headers=headers
    )
    assert list((await response.json())["errors"]) == ["bezorger"]
    response = await api.post(
        "/web/admin/create_deliverylist", json=_body(424242, None, [orders["Bakker"]]), headers=headers
    )
    assert response.status == 422 and "orderday" in (await response.json())["errors"]


async def test_a_new_list_starts_as_te_bezorgen(api: Api) -> None:
    """Spec doc 2 section 4: a delivery list starts as 'te bezorgen'; only ticks and status steps move it on."""
    headers, day, orders, rider = await _ready(api)
    for status in ("onderweg", "bezorgd"):
        body = _body(day.id, rider, [orders["Bakker"]], status=status)
        response = await api.post("/web/admin/create_deliverylist", json=body, headers=headers)
        assert response.status == 422, status
        errors = (await response.json())["errors"]
        assert errors == {"status": ["Een nieuwe bezorglijst begint met de status 'te bezorgen'."]}
    answer = await (await api.get(f"/web/admin/bestellijsten_get_besteldag/{day.id}")).json()
    assert answer["bezorglijsten"] == []


async def test_login_and_csrf_are_required(api: Api) -> None:
    use_fake_clock(api)
    assert (await api.get("/web/admin/get_bestellijsten")).status == 401
    assert (await api.get("/web/admin/download_client_list/1")).status == 401
    assert (await api.post("/web/admin/create_deliverylist", json={})).status in (401, 403)
    await staff(api)
    assert (await api.post("/web/admin/create_deliverylist", json={})).status == 403
    assert (await api.post("/web/admin/deliverylist_tick/1", json={"order": 1})).status == 403


async def test_every_staff_role_may_use_delivery_lists(api: Api) -> None:
    use_fake_clock(api)
    for n, rol in enumerate(["superuser", "beheerder", "soep_coordinator"]):
        await staff(api, f"staff{n}@example.nl", rol)
        assert (await api.get("/web/admin/get_bestellijsten")).status == 200


async def test_edit_status_ticks_and_delete(api: Api) -> None:
    headers, day, orders, rider = await _ready(api)
    route = [orders["Bakker"], orders["de Vries"]]
    created = await api.post("/web/admin/create_deliverylist", json=_body(day.id, rider, route), headers=headers)
    list_id = (await created.json())["id"]

    skip = await api.post(f"/web/admin/deliverylist_status/{list_id}", json={"status": "bezorgd"}, headers=headers)
    assert skip.status == 422 and "status" in (await skip.json())["errors"]

    tick = f"/web/admin/deliverylist_tick/{list_id}"
    first = await (await api.post(tick, json={"order": orders["Bakker"]}, headers=headers)).json()
    assert (first["status"], first["bezorgd"]) == ("onderweg", True)
    again = await (await api.post(tick, json={"order": orders["Bakker"]}, headers=headers)).json()
    assert again["bezorgd_at"] == first["bezorgd_at"]
    last = await (await api.post(tick, json={"order": orders["de Vries"]}, headers=headers)).json()
    assert last["status"] == "bezorgd"
    stranger = await api.post(tick, json={"order": orders["Jansen"]}, headers=headers)
    assert stranger.status == 422
    untick = await (await api.post(tick, json={"order": orders["Bakker"], "bezorgd": False}, headers=headers)).json()
    assert (untick["status"], untick["bezorgd"]) == ("onderweg", False)

    # Edit: Jansen joins at the front; de Vries keeps its tick.
    edit = _body(day.id, rider, [orders["Jansen"], orders["de Vries"]], naam="Route Oost", status="onderweg")
    response = await api.post(f"/web/admin/edit_deliverylist/{list_id}", json=edit, headers=headers)
    assert response.status == 200, await response.text()
    detail = await (await api.get(f"/web/admin/get_deliverylist/{list_id}")).json()
    assert detail["naam"] == "Route Oost"
    ticks = [(a["id"], a["bezorgd"]) for a in detail["adressen"]]
    assert ticks == [(orders["Jansen"], False), (orders["de Vries"], True)]

    # Bakker is free again and can go on a second list.
    second = await api.post(
        "/web/admin/create_deliverylist", json=_body(day.id, rider, [orders["Bakker"]], naam="Z"), headers=headers
    )
    assert second.status == 200
    deleted = await api.post(f"/web/admin/delete_deliverylist/{list_id}", headers=headers)
    assert deleted.status == 200
    assert (await api.get(f"/web/admin/get_deliverylist/{list_id}")).status == 404


async def test_overview_is_paged_per_order_day_with_counts(api: Api) -> None:
    use_fake_clock(api)  # 2026-11-23
    headers = await staff(api)
    day, orders = await delivery_day(api)
    soup = await add_soup(api, "Linzensoep")
    await add_day(api, [soup], date(2026, 11, 23))
    await add_day(api, [soup], date(2026, 11, 30))
    await add_day(api, [soup], date(2026, 11, 20))
    rider = await _deliverer(api)
    await api.post("/web/admin/create_deliverylist", json=_body(day.id, rider, [orders["Bakker"]]), headers=headers)

    page = await (await api.get("/web/admin/get_bestellijsten?per_page=2")).json()
    assert [d["bestellingsdag"] for d in page["data"]] == ["2026-11-23", "2026-11-24"]
    assert (page["total"], page["last_page"], page["current_page"], page["per_page"]) == (3, 2, 1, 2)
    assert page["next_page_url"].startswith("http://") and "page=2" in page["next_page_url"]
    ours = page["data"][1]
    assert (ours["bestellingen"], ours["bezorgen"], ours["ophalen"]) == (4, 3, 1)
    assert ours["bezorglijsten"][0]["adressen"] == 1
    nxt = await (await api.session.get(page["next_page_url"])).json()  # absolute, followed as it is
    assert [d["bestellingsdag"] for d in nxt["data"]] == ["2026-11-30"] and nxt["next_page_url"] is None

    archive = await (await api.get("/web/admin/get_bestellijsten?tab=archief")).json()
    assert [d["bestellingsdag"] for d in archive["data"]] == ["2026-11-20"]
    assert (await api.get("/web/admin/get_bestellijsten?tab=ooit")).status == 422
    odd = await (await api.get("/web/admin/get_bestellijsten?page=abc&per_page=1000")).json()
    assert (odd["current_page"], odd["per_page"]) == (1, 100)


async def test_client_list_workbook(api: Api) -> None:
    use_fake_clock(api)
    await staff(api)
    day, _orders = await delivery_day(api)
    response = await api.get(f"/web/admin/download_client_list/{day.id}")
    assert response.status == 200
    assert response.headers["Content-Disposition"] == 'attachment; filename="klanten-2026-11-24.xlsx"'
    ws = load_workbook(io.BytesIO(await response.read())).active
    assert ws is not None
    assert ws["A1"].value == "Klanten leverdag 24-11-2026"
    header = [c.value for c in ws[3]]
    assert header[:3] == ["Naam", "Bedrijf", "Straat"]
    assert header[-3:] == ["Erwtensoep", "Tomatensoep", "Totaal porties"]
    rows = [[c.value for c in row] for row in ws.iter_rows(min_row=4, max_row=7)]
    names = [r[0] for r in rows]
    assert names == ["Jan Bakker", "Jan Jansen", "Jan Smit", "Jan Vries"]
    vries = rows[3]
    assert vries[header.index("Notitie bezorging")] == "bel aan bij de buren"
    assert vries[header.index("Ophalen/bezorgen")] == "bezorgen"
    assert vries[header.index("Huisnummer")] == len("Vries")  # a number cell, the extension apart
    assert vries[-3:] == [2, 1, 3] and all(isinstance(v, int) for v in vries[-3:])
    assert rows[1][header.index("Opmerking")] == "Achterdeur"
    totals = [c.value for c in ws[8]]
    assert totals[0] == "Totaal" and totals[-3:] == [7, 4, 11]
    assert ws.freeze_panes == "A4"
    assert ws.auto_filter.ref == f"A3:{ws.cell(row=3, column=len(header)).column_letter}7"
    assert ws.column_dimensions["A"].width >= len("Jan Bakker")
    assert (await api.get("/web/admin/download_client_list/99999")).status == 404


async def test_care_note_endpoint(api: Api) -> None:
    use_fake_clock(api)
    headers = await staff(api)
    day, orders = await delivery_day(api)
    detail = await (await api.get(f"/web/admin/bestellijsten_get_besteldag/{day.id}")).json()
    customer = next(o["customer_id"] for o in detail["orders"] if o["id"] == orders["Bakker"])
    url = f"/web/admin/save_bezorg_notitie/{customer}"
    saved = await api.post(url, json={"bezorg_notitie": "  glutenvrij "}, headers=headers)
    assert (await saved.json())["bezorg_notitie"] == "glutenvrij"
    got = await (await api.get(f"/web/admin/get_bezorg_notitie/{customer}")).json()
    assert got["bezorg_notitie"] == "glutenvrij"
    too_long = await api.post(url, json={"bezorg_notitie": "x" * 256}, headers=headers)
    assert too_long.status == 422 and "bezorg_notitie" in (await too_long.json())["errors"]
    assert (await api.post("/web/admin/save_bezorg_notitie/99999", json={}, headers=headers)).status == 404


async def test_care_note_is_part_of_the_customer_record(api: Api) -> None:
    """The customer screens read the note through refresh_customer and save it through edit_customer."""
    use_fake_clock(api)
    headers = await staff(api)
    day, orders = await delivery_day(api)
    detail = await (await api.get(f"/web/admin/bestellijsten_get_besteldag/{day.id}")).json()
    customer = next(o["customer_id"] for o in detail["orders"] if o["id"] == orders["de Vries"])
    record = await (await api.get(f"/web/admin/refresh_customer/{customer}")).json()
    assert record["bezorg_notitie"] == "bel aan bij de buren"
    fields = {k: v for k, v in record.items() if k not in ("id", "orders", "donations")}
    url = f"/web/admin/edit_customer/{customer}"
    saved = await api.post(url, json={**fields, "bezorg_notitie": " glutenvrij "}, headers=headers)
    assert saved.status == 200, await saved.text()
    day_orders = (await (await api.get(f"/web/admin/bestellijsten_get_besteldag/{day.id}")).json())["orders"]
    assert next(o for o in day_orders if o["id"] == orders["de Vries"])["bezorg_notitie"] == "glutenvrij"
    without_note = {k: v for k, v in fields.items() if k != "bezorg_notitie"}
    assert (await api.post(url, json=without_note, headers=headers)).status == 200  # leaves the note as it is
    assert (await (await api.get(f"/web/admin/refresh_customer/{customer}")).json())["bezorg_notitie"] == "glutenvrij"
    too_long = await api.post(url, json={**fields, "bezorg_notitie": "x" * 256}, headers=headers)
    assert too_long.status == 422 and list((await too_long.json())["errors"]) == ["bezorg_notitie"]


async def test_the_database_keeps_an_order_on_one_list(api: Api) -> None:
    """The backstop behind the domain rule: a unique constraint on the address's order."""
    use_fake_clock(api)
    day, orders = await delivery_day(api)
    assert day.id is not None
    for naam in ("Eerste", "Tweede"):
        delivery_list = DeliveryList(
            id=None, orderday_id=day.id, naam=naam, adressen=[DeliveryAddress(orders["Bakker"], 0)]
        )
        async with container(api).uow_factory(write=True) as uow:
            if naam == "Eerste":
                await uow.delivery_lists.add(delivery_list)
                await uow.commit()
            else:
                with pytest.raises(AddressTaken):
                    await uow.delivery_lists.add(delivery_list)


async def test_a_list_whose_last_order_was_deleted_still_shows(api: Api) -> None:
    headers, day, orders, rider = await _ready(api)
    created = await api.post(
        "/web/admin/create_deliverylist", json=_body(day.id, rider, [orders["Bakker"]]), headers=headers
    )
    list_id = (await created.json())["id"]
    async with container(api).uow_factory(write=True) as uow:
        await uow.orders.delete(orders["Bakker"])
        await uow.commit()
    detail = await api.get(f"/web/admin/get_deliverylist/{list_id}")
    assert detail.status == 200 and (await detail.json())["adressen"] == []
    overview = await (await api.get("/web/admin/get_bestellijsten")).json()
    assert overview["data"][0]["bezorglijsten"][0]["adressen"] == 0


async def test_a_race_for_the_same_order_is_a_422_not_a_500(api: Api, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two lists saved at once with one order: the domain check passes for both, the constraint refuses one."""
    headers, day, orders, rider = await _ready(api)
    body = _body(day.id, rider, [orders["Bakker"]])
    first = await api.post("/web/admin/create_deliverylist", json=body, headers=headers)
    assert first.status == 200

    async def nobody_holds_it(self: object, order_ids: object) -> dict[int, object]:
        return {}

    monkeypatch.setattr(SqlDeliveryListRepository, "lists_holding", nobody_holds_it)
    second = await api.post(
        "/web/admin/create_deliverylist", json=_body(day.id, rider, [orders["Bakker"]], naam="B"), headers=headers
    )
    assert second.status == 422
    assert "zojuist op een andere bezorglijst" in (await second.json())["errors"]["adressen"][0]


async def test_the_client_workbook_keeps_formula_like_names_as_text(api: Api) -> None:
    use_fake_clock(api)
    await staff(api)
    soup = await add_soup(api, "Erwtensoep")
    day = await add_day(api, [soup])
    async with container(api).uow_factory() as uow:
        fresh = await uow.order_days.get(day.id or 0)
    assert fresh is not None
    names = ["=HYPERLINK(1)", "+1+1", "-2+3", "@SUM(1)", "\t=3", "\r=4"]
    for name in names:
        await add_order(api, fresh, name, portions=[1])
    response = await api.get(f"/web/admin/download_client_list/{day.id}")
    ws = load_workbook(io.BytesIO(await response.read())).active
    assert ws is not None
    cells = [c for row in ws.iter_rows(min_row=4) for c in row if isinstance(c.value, str) and c.value != "Totaal"]
    formula_like = [c for c in cells if str(c.value)[:1] in "=+-@\t\n"]
    assert formula_like and all(c.data_type == "s" and c.quotePrefix for c in formula_like)
    assert all(c.data_type == "s" for c in cells)
