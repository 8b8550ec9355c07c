"""GET /web/admin/get_statistics against known data (SQLite and PostgreSQL)."""

from __future__ import annotations

import asyncio
import uuid
from datetime import date, timedelta
from typing import Any

import pytest
from aiohttp.test_utils import TestClient

from entrypoints.web.response_cache import RESPONSE_CACHE
from entrypoints.web.views import statistics_views
from soepkern.domain.order_days import OrderDay, OrderDayProduct
from soepkern.domain.orders import BezorgOptie, Bron, Order, OrderLine
from tests.api.shop_data import add_soup
from tests.api.staff import add_user, container, login, use_fake_clock
from tests.fakes.builders import a_contact

Api = TestClient[Any, Any]


async def add_day(api: Api, day: date, portions: dict[int, int]) -> OrderDay:
    now = container(api).clock.now()
    order_day = OrderDay(
        id=None,
        bestellingsdag=day,
        bestelling_openings_timestamp=now - timedelta(days=2),
        bestelling_sluitings_timestamp=now + timedelta(days=2),
        bestelling_zichtbaar_timestamp=now - timedelta(days=3),
        bestelling_onzichtbaar_timestamp=now + timedelta(days=3),
        maximale_producten_per_klant=10,
        products=[OrderDayProduct(id=None, product_id=p, hoeveelheid=n) for p, n in portions.items()],
    )
    async with container(api).uow_factory(write=True) as uow:
        await uow.order_days.add(order_day)
        await uow.commit()
    return order_day


async def add_order(
    api: Api, day: OrderDay, amounts: list[tuple[int, int, str]], bron: Bron, optie: BezorgOptie
) -> None:
    """amounts: (row index, portions, soup name)."""
    order = Order(
        id=None,
        uuid=str(uuid.uuid4()),
        contact=a_contact(voornaam="Sam", achternaam="de Vries", email=f"{uuid.uuid4().hex[:8]}@example.nl"),
        bezorg_optie=optie,
        bron=bron,
        created_at=container(api).clock.now(),
        lines=[
            OrderLine(
                id=None,
                orderday_id=day.id or 0,
                orderday_product_id=day.products[index].id or 0,
                hoeveelheid=n,
                naam=naam,
                prijs=500,
            )
            for index, n, naam in amounts
        ],
    )
    async with container(api).uow_factory(write=True) as uow:
        await uow.orders.add(order)
        await uow.commit()


async def manager(api: Api) -> None:
    await add_user(api, "beheer@example.nl", rol="beheerder")
    await login(api, "beheer@example.nl")


async def seed(api: Api) -> None:
    erwt = await add_soup(api, "Erwtensoep")
    tomaat = await add_soup(api, "Tomatensoep")
    january = await add_day(api, date(2026, 1, 15), {erwt: 50, tomaat: 50})
    march = await add_day(api, date(2026, 3, 10), {erwt: 50})
    await add_order(api, january, [(0, 2, "Erwtensoep"), (1, 1, "Tomatensoep")], Bron.WEBSHOP, BezorgOptie.OPHALEN)
    await add_order(api, january, [(1, 3, "Tomatensoep")], Bron.ADMIN, BezorgOptie.BEZORGEN)
    await add_order(api, march, [(0, 4, "Erwtensoep")], Bron.VASTE_KLANT, BezorgOptie.BEZORGEN)


