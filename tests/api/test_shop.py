"""The shop: the catalogue and placing orders, with every rule of the spec, on SQLite and PostgreSQL."""

from __future__ import annotations

import asyncio
from datetime import date, timedelta
from typing import Any

from aiohttp.test_utils import TestClient

from tests.api.shop_data import add_delivery_area, add_open_day, add_soup, block, checkout, set_variables
from tests.api.staff import container, queued_mails

Api = TestClient[Any, Any]


async def row_of(api: Api, product_id: int) -> int:
    products = await (await api.get("/web/get_products")).json()
    (product,) = [p for p in products if p["id"] == product_id]
    return int(product["besteldagen"][0]["products"][0]["id"])


async def test_catalogue_lists_visible_soups_with_their_days(api: Api) -> None:
    soup = await add_soup(api, "Tomatensoep")
    day = await add_open_day(api, {soup: 40})
    products = await (await api.get("/web/get_products")).json()
    (product,) = products
    assert product["slug"] == f"{soup}-tomatensoep" and product["prijs"] == 550 and product["korting"] == 50
    (besteldag,) = product["besteldagen"]
    assert besteldag["id"] == day.id and besteldag["inschrijving_geopend"] is True
    assert besteldag["bestellingsdag"] == "2026-11-30"
    assert besteldag["bestelling_openings_timestamp"].endswith("Z")
    assert besteldag["products"] == [
        {
            "id": day.products[0].id,
            "product_id": soup,
            "naam": "Tomatensoep",
            "hoeveelheid": 40,
            "besteld": 0,
            "product": {"prijs": 550, "korting": 50},
        }
    ]


async def test_each_soup_carries_the_spec_product_fields_summed_over_its_days(api: Api) -> None:
    soup = await add_soup(api, "Tomatensoep")
    other = await add_soup(api, "Linzensoep")
    first = await add_open_day(api, {soup: 40, other: 5})
    await add_open_day(api, {soup: 12}, day=date(2026, 12, 1))
    row = await row_of(api, soup)
    assert (await api.post("/web/bestellen", json=checkout({row: 3}))).status == 200
    products = {p["id"]: p for p in await (await api.get("/web/get_products")).json()}
    tomaat, linzen = products[soup], products[other]
    assert (tomaat["product_id"], tomaat["hoeveelheid"], tomaat["besteld"]) == (soup, 52, 3)
    assert (linzen["product_id"], linzen["hoeveelheid"], linzen["besteld"]) == (other, 5, 0)
    assert tomaat["product"] == {"id": soup, "naam": "Tomatensoep", "prijs": 550, "korting": 50, "pictures": []}
    assert [d["id"] for d in linzen["besteldagen"]] == [first.id]


async def test_an_order_reserves_portions_stores_customer_and_queues_mail(api: Api) -> None:
    soup = await add_soup(api)
    await add_open_day(api, {soup: 10})
    row = await row_of(api, soup)
    response = await api.post("/web/bestellen", json=checkout({row: 2}), headers={"Idempotency-Key": "a1"})
    assert response.status == 200, await response.text()
    body = await response.json()
    assert body["bestelnummer"] >= 1 and body["totaal"] == 2 * 500
    products = await (await api.get("/web/get_products")).json()
    assert products[0]["besteldagen"][0]["products"][0]["besteld"] == 2
    async with container(api).uow_factory() as uow:
        customer = await uow.customers.get_by_email("joke@example.nl")
        order = await uow.orders.get(body["bestelnummer"])
    assert customer is not None and customer.contact.postcode == "3581WS"
    assert order is not None and order.bron.value == "webshop" and order.customer_id == customer.id
    (mail,) = [m for m in await queued_mails(api) if m.to == "joke@example.nl"]
    assert str(body["bestelnummer"]) in mail.subject
    assert "€ 10,00" in mail.text


async def test_a_retried_checkout_creates_one_order(api: Api) -> None:
    soup = await add_soup(api)
    await add_open_day(api, {soup: 10})
    row = await row_of(api, soup)
    headers = {"Idempotency-Key": "same-key"}
    answers = await asyncio.gather(
        *(api.post("/web/bestellen", json=checkout({row: 1}), headers=headers) for _ in range(4))
    )
    bodies = [await a.json() for a in answers]
    assert all(a.status == 200 for a in answers)
    assert len({b["bestelnummer"] for b in bodies}) == 1
    products = await (await api.get("/web/get_products")).json()
    assert products[0]["besteldagen"][0]["products"][0]["besteld"] == 1


async def test_the_opening_rush_never_oversells(api: Api) -> None:
    soup = await add_soup(api)
    await add_open_day(api, {soup: 10}, maximum=1)
    row = await row_of(api, soup)

    async def buy(n: int) -> int:
        response = await api.post("/web/bestellen", json=checkout({row: 1}, email=f"klant{n}@example.nl"))
        return response.status

    statuses = await asyncio.gather(*(buy(n) for n in range(40)))
    assert sorted(set(statuses)) == [200, 422]
    assert statuses.count(200) == 10
    products = await (await api.get("/web/get_products")).json()
    assert products[0]["besteldagen"][0]["products"][0]["besteld"] == 10


