"""A customer's own order by the confirmation mail's link (issue 26 item 1): the setting, the token, lowering and
cancelling until the day closes, portions back to stock, mails, the audit log and staff's view."""

from __future__ import annotations

import asyncio
import re
from datetime import timedelta
from typing import Any
from urllib.parse import parse_qs, urlsplit

from aiohttp.test_utils import TestClient

from soepkern.domain.site_settings import WEEKDAYS
from tests.api.shop_data import add_open_day, add_soup, checkout, set_variables
from tests.api.staff import container, queued_mails, use_fake_clock
from tests.api.test_orders_admin import staff

Api = TestClient[Any, Any]
LINK = re.compile(r"https?://\S+/dagelijkse-soep/bestelling-aanpassen/(?P<uuid>[0-9a-f-]{36})\?token=(?P<token>\S+)")


async def place(api: Api, amounts: dict[str, int] | None = None, *, portions: int = 10) -> dict[str, Any]:
    """Two soups on one open day; an order of `amounts` (by soup name); the answer plus rows and the link."""
    rows: dict[str, int] = {}
    soups = {}
    for naam in ("Pompoensoep", "Erwtensoep"):
        soups[naam] = await add_soup(api, naam)
    day = await add_open_day(api, {soup: portions for soup in soups.values()})
    for naam, soup in soups.items():
        rows[naam] = next(row.id for row in day.products if row.product_id == soup and row.id is not None)
    wanted = amounts or {"Pompoensoep": 2, "Erwtensoep": 1}
    response = await api.post("/web/bestellen", json=checkout({rows[n]: a for n, a in wanted.items()}))
    assert response.status == 200, await response.text()
    placed = await response.json()
    confirmation = next(m for m in await queued_mails(api) if m.subject.startswith("Bevestiging"))
    found = LINK.search(confirmation.text)
    return {"placed": placed, "rows": rows, "day": day, "link": found, "mail": confirmation}


async def remaining(api: Api, row_id: int) -> int:
    async with container(api).uow_factory() as uow:
        day = await uow.order_days.get_by_row(row_id)
        row = day.row(row_id) if day else None
    assert row is not None
    return row.remaining


async def setting_on(api: Api) -> None:
    await set_variables(api, bestelling_online_aanpassen="1", **{f"new_order_notification_{d}": "0" for d in WEEKDAYS})


async def test_with_the_setting_off_the_mail_has_no_link_and_the_page_shows_the_notice(api: Api) -> None:
    order = await place(api)
    assert order["link"] is None
    uuid = order["placed"]["uuid"]
    answer = await (await api.get(f"/web/bestelling-aanpassen/{uuid}", params={"token": "x"})).json()
    assert answer["toegestaan"] is False and answer["reden"] == "setting_off" and not answer.get("lines")


async def test_a_valid_link_shows_the_order_and_a_wrong_token_does_not(api: Api) -> None:
    await setting_on(api)
    order = await place(api)
    link = order["link"]
    assert link is not None and link["uuid"] == order["placed"]["uuid"]
    response = await api.get(f"/web/bestelling-aanpassen/{link['uuid']}", params={"token": link["token"]})
    answer = await response.json()
    assert answer["toegestaan"] is True and answer["bestelnummer"] == order["placed"]["bestelnummer"]
    assert sorted((line["naam"], line["hoeveelheid"], line["aanpasbaar"]) for line in answer["lines"]) == [
        ("Erwtensoep", 1, True),
        ("Pompoensoep", 2, True),
    ]
    wrong = await (await api.get(f"/web/bestelling-aanpassen/{link['uuid']}", params={"token": "fout"})).json()
    assert wrong["toegestaan"] is False and wrong["reden"] == "token_wrong" and not wrong.get("lines")
    # The token is stored only as its hash.
    async with container(api).uow_factory() as uow:
        stored = await uow.order_links.get(order["placed"]["bestelnummer"])
    assert stored is not None and link["token"] not in stored.token_hash


async def test_lowering_a_line_returns_its_portions_and_mails_the_customer(api: Api) -> None:
    await setting_on(api)
    order = await place(api)
    link, rows = order["link"], order["rows"]
    view = await (await api.get(f"/web/bestelling-aanpassen/{link['uuid']}", params={"token": link["token"]})).json()
    pompoen = next(line for line in view["lines"] if line["naam"] == "Pompoensoep")
    before = await remaining(api, rows["Pompoensoep"])
    response = await api.post(
        f"/web/bestelling-aanpassen/{link['uuid']}",
        json={"token": link["token"], "lines": [{"id": pompoen["id"], "hoeveelheid": 1}]},
    )
    assert response.status == 200, await response.text()
    answer = await response.json()
    assert answer["melding"] == "Uw bestelling is aangepast." and answer["geannuleerd"] is False
    assert await remaining(api, rows["Pompoensoep"]) == before + 1
    changed = next(m for m in await queued_mails(api) if "aangepast" in m.subject)
    assert changed.to == "joke@example.nl" and "1 x Pompoensoep" in changed.text
    # Raising is refused with the domain's message.
    response = await api.post(
        f"/web/bestelling-aanpassen/{link['uuid']}",
        json={"token": link["token"], "lines": [{"id": pompoen["id"], "hoeveelheid": 3}]},
    )
    assert response.status == 422
    assert "alleen verlagen" in (await response.json())["errors"][f"lines.{pompoen['id']}.hoeveelheid"][0]


