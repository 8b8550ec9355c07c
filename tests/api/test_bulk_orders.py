"""`create_massa_bestelling` and `get_vaste_klanten` on SQLite and PostgreSQL: dry run, real run, rerun, refusals
with nothing created, roles, and two staff members pressing the button at the same moment."""

from __future__ import annotations

import asyncio
from typing import Any

from aiohttp.test_utils import TestClient

from soepkern.domain.contact_details import ContactDetails
from soepkern.domain.customers import Customer
from soepkern.domain.orders import BezorgOptie, Bron
from tests.api.shop_data import add_delivery_area, add_open_day, add_soup, block
from tests.api.staff import add_user, container, login, queued_mails

Api = TestClient[Any, Any]
URL = "/web/admin/create_massa_bestelling"


async def add_customer(
    api: Api,
    n: int,
    amount: int | None = 1,
    option: BezorgOptie | None = BezorgOptie.OPHALEN,
    *,
    mail: bool = True,
    postcode: str = "3581WS",
    standing: bool = True,
) -> int:
    customer = Customer(
        id=None,
        contact=ContactDetails(
            voornaam=f"Klant{n}",
            achternaam="Vast",
            email=f"klant{n}@example.nl",
            telefoonnummer="06 12345678",
            postcode=postcode,
            huisnummer=n,
            straat="Bolstraat",
            plaats="Utrecht",
        ),
        vaste_klant=standing,
        vaste_klant_mailen=mail,
        vaste_klant_producten=amount,
        vaste_klant_bezorgkeuze=option,
    )
    async with container(api).uow_factory(write=True) as uow:
        customer_id = await uow.customers.add(customer)
        await uow.commit()
    return customer_id


async def staff(api: Api, rol: str = "soep_coordinator") -> dict[str, str]:
    email = f"{rol}@example.nl"
    await add_user(api, email, rol=rol)
    return {"X-CSRF-Token": (await login(api, email))["token"]}


async def setup(api: Api, portions: int = 10, maximum: int = 4) -> tuple[int, list[int]]:
    soup = await add_soup(api, "Erwtensoep", prijs=550, korting=50)
    day = await add_open_day(api, {soup: portions}, maximum=maximum)
    await add_delivery_area(api)
    ids = [
        await add_customer(api, 1, 2),
        await add_customer(api, 2, 1, BezorgOptie.BEZORGEN, mail=False),
        await add_customer(api, 3, 3),
    ]
    assert day.products[0].id is not None
    return day.products[0].id, ids


async def besteld(api: Api, row: int) -> int:
    async with container(api).uow_factory() as uow:
        day = await uow.order_days.get_by_row(row)
    assert day is not None
    found = day.row(row)
    assert found is not None
    return found.besteld


async def standing_mails(api: Api) -> list[str]:
    return sorted(m.to for m in await queued_mails(api) if m.to.startswith("klant"))


async def test_the_standing_customers_list(api: Api) -> None:
    headers = await staff(api)
    await add_customer(api, 1, 2)
    await add_customer(api, 2, standing=False)
    response = await api.get("/web/admin/get_vaste_klanten", headers=headers)
    assert response.status == 200
    (customer,) = await response.json()
    assert customer["email"] == "klant1@example.nl" and customer["vaste_klant_producten"] == 2
    assert customer["vaste_klant_bezorgkeuze"] == "ophalen" and customer["vaste_klant_mailen"] is True


async def test_dry_run_shows_the_plan_and_stores_nothing(api: Api) -> None:
    row, ids = await setup(api)
    headers = await staff(api)
    response = await api.post(URL, json={"product": row, "klanten": ids, "dry_run": True}, headers=headers)
    assert response.status == 200, await response.text()
    body = await response.json()
    assert body["aangemaakt"] == [] and body["overgeslagen"] == [] and body["emails"] == 2
    assert [(p["klant"], p["hoeveelheid"], p["bezorg_optie"]) for p in body["plan"]] == [
        (ids[0], 2, "ophalen"),
        (ids[1], 1, "bezorgen"),
        (ids[2], 3, "ophalen"),
    ]
    assert await besteld(api, row) == 0 and await standing_mails(api) == []


