"""The demo data's waitlist (issue 26), on SQLite and PostgreSQL: an open order day with a sold-out soup, three people
waiting first come first and the first holding an offer that has not expired, which staff see through
get_wachtlijst and the dashboard's live board; loading again adds nothing."""

from __future__ import annotations

from typing import Any

from aiohttp.test_utils import TestClient

from entrypoints.demo.records import DemoReport
from entrypoints.demo.waitlist import load_waitlist_demo
from tests.api.shop_data import add_soup, shop_changed
from tests.api.staff import container
from tests.api.test_orders_admin import staff

Api = TestClient[Any, Any]


async def test_the_demo_waitlist_shows_people_waiting_and_an_open_offer(api: Api) -> None:
    for naam in ("Tomatensoep", "Erwtensoep"):
        await add_soup(api, naam)
    report = DemoReport()
    await load_waitlist_demo(container(api), report)
    assert (report.order_days, report.customers, report.orders) == (1, 2, 2)
    shop_changed(api)
    async with container(api).uow_factory() as uow:
        (day_id,) = await uow.waitlist.open_day_ids()
    headers = await staff(api)
    response = await api.get(f"/web/admin/get_wachtlijst/{day_id}", headers=headers)
    assert response.status == 200, await response.text()
    sold_out, other = (await response.json())["soepen"]
    assert (sold_out["soep"], sold_out["vrij"], sold_out["wachtend"]) == ("Tomatensoep", 0, 3)
    assert [(p["naam"], p["status"], p["porties"]) for p in sold_out["personen"]] == [
        ("Sanne de Wit", "aanbod", 2),
        ("Kees Hendriks", "wachtend", 2),
        ("Mila Bos", "wachtend", 1),
    ]
    assert sold_out["personen"][0]["aanbod_tot"] > container(api).clock.now().isoformat()[:19]
    assert (other["soep"], other["vrij"], other["wachtend"]) == ("Erwtensoep", 25, 0)

    manager = await staff(api, rol="beheerder")
    board = await (await api.get("/web/admin/live_orderday", headers=manager)).json()
    assert board["orderday"]["id"] == day_id
    assert [(r["naam"], r["over"], r["wachtend"]) for r in board["products"]] == [
        ("Tomatensoep", 0, 3),
        ("Erwtensoep", 25, 0),
    ]

    again = DemoReport()
    await load_waitlist_demo(container(api), again)
    assert (again.order_days, again.customers, again.orders) == (0, 0, 0)
