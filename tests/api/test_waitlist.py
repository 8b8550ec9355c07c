"""The waitlist of a sold-out soup (issue 26 item 2, decision 0073), on SQLite and PostgreSQL: joining with the
checkout's rules, offers when portions come free (held as reserved stock), taking an offer in one step, expiry
passing on, leaving by link, and never oversold when a cancellation, a checkout and an offer race."""

from __future__ import annotations

import asyncio
import re
from datetime import timedelta
from typing import Any

from aiohttp.test_utils import TestClient

from soepkern.domain.site_settings import WEEKDAYS
from tests.api.shop_data import add_open_day, add_soup, block, checkout, set_variables
from tests.api.staff import container, queued_mails, use_fake_clock
from tests.api.test_orders_admin import staff
from tests.api.test_own_order_link import LINK as ORDER_LINK

Api = TestClient[Any, Any]
WAITLIST_LINK = re.compile(r"https?://\S+/dagelijkse-soep/wachtlijst\?token=(?P<token>\S+)")


def wish(row_id: int, amount: int = 1, email: str = "wim@example.nl", **overrides: Any) -> dict[str, Any]:
    body = checkout({row_id: amount}, email=email, voornaam="Wim", **overrides)
    body.pop("products"), body.pop("totale_producten", None)
    return {**body, "orderday_product_id": row_id, "hoeveelheid": amount}


async def sold_out(api: Api, portions: int = 2) -> dict[str, Any]:
    """One soup of an open day, sold out by Joke's order (whose change link is on)."""
    use_fake_clock(api)
    await set_variables(api, bestelling_online_aanpassen="1", **{f"new_order_notification_{d}": "0" for d in WEEKDAYS})
    soup = await add_soup(api, "Linzensoep")
    day = await add_open_day(api, {soup: portions})
    row = day.products[0].id
    assert row is not None
    response = await api.post("/web/bestellen", json=checkout({row: portions}))
    assert response.status == 200, await response.text()
    confirmation = [m for m in await queued_mails(api) if m.subject.startswith("Bevestiging")][-1]  # this order's
    found = ORDER_LINK.search(confirmation.text)
    assert found is not None
    return {"row": row, "day": day, "link": found}


async def stock(api: Api, row_id: int) -> tuple[int, int]:
    async with container(api).uow_factory() as uow:
        day = await uow.order_days.get_by_row(row_id)
    row = day.row(row_id) if day else None
    assert row is not None
    return row.hoeveelheid, row.besteld


async def mail_link(api: Api, to: str, subject_part: str) -> str:
    mails = [m for m in await queued_mails(api) if m.to == to and subject_part in m.subject]
    assert mails, f"no mail to {to} about {subject_part}"
    found = WAITLIST_LINK.search(mails[-1].text)
    assert found is not None
    return found["token"]


async def cancel_joke(api: Api, shop: dict[str, Any]) -> None:
    link = shop["link"]
    response = await api.post(f"/web/bestelling-annuleren/{link['uuid']}", json={"token": link["token"]})
    assert response.status == 200, await response.text()


async def test_joining_needs_a_sold_out_soup_and_the_checkouts_rules(api: Api) -> None:
    use_fake_clock(api)
    soup = await add_soup(api, "Linzensoep")
    day = await add_open_day(api, {soup: 5})
    row = day.products[0].id or 0
    still = await api.post("/web/wachtlijst", json=wish(row))
    assert still.status == 422
    assert "nog te bestellen" in (await still.json())["errors"]["hoeveelheid"][0]
    assert (await api.post("/web/bestellen", json=checkout({row: 4}))).status == 200
    bad = await api.post("/web/wachtlijst", json=wish(row, 2, email="geen-adres"))
    assert bad.status == 422 and "email" in (await bad.json())["errors"]
    too_many = await api.post("/web/wachtlijst", json=wish(row, 5))
    assert too_many.status == 422
    await block(api, email="boef@example.nl")
    blocked = await api.post("/web/wachtlijst", json=wish(row, 2, email="boef@example.nl"))
    assert blocked.status == 422 and "cart" in (await blocked.json())["errors"]
    far = await api.post("/web/wachtlijst", json=wish(row, 2, bezorg_optie="bezorgen"))
    assert far.status == 422 and "bezorg_optie" in (await far.json())["errors"]
    joined = await api.post("/web/wachtlijst", json=wish(row, 2))
    assert joined.status == 200, await joined.text()
    assert (await joined.json())["status"] == "wachtend"
    token = await mail_link(api, "wim@example.nl", "wachtlijst")
    shown = await (await api.get("/web/wachtlijst", params={"token": token})).json()
    assert (shown["status"], shown["soep"], shown["porties"]) == ("wachtend", "Linzensoep", 2)
    twice = await api.post("/web/wachtlijst", json=wish(row, 2, email="Wim@Example.nl"))
    assert twice.status == 422 and "al op de wachtlijst" in (await twice.json())["errors"]["email"][0]
    unknown = await (await api.get("/web/wachtlijst", params={"token": "fout"})).json()
    assert unknown["status"] == "onbekend"


