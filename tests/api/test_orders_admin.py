"""The back office's orders and customers: paged lists, search, create/edit/delete with the shop's rules."""

from __future__ import annotations

from typing import Any

from aiohttp.test_utils import TestClient

from tests.api.shop_data import add_delivery_area, add_open_day, add_soup, block, checkout, shop_changed
from tests.api.staff import add_user, container, login, queued_mails, use_fake_clock

Api = TestClient[Any, Any]


async def staff(api: Api, rol: str = "soep_coordinator") -> dict[str, str]:
    email = f"{rol}@example.nl"
    await add_user(api, email, rol=rol, name="Fatima")
    session = await login(api, email)
    return {"X-CSRF-Token": session["token"]}


def body(lines: list[tuple[int, int]], email: str = "piet@example.nl", **fields: Any) -> dict[str, Any]:
    return {
        "voornaam": "Piet",
        "achternaam": "Jansen",
        "email": email,
        "telefoonnummer": "06-87654321",
        "postcode": "3581 WS",
        "huisnummer": "5",
        "huisnummer_extension": "b",
        "straat": "Bolstraat",
        "plaats": "Utrecht",
        "bedrijfsnaam": "",
        "bezorg_optie": "ophalen",
        "opmerking": "Graag bellen",
        "klant_soort": "nieuw",
        "customer_id": None,
        "products": [{"orderday_product": {"id": row}, "hoeveelheid": n} for row, n in lines],
        **fields,
    }


async def a_day(api: Api, total: int = 10, maximum: int = 4) -> tuple[int, int]:
    soup = await add_soup(api, "Linzensoep", prijs=600, korting=100)
    day = await add_open_day(api, {soup: total}, maximum=maximum)
    assert day.id is not None and day.products[0].id is not None
    return day.id, day.products[0].id


async def test_staff_calls_need_a_session(api: Api) -> None:
    for path in ("get_orders", "search_orders/x", "get_customers", "bestellingen_get_besteldagen", "refresh_order/1"):
        response = await api.get(f"/web/admin/{path}")
        assert response.status == 401, path
    headers = await staff(api)
    response = await api.post("/web/admin/create_bestelling", json={})  # no CSRF header
    assert response.status == 403
    response = await api.post("/web/admin/create_bestelling", json={}, headers=headers)
    assert response.status == 422


async def test_create_edit_resend_and_delete_an_order(api: Api) -> None:
    use_fake_clock(api)
    headers = await staff(api)
    day_id, row = await a_day(api)
    response = await api.post("/web/admin/create_bestelling", json=body([(row, 2)]), headers=headers)
    assert response.status == 200, await response.text()
    order_id = (await response.json())["id"]
    order = await (await api.get(f"/web/admin/refresh_order/{order_id}")).json()
    assert order["bron"] == "admin" and order["producten"] == 2 and order["totaal"] == 1000
    assert order["postcode"] == "3581WS" and order["huisnummer_extension"] == "b"
    (line,) = order["products"]
    assert line["orderday"]["id"] == day_id and line["orderday"]["bestellingsdag"] == "2026-11-30"
    assert line["orderday_product"] == {"id": row, "naam": "Linzensoep", "hoeveelheid": 10, "besteld": 2}
    assert order["customer_id"] is not None
    mails = [m for m in await queued_mails(api) if m.to == "piet@example.nl"]
    assert len(mails) == 1

    edited = body([(row, 3)])
    edited["products"][0].update(id=line["id"], old_hoeveelheid=2)
    response = await api.post(f"/web/admin/edit_order/{order_id}", json=edited, headers=headers)
    assert response.status == 200, await response.text()
    order = await (await api.get(f"/web/admin/find_bestelling/{order['uuid']}")).json()
    assert order["products"][0]["hoeveelheid"] == 3 and order["products"][0]["orderday_product"]["besteld"] == 3

    response = await api.post(f"/web/admin/resend_order_email/{order_id}", headers=headers)
    assert await response.json() == {"message": "Email verstuurd."}
    assert len([m for m in await queued_mails(api) if m.to == "piet@example.nl"]) == 2

    response = await api.post(f"/web/admin/destroy_order/{order_id}", headers=headers)
    assert response.status == 200
    assert (await api.get(f"/web/admin/refresh_order/{order_id}")).status == 404
    days = await (await api.get("/web/admin/bestellingen_get_besteldagen")).json()
    (shown,) = [d for d in days if d["id"] == day_id]
    assert shown["products"][0]["besteld"] == 0 and shown["products"][0]["prijs"] == 600


