"""The audit trail: staff changes are recorded with who, when and the changed fields; managers read them (both
databases)."""

from __future__ import annotations

import json
from typing import Any

from aiohttp.test_utils import TestClient
from yarl import URL

from adapters.serialization import unstructure
from soepkern.domain.audit import audit_entry
from soepkern.domain.blacklist import BlacklistItem
from soepkern.domain.retention import RetentionPolicy
from soepkern.services.audit import Actor, acting_as
from soepkern.services.privacy import run_retention
from tests.api.delivery_data import delivery_day
from tests.api.shop_data import add_delivery_area, add_open_day, add_soup, checkout
from tests.api.staff import PASSWORD, add_user, container, login, use_fake_clock
from tests.api.test_delivery_lists import _body, _deliverer
from tests.api.test_order_days_admin import day_body
from tests.api.test_products_admin import form_with, jpeg, new_soup

Api = TestClient[Any, Any]
LOG = "/web/admin/audit-log"


async def staff(api: Api, rol: str, name: str) -> tuple[int, dict[str, str]]:
    email = f"{rol}@example.nl"
    user_id = await add_user(api, email, rol=rol, name=name)
    session = await login(api, email)
    return user_id, {"X-CSRF-Token": session["token"]}


async def shop_order(api: Api, email: str, portions: int) -> None:
    """A visitor's order in the shop: `portions` of a new soup on a new open day (a delivery area exists)."""
    soup = await add_soup(api, "Linzensoep", prijs=600, korting=0)
    day = await add_open_day(api, {soup: 10})
    await add_delivery_area(api)
    assert day.products[0].id is not None
    response = await api.post("/web/bestellen", json=checkout({day.products[0].id: portions}, email=email))
    assert response.status == 200, await response.text()


async def entries(api: Api, query: str = "") -> list[dict[str, Any]]:
    """The entries about records (login events, decision 0035, are tested in test_login_lockout.py)."""
    response = await api.get(f"{LOG}{query}")
    assert response.status == 200, await response.text()
    return [e for e in (await response.json())["data"] if e["type"] != "login"]


async def test_blacklist_changes_are_recorded_with_who_when_and_the_changed_fields(api: Api) -> None:
    clock = use_fake_clock(api)
    manager_id, headers = await staff(api, "beheerder", "Bo de Beheerder")
    body = {"postcode": "3581 ws", "huisnummer": "1", "email": "", "omschrijving": "Twee keer niet betaald"}
    item = (await (await api.post("/web/admin/create_blacklist", json=body, headers=headers)).json())["blokkade"]
    changed = {**body, "omschrijving": "Drie keer niet betaald"}
    await api.post(f"/web/admin/edit_blacklist_item/{item['id']}", json=changed, headers=headers)
    await api.post(f"/web/admin/edit_blacklist_item/{item['id']}", json=changed, headers=headers)  # no change
    await api.post(f"/web/admin/delete_blacklist_item/{item['id']}", headers=headers)

    deleted, edited, created = await entries(api, "?type=blacklist")
    assert [created["action"], edited["action"], deleted["action"]] == ["created", "changed", "deleted"]
    for entry in (created, edited, deleted):
        assert (entry["user_id"], entry["user_name"], entry["entity_id"]) == (manager_id, "Bo de Beheerder", item["id"])
        assert entry["at"] == unstructure(clock.now())
    assert created["before"] == {} and created["after"]["postcode"] == "3581WS"
    assert edited["before"] == {"omschrijving": "Twee keer niet betaald"}
    assert edited["after"] == {"omschrijving": "Drie keer niet betaald"}
    assert deleted["after"] == {} and deleted["before"]["omschrijving"] == "Drie keer niet betaald"


async def test_settings_and_users_are_recorded_without_secrets(api: Api) -> None:
    manager_id, headers = await staff(api, "beheerder", "Bo de Beheerder")
    body = {"category": "website_open", "website_open": 0, "website_closed_message": "Vandaag gesloten"}
    assert (await api.post("/web/admin/save_variables", json=body, headers=headers)).status == 200
    (settings,) = await entries(api, "?type=settings")
    assert settings["after"] == {"website_open": "0", "website_closed_message": "Vandaag gesloten"}
    assert settings["before"]["website_open"] == "1"

    new_password = "Een-ander-sterk-wachtwoord-2"
    own = {
        "name": "Bo de Boer",
        "email": "beheerder@example.nl",
        "rol": "beheerder",
        "huidig_wachtwoord": PASSWORD,
        "password": new_password,
        "password_confirmation": new_password,
    }
    response = await api.post(f"/api/edit-user-from-settings/{manager_id}", json=own, headers=headers)
    assert response.status == 200, await response.text()
    users = await entries(api, "?type=user")
    assert users and users[-1]["before"] == {"name": "Bo de Beheerder"} and users[-1]["after"] == {"name": "Bo de Boer"}
    text = json.dumps(await entries(api))
    assert "password" not in text and "argon" not in text and PASSWORD not in text and new_password not in text
    assert (await entries(api, f"?user={manager_id}")) and not await entries(api, f"?user={manager_id + 100}")


