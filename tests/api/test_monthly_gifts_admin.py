"""Managers see and steer the monthly gifts (issue 28 item 3, decision 0083): the list with state, donor, amount,
next charge day and the monthly total of the active gifts, and stopping a gift on the donor's request (Mollie first,
audited). Against the loopback Mollie, on SQLite and PostgreSQL."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from soepkern.domain.audit import AuditAction
from soepkern.domain.contact_details import ContactDetails
from soepkern.domain.customers import Customer
from soepkern.domain.donations import Donor
from soepkern.domain.monthly_gifts import GiftStatus, MonthlyGift, gift_query
from tests.api.staff import add_user, container, login, queued_mails
from tests.api.test_gift_statements_admin import save_rsin
from tests.api.test_monthly_gifts import (  # noqa: F401 (api: the client with the loopback Mollie)
    DONOR,
    Api,
    all_donations,
    api,
    erase_the_donor,
    running_gift,
    the_gift,
    webhook,
)
from tests.mollie_fake import MollieFake, mollie_fake  # noqa: F401 (the loopback Mollie fixture)

STOPPED_MAIL = "Uw maandelijkse gift is gestopt"


async def manager(client: Api, rol: str = "beheerder") -> dict[str, str]:
    """Logs a staff member in; the site runs on https here, so the session cookie is sent by hand."""
    email = f"{rol}@example.nl"
    await add_user(client, email, rol=rol, name="Fatima")
    session = await login(client, email)
    cookie = "; ".join(f"{c.key}={c.value}" for c in client.session.cookie_jar)
    return {"X-CSRF-Token": session["token"], "Cookie": cookie}


async def add_gift(client: Api, status: GiftStatus, bedrag: int, voornaam: str, days_ago: int) -> int:
    created = container(client).clock.now() - timedelta(days=days_ago)
    gift = MonthlyGift(
        id=None,
        bedrag=bedrag,
        created_at=created,
        uuid=f"gift-{voornaam}",
        donor=Donor(voornaam=voornaam, achternaam="Gever", email=f"{voornaam.lower()}@example.org", plaats="Zeist"),
        status=status,
    )
    async with container(client).uow_factory(write=True) as uow:
        gift_id = await uow.monthly_gifts.add(gift)
        await uow.commit()
    return gift_id


async def gifts(client: Api, headers: dict[str, str], **params: str) -> Any:
    response = await client.get("/web/admin/get_monthly_gifts", params=params, headers=headers)
    assert response.status == 200, await response.text()
    return await response.json()


async def one_running_gift(client: Api, fake: MollieFake) -> tuple[dict[str, str], Any]:
    """A running gift and a logged-in manager: (the manager's headers, the gift as the list shows it)."""
    await running_gift(client, fake)
    headers = await manager(client)
    [gift] = (await gifts(client, headers))["data"]
    return headers, gift


async def test_managers_see_every_gift_with_its_state_and_what_the_active_ones_bring_in(
    api: tuple[Api, MollieFake],  # noqa: F811
) -> None:
    client, fake = api
    await running_gift(client, fake)  # Gijs, 15 euro, active from 1 January
    paused = await add_gift(client, GiftStatus.GEPAUZEERD, 700, "Pien", 40)
    stopped = await add_gift(client, GiftStatus.GESTOPT, 2000, "Stan", 80)
    headers = await manager(client)

    found = await gifts(client, headers)

    assert found["totaal_per_maand"] == 1500  # only the active gift is charged
    rows = [(g["naam"], g["bedrag"], g["status"], g["status_label"], g["next_date"]) for g in found["data"]]
    assert rows == [
        ("Gijs Gulle", 1500, "actief", "Actief", "2027-01-01"),
        ("Pien Gever", 700, "gepauzeerd", "Gepauzeerd (betalingen mislukt)", None),
        ("Stan Gever", 2000, "gestopt", "Gestopt", None),
    ]
    only_paused = await gifts(client, headers, status="gepauzeerd")
    assert [g["id"] for g in only_paused["data"]] == [paused]
    assert only_paused["totaal_per_maand"] == 1500  # the monthly total is of every active gift, whatever the filter
    assert [g["id"] for g in (await gifts(client, headers, zoek="stan zeist"))["data"]] == [stopped]
    refused = await client.get("/web/admin/get_monthly_gifts", params={"status": "weg"}, headers=headers)
    assert refused.status == 422
    assert (await refused.json())["errors"]["status"] == ["Kies een geldige status."]


async def test_a_manager_stops_a_gift_on_the_donors_request_mollie_first_and_audited(
    api: tuple[Api, MollieFake],  # noqa: F811
) -> None:
    client, fake = api
    headers, gift = await one_running_gift(client, fake)

    response = await client.post(f"/web/admin/stop_monthly_gift/{gift['id']}", headers=headers)

    assert response.status == 200, await response.text()
    answer = await response.json()
    assert (answer["status"], answer["next_date"]) == ("gestopt", None) and answer["stopped_at"]
    assert fake.only_subscription()["status"] == "canceled"
    assert [m.subject for m in await queued_mails(client) if m.to == "gijs@example.org"].count(STOPPED_MAIL) == 1
    async with container(client).uow_factory() as uow:
        entries = (await uow.audit_log.list_page(1, 10, entity_type="monthly_gift")).items
    [entry] = entries
    assert (entry.entity_id, entry.action, entry.user_name) == (gift["id"], AuditAction.CHANGED, "Fatima")
    assert (entry.before["status"], entry.after["status"]) == ("actief", "gestopt")
    assert not any("token" in field for field in entry.after)
    assert (await gifts(client, headers))["totaal_per_maand"] == 0

    again = await client.post(f"/web/admin/stop_monthly_gift/{gift['id']}", headers=headers)
    assert again.status == 422
    assert (await again.json())["errors"]["id"] == ["Deze maandelijkse gift is al gestopt."]
    assert len(fake.calls_to("DELETE", "/subscriptions/")) == 1
    missing = await client.post("/web/admin/stop_monthly_gift/999", headers=headers)
    assert missing.status == 404


async def test_when_mollie_is_down_the_gift_keeps_running_and_nothing_is_logged(
    api: tuple[Api, MollieFake],  # noqa: F811
) -> None:
    client, fake = api
    headers, gift = await one_running_gift(client, fake)
    fake.down = True

    response = await client.post(f"/web/admin/stop_monthly_gift/{gift['id']}", headers=headers)

    assert response.status == 502
    assert "Mollie" in (await response.json())["message"]
    fake.down = False
    [still] = (await gifts(client, headers))["data"]
    assert still["status"] == "actief"
    async with container(client).uow_factory() as uow:
        assert (await uow.audit_log.list_page(1, 10, entity_type="monthly_gift")).items == []


async def test_only_managers_see_and_stop_gifts(api: tuple[Api, MollieFake]) -> None:  # noqa: F811
    client, fake = api
    await running_gift(client, fake)
    assert (await client.get("/web/admin/get_monthly_gifts")).status == 401
    assert (await client.post("/web/admin/stop_monthly_gift/1")).status in (401, 403)
    headers = await manager(client, "soep_coordinator")
    assert (await client.get("/web/admin/get_monthly_gifts", headers=headers)).status == 403
    assert (await client.post("/web/admin/stop_monthly_gift/1", headers=headers)).status == 403
    assert fake.only_subscription()["status"] == "active"


async def test_the_gifts_come_in_pages_searched_by_the_database_with_the_monthly_total_of_all_gifts(
    api: tuple[Api, MollieFake],  # noqa: F811
) -> None:
    client, _fake = api
    donors = [  # (status, cents, first name, days ago, place, postcode, company)
        (GiftStatus.ACTIEF, 1000, "Anna", 9, "Utrecht", "3511AX", ""),
        (GiftStatus.ACTIEF, 2500, "Bram", 8, "Zeist", "3701AB", "Bakkerij Bol"),
        (GiftStatus.GEPAUZEERD, 700, "Cor", 7, "Utrecht", "3572KB", ""),
        (GiftStatus.GESTOPT, 2000, "Dirk", 6, "Bunnik", "3981CD", ""),
        (GiftStatus.NIEUW, 500, "Eva", 5, "Utrecht", "3511AX", ""),
        (GiftStatus.ACTIEF, 1500, "Fien", 4, "De Bilt", "3731EF", "Fien & Co"),
        (GiftStatus.ACTIEF, 300, "Gert", 3, "Utrecht", "3581GH", ""),
    ]
    now = container(client).clock.now()
    stored: list[MonthlyGift] = []
    async with container(client).uow_factory(write=True) as uow:
        for status, bedrag, voornaam, days, plaats, postcode, company in donors:
            gift = MonthlyGift(
                id=None,
                bedrag=bedrag,
                created_at=now - timedelta(days=days),
                uuid=f"page-{voornaam}",
                donor=Donor(
                    voornaam=voornaam,
                    achternaam="Gever",
                    email=f"{voornaam.lower()}@example.org",
                    plaats=plaats,
                    postcode=postcode,
                    zakelijk=bool(company),
                    bedrijfsnaam=company,
                ),
                status=status,
            )
            await uow.monthly_gifts.add(gift)
            stored.append(gift)
        await uow.commit()
    headers = await manager(client)

    first = await gifts(client, headers, per_page="3")
    assert [g["naam"] for g in first["data"]] == ["Gert Gever", "Fien Gever", "Eva Gever"]  # newest first
    assert (first["current_page"], first["per_page"], first["total"], first["last_page"]) == (1, 3, 7, 3)
    assert "page=2" in first["next_page_url"] and "per_page=3" in first["next_page_url"]
    assert first["totaal_per_maand"] == 1000 + 2500 + 1500 + 300  # every active gift, not only this page's
    last = await gifts(client, headers, per_page="3", page="3")
    assert ([g["naam"] for g in last["data"]], last["next_page_url"]) == (["Anna Gever"], None)
    paused = await gifts(client, headers, status="gepauzeerd", per_page="1")
    assert (paused["total"], paused["totaal_per_maand"]) == (1, 5300)

    # The database's search is the domain's rule (GiftQuery.matches): name, company, e-mail, place, postcode with
    # or without its space, the number; every word must be found.
    searches = [
        "utrecht",
        "3511 ax",
        "3511ax",
        "11a",
        "bol",
        "FIEN",
        "gever utrecht",
        "de bilt",
        str(stored[3].id),
        "",
        "niemand",
    ]
    for zoek in searches:
        for status in ("", "actief"):
            query = gift_query(zoek, status)
            expected = [g.id for g in sorted(stored, key=lambda g: g.created_at, reverse=True) if query.matches(g)]
            params = {"zoek": zoek, "status": status, "per_page": "100"}
            found = await gifts(client, headers, **{k: v for k, v in params.items() if v})
            assert [g["id"] for g in found["data"]] == expected, (zoek, status)
            assert found["total"] == len(expected)


async def test_a_gift_stopped_before_its_first_payment_is_paid_never_starts_and_promises_nothing(
    api: tuple[Api, MollieFake],  # noqa: F811
) -> None:
    client, fake = api
    assert (await client.post("/web/donate", json=DONOR)).status == 200
    headers = await manager(client)
    assert (await client.post("/web/admin/stop_monthly_gift/1", headers=headers)).status == 200
    [first] = fake.payments
    fake.pay(first)  # the donor was still at the checkout and paid after all

    assert await webhook(client, first) == 200

    assert fake.subscriptions == {}
    gift = await the_gift(client)
    assert (gift.status, gift.token_hash) == (GiftStatus.GESTOPT, "")
    [thanks] = [m for m in await queued_mails(client) if m.to == "gijs@example.org" and m.subject != STOPPED_MAIL]
    assert "elke maand" not in thanks.text and "mijn-maandelijkse-gift" not in thanks.text


async def stop_while_the_subscription_is_made(client: Api, fake: MollieFake) -> None:
    """The first payment is paid; while the webhook makes the subscription, a manager stops the gift."""

    async def stop() -> None:
        async with container(client).uow_factory(write=True) as uow:
            assert await uow.monthly_gifts.change_status(1, GiftStatus.GESTOPT, [GiftStatus.NIEUW], datetime.now(UTC))
            await uow.commit()

    assert (await client.post("/web/donate", json=DONOR)).status == 200
    [first] = fake.payments
    fake.pay(first)
    fake.before_subscription = stop


async def test_a_gift_stopped_while_its_subscription_is_made_is_never_charged(
    api: tuple[Api, MollieFake],  # noqa: F811
) -> None:
    client, fake = api
    await stop_while_the_subscription_is_made(client, fake)

    assert await webhook(client, next(iter(fake.payments))) == 200

    subscription = fake.only_subscription()
    assert subscription["status"] == "canceled"
    gift = await the_gift(client)
    assert (gift.status, gift.subscription_id, gift.start_date) == (GiftStatus.GESTOPT, subscription["id"], None)


async def test_when_mollie_cannot_cancel_that_subscription_at_once_its_next_webhook_call_does(
    api: tuple[Api, MollieFake],  # noqa: F811
) -> None:
    client, fake = api
    await stop_while_the_subscription_is_made(client, fake)
    first = next(iter(fake.payments))
    fake.refuse = "/subscriptions/"  # the DELETE (and the look that follows it), not the creation

    assert await webhook(client, first) == 502
    assert fake.only_subscription()["status"] == "active"
    fake.refuse = ""
    assert await webhook(client, first) == 200  # Mollie calls again

    assert fake.only_subscription()["status"] == "canceled"
    assert len(fake.subscriptions) == 1


# Erasing a donor who is no customer (issue 28 item 5), from one of their donations


async def staff_statement(client: Api, headers: dict[str, str]) -> None:
    """A manager mails the donor's statement of this year: the audit trail then names the donor's address."""
    await save_rsin(client, "123456789")
    sent = await client.post("/web/admin/send_gift_statement/1", json={"year": 2026}, headers=headers)
    assert sent.status == 200, await sent.text()


async def gift_statement_entries(client: Api) -> list[Any]:
    async with container(client).uow_factory() as uow:
        return list((await uow.audit_log.list_page(1, 10, entity_type="gift_statement")).items)


async def test_a_manager_erases_a_donor_who_is_no_customer_the_gift_stopped_first(
    api: tuple[Api, MollieFake],  # noqa: F811
) -> None:
    client, fake = api
    token = await running_gift(client, fake)
    assert await webhook(client, fake.charge(fake.only_subscription()["id"])) == 200
    headers = await manager(client)
    await staff_statement(client, headers)
    assert await gift_statement_entries(client)

    response = await client.post("/web/admin/erase_donor/1", headers=headers)

    assert response.status == 200, await response.text()
    assert (await response.json())["message"] == (
        "Donateursgegevens gewist: 2 donaties zonder naam, adres en e-mailadres, 1 maandelijkse gift gestopt."
    )
    assert fake.only_subscription()["status"] == "canceled"
    gift = await the_gift(client)
    assert (gift.status, gift.donor, gift.token_hash) == (GiftStatus.GESTOPT, Donor(), "")  # every donor field blank
    donations = await all_donations(client)
    assert [(d.bedrag, d.status.value) for d in donations] == [(1500, "betaald"), (1500, "betaald")]
    assert all(d.donor == Donor() for d in donations)
    assert (await client.post("/web/monthly-gift", json={"token": token})).status == 404
    assert not [m for m in await queued_mails(client) if "gijs" in f"{m.to} {m.text}".lower()]
    assert await gift_statement_entries(client) == []
    async with container(client).uow_factory() as uow:
        [logged] = await uow.privacy.list_log()
    assert (logged.action, logged.customer_id, logged.user_name) == ("erase", None, "Fatima")
    assert "gijs" not in logged.detail.lower()

    again = await client.post("/web/admin/erase_donor/1", headers=headers)
    assert again.status == 422
    assert (await again.json())["errors"]["id"] == [
        "Van deze donatie zijn geen naam en e-mailadres (meer) bewaard: er is niets te wissen."
    ]
    assert (await client.post("/web/admin/erase_donor/999", headers=headers)).status == 404


async def test_a_donor_who_is_a_customer_is_erased_on_the_customer_page_and_mollie_down_erases_nothing(
    api: tuple[Api, MollieFake],  # noqa: F811
) -> None:
    client, fake = api
    await running_gift(client, fake)
    headers = await manager(client)
    fake.down = True

    down = await client.post("/web/admin/erase_donor/1", headers=headers)

    assert down.status == 502
    assert (await the_gift(client)).donor.email == "gijs@example.org"
    fake.down = False
    async with container(client).uow_factory(write=True) as uow:
        await uow.customers.add(
            Customer(id=None, contact=ContactDetails(voornaam="Gijs", achternaam="Gulle", email="gijs@example.org"))
        )
        await uow.commit()
    customer = await client.post("/web/admin/erase_donor/1", headers=headers)
    assert customer.status == 422
    assert (await customer.json())["errors"]["id"] == [
        "Deze donateur is ook klant. Wis de gegevens op de klantpagina; de donaties gaan dan mee."
    ]
    assert (await the_gift(client)).status is GiftStatus.ACTIEF
    coordinator = await manager(client, "soep_coordinator")
    assert (await client.post("/web/admin/erase_donor/1", headers=coordinator)).status == 403


async def test_erasing_a_customer_also_drops_the_gift_statements_that_name_them_from_the_audit_trail(
    api: tuple[Api, MollieFake],  # noqa: F811
) -> None:
    client, fake = api
    await running_gift(client, fake)
    await staff_statement(client, await manager(client))
    assert await gift_statement_entries(client)

    assert (await erase_the_donor(client)).status == 200

    assert await gift_statement_entries(client) == []