async def test_staff_orders_keep_the_shops_rules(api: Api) -> None:
    use_fake_clock(api)
    headers = await staff(api, "beheerder")
    _day_id, row = await a_day(api, total=3, maximum=2)
    response = await api.post("/web/bestellen", json=checkout({row: 1}, email="piet@example.nl"))
    assert response.status == 200, await response.text()
    # The maximum counts the shop order of the same e-mail address.
    response = await api.post("/web/admin/create_bestelling", json=body([(row, 2)]), headers=headers)
    assert response.status == 422
    assert "U kunt maximaal 2 soepen bestellen" in (await response.json())["errors"]["products"][0]
    # Stock: 2 left, asking 3 for someone else (the maximum is 2, so this hits the maximum first; raise it).
    response = await api.post("/web/admin/create_bestelling", json=body([(row, 1)], "a@example.nl"), headers=headers)
    assert response.status == 200
    response = await api.post("/web/admin/create_bestelling", json=body([(row, 2)], "b@example.nl"), headers=headers)
    assert response.status == 422
    assert (await response.json())["errors"] == {
        "products.0.hoeveelheid": ["Er is nog maar 1 portie Linzensoep beschikbaar voor 30-11-2026."]
    }
    # Delivery areas and blacklist.
    response = await api.post(
        "/web/admin/create_bestelling",
        json=body([(row, 1)], "c@example.nl", bezorg_optie="bezorgen", postcode="1011 AA"),
        headers=headers,
    )
    assert "bezorg_optie" in (await response.json())["errors"]
    await add_delivery_area(api)
    await block(api, email="c@example.nl")
    response = await api.post("/web/admin/create_bestelling", json=body([(row, 1)], "c@example.nl"), headers=headers)
    assert response.status == 422 and "products" in (await response.json())["errors"]


async def test_staff_may_order_on_a_closed_and_invisible_day(api: Api) -> None:
    headers = await staff(api)
    _day_id, row = await a_day(api)
    async with container(api).uow_factory(write=True) as uow:
        day = await uow.order_days.get_by_row(row)
        assert day is not None
        day.inschrijving_geopend = False
        day.zichtbaar = False
        await uow.order_days.update(day)
        await uow.commit()
    shop_changed(api)
    assert (await api.post("/web/bestellen", json=checkout({row: 1}, email="v@example.nl"))).status == 422
    response = await api.post("/web/admin/create_bestelling", json=body([(row, 2)]), headers=headers)
    assert response.status == 200, await response.text()
    order = await (await api.get(f"/web/admin/refresh_order/{(await response.json())['id']}")).json()
    assert order["bron"] == "admin" and order["products"][0]["orderday_product"]["besteld"] == 2


async def test_validation_fields(api: Api) -> None:
    headers = await staff(api)
    _day_id, row = await a_day(api)
    bad = body([(row, -1), (row + 100, 1)], bezorg_optie="", opmerking="x" * 1001, klant_soort="bestaand")
    response = await api.post("/web/admin/create_bestelling", json=bad, headers=headers)
    assert response.status == 422
    errors = (await response.json())["errors"]
    assert {"products.0.hoeveelheid", "bezorg_optie", "opmerking", "customer_id"} <= set(errors)
    response = await api.post("/web/admin/create_bestelling", json=body([(row + 100, 1)]), headers=headers)
    assert set((await response.json())["errors"]) == {"products.0.orderday_product.id"}
    response = await api.post("/web/admin/create_bestelling", json=body([]), headers=headers)
    assert set((await response.json())["errors"]) == {"products"}
    response = await api.post("/web/admin/edit_order/999", json=body([(row, 1)]), headers=headers)
    assert response.status == 404


