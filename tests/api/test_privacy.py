"""Privacy (AVG): a customer's data export, erasing a customer on request, and the retention run (both databases)."""

from __future__ import annotations

import json
from typing import Any

from aiohttp.test_utils import TestClient
from sqlalchemy import select

from adapters.db import tables as t
from soepkern.domain.contact import ContactMessage
from soepkern.domain.contact_details import ContactDetails
from soepkern.domain.customers import Customer
from soepkern.domain.donations import Donation, DonationStatus, Donor
from soepkern.domain.monthly_gifts import GiftStatus, MonthlyGift
from soepkern.domain.retention import RetentionPolicy
from soepkern.services.privacy import run_retention
from tests.api.shop_data import add_delivery_area, add_open_day, add_soup, checkout
from tests.api.staff import add_user, container, login, use_fake_clock

Api = TestClient[Any, Any]
EMAIL = "joke@example.nl"


async def staff(api: Api, rol: str = "beheerder") -> dict[str, str]:
    email = f"{rol}@example.nl"
    await add_user(api, email, rol=rol, name=f"Medewerker {rol}")
    session = await login(api, email)
    return {"X-CSRF-Token": session["token"]}


async def a_customer_with_everything(api: Api) -> int:
    """An order through the shop, a paid donation and a contact message, all with the same address."""
    soup = await add_soup(api, "Linzensoep", prijs=600, korting=0)
    day = await add_open_day(api, {soup: 10})
    await add_delivery_area(api)
    assert day.products[0].id is not None
    response = await api.post("/web/bestellen", json=checkout({day.products[0].id: 2}, email=EMAIL))
    assert response.status == 200, await response.text()
    c = container(api)
    now = c.clock.now()
    async with c.uow_factory(write=True) as uow:
        customer = await uow.customers.get_by_email(EMAIL)
        assert customer is not None and customer.id is not None
        await uow.donations.add(
            Donation(
                id=None,
                bedrag=2500,
                created_at=now,
                donor=Donor(voornaam="Joke", achternaam="Bakker", email=EMAIL, straat="Bolstraat", plaats="Utrecht"),
                status=DonationStatus.BETAALD,
                customer_id=customer.id,
            )
        )
        await uow.contact_messages.add(
            ContactMessage(
                id=None,
                naam="Joke Bakker",
                bedrijf="",
                email=EMAIL,
                telefoonnummer="0612345678",
                onderwerp="Vraag",
                vraag="Bezorgen jullie ook op zaterdag?",
                ontvanger="info@example.nl",
                created_at=now,
            )
        )
        await uow.commit()
    return customer.id


async def test_a_manager_downloads_everything_stored_about_a_customer(api: Api) -> None:
    use_fake_clock(api)
    customer_id = await a_customer_with_everything(api)
    async with container(api).uow_factory(write=True) as uow:
        await uow.delivery_lists.set_care_note(customer_id, "bel aan bij de buren")
        await uow.commit()
    headers = await staff(api)
    response = await api.get(f"/web/admin/customer_data_export/{customer_id}", headers=headers)
    assert response.status == 200, await response.text()
    assert response.headers["Content-Disposition"] == f'attachment; filename="klantgegevens-{customer_id}.json"'
    data = json.loads(await response.read())
    assert data["customer"]["email"] == EMAIL and data["customer"]["achternaam"] == "Bakker"
    assert data["customer"]["bezorg_notitie"] == "bel aan bij de buren"  # the care note is personal data too
    (order,) = data["orders"]
    assert order["totaal"] == 1200 and order["products"][0]["hoeveelheid"] == 2
    assert [d["bedrag"] for d in data["donations"]] == [2500]
    assert [m["vraag"] for m in data["contact_messages"]] == ["Bezorgen jullie ook op zaterdag?"]
    async with container(api).uow_factory() as uow:
        (entry,) = await uow.privacy.list_log()
    assert (entry.action, entry.customer_id, entry.user_name) == ("export", customer_id, "Medewerker beheerder")
    (shown,) = await (await api.get("/web/admin/privacy-log")).json()  # managers read the privacy log
    assert (shown["action"], shown["customer_id"]) == ("export", customer_id)
    assert shown["user_name"] == "Medewerker beheerder"

    missing = await api.get("/web/admin/customer_data_export/999999", headers=headers)
    assert missing.status == 404


