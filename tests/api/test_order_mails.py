"""The shop's e-mails: confirmation for pickup and delivery, the staff notification per weekday flag, and the
example mails staff open from the dashboard."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from aiohttp.test_utils import TestClient

from soepkern.domain.mail import MailMessage
from soepkern.domain.site_settings import WEEKDAYS
from soepkern.services.outbox import deliver_due
from tests.api.shop_data import add_delivery_area, add_open_day, add_soup, checkout, set_variables
from tests.api.staff import add_user, container, login, queued_mails
from tests.api.test_bulk_orders import add_customer
from tests.api.test_orders_admin import body
from tests.api.test_shop import row_of
from tests.fakes import FakeClock, RecordingMailer

Api = TestClient[Any, Any]


async def order(api: Api, **overrides: Any) -> int:
    soup = await add_soup(api, "Pompoensoep")
    await add_open_day(api, {soup: 10})
    row = await row_of(api, soup)
    response = await api.post("/web/bestellen", json=checkout({row: 2}, **overrides))
    assert response.status == 200, await response.text()
    return int((await response.json())["bestelnummer"])


async def test_pickup_confirmation_has_the_placeholders(api: Api) -> None:
    await set_variables(
        api, contact_email="soep@soepketel.nl", **{f"new_order_notification_{d}": "0" for d in WEEKDAYS}
    )
    number = await order(api, bedrijfsnaam="Bakkerij Bakker")
    (mail,) = await queued_mails(api)
    assert mail.to == "joke@example.nl" and mail.subject == f"Bevestiging van uw soepbestelling {number}"
    assert "Maandag 30-11-2026\n- 2 × Pompoensoep: € 10,00\n" in mail.text and "Totaal: € 10,00" in mail.text
    assert "Ophalen op maandag 30-11-2026 tussen 12:00 en 13:30 uur bij Kerkstraat 12, 3511 AB Utrecht." in mail.text
    assert "soep@soepketel.nl" in mail.text
    assert "/contact" in mail.text and mail.html is not None and 'href="http' in mail.html


async def test_delivery_confirmation_shows_the_address_and_window(api: Api) -> None:
    await add_delivery_area(api)
    await set_variables(
        api, order_shipping_enabled="1", soep_bezorgtijden_begin="12:00", soep_bezorgtijden_eind="14:00"
    )
    await order(api, bezorg_optie="bezorgen")
    confirmation = next(m for m in await queued_mails(api) if m.to == "joke@example.nl")
    expected = "Bezorgen op maandag 30-11-2026 tussen 12:00 en 14:00 uur op Bolstraat 1, 3581 WS Utrecht."
    assert expected in confirmation.text and expected in str(confirmation.html)


async def test_every_order_day_of_an_order_carries_its_day_and_handover(api: Api) -> None:
    await set_variables(
        api, soep_pickup_begin="11:00", soep_pickup_eind="", soep_ophaaladres="Oudegracht 1\n3511 AA Utrecht"
    )
    soup = await add_soup(api, "Pompoensoep")
    friday = await add_open_day(api, {soup: 10}, day=date(2026, 12, 4))
    monday = await add_open_day(api, {soup: 10})
    rows = {friday.products[0].id: 1, monday.products[0].id: 2}
    response = await api.post("/web/bestellen", json=checkout({r: n for r, n in rows.items() if r}))
    answer = await response.json()
    assert [(d["dag"], [r["naam"] for r in d["regels"]]) for d in answer["bevestiging"]] == [
        ("Maandag 30-11-2026", ["Pompoensoep"]),
        ("Vrijdag 04-12-2026", ["Pompoensoep"]),
    ]
    assert (
        answer["bevestiging"][1]["overdracht"]
        == "Ophalen op vrijdag 04-12-2026 vanaf 11:00 uur bij Oudegracht 1, 3511 AA Utrecht."
    )
    (mail,) = [m for m in await queued_mails(api) if m.to == "joke@example.nl"]
    assert mail.text.index("Maandag 30-11-2026\n- 2 × Pompoensoep") < mail.text.index("Vrijdag 04-12-2026\n- 1 × ")


async def test_staff_are_notified_only_on_flagged_weekdays(api: Api) -> None:
    await set_variables(
        api, contact_email="keuken@soepketel.nl", **{f"new_order_notification_{d}": "1" for d in WEEKDAYS}
    )
    number = await order(api)
    notification = [m for m in await queued_mails(api) if m.to == "keuken@soepketel.nl"]
    assert [m.subject for m in notification] == [f"Nieuwe soepbestelling {number} (Ophalen)"]
    assert "Joke Bakker" in notification[0].text and "joke@example.nl" in notification[0].text
    assert "\nKlant: Joke Bakker\nE-mail: joke@example.nl\n" in notification[0].text, "one field per line"
    assert "Maandag 30-11-2026\n- 2 × Pompoensoep" in notification[0].text

    await set_variables(api, **{f"new_order_notification_{d}": "0" for d in WEEKDAYS})
    await order(api, email="piet@example.nl")
    assert len([m for m in await queued_mails(api) if m.to == "keuken@soepketel.nl"]) == 1


async def test_example_mails_render_for_managers_only(api: Api) -> None:
    await add_user(api, "beheerder@example.nl", rol="beheerder")
    await login(api, "beheerder@example.nl")
    shipping = await api.get("/web/admin/show-user-email-example/orderConfirmedShipping")
    assert shipping.status == 200 and shipping.content_type == "text/html"
    text = await shipping.text()
    assert "Bezorgen op " in text and "Kerkstraat 12A, 3511 AB Utrecht" in text and "2 × Erwtensoep" in text
    pickup = await (await api.get("/web/admin/show-user-email-example/orderConfirmedPickup")).text()
    assert pickup.count("Ophalen op ") == 2, "two order days, each with its own pickup line"
    unknown = await api.get("/web/admin/show-user-email-example/iets")
    assert unknown.status == 404

    await api.post("/web/logout", headers={"X-CSRF-Token": "x"})
    await add_user(api, "coordinator@example.nl", rol="soep_coordinator")
    await login(api, "coordinator@example.nl")
    assert (await api.get("/web/admin/show-user-email-example/orderConfirmedPickup")).status == 403


async def mail_ticks(api: Api, *numbers: int) -> list[bool]:
    answers = [await (await api.get(f"/web/admin/refresh_order/{n}")).json() for n in numbers]
    return [bool(answer["email_verzonden"]) for answer in answers]


async def test_the_mail_sent_tick_follows_the_confirmation_not_the_staff_notification(api: Api) -> None:
    await set_variables(
        api, contact_email="keuken@soepketel.nl", **{f"new_order_notification_{d}": "1" for d in WEEKDAYS}
    )
    sent_later = await order(api)
    refused = await order(api, email="piet@example.nl")
    await add_user(api, "coordinator@example.nl", rol="soep_coordinator")
    await login(api, "coordinator@example.nl")
    assert await mail_ticks(api, sent_later, refused) == [False, False]

    c = container(api)
    mailer = RecordingMailer()
    # Only the staff notifications get through, and Piet's mailbox refuses everything: no tick yet.
    mailer.fail_when = lambda m: None if m.to == "keuken@soepketel.nl" else ConnectionError("weg")
    await deliver_due(c.uow_factory, mailer, c.clock, limit=100)
    assert {m.to for m in mailer.sent} >= {"keuken@soepketel.nl"}
    assert await mail_ticks(api, sent_later, refused) == [False, False]

    mailer.fail_when = lambda m: ConnectionError("weg") if m.to == "piet@example.nl" else None
    an_hour_later = FakeClock(c.clock.now() + timedelta(hours=1))  # past the retry time of the failed sends
    await deliver_due(c.uow_factory, mailer, an_hour_later, limit=100)
    assert await mail_ticks(api, sent_later, refused) == [True, False]


async def test_the_mail_sent_tick_follows_the_confirmation(api: Api) -> None:
    """`email_verzonden` (the orders list's tick) turns on once the order's own confirmation has been sent: not
    while it waits in the outbox, not when sending it fails, and not for an order whose mail nobody sends."""
    await set_variables(
        api, contact_email="keuken@soepketel.nl", **{f"new_order_notification_{d}": "1" for d in WEEKDAYS}
    )
    await add_user(api, "coordinator@example.nl", rol="soep_coordinator")
    headers = {"X-CSRF-Token": (await login(api, "coordinator@example.nl"))["token"]}
    soup = await add_soup(api, "Pompoensoep")
    await add_open_day(api, {soup: 10})
    row = await row_of(api, soup)
    response = await api.post("/web/bestellen", json=checkout({row: 1}))
    shop_order = int((await response.json())["bestelnummer"])
    response = await api.post("/web/admin/create_bestelling", json=body([(row, 1)]), headers=headers)
    staff_order = (await response.json())["id"]
    response = await api.post("/web/admin/create_bestelling", json=body([(row, 1)], "weg@example.nl"), headers=headers)
    deleted_order = (await response.json())["id"]
    mailed, silent = await add_customer(api, 1), await add_customer(api, 2, mail=False)
    response = await api.post(
        "/web/admin/create_massa_bestelling", json={"product": row, "klanten": [mailed, silent]}, headers=headers
    )
    mailed_order, silent_order = (await response.json())["aangemaakt"]

    async def ticks() -> dict[int, bool]:
        listed = await (await api.get("/web/admin/get_orders?per_page=100")).json()
        return {o["id"]: o["email_verzonden"] for o in listed["data"]}

    assert set((await ticks()).values()) == {False}  # queued is not sent

    async def waiting() -> dict[int, bool]:
        listed = await (await api.get("/web/admin/get_orders?per_page=100")).json()
        return {o["id"]: o["email_wachtrij"] for o in listed["data"]}

    # ... but on its way (issue 25 item 17: the screens show it as waiting, not as a failed mail)
    assert await waiting() == {
        shop_order: True,
        staff_order: True,
        deleted_order: True,
        mailed_order: True,
        silent_order: False,
    }
    assert (await api.post(f"/web/admin/destroy_order/{deleted_order}", headers=headers)).status == 200

    def refuse_piet(message: MailMessage) -> Exception | None:
        return ConnectionRefusedError("smtp") if message.to == "piet@example.nl" else None

    mailer = RecordingMailer()
    mailer.fail_when = refuse_piet
    c = container(api)
    await deliver_due(c.uow_factory, mailer, c.clock, limit=100)
    assert "weg@example.nl" in [m.to for m in mailer.sent]  # its order is gone; sending it still works
    assert await ticks() == {
        shop_order: True,
        staff_order: False,  # its confirmation failed and waits for a retry
        mailed_order: True,
        silent_order: False,  # vaste_klant_mailen off: no confirmation
    }
    assert await waiting() == {shop_order: False, staff_order: True, mailed_order: False, silent_order: False}
    assert (await api.post(f"/web/admin/resend_order_email/{staff_order}", headers=headers)).status == 200
    await deliver_due(c.uow_factory, RecordingMailer(), c.clock, limit=100)
    assert (await (await api.get(f"/web/admin/refresh_order/{staff_order}")).json())["email_verzonden"] is True