async def test_freed_portions_are_offered_held_and_taken_in_one_step(api: Api) -> None:
    shop = await sold_out(api, portions=2)
    row = shop["row"]
    assert (await api.post("/web/wachtlijst", json=wish(row, 5, email="veel@example.nl"))).status == 422  # over max
    assert (await api.post("/web/wachtlijst", json=wish(row, 2, email="eerst@example.nl"))).status == 200
    assert (await api.post("/web/wachtlijst", json=wish(row, 1, email="later@example.nl"))).status == 200
    await cancel_joke(api, shop)
    # The first fitting wish gets the two portions, held: the shop cannot sell them.
    assert await stock(api, row) == (2, 2)
    token = await mail_link(api, "eerst@example.nl", "vrijgekomen")
    assert (await api.post("/web/bestellen", json=checkout({row: 1}, email="ander@example.nl"))).status == 422
    shown = await (await api.get("/web/wachtlijst", params={"token": token})).json()
    assert shown["status"] == "aanbod" and shown["aanbod_tot"]
    taken = await api.post("/web/wachtlijst/aannemen", json={"token": token})
    assert taken.status == 200, await taken.text()
    answer = await taken.json()
    assert answer["status"] == "genomen" and answer["bestelnummer"]
    assert await stock(api, row) == (2, 2)
    assert any(m.to == "eerst@example.nl" and m.subject.startswith("Bevestiging") for m in await queued_mails(api))
    async with container(api).uow_factory() as uow:
        order = await uow.orders.get(answer["bestelnummer"])
    assert order is not None and [(line.orderday_product_id, line.hoeveelheid) for line in order.lines] == [(row, 2)]
    again = await api.post("/web/wachtlijst/aannemen", json={"token": token})
    assert again.status == 422


async def test_an_offer_not_taken_in_time_passes_on_and_leaving_passes_on_at_once(api: Api) -> None:
    shop = await sold_out(api, portions=1)
    row = shop["row"]
    await set_variables(api, wachtlijst_aanbod_minuten="10")
    for email in ("een@example.nl", "twee@example.nl", "drie@example.nl"):
        assert (await api.post("/web/wachtlijst", json=wish(row, 1, email=email))).status == 200
    await cancel_joke(api, shop)
    first = await mail_link(api, "een@example.nl", "vrijgekomen")
    container(api).clock.advance(minutes=11)
    late = await api.post("/web/wachtlijst/aannemen", json={"token": first})
    assert late.status == 422 and "verlopen" in (await late.json())["errors"]["aanbod"][0]
    assert (await (await api.get("/web/wachtlijst", params={"token": first})).json())["status"] == "verlopen"
    second = await mail_link(api, "twee@example.nl", "vrijgekomen")
    left = await api.post("/web/wachtlijst/verlaten", json={"token": second})
    assert left.status == 200 and (await left.json())["status"] == "verlaten"
    third = await mail_link(api, "drie@example.nl", "vrijgekomen")
    assert await stock(api, row) == (1, 1)
    assert (await api.post("/web/wachtlijst/verlaten", json={"token": second})).status == 422
    assert (await (await api.get("/web/wachtlijst", params={"token": third})).json())["status"] == "aanbod"


async def test_the_list_closes_with_the_day_and_held_portions_go_back(api: Api) -> None:
    shop = await sold_out(api, portions=1)
    row = shop["row"]
    assert (await api.post("/web/wachtlijst", json=wish(row, 1))).status == 200
    await cancel_joke(api, shop)
    token = await mail_link(api, "wim@example.nl", "vrijgekomen")
    container(api).clock.current = shop["day"].bestelling_sluitings_timestamp + timedelta(seconds=1)
    shown = await (await api.get("/web/wachtlijst", params={"token": token})).json()
    assert shown["status"] == "gesloten"
    assert await stock(api, row) == (1, 0)
    assert (await api.post("/web/wachtlijst/aannemen", json={"token": token})).status == 422