async def test_cancelling_the_whole_order_keeps_it_for_staff_as_cancelled(api: Api) -> None:
    await set_variables(api, bestelling_online_aanpassen="1", contact_email="soep@soepketel.nl")
    await set_variables(api, **{f"new_order_notification_{d}": "1" for d in WEEKDAYS})
    order = await place(api)
    link, rows = order["link"], order["rows"]
    response = await api.post(f"/web/bestelling-annuleren/{link['uuid']}", json={"token": link["token"]})
    assert response.status == 200, await response.text()
    assert (await response.json())["geannuleerd"] is True
    assert await remaining(api, rows["Pompoensoep"]) == 10 and await remaining(api, rows["Erwtensoep"]) == 10
    mails = await queued_mails(api)
    assert any(m.to == "joke@example.nl" and "geannuleerd" in m.subject for m in mails)
    assert any(m.to == "soep@soepketel.nl" and "geannuleerd door de klant" in m.subject for m in mails)
    # The link no longer changes anything; staff see the order as cancelled and the change in the audit log.
    again = await api.post(f"/web/bestelling-annuleren/{link['uuid']}", json={"token": link["token"]})
    assert again.status == 403
    headers = await staff(api)
    number = order["placed"]["bestelnummer"]
    shown = await (await api.get(f"/web/admin/refresh_order/{number}", headers=headers)).json()
    assert shown["geannuleerd"] is True
    async with container(api).uow_factory() as uow:
        entries = await uow.audit_log.list_page(1, 50, entity_type="order")
    assert any(e.entity_id == number and e.user_name.startswith("Klant") for e in entries.items)


async def test_after_the_day_closes_the_link_shows_the_notice_and_refuses_changes(api: Api) -> None:
    await setting_on(api)
    order = await place(api)
    link = order["link"]
    clock = use_fake_clock(api)
    clock.current = order["day"].bestelling_sluitings_timestamp + timedelta(seconds=1)
    view = await (await api.get(f"/web/bestelling-aanpassen/{link['uuid']}", params={"token": link["token"]})).json()
    assert view["toegestaan"] is False and view["reden"] in ("closed", "token_expired")
    response = await api.post(f"/web/bestelling-annuleren/{link['uuid']}", json={"token": link["token"]})
    assert response.status == 403


async def test_a_resent_confirmation_carries_a_new_link_and_the_old_one_stops(api: Api) -> None:
    await setting_on(api)
    order = await place(api)
    old = order["link"]
    headers = await staff(api)
    number = order["placed"]["bestelnummer"]
    response = await api.post(f"/web/admin/resend_order_email/{number}", headers=headers)
    assert response.status == 200, await response.text()
    mails = [m for m in await queued_mails(api) if m.subject.startswith("Bevestiging")]
    new = LINK.search(mails[-1].text)
    assert new is not None and new["token"] != old["token"]
    refused = await (await api.get(f"/web/bestelling-aanpassen/{old['uuid']}", params={"token": old["token"]})).json()
    assert refused["toegestaan"] is False
    query = parse_qs(urlsplit(new.group(0)).query)
    shown = await (await api.get(f"/web/bestelling-aanpassen/{new['uuid']}", params=query)).json()
    assert shown["toegestaan"] is True


async def test_the_dashboard_shows_the_change_mail_and_the_link_in_the_confirmation_example(api: Api) -> None:
    headers = await staff(api, rol="beheerder")
    changed = await api.get("/web/admin/show-user-email-example/orderChangedByCustomer", headers=headers)
    assert changed.status == 200
    text = await changed.text()
    assert "Uw bestelling is aangepast." in text and "2 x Erwtensoep" in text
    pickup = await (await api.get("/web/admin/show-user-email-example/orderConfirmedPickup", headers=headers)).text()
    assert "bestelling-aanpassen" not in pickup  # the setting is off by default
    await set_variables(api, bestelling_online_aanpassen="1")
    pickup = await (await api.get("/web/admin/show-user-email-example/orderConfirmedPickup", headers=headers)).text()
    assert "/dagelijkse-soep/bestelling-aanpassen/" in pickup and "Bestelling aanpassen of annuleren" in pickup


async def test_a_cancellation_and_two_checkouts_race_for_the_last_portions(api: Api) -> None:
    """Sold out: a customer cancels 2 portions by the link while two checkouts want those 2. At most one checkout
    gets them, and the stock counts exactly the portions of the orders that stand (both databases)."""
    await setting_on(api)
    order = await place(api, {"Pompoensoep": 2}, portions=2)
    link, row = order["link"], order["rows"]["Pompoensoep"]
    assert await remaining(api, row) == 0

    async def buy(who: str) -> int:
        response = await api.post("/web/bestellen", json=checkout({row: 2}, email=f"{who}@example.nl"))
        assert response.status in (200, 422), await response.text()
        return response.status

    async def cancel() -> int:
        response = await api.post(f"/web/bestelling-annuleren/{link['uuid']}", json={"token": link["token"]})
        return response.status

    cancelled, first, second = await asyncio.gather(cancel(), buy("anna"), buy("bram"))
    assert cancelled == 200
    sold = [first, second].count(200)
    assert sold <= 1
    async with container(api).uow_factory() as uow:
        day = await uow.order_days.get_by_row(row)
        standing = await uow.orders.list_page(1, 50, orderday_id=day.id if day else None)
    counted = sum(line.hoeveelheid for o in standing.items for line in o.lines if line.orderday_product_id == row)
    assert counted == 2 * sold
    assert await remaining(api, row) == 2 - counted >= 0