async def test_paged_list_search_and_filters(api: Api) -> None:
    clock = use_fake_clock(api)
    headers = await staff(api, "superuser")
    day_id, row = await a_day(api, total=50, maximum=50)
    names = [("Zoë", "Ëlberts", "3581 WS"), ("Jan", "de Vries", "3512 AB"), ("Anne", "Bakker", "3581 WS")]
    ids = []
    for n, (voornaam, achternaam, postcode) in enumerate(names):
        clock.advance(minutes=1)
        fields = {
            "voornaam": voornaam,
            "achternaam": achternaam,
            "postcode": postcode,
            "telefoonnummer": f"06 1111 000{n}",
        }
        if n == 1:
            fields["bezorg_optie"] = "bezorgen"
        await add_delivery_area(api)
        response = await api.post(
            "/web/admin/create_bestelling", json=body([(row, 1)], f"k{n}@example.nl", **fields), headers=headers
        )
        assert response.status == 200, await response.text()
        ids.append((await response.json())["id"])

    page = await (await api.get("/web/admin/get_orders?per_page=2")).json()
    assert [o["id"] for o in page["data"]] == [ids[2], ids[1]]  # newest first
    assert page["total"] == 3 and page["last_page"] == 2 and page["current_page"] == 1 and page["per_page"] == 2
    assert page["next_page_url"].startswith("http")
    following = await (await api.session.get(page["next_page_url"])).json()  # followed as it is
    assert [o["id"] for o in following["data"]] == [ids[0]] and following["next_page_url"] is None
    assert (await (await api.get("/web/admin/get_orders?per_page=500")).json())["per_page"] == 100

    async def search(term: str, query: str = "") -> list[int]:
        answer = await (await api.get(f"/web/admin/search_orders/{term}{query}")).json()
        return [o["id"] for o in answer["data"]]

    assert await search("zoe") == [ids[0]] and await search("ELBERTS") == [ids[0]]
    assert await search("3581ws") == [ids[2], ids[0]] and await search("3581 ws") == [ids[2], ids[0]]
    assert await search("k1@example.nl") == [ids[1]] and await search("VRIES") == [ids[1]]
    assert await search("bolstr") == [ids[2], ids[1], ids[0]] and await search("utrecht?per_page=1") == [ids[2]]
    assert await search("0611110001") == [ids[1]] and await search(str(ids[1])) == [ids[1]]
    assert await search("niemand") == []
    assert await search("bolstraat", "?bezorg_optie=bezorgen") == [ids[1]]
    assert await search("bolstraat", f"?orderday={day_id + 1}") == []
    filtered = await (await api.get(f"/web/admin/get_orders?orderday={day_id}&bezorg_optie=ophalen")).json()
    assert [o["id"] for o in filtered["data"]] == [ids[2], ids[0]]


async def test_customers_list_detail_and_standing_rule(api: Api) -> None:
    use_fake_clock(api)
    headers = await staff(api)
    _day_id, row = await a_day(api)
    response = await api.post("/web/admin/create_bestelling", json=body([(row, 1)]), headers=headers)
    order_id = (await response.json())["id"]
    customers = await (await api.get("/web/admin/get_customers")).json()
    (customer,) = customers["data"]
    assert customer["email"] == "piet@example.nl" and customer["vaste_klant"] is False
    found = await (await api.get("/web/admin/search_customers/jansen")).json()
    assert [c["id"] for c in found["data"]] == [customer["id"]]
    choices = await (await api.get("/web/admin/bestellingen_search_klanten/piet")).json()
    assert [c["id"] for c in choices] == [customer["id"]]
    assert [c["id"] for c in await (await api.get("/web/admin/bestellingen_get_klanten")).json()] == [customer["id"]]

    # An existing customer, ordering again through klant_soort 'bestaand'.
    again = body([(row, 1)], klant_soort="bestaand", customer_id=customer["id"])
    assert (await api.post("/web/admin/create_bestelling", json=again, headers=headers)).status == 200
    detail = await (await api.get(f"/web/admin/refresh_customer/{customer['id']}")).json()
    assert order_id in [o["id"] for o in detail["orders"]] and len(detail["orders"]) == 2
    assert detail["donations"] == []

    standing = {**customer, "vaste_klant": True, "vaste_klant_mailen": True, "vaste_klant_producten": 0}
    response = await api.post(f"/web/admin/edit_customer/{customer['id']}", json=standing, headers=headers)
    assert set((await response.json())["errors"]) == {"vaste_klant_producten", "vaste_klant_bezorgkeuze"}
    standing.update(vaste_klant_producten=2, vaste_klant_bezorgkeuze="bezorgen")
    response = await api.post(f"/web/admin/edit_customer/{customer['id']}", json=standing, headers=headers)
    assert await response.json() == {"message": "Klant aangepast"}
    detail = await (await api.get(f"/web/admin/refresh_customer/{customer['id']}")).json()
    assert detail["vaste_klant_producten"] == 2 and detail["vaste_klant_bezorgkeuze"] == "bezorgen"
    off = {**standing, "vaste_klant": False}
    assert (await api.post(f"/web/admin/edit_customer/{customer['id']}", json=off, headers=headers)).status == 200
    detail = await (await api.get(f"/web/admin/refresh_customer/{customer['id']}")).json()
    assert (detail["vaste_klant_mailen"], detail["vaste_klant_producten"], detail["vaste_klant_bezorgkeuze"]) == (
        False,
        None,
        None,
    )
    assert (await api.get("/web/admin/refresh_customer/999")).status == 404


