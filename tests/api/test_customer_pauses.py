"""Standing customers on pause through the API (decision 0079), on SQLite and PostgreSQL: add, list, the bulk
order's dry run naming the reason and skipping them, the pause ending by itself, delete, refusals and roles."""

from __future__ import annotations

from datetime import date, timedelta

from soepkern.domain.customer_pauses import ALREADY_OVER, REASON_REQUIRED
from soepkern.services.customer_pauses import NOT_STANDING
from tests.api.staff import container, login, use_fake_clock
from tests.api.test_bulk_orders import URL, Api, add_customer, setup, staff


async def order_day(api: Api, row: int) -> date:
    async with container(api).uow_factory() as uow:
        day = await uow.order_days.get_by_row(row)
    assert day is not None
    return day.bestellingsdag


async def test_a_paused_customer_is_skipped_with_the_reason_until_the_pause_ends(api: Api) -> None:
    clock = use_fake_clock(api)
    headers = await staff(api)
    row, (first, second, third) = await setup(api)
    day = await order_day(api, row)
    body = {"klant": second, "van": (day - timedelta(days=2)).isoformat(), "tot": day.isoformat(), "reden": "vakantie"}
    response = await api.post("/web/admin/add_customer_pause", json=body, headers=headers)
    assert response.status == 200, await response.text()
    saved = await response.json()
    assert saved["message"] == "Pauze opgeslagen"

    listed = await (await api.get(f"/web/admin/get_customer_pauses?klant={second}")).json()
    assert [(p["id"], p["van"], p["tot"], p["reden"]) for p in listed["pauzes"]] == [
        (saved["id"], body["van"], body["tot"], "vakantie")
    ]
    assert (await (await api.get(f"/web/admin/get_customer_pauses?klant={first}")).json())["pauzes"] == []
    assert len((await (await api.get("/web/admin/get_customer_pauses")).json())["pauzes"]) == 1

    dry = await api.post(
        URL, json={"product": row, "klanten": [first, second, third], "dry_run": True}, headers=headers
    )
    assert dry.status == 200, await dry.text()
    plan = await dry.json()
    assert [line["klant"] for line in plan["plan"]] == [first, third]
    dutch_day = day.strftime("%d-%m-%Y")
    from_day = (day - timedelta(days=2)).strftime("%d-%m-%Y")
    assert plan["gepauzeerd"] == [
        {"klant": second, "naam": "Klant2 Vast", "reden": f"Gepauzeerd (vakantie, {from_day} t/m {dutch_day})."}
    ]
    real = await api.post(URL, json={"product": row, "klanten": [first, second, third]}, headers=headers)
    assert real.status == 200, await real.text()
    assert len((await real.json())["aangemaakt"]) == 2
    async with container(api).uow_factory() as uow:
        assert await uow.orders.list_for_customer(second) == []

    # The pause ends by itself: a day later it is no longer listed.
    clock.advance(days=(day - clock.now().date()).days + 1)
    await login(api, "soep_coordinator@example.nl")  # the session timed out meanwhile
    assert (await (await api.get("/web/admin/get_customer_pauses")).json())["pauzes"] == []


async def test_delete_refusals_and_roles(api: Api) -> None:
    row, (first, *_rest) = await setup(api)
    casual = await add_customer(api, 9, standing=False)
    day = await order_day(api, row)
    body = {"klant": first, "van": day.isoformat(), "tot": day.isoformat(), "reden": "ziekenhuis"}
    assert (await api.post("/web/admin/add_customer_pause", json=body)).status in (401, 403)
    headers = await staff(api)

    async def refused(payload: object) -> dict[str, list[str]]:
        response = await api.post("/web/admin/add_customer_pause", json=payload, headers=headers)
        assert response.status == 422, await response.text()
        errors: dict[str, list[str]] = (await response.json())["errors"]
        return errors

    assert (await refused({**body, "reden": " "}))["reden"] == [REASON_REQUIRED]
    assert (await refused({**body, "van": "2020-01-01", "tot": "2020-01-02"}))["tot"] == [ALREADY_OVER]
    assert (await refused({**body, "klant": casual}))["klant"] == [NOT_STANDING]
    assert (await refused({**body, "klant": 999999}))["klant"] == ["Klant niet gevonden."]
    assert "van" in await refused({**body, "van": "morgen"})

    saved = await (await api.post("/web/admin/add_customer_pause", json=body, headers=headers)).json()
    gone = await api.post(f"/web/admin/delete_customer_pause/{saved['id']}", headers=headers)
    assert gone.status == 200 and (await gone.json())["message"] == "Pauze verwijderd"
    again = await api.post(f"/web/admin/delete_customer_pause/{saved['id']}", headers=headers)
    assert again.status == 404 and (await again.json())["message"] == "Pauze niet gevonden."
    assert (await (await api.get("/web/admin/get_customer_pauses?klant=abc")).json())["pauzes"] == []