async def test_a_change_that_is_rolled_back_leaves_no_entry(api: Api) -> None:
    _, _headers = await staff(api, "beheerder", "Bo de Beheerder")
    c = container(api)
    with acting_as(Actor(1, "Bo de Beheerder", c.clock)):
        async with c.uow_factory(write=True) as uow:
            await uow.blacklist.add(BlacklistItem(id=None, email="weg@example.nl"))
            # no commit: the change and its entry go together
        async with c.uow_factory(write=True) as uow:
            await uow.blacklist.add(BlacklistItem(id=None, email="blijft@example.nl"))
            await uow.commit()
    logged = await entries(api)
    assert [e["after"].get("email") for e in logged] == ["blijft@example.nl"]


async def test_without_a_staff_member_nothing_is_recorded(api: Api) -> None:
    await staff(api, "beheerder", "Bo de Beheerder")
    c = container(api)
    async with c.uow_factory(write=True) as uow:
        await uow.blacklist.add(BlacklistItem(id=None, email="cli@example.nl"))
        await uow.commit()
    assert await entries(api) == []


async def test_only_managers_read_the_log_and_bad_filters_are_refused(api: Api) -> None:
    assert (await api.get(LOG)).status == 401
    await staff(api, "soep_coordinator", "Fatima")
    assert (await api.get(LOG)).status == 403
    await staff(api, "superuser", "Sam")
    response = await api.get(f"{LOG}?page=1&per_page=10")
    assert response.status == 200
    page = await response.json()
    assert {"data", "current_page", "per_page", "total", "last_page", "next_page_url"} <= set(page)
    bad = await api.get(f"{LOG}?type=geheim&user=abc")
    assert bad.status == 422
    errors = (await bad.json())["errors"]
    assert errors == {"type": ["Kies een onderdeel uit de lijst."], "user": ["Kies een medewerker uit de lijst."]}


async def test_paged_newest_first(api: Api) -> None:
    _, headers = await staff(api, "beheerder", "Bo de Beheerder")
    for number in range(1, 4):
        body = {"email": f"nummer{number}@example.nl", "omschrijving": str(number)}
        assert (await api.post("/web/admin/create_blacklist", json=body, headers=headers)).status == 200
    first = await (await api.get(f"{LOG}?type=blacklist&per_page=2")).json()
    assert (first["total"], first["last_page"]) == (3, 2)
    assert [e["after"]["omschrijving"] for e in first["data"]] == ["3", "2"]
    second = await (await api.get(URL(first["next_page_url"]).path_qs)).json()
    assert [e["after"]["omschrijving"] for e in second["data"]] == ["1"]


async def test_the_retention_run_removes_entries_older_than_the_period(api: Api) -> None:
    clock = use_fake_clock(api)
    _, headers = await staff(api, "beheerder", "Bo de Beheerder")
    await api.post("/web/admin/create_blacklist", json={"email": "oud@example.nl"}, headers=headers)
    clock.advance(days=40)
    headers = {"X-CSRF-Token": (await login(api, "beheerder@example.nl"))["token"]}  # the old session expired
    await api.post("/web/admin/create_blacklist", json={"email": "nieuw@example.nl"}, headers=headers)
    c = container(api)
    policy = RetentionPolicy(audit_months=1)
    dry = await run_retention(c.uow_factory, clock, policy, dry_run=True)
    assert dry.audit_entries_deleted == 2  # the old blacklist entry and the first login's event
    report = await run_retention(c.uow_factory, clock, policy)
    assert report.audit_entries_deleted == 2
    assert [e["after"]["email"] for e in await entries(api)] == ["nieuw@example.nl"]


async def test_soups_and_orders_staff_change_are_recorded_and_shop_orders_are_not(api: Api) -> None:
    _, headers = await staff(api, "beheerder", "Bo de Beheerder")
    product_id = int((await (await api.post("/web/admin/create_product", headers=headers)).json())["id"])
    body = {"naam": "Erwtensoep", "status": "beschikbaar", "prijs": 550, "korting": 0, "visible": True}
    assert (await api.post(f"/web/admin/update_product/{product_id}", json=body, headers=headers)).status == 200
    products = await entries(api, "?type=product")  # newest first; the draft gets its slug once it has an id
    changed, created = products[0], products[-1]
    assert (created["action"], created["entity_id"]) == ("created", product_id)
    assert changed["action"] == "changed" and changed["after"]["naam"] == "Erwtensoep"
    assert changed["after"]["prijs"] == 550 and "naam" in changed["before"]

    await shop_order(api, "klant@example.nl", 2)
    assert await entries(api, "?type=order") == [], "a shop order has no staff member behind it"
    c = container(api)
    async with c.uow_factory() as uow:
        (order,) = (await uow.orders.list_page(1, 10)).items
    assert (await api.post(f"/web/admin/destroy_order/{order.id}", headers=headers)).status == 200
    (deleted,) = await entries(api, "?type=order")
    assert (deleted["action"], deleted["entity_id"], deleted["after"]) == ("deleted", order.id, {})
    assert deleted["before"]["email"] == "klant@example.nl"
    assert deleted["before"]["lines"][0]["hoeveelheid"] == 2