async def test_a_cancellation_a_checkout_and_an_offer_race_for_the_last_portion(api: Api) -> None:
    """The cancellation frees the last portion while a checkout wants it and staff offer it by hand to the waiting
    person (the cancellation's own settle offers it too): nobody fails, and it is sold or held exactly once."""
    headers = await staff(api)
    for attempt in range(3):
        shop = await sold_out(api, portions=1)
        row = shop["row"]
        waiting = f"wacht{attempt}@example.nl"
        assert (await api.post("/web/wachtlijst", json=wish(row, 1, email=waiting))).status == 200
        async with container(api).uow_factory() as uow:
            (entry,) = await uow.waitlist.list_open(shop["day"].id or 0)
        link = shop["link"]
        answers = await asyncio.gather(
            api.post(f"/web/bestelling-annuleren/{link['uuid']}", json={"token": link["token"]}),
            api.post("/web/bestellen", json=checkout({row: 1}, email=f"snel{attempt}@example.nl")),
            api.post(f"/web/admin/wachtlijst_aanbieden/{entry.id}", headers=headers),
        )
        assert answers[0].status == 200, await answers[0].text()
        assert [a.status for a in answers[1:]] in ([200, 422], [422, 200], [422, 422]), [a.status for a in answers]
        hoeveelheid, besteld = await stock(api, row)
        async with container(api).uow_factory() as uow:
            records = await uow.waitlist.list_open(shop["day"].id or 0)
        held = sum(r.wanted for r in records if r.state.value == "aanbod")
        ordered = 0
        async with container(api).uow_factory() as uow:
            for order_id in range(1, 50):
                order = await uow.orders.get(order_id)
                lines = order.lines if order is not None else []
                ordered += sum(line.hoeveelheid for line in lines if line.orderday_product_id == row)
        assert besteld <= hoeveelheid == 1
        assert besteld == ordered + held


async def test_a_staff_delete_offers_the_freed_portions_at_once(api: Api) -> None:
    shop = await sold_out(api, portions=2)
    row = shop["row"]
    assert (await api.post("/web/wachtlijst", json=wish(row, 2))).status == 200
    async with container(api).uow_factory() as uow:
        order = await uow.orders.find(shop["link"]["uuid"])
    assert order is not None
    response = await api.post(f"/web/admin/destroy_order/{order.id}", headers=await staff(api))
    assert response.status == 200, await response.text()
    token = await mail_link(api, "wim@example.nl", "vrijgekomen")
    assert await stock(api, row) == (2, 2)
    assert (await (await api.get("/web/wachtlijst", params={"token": token})).json())["status"] == "aanbod"


async def test_the_dashboard_shows_an_example_offer_mail(api: Api) -> None:
    headers = await staff(api, "beheerder")
    response = await api.get("/web/admin/show-user-email-example/waitlistOffer", headers=headers)
    assert response.status == 200, await response.text()
    text = await response.text()
    assert "vrijgekomen" in text and "/dagelijkse-soep/wachtlijst?token=voorbeeld" in text


async def test_taking_an_offer_keeps_within_the_days_maximum(api: Api) -> None:
    """Joining checks the day's maximum against what the person ordered then; taking the offer checks it again
    (they may have ordered more since): refused with the shop's words, the offer stays held until it lapses."""
    use_fake_clock(api)
    await set_variables(api, bestelling_online_aanpassen="1", **{f"new_order_notification_{d}": "0" for d in WEEKDAYS})
    day = await add_open_day(api, {await add_soup(api, "Linzensoep"): 2, await add_soup(api, "Erwtensoep"): 10})
    linzen, erwten = (row.id or 0 for row in day.products)
    assert (await api.post("/web/bestellen", json=checkout({linzen: 2}))).status == 200
    assert (await api.post("/web/wachtlijst", json=wish(linzen, 2))).status == 200
    assert (await api.post("/web/bestellen", json=checkout({erwten: 3}, email="wim@example.nl"))).status == 200
    joke = next(m for m in await queued_mails(api) if m.to == "joke@example.nl" and "Bevestiging" in m.subject)
    link = ORDER_LINK.search(joke.text)
    assert link is not None
    await cancel_joke(api, {"link": link})
    token = await mail_link(api, "wim@example.nl", "vrijgekomen")
    refused = await api.post("/web/wachtlijst/aannemen", json={"token": token})
    assert refused.status == 422
    assert "maximaal 4 soepen" in (await refused.json())["errors"]["aanbod"][0]
    assert (await (await api.get("/web/wachtlijst", params={"token": token})).json())["status"] == "aanbod"
    assert await stock(api, linzen) == (2, 2)
