"""Staff see and steer the waitlist (issue 26 item 3), on SQLite and PostgreSQL: the day's list per soup in
first-come order with offers and their expiry, removing someone (a held offer passes on at once), an offer by hand
only when portions are free, the audit log, and the role check."""

from __future__ import annotations

from typing import Any

from aiohttp.test_utils import TestClient

from entrypoints.web.response_cache import RESPONSE_CACHE
from soepkern.services.waitlist_admin import ALREADY_OFFERED
from tests.api.shop_data import add_open_day, add_soup, checkout
from tests.api.staff import container, queued_mails, use_fake_clock
from tests.api.test_orders_admin import staff
from tests.api.test_waitlist import cancel_joke, sold_out, stock, wish

Api = TestClient[Any, Any]


async def waitlist(api: Api, headers: dict[str, str], day_id: int) -> dict[str, Any]:
    response = await api.get(f"/web/admin/get_wachtlijst/{day_id}", headers=headers)
    assert response.status == 200, await response.text()
    answer: dict[str, Any] = await response.json()
    return answer


def people(answer: dict[str, Any]) -> list[tuple[str, str, int]]:
    return [(p["email"], p["status"], p["porties"]) for p in answer["soepen"][0]["personen"]]


async def test_staff_see_the_list_and_removing_an_offer_passes_it_on(api: Api) -> None:
    shop = await sold_out(api, portions=2)
    row, day_id = shop["row"], shop["day"].id
    for email, amount in (("eerst@example.nl", 2), ("later@example.nl", 1), ("derde@example.nl", 2)):
        assert (await api.post("/web/wachtlijst", json=wish(row, amount, email=email))).status == 200
    headers = await staff(api)
    answer = await waitlist(api, headers, day_id)
    soup = answer["soepen"][0]
    assert (soup["soep"], soup["vrij"], soup["wachtend"]) == ("Linzensoep", 0, 3)
    assert people(answer) == [
        ("eerst@example.nl", "wachtend", 2),
        ("later@example.nl", "wachtend", 1),
        ("derde@example.nl", "wachtend", 2),
    ]
    await cancel_joke(api, shop)
    answer = await waitlist(api, headers, day_id)
    first = answer["soepen"][0]["personen"][0]
    assert first["status"] == "aanbod" and first["aanbod_tot"] and first["naam"] == "Wim Bakker"
    assert [p["heeft_aanbod"] for p in answer["soepen"][0]["personen"]] == [True, False, False]
    removed = await api.post(f"/web/admin/wachtlijst_verwijderen/{first['id']}", headers=headers)
    assert removed.status == 200, await removed.text()
    changed = await removed.json()
    # Eerst's two portions went back; later's wish fits one of them, derde's two do not.
    assert people(changed["wachtlijst"]) == [
        ("eerst@example.nl", "verlaten", 2),
        ("later@example.nl", "aanbod", 1),
        ("derde@example.nl", "wachtend", 2),
    ]
    assert changed["wachtlijst"]["soepen"][0]["wachtend"] == 2
    assert await stock(api, row) == (2, 1)
    again = await api.post(f"/web/admin/wachtlijst_verwijderen/{first['id']}", headers=headers)
    assert again.status == 422 and "niet meer op de wachtlijst" in (await again.json())["errors"]["wachtlijst"][0]
    third = changed["wachtlijst"]["soepen"][0]["personen"][2]["id"]
    refused = await api.post(f"/web/admin/wachtlijst_aanbieden/{third}", headers=headers)
    assert refused.status == 422 and "niet genoeg porties vrij" in (await refused.json())["errors"]["wachtlijst"][0]
    async with container(api).uow_factory() as uow:
        entries = await uow.audit_log.list_page(1, 20, entity_type="order_day")
    assert any(e.entity_id == day_id and "verlaten" in str(e.after) for e in entries.items)