async def test_anonymising_a_customer_removes_the_entries_about_them_and_their_orders(api: Api) -> None:
    await shop_order(api, "joke@example.nl", 1)
    c = container(api)
    async with c.uow_factory(write=True) as uow:
        customer = await uow.customers.get_by_email("joke@example.nl")
        (order,) = (await uow.orders.list_page(1, 10)).items
        assert customer is not None and customer.id is not None and order.id is not None
        for entity_type, entity_id in (("customer", customer.id), ("order", order.id), ("blacklist", customer.id)):
            before = {"email": "joke@example.nl"}
            entry = audit_entry(entity_type, entity_id, before, {"email": "j@example.nl"}, **_by_bo(c.clock))
            assert entry is not None
            await uow.audit_log.add(entry)
        await uow.privacy.anonymise_customer(customer.id, customer.contact.email)
        await uow.commit()
    left = await entries_as_manager(api)
    assert [(e["type"], e["entity_id"]) for e in left] == [("blacklist", customer.id)]


def _by_bo(clock: Any) -> dict[str, Any]:
    return {"user_id": 1, "user_name": "Bo", "at": clock.now()}


async def entries_as_manager(api: Api) -> list[dict[str, Any]]:
    await staff(api, "beheerder", "Bo de Beheerder")
    return await entries(api)


async def test_ticks_soup_pictures_and_contact_subjects_are_recorded(api: Api) -> None:
    use_fake_clock(api)
    manager_id, headers = await staff(api, "beheerder", "Bo de Beheerder")
    day, orders = await delivery_day(api)
    rider = await _deliverer(api)
    created = await api.post(
        "/web/admin/create_deliverylist", json=_body(day.id, rider, [orders["Bakker"]]), headers=headers
    )
    list_id = (await created.json())["id"]
    ticked = await api.post(
        f"/web/admin/deliverylist_tick/{list_id}", json={"order": orders["Bakker"]}, headers=headers
    )
    assert ticked.status == 200, await ticked.text()
    tick, made = await entries(api, "?type=delivery_list")
    assert made["action"] == "created" and (tick["action"], tick["entity_id"]) == ("changed", list_id)
    assert [a["bezorgd_at"] for a in tick["before"]["adressen"]] == [None]
    assert [a["bezorgd_at"] for a in tick["after"]["adressen"]] != [None]

    soup = await new_soup(api, headers)
    uploaded = await api.post(
        f"/web/admin/product-upload-extra-picture/{soup}",
        data=form_with(("a.jpg", jpeg()), amountOfPictures="1"),
        headers=headers,
    )
    assert uploaded.status == 200, await uploaded.text()
    picture = (await entries(api, "?type=product"))[0]
    assert (picture["entity_id"], picture["action"], picture["user_id"]) == (soup, "changed", manager_id)
    assert picture["before"]["pictures"] == [] and len(picture["after"]["pictures"]) == 1

    saved = await api.post("/web/save-contactform-subjects", json={"Donaties": "gift@example.nl"}, headers=headers)
    assert saved.status == 200, await saved.text()
    (subjects,) = await entries(api, "?type=contact_subjects")
    assert subjects["after"] == {"Donaties": "gift@example.nl"} and subjects["user_name"] == "Bo de Beheerder"


async def test_an_order_day_edit_names_the_soups_and_leaves_unchanged_moments_out(api: Api) -> None:
    """Both sides of an entry are read from the database: the soups have their names (the form sends only ids), and
    a moment sent with another offset but the same instant is no change (issue 25 item 12)."""
    use_fake_clock(api)
    _manager, headers = await staff(api, "beheerder", "Bo")
    pea = await add_soup(api, "Erwtensoep")
    body = day_body([{"naam": {"id": pea}, "hoeveelheid": 20}])
    created = await api.post("/web/admin/create_orderday", json=body, headers=headers)
    day_id = (await created.json())["id"]
    day = await (await api.post(f"/web/admin/refresh_orderday/{day_id}", headers=headers)).json()
    row = day["products"][0]["id"]
    (made,) = await entries(api, "?type=order_day")
    assert [(p["naam"], p["hoeveelheid"]) for p in made["after"]["products"]] == [("Erwtensoep", 20)]

    same_instant = {**body, "bestelling_sluitings_timestamp": "2026-11-28T20:00:00+01:00"}
    edited = {**same_instant, "products": [{"id": row, "naam": {"id": pea}, "hoeveelheid": 25}]}
    assert (await api.post(f"/web/admin/edit_orderday/{day_id}", json=edited, headers=headers)).status == 200
    change, _made = await entries(api, "?type=order_day")
    assert set(change["after"]) == {"products"}, change
    assert [(p["naam"], p["hoeveelheid"]) for p in change["before"]["products"]] == [("Erwtensoep", 20)]
    assert [(p["naam"], p["hoeveelheid"]) for p in change["after"]["products"]] == [("Erwtensoep", 25)]