async def test_real_run_creates_orders_reserves_stock_and_mails_only_the_mailing_customers(api: Api) -> None:
    row, ids = await setup(api)
    headers = await staff(api)
    response = await api.post(URL, json={"product": row, "klanten": ids, "dry_run": False}, headers=headers)
    assert response.status == 200, await response.text()
    body = await response.json()
    assert body["message"] == "Bestelling aangemaakt" and len(body["aangemaakt"]) == 3
    assert body["overgeslagen"] == [] and body["emails"] == 2
    assert await besteld(api, row) == 6
    async with container(api).uow_factory() as uow:
        orders = [await uow.orders.get(i) for i in body["aangemaakt"]]
    assert {o.bron for o in orders if o} == {Bron.VASTE_KLANT}
    by_customer = {o.customer_id: o for o in orders if o}
    assert by_customer[ids[1]].bezorg_optie is BezorgOptie.BEZORGEN
    assert by_customer[ids[0]].producten == 2 and by_customer[ids[0]].total == 2 * 500
    assert await standing_mails(api) == ["klant1@example.nl", "klant3@example.nl"]

    again = await api.post(URL, json={"product": row, "klanten": ids, "dry_run": False}, headers=headers)
    assert again.status == 200
    rerun = await again.json()
    assert rerun["aangemaakt"] == [] and sorted(rerun["overgeslagen"]) == sorted(ids) and rerun["emails"] == 0
    assert await besteld(api, row) == 6 and len(await standing_mails(api)) == 2


async def test_shortage_is_a_422_naming_who_and_nothing_is_created(api: Api) -> None:
    row, ids = await setup(api, portions=4)
    headers = await staff(api)
    for dry_run in (True, False):
        response = await api.post(URL, json={"product": row, "klanten": ids, "dry_run": dry_run}, headers=headers)
        assert response.status == 422
        body = await response.json()
        assert body["errors"]["klanten"] == [
            "Klant3 Vast (klant3@example.nl): Niet genoeg porties over: 3 nodig, nog 1 beschikbaar."
        ]
        assert body["niet_mogelijk"][0]["klant"] == ids[2] and body["aangemaakt"] == []
    assert await besteld(api, row) == 0 and await standing_mails(api) == []
    async with container(api).uow_factory() as uow:
        assert (await uow.orders.list_page(1, 10)).total == 0


async def test_blacklist_area_and_maximum_refuse_with_reasons(api: Api) -> None:
    row, ids = await setup(api, maximum=2)
    outside = await add_customer(api, 4, 1, BezorgOptie.BEZORGEN, postcode="1011AA")
    await block(api, email="klant2@example.nl")
    headers = await staff(api)
    response = await api.post(URL, json={"product": row, "klanten": [*ids, outside]}, headers=headers)
    assert response.status == 422
    messages = (await response.json())["errors"]["klanten"]
    assert messages == [
        "Klant2 Vast (klant2@example.nl): Staat op de blacklist.",
        "Klant3 Vast (klant3@example.nl): Boven het maximum van 2 soepen per klant voor deze besteldag.",
        "Klant4 Vast (klant4@example.nl): Woont buiten het bezorggebied.",
    ]
    assert await besteld(api, row) == 0


async def test_bad_requests_are_dutch_422s(api: Api) -> None:
    row, _ids = await setup(api)
    headers = await staff(api)
    cases = [
        ({"product": row, "klanten": []}, "klanten", "Kies minimaal één vaste klant."),
        ({"product": row, "klanten": [999]}, "klanten", "Klant 999 bestaat niet."),
        ({"product": 999, "klanten": [1]}, "product", "Deze soep wordt op geen besteldag aangeboden."),
        ({"klanten": [1]}, "product", "Dit veld is verplicht."),
        ({"product": "x", "klanten": [1]}, "product", "Ongeldige waarde."),
    ]
    for body, field, message in cases:
        response = await api.post(URL, json=body, headers=headers)
        assert response.status == 422, body
        assert (await response.json())["errors"][field] == [message]


async def test_roles_and_sessions(api: Api) -> None:
    row, ids = await setup(api)
    assert (await api.post(URL, json={"product": row, "klanten": ids})).status == 401
    assert (await api.get("/web/admin/get_vaste_klanten")).status == 401
    for rol in ("beheerder", "superuser", "soep_coordinator"):
        headers = await staff(api, rol)
        assert (await api.post(URL, json={"product": row, "klanten": ids})).status == 403  # no CSRF header
        assert (await api.get("/web/admin/get_vaste_klanten", headers=headers)).status == 200
        response = await api.post(URL, json={"product": row, "klanten": ids, "dry_run": True}, headers=headers)
        assert response.status == 200


async def test_two_staff_members_at_the_same_moment_create_each_order_once(api: Api) -> None:
    row, ids = await setup(api, portions=40)
    more = [await add_customer(api, n, 1) for n in range(10, 20)]
    other = TestClient(api.server)  # a second browser: its own cookies, the same server
    try:
        first, second = await staff(api, "beheerder"), await staff(other, "superuser")
        body = {"product": row, "klanten": ids + more, "dry_run": False}
        answers = await asyncio.gather(
            *(client.post(URL, json=body, headers=h) for client, h in ((api, first), (other, second)) * 3)
        )
        assert [a.status for a in answers] == [200] * 6
        created = [i for a in answers for i in (await a.json())["aangemaakt"]]
    finally:
        await other.session.close()
    assert len(created) == 13 and len(set(created)) == 13
    assert await besteld(api, row) == 6 + 10
    assert len(await standing_mails(api)) == 12