async def test_erasing_keeps_amounts_and_is_refused_while_an_order_is_open(api: Api) -> None:
    clock = use_fake_clock(api)
    customer_id = await a_customer_with_everything(api)
    headers = await staff(api, "superuser")

    refused = await api.post(f"/web/admin/erase_customer/{customer_id}", headers=headers)
    assert refused.status == 422
    body = await refused.json()
    assert (
        body["message"] == "Deze klant heeft nog een bestelling die niet is geleverd. Wis de gegevens na de levering."
    )
    assert body["errors"] == {"klant": [body["message"]]}

    clock.advance(days=8)  # the order day (30-11-2026) has passed
    headers = {"X-CSRF-Token": (await login(api, "superuser@example.nl"))["token"]}
    erased = await api.post(f"/web/admin/erase_customer/{customer_id}", headers=headers)
    assert erased.status == 200, await erased.text()
    assert (await erased.json())["message"] == "Klantgegevens gewist"

    detail = await (await api.get(f"/web/admin/refresh_customer/{customer_id}", headers=headers)).json()
    assert detail["voornaam"] == "Geanonimiseerd" and "example.nl" not in json.dumps(detail)
    assert "Bakker" not in json.dumps(detail) and "Bolstraat" not in json.dumps(detail)
    (order,) = detail["orders"]
    assert order["totaal"] == 1200 and order["products"][0]["hoeveelheid"] == 2
    assert [d["bedrag"] for d in detail["donations"]] == [2500]
    found = await (await api.get("/web/admin/search_customers/bakker", headers=headers)).json()
    assert found["data"] == []
    async with container(api).uow_factory() as uow:
        assert await uow.privacy.contact_messages_from(EMAIL) == []
        log = await uow.privacy.list_log()
    assert [(e.action, e.customer_id, e.user_name) for e in log] == [("erase", customer_id, "Medewerker superuser")]

    again = await api.post(f"/web/admin/erase_customer/{customer_id}", headers=headers)
    assert again.status == 422
    assert (await again.json())["message"] == "De gegevens van deze klant zijn al gewist."


async def test_a_soup_coordinator_may_neither_export_nor_erase(api: Api) -> None:
    use_fake_clock(api)
    customer_id = await a_customer_with_everything(api)
    assert (await api.get(f"/web/admin/customer_data_export/{customer_id}")).status == 401
    assert (await api.post(f"/web/admin/erase_customer/{customer_id}")).status == 401
    headers = await staff(api, "soep_coordinator")
    assert (await api.get(f"/web/admin/customer_data_export/{customer_id}", headers=headers)).status == 403
    assert (await api.post(f"/web/admin/erase_customer/{customer_id}", headers=headers)).status == 403
    assert (await api.get("/web/admin/privacy-log")).status == 403
    async with container(api).uow_factory() as uow:
        customer = await uow.customers.get(customer_id)
    assert customer is not None and customer.contact.email == EMAIL


async def test_retention_anonymises_inactive_customers_and_deletes_old_messages(api: Api) -> None:
    clock = use_fake_clock(api)
    customer_id = await a_customer_with_everything(api)
    c = container(api)
    policy = RetentionPolicy(customer_years=2, contact_months=12)

    clock.advance(days=364)
    report = await run_retention(c.uow_factory, clock, policy)
    assert (report.customers_anonymised, report.contact_messages_deleted) == (0, 0)

    clock.advance(days=2)  # the contact message is now older than 12 months; the customer not yet 2 years idle
    dry = await run_retention(c.uow_factory, clock, policy, dry_run=True)
    assert (dry.customers_anonymised, dry.contact_messages_deleted, dry.dry_run) == (0, 1, True)
    report = await run_retention(c.uow_factory, clock, policy)
    assert (report.customers_anonymised, report.contact_messages_deleted) == (0, 1)

    clock.advance(days=366)
    dry = await run_retention(c.uow_factory, clock, policy, dry_run=True)
    assert dry.customers_anonymised == 1
    async with c.uow_factory() as uow:
        customer = await uow.customers.get(customer_id)
    assert customer is not None and customer.contact.email == EMAIL, "a dry run changes nothing"

    report = await run_retention(c.uow_factory, clock, policy)
    assert report.customers_anonymised == 1
    async with c.uow_factory() as uow:
        customer = await uow.customers.get(customer_id)
        orders = await uow.orders.list_for_customer(customer_id)
        donations = await uow.donations.list_for_customer(customer_id)
        log = await uow.privacy.list_log()
        rows = (await uow.connection.execute(select(t.orders.c.email, t.orders.c.straat))).all()
    assert customer is not None and customer.contact.voornaam == "Geanonimiseerd" and customer.contact.achternaam == ""
    assert [o.total for o in orders] == [1200] and [d.bedrag for d in donations] == [2500]
    assert donations[0].donor.email == "" and donations[0].donor.straat == ""
    assert [tuple(r) for r in rows] == [(f"klant-{customer_id}@geanonimiseerd.invalid", "")]
    assert [e.action for e in log] == ["retention", "retention"]

    again = await run_retention(c.uow_factory, clock, policy)
    assert (again.customers_anonymised, again.contact_messages_deleted) == (0, 0)