async def test_one_customer_stays_within_the_maximum_across_orders_even_at_once(api: Api) -> None:
    soup = await add_soup(api)
    await add_open_day(api, {soup: 50}, maximum=3)
    row = await row_of(api, soup)
    statuses = [
        r.status
        for r in await asyncio.gather(
            *(api.post("/web/bestellen", json=checkout({row: 1}, email="Joke@Example.nl")) for _ in range(6))
        )
    ]
    assert statuses.count(200) == 3
    late = await api.post("/web/bestellen", json=checkout({row: 1}))
    assert late.status == 422
    assert (await late.json())["errors"]["cart"] == [
        "U kunt maximaal 3 soepen bestellen voor 30-11-2026. U heeft er al 3 besteld."
    ]


async def test_sold_out_and_too_many_are_cart_errors_and_change_nothing(api: Api) -> None:
    soup = await add_soup(api, "Erwtensoep")
    other = await add_soup(api, "Tomatensoep")
    day = await add_open_day(api, {soup: 2, other: 5}, maximum=10)
    first, second = (r.id for r in day.products)
    response = await api.post("/web/bestellen", json=checkout({first: 3, second: 1}))
    assert response.status == 422
    assert (await response.json())["errors"]["cart"] == [
        "Er zijn nog maar 2 porties Erwtensoep beschikbaar voor 30-11-2026."
    ]
    products = await (await api.get("/web/get_products")).json()
    assert [p["besteldagen"][0]["products"][0]["besteld"] for p in products] == [0, 0]
    assert await queued_mails(api) == []


async def test_closed_order_day_and_closed_shop(api: Api) -> None:
    soup = await add_soup(api)
    day = await add_open_day(api, {soup: 5}, opens_in=timedelta(hours=2))
    row = day.products[0].id
    response = await api.post("/web/bestellen", json=checkout({row: 1}))
    assert (await response.json())["errors"]["cart"] == [
        "De inschrijvingen voor de bestellingsdag van 30-11-2026 zijn gesloten."
    ]
    await set_variables(api, website_open="0")
    closed = await api.post("/web/bestellen", json=checkout({row: 1}))
    assert (closed.status, await closed.json()) == (200, "website_gesloten")


async def test_form_errors_use_the_spec_field_names(api: Api) -> None:
    soup = await add_soup(api)
    row = (await add_open_day(api, {soup: 5})).products[0].id
    bad = checkout(
        {row: 1},
        email="geen-adres",
        postcode="0123 AB",
        voorwaarden=False,
        opmerking="x" * 1001,
        bezorg_optie="vliegen",
    )
    response = await api.post("/web/bestellen", json=bad)
    assert response.status == 422
    errors = (await response.json())["errors"]
    assert set(errors) == {"email", "postcode", "voorwaarden", "opmerking", "bezorg_optie"}
    assert errors["voorwaarden"] == ["U moet akkoord gaan met de voorwaarden."]
    empty = await api.post("/web/bestellen", json=checkout({row: 0}))
    assert (await empty.json())["errors"] == {"cart": ["Kies minimaal één soep."]}


async def test_delivery_only_in_authorised_areas_and_when_enabled(api: Api) -> None:
    soup = await add_soup(api)
    row = (await add_open_day(api, {soup: 5})).products[0].id
    outside = await api.post("/web/bestellen", json=checkout({row: 1}, bezorg_optie="bezorgen"))
    assert (await outside.json())["errors"] == {
        "bezorg_optie": ["Wij bezorgen helaas niet op dit adres. U kunt de soep wel ophalen."]
    }
    await add_delivery_area(api)
    inside = await api.post("/web/bestellen", json=checkout({row: 1}, bezorg_optie="bezorgen"))
    assert inside.status == 200
    await set_variables(api, order_shipping_enabled="0", order_pickup_enabled="0")
    off = await api.post("/web/bestellen", json=checkout({row: 1}, email="kees@example.nl", bezorg_optie="bezorgen"))
    assert (await off.json())["errors"] == {"bezorg_optie": ["Bezorgen is op dit moment niet mogelijk."]}
    pickup = await api.post("/web/bestellen", json=checkout({row: 1}, email="kees@example.nl"))
    assert (await pickup.json())["errors"] == {"bezorg_optie": ["Ophalen is op dit moment niet mogelijk."]}


async def test_blacklisted_address_or_email_cannot_order_with_a_neutral_message(api: Api) -> None:
    soup = await add_soup(api)
    row = (await add_open_day(api, {soup: 5})).products[0].id
    await block(api, postcode="3581WS", huisnummer=1)
    await block(api, email="overlast@example.nl")
    message = {"cart": ["Uw bestelling kan helaas niet online worden geplaatst. Neem contact met ons op."]}
    by_address = await api.post("/web/bestellen", json=checkout({row: 1}))
    assert (await by_address.json())["errors"] == message
    by_email = await api.post("/web/bestellen", json=checkout({row: 1}, email="Overlast@example.nl", huisnummer="3"))
    assert (await by_email.json())["errors"] == message
    ok = await api.post("/web/bestellen", json=checkout({row: 1}, huisnummer="3"))
    assert ok.status == 200


async def test_terms_document_is_a_page(api: Api) -> None:
    response = await api.get("/web/bekijk-voorwaarden-dagelijkse-soep")
    assert response.status == 200 and response.content_type == "text/html"
    assert "Voorwaarden" in await response.text()