async def test_statistics_count_all_time_and_per_period(api: Api) -> None:
    await seed(api)
    await manager(api)
    response = await api.get("/web/admin/get_statistics")
    assert response.status == 200
    assert await response.json() == {
        "orderdays": 2,
        "customers": 0,
        "orders": 3,
        "orders_bronnen": {"webshop": 1, "admin": 1, "vaste_klant": 1},
        "orders_producten": {"Erwtensoep": 6, "Tomatensoep": 4},
        "orders_bezorgopties": {"ophalen": 1, "bezorgen": 2},
        "donations": 0,
        "donations_bedrag": 0,
    }
    january = await (await api.get("/web/admin/get_statistics?van=2026-01-01&tot=2026-01-31")).json()
    assert january["orderdays"] == 1 and january["orders"] == 2 and january["customers"] == 2
    assert january["orders_bronnen"] == {"webshop": 1, "admin": 1, "vaste_klant": 0}
    assert january["orders_producten"] == {"Tomatensoep": 4, "Erwtensoep": 2}
    assert january["orders_bezorgopties"] == {"ophalen": 1, "bezorgen": 1}
    later = await (await api.get("/web/admin/get_statistics?van=2026-02-01")).json()
    assert later["orders"] == 1 and later["orders_producten"] == {"Erwtensoep": 4}
    empty = await (await api.get("/web/admin/get_statistics?tot=2025-12-31")).json()
    assert empty["orders"] == 0 and empty["orders_producten"] == {} and empty["orderdays"] == 0


async def test_statistics_refuse_bad_dates_and_other_roles(api: Api) -> None:
    assert (await api.get("/web/admin/get_statistics")).status == 401
    await add_user(api, "coord@example.nl", rol="soep_coordinator")
    await login(api, "coord@example.nl")
    assert (await api.get("/web/admin/get_statistics")).status == 403
    await manager(api)
    bad = await api.get("/web/admin/get_statistics?van=15-01-2026")
    assert bad.status == 422
    assert "van" in (await bad.json())["errors"]


async def test_live_board_shows_the_open_day_with_portions_left_and_recent_orders(api: Api) -> None:
    await manager(api)
    empty = await (await api.get("/web/admin/live_orderday")).json()
    assert empty["orderday"] is None and empty["products"] == []
    erwt = await add_soup(api, "Erwtensoep")
    day = await add_day(api, date(2026, 12, 1), {erwt: 20})
    await add_order(api, day, [(0, 3, "Erwtensoep")], Bron.WEBSHOP, BezorgOptie.OPHALEN)
    async with container(api).uow_factory(write=True) as uow:
        assert await uow.order_days.reserve(day.products[0].id or 0, 3)
        await uow.commit()
    container(api).stock_view.invalidate()
    api.server.app[RESPONSE_CACHE].clear()
    board = await (await api.get("/web/admin/live_orderday")).json()
    assert board["orderday"]["id"] == day.id and board["orderday"]["bestellingsdag"] == "2026-12-01"
    assert board["products"] == [{"naam": "Erwtensoep", "hoeveelheid": 20, "besteld": 3, "over": 17, "wachtend": 0}]
    assert board["recent_orders"] == 1


async def test_live_board_counts_the_last_15_minutes_and_is_built_once_for_every_viewer(
    api: Api, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = use_fake_clock(api)
    await manager(api)
    erwt = await add_soup(api, "Erwtensoep")
    day = await add_day(api, date(2026, 12, 1), {erwt: 20})
    await add_order(api, day, [(0, 1, "Erwtensoep")], Bron.WEBSHOP, BezorgOptie.OPHALEN)
    clock.advance(minutes=16)  # the first order is now older than the window
    await add_order(api, day, [(0, 2, "Erwtensoep")], Bron.ADMIN, BezorgOptie.BEZORGEN)
    api.server.app[RESPONSE_CACHE].clear()
    builds: list[object] = []
    build_board = statistics_views.get_live_board

    async def counted(*args: Any) -> Any:
        builds.append(args)
        return await build_board(*args)

    monkeypatch.setattr(statistics_views, "get_live_board", counted)
    answers = await asyncio.gather(*(api.get("/web/admin/live_orderday") for _ in range(8)))

    assert [answer.status for answer in answers] == [200] * 8
    assert {(await answer.json())["recent_orders"] for answer in answers} == {1}
    assert len(builds) == 1, "eight managers watching cost one query round, not eight"