async def test_an_offer_by_hand_holds_free_portions_and_mails_the_link(api: Api) -> None:
    shop = await sold_out(api, portions=2)
    row, day_id = shop["row"], shop["day"].id
    for email, amount in (("een@example.nl", 1), ("twee@example.nl", 2)):
        assert (await api.post("/web/wachtlijst", json=wish(row, amount, email=email))).status == 200
    async with container(api).uow_factory(write=True) as uow:  # freed by staff, before the worker's settle
        assert await uow.order_days.move_stock({row: -2}) == []
        second = (await uow.waitlist.list_day(day_id))[1]
        await uow.commit()
    headers = await staff(api)
    # Staff may pass over the first (its wish would fit too): the offer takes the free portions at once.
    offered = await api.post(f"/web/admin/wachtlijst_aanbieden/{second.id}", headers=headers)
    assert offered.status == 200, await offered.text()
    assert people((await offered.json())["wachtlijst"])[1] == ("twee@example.nl", "aanbod", 2)
    assert await stock(api, row) == (2, 2)
    assert any(m.to == "twee@example.nl" and "vrijgekomen" in m.subject for m in await queued_mails(api))
    twice = await api.post(f"/web/admin/wachtlijst_aanbieden/{second.id}", headers=headers)
    assert twice.status == 422 and "al een aanbod" in (await twice.json())["errors"]["wachtlijst"][0]
    first = (await waitlist(api, headers, day_id))["soepen"][0]["personen"][0]
    assert (first["status"], first["aanbod_tot"]) == ("wachtend", None)  # nothing free: een keeps waiting


async def test_a_hand_offer_is_refused_to_a_person_holding_an_offer_on_another_soup(api: Api) -> None:
    # One open offer per person on the day (decision 0127): Wim waits on two soups of one day; staff offer him one
    # by hand, and the second is refused as the automatic flow would refuse it, his other portions staying free.
    use_fake_clock(api)
    rows = [await add_soup(api, "Linzensoep"), await add_soup(api, "Erwtensoep")]
    day = await add_open_day(api, {rows[0]: 1, rows[1]: 1})
    row_ids = [row.id or 0 for row in day.products]
    assert (await api.post("/web/bestellen", json=checkout({row_ids[0]: 1, row_ids[1]: 1}))).status == 200
    for row_id, email in zip(row_ids, ("wim@example.nl", "Wim@Example.nl"), strict=True):  # one person, two spellings
        assert (await api.post("/web/wachtlijst", json=wish(row_id, 1, email=email))).status == 200
    async with container(api).uow_factory(write=True) as uow:  # freed by staff, before the worker's settle
        assert await uow.order_days.move_stock({row_ids[0]: -1, row_ids[1]: -1}) == []
        records = {r.row_id: r for r in await uow.waitlist.list_day(day.id or 0)}
        await uow.commit()
    headers = await staff(api)
    first = await api.post(f"/web/admin/wachtlijst_aanbieden/{records[row_ids[0]].id}", headers=headers)
    assert first.status == 200, await first.text()
    second = await api.post(f"/web/admin/wachtlijst_aanbieden/{records[row_ids[1]].id}", headers=headers)
    assert second.status == 422, await second.text()
    assert (await second.json())["errors"] == {"wachtlijst": [ALREADY_OFFERED]}
    # The list says so before staff press the button: both of Wim's entries (two spellings, one mailbox) hold an
    # offer; nobody else on the day does.
    listed = await (await api.get(f"/web/admin/get_wachtlijst/{day.id}", headers=headers)).json()
    holds = [(p["email"].lower(), p["status"], p["heeft_aanbod"]) for s in listed["soepen"] for p in s["personen"]]
    assert sorted(holds) == [("wim@example.nl", "aanbod", True), ("wim@example.nl", "wachtend", True)], holds
    assert (await stock(api, row_ids[0]), await stock(api, row_ids[1])) == ((1, 1), (1, 0))
    offers = [m for m in await queued_mails(api) if m.to.lower() == "wim@example.nl" and "vrijgekomen" in m.subject]
    assert len(offers) == 1


async def test_only_staff_with_order_days_may_and_unknown_ids_are_404(api: Api) -> None:
    shop = await sold_out(api, portions=1)
    assert (await api.get(f"/web/admin/get_wachtlijst/{shop['day'].id}")).status in (401, 403)
    assert (await api.post("/web/admin/wachtlijst_verwijderen/1")).status in (401, 403)
    headers = await staff(api)
    assert (await api.get("/web/admin/get_wachtlijst/99999", headers=headers)).status == 404
    assert (await api.post("/web/admin/wachtlijst_aanbieden/99999", headers=headers)).status == 404


async def test_the_live_board_shows_the_waiting_count(api: Api) -> None:
    shop = await sold_out(api, portions=2)
    for email in ("een@example.nl", "twee@example.nl"):
        assert (await api.post("/web/wachtlijst", json=wish(shop["row"], 1, email=email))).status == 200
    await staff(api, rol="beheerder")
    api.server.app[RESPONSE_CACHE].clear()
    board = await (await api.get("/web/admin/live_orderday")).json()
    assert [(p["naam"], p["over"], p["wachtend"]) for p in board["products"]] == [("Linzensoep", 0, 2)]
