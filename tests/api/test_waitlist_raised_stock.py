"""Stock raised on the order-day screen is offered to the waitlist at once (issue 26 item 2, decision 0084), on
SQLite and PostgreSQL: the staff edit settles the day's list in its own transaction, and the offer mail queued there
leaves after the commit without waiting for the outbox worker's round."""

from __future__ import annotations

from typing import Any

from aiohttp.test_utils import TestClient

from soepkern.domain.order_days import OrderDay
from tests.api.mailing import MailingApp, all_sent
from tests.api.staff import container
from tests.api.test_orders_admin import staff
from tests.api.test_waitlist import mail_link, sold_out, stock, wish

Api = TestClient[Any, Any]


def raised(day: OrderDay, row_id: int, portions: int) -> dict[str, Any]:
    """The order-day screen's edit form of `day`, with `portions` in the given row."""
    return {
        "bestellingsdag": day.bestellingsdag.isoformat(),
        "bestelling_openings_timestamp": day.bestelling_openings_timestamp.isoformat(),
        "bestelling_sluitings_timestamp": day.bestelling_sluitings_timestamp.isoformat(),
        "bestelling_zichtbaar_timestamp": day.bestelling_zichtbaar_timestamp.isoformat(),
        "bestelling_onzichtbaar_timestamp": day.bestelling_onzichtbaar_timestamp.isoformat(),
        "maximale_producten_per_klant": day.maximale_producten_per_klant,
        "inschrijving_geopend": True,
        "zichtbaar": True,
        "products": [
            {
                "id": row.id,
                "naam": {"id": row.product_id},
                "hoeveelheid": portions if row.id == row_id else row.hoeveelheid,
            }
            for row in day.products
        ],
    }


async def test_raised_stock_is_offered_in_the_same_request(api: Api) -> None:
    shop = await sold_out(api, portions=2)
    row, day = shop["row"], shop["day"]
    for email, amount in (("eerst@example.nl", 2), ("later@example.nl", 2)):
        assert (await api.post("/web/wachtlijst", json=wish(row, amount, email=email))).status == 200
    headers = await staff(api)
    response = await api.post(f"/web/admin/edit_orderday/{day.id}", json=raised(day, row, 4), headers=headers)
    assert response.status == 200, await response.text()
    # No worker ran: the edit itself held the two new portions for the first in line and queued the mail.
    assert await stock(api, row) == (4, 4)
    token = await mail_link(api, "eerst@example.nl", "vrijgekomen")
    shown = await (await api.get("/web/wachtlijst", params={"token": token})).json()
    assert (shown["status"], shown["porties"]) == ("aanbod", 2)
    async with container(api).uow_factory() as uow:
        states = [(r.details["email"], r.state.value) for r in await uow.waitlist.list_day(day.id or 0)]
    assert states == [("eerst@example.nl", "aanbod"), ("later@example.nl", "wachtend")]


async def test_the_offer_mail_of_raised_stock_leaves_at_once(mailing: MailingApp) -> None:
    api = mailing.api
    shop = await sold_out(api, portions=1)
    row, day = shop["row"], shop["day"]
    assert (await api.post("/web/wachtlijst", json=wish(row, 1))).status == 200
    headers = await staff(api)
    # The worker settles waitlists at its first round and then once an hour: the offer must come from the edit.
    async with mailing.sending() as smtp:
        await all_sent(api, "the mails before")  # the order confirmation, the welcome and the login code
        before = len(smtp.messages)
        response = await api.post(f"/web/admin/edit_orderday/{day.id}", json=raised(day, row, 2), headers=headers)
        assert response.status == 200, await response.text()
        messages = await smtp.wait_for(before + 1)
    offers = [m for m in messages[before:] if "vrijgekomen" in str(m["Subject"])]
    assert [str(m["To"]) for m in offers] == ["wim@example.nl"]