async def test_customers_without_any_order_or_donation_are_left_alone(api: Api) -> None:
    clock = use_fake_clock(api)
    c = container(api)
    async with c.uow_factory(write=True) as uow:
        await uow.customers.add(
            Customer(id=None, contact=ContactDetails(voornaam="Kees", achternaam="Visser", email="kees@example.nl"))
        )
        await uow.commit()
    clock.advance(days=5 * 365)
    assert (await run_retention(c.uow_factory, clock, RetentionPolicy())).customers_anonymised == 0
    async with c.uow_factory() as uow:
        kept = await uow.customers.get_by_email("kees@example.nl")
    assert kept is not None and kept.contact.achternaam == "Visser"


async def test_orders_and_donations_older_than_the_bookkeeping_period_lose_their_personal_data(api: Api) -> None:
    clock = use_fake_clock(api)
    customer_id = await a_customer_with_everything(api)
    c = container(api)
    clock.advance(days=7 * 366)
    async with c.uow_factory(write=True) as uow:  # still an active donor today
        await uow.donations.add(
            Donation(
                id=None,
                bedrag=1000,
                created_at=clock.now(),
                donor=Donor(voornaam="Joke", email=EMAIL),
                customer_id=customer_id,
            )
        )
        await uow.commit()
    dry = await run_retention(c.uow_factory, clock, RetentionPolicy(), dry_run=True)
    assert dry.old_records_anonymised == 2
    report = await run_retention(c.uow_factory, clock, RetentionPolicy())
    assert (report.customers_anonymised, report.old_records_anonymised) == (0, 2)
    async with c.uow_factory() as uow:
        customer = await uow.customers.get(customer_id)
        (order,) = await uow.orders.list_for_customer(customer_id)
        donations = await uow.donations.list_for_customer(customer_id)
    assert customer is not None and customer.contact.achternaam == "Bakker", "an active customer keeps their record"
    assert order.total == 1200 and order.contact.achternaam == "" and order.contact.straat == ""
    assert order.contact.email == "anoniem@geanonimiseerd.invalid"
    assert sorted((d.bedrag, d.donor.email) for d in donations) == [(1000, EMAIL), (2500, "")]
    again = await run_retention(c.uow_factory, clock, RetentionPolicy(), dry_run=True)
    assert again.old_records_anonymised == 0


async def test_a_monthly_gift_stopped_longer_ago_than_the_bookkeeping_period_loses_its_personal_data(api: Api) -> None:
    clock = use_fake_clock(api)
    c = container(api)
    start = clock.now()
    donor = Donor(voornaam="Gijs", achternaam="Gulle", email="gijs@example.org", straat="Oudegracht")
    async with c.uow_factory(write=True) as uow:
        stopped = await uow.monthly_gifts.add(
            MonthlyGift(None, 1500, created_at=start, uuid="g1", status=GiftStatus.ACTIEF, donor=donor)
        )
        running = await uow.monthly_gifts.add(
            MonthlyGift(None, 700, created_at=start, uuid="g2", status=GiftStatus.ACTIEF, donor=donor)
        )
        assert await uow.monthly_gifts.change_status(stopped, GiftStatus.GESTOPT, [GiftStatus.ACTIEF], start)
        await uow.commit()
    clock.advance(days=7 * 366)

    assert (await run_retention(c.uow_factory, clock, RetentionPolicy(), dry_run=True)).old_records_anonymised == 1
    assert (await run_retention(c.uow_factory, clock, RetentionPolicy())).old_records_anonymised == 1

    async with c.uow_factory() as uow:
        old, kept = await uow.monthly_gifts.get(stopped), await uow.monthly_gifts.get(running)
    assert old is not None and (old.donor, old.bedrag) == (Donor(), 1500)
    assert old.stopped_at is not None, "amounts and dates stay"
    assert kept is not None and kept.donor.email == "gijs@example.org", "a running gift keeps its donor"
    assert (await run_retention(c.uow_factory, clock, RetentionPolicy(), dry_run=True)).old_records_anonymised == 0