async def test_a_staff_edit_racing_shop_orders_for_the_last_portions_never_oversells(api: Api) -> None:
    """Runs on PostgreSQL too, where the requests really interleave in the database."""
    import asyncio

    headers = await staff(api)
    _day_id, row = await a_day(api, total=6, maximum=4)
    response = await api.post("/web/admin/create_bestelling", json=body([(row, 1)]), headers=headers)
    order_id = (await response.json())["id"]
    order = await (await api.get(f"/web/admin/refresh_order/{order_id}")).json()
    raised = body([(row, 4)])
    raised["products"][0].update(id=order["products"][0]["id"], old_hoeveelheid=1)
    for _ in range(3):
        shop = [api.post("/web/bestellen", json=checkout({row: 1}, email=f"v{n}@example.nl")) for n in range(6)]
        answers = await asyncio.gather(
            api.post(f"/web/admin/edit_order/{order_id}", json=raised, headers=headers), *shop
        )
        assert all(a.status in (200, 422) for a in answers), [a.status for a in answers]
        async with container(api).uow_factory() as uow:
            day = await uow.order_days.get_by_row(row)
            assert day is not None
            lines = await uow.orders.list_page(1, 100)
        in_lines = sum(line.hoeveelheid for o in lines.items for line in o.lines)
        counted = day.row(row).besteld  # type: ignore[union-attr]
        assert counted == in_lines and counted <= 6
        # Next round: the staff order back to 1 and the shop orders removed, so the race starts again.
        for other in lines.items:
            if other.id != order_id:
                assert (await api.post(f"/web/admin/destroy_order/{other.id}", headers=headers)).status == 200
        back = body([(row, 1)])
        back["products"][0].update(id=order["products"][0]["id"])
        assert (await api.post(f"/web/admin/edit_order/{order_id}", json=back, headers=headers)).status == 200


async def test_search_stays_in_step_with_edits_and_deletes(api: Api, monkeypatch: Any) -> None:
    """On SQLite also through the trigram table for the page itself (WALK_LIMIT 0), not only for the count."""
    from adapters.db.repositories import orders as order_repository

    monkeypatch.setattr(order_repository, "WALK_LIMIT", 0)
    headers = await staff(api)
    _day_id, row = await a_day(api, total=20, maximum=10)
    first = (await (await api.post("/web/admin/create_bestelling", json=body([(row, 1)]), headers=headers)).json())[
        "id"
    ]
    other = body([(row, 1)], "kim@example.nl", achternaam="Oosterhuis")
    second = (await (await api.post("/web/admin/create_bestelling", json=other, headers=headers)).json())["id"]

    async def found(term: str) -> list[int]:
        return [o["id"] for o in (await (await api.get(f"/web/admin/search_orders/{term}")).json())["data"]]

    assert await found("jansen") == [first] and await found("oosterh") == [second]
    order = await (await api.get(f"/web/admin/refresh_order/{first}")).json()
    renamed = body([(row, 1)], achternaam="Brouwer")
    renamed["products"][0]["id"] = order["products"][0]["id"]
    assert (await api.post(f"/web/admin/edit_order/{first}", json=renamed, headers=headers)).status == 200
    assert await found("jansen") == [] and await found("brouw") == [first]
    assert (await api.post(f"/web/admin/destroy_order/{second}", headers=headers)).status == 200
    assert await found("oosterh") == []
    customers = await (await api.get("/web/admin/search_customers/brouwer")).json()
    assert [c["email"] for c in customers["data"]] == ["piet@example.nl"]


async def test_a_passed_order_day_takes_no_new_portions_from_staff_but_an_order_on_it_can_shrink(api: Api) -> None:
    clock = use_fake_clock(api)
    headers = await staff(api)
    _day_id, row = await a_day(api)
    response = await api.post("/web/admin/create_bestelling", json=body([(row, 2)]), headers=headers)
    assert response.status == 200, await response.text()
    order = await (await api.get(f"/web/admin/refresh_order/{(await response.json())['id']}")).json()
    clock.advance(days=8)  # 01-12-2026: the order day of 30-11-2026 has passed
    headers = {"X-CSRF-Token": (await login(api, "soep_coordinator@example.nl"))["token"]}
    refused = await api.post("/web/admin/create_bestelling", json=body([(row, 1)], "x@example.nl"), headers=headers)
    assert refused.status == 422
    assert (await refused.json())["errors"] == {
        "products": ["De besteldag van 30-11-2026 is al voorbij: daarop kunnen geen porties meer worden besteld."]
    }
    more = body([(row, 3)])
    more["products"][0]["id"] = order["products"][0]["id"]
    assert (await api.post(f"/web/admin/edit_order/{order['id']}", json=more, headers=headers)).status == 422
    fewer = body([(row, 1)], opmerking="Eén portie minder")
    fewer["products"][0]["id"] = order["products"][0]["id"]
    response = await api.post(f"/web/admin/edit_order/{order['id']}", json=fewer, headers=headers)
    assert response.status == 200, await response.text()
