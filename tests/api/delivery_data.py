"""Seed data for delivery-list tests: a delivery day with pickup and delivery orders."""

from __future__ import annotations

import uuid
from datetime import date, timedelta
from typing import Any

from aiohttp.test_utils import TestClient

from soepkern.domain.customers import Customer
from soepkern.domain.order_days import OrderDay, OrderDayProduct
from soepkern.domain.orders import BezorgOptie, Bron, Order, OrderLine
from tests.api.shop_data import add_soup
from tests.api.staff import add_user, container, login
from tests.fakes.builders import a_contact

Api = TestClient[Any, Any]


async def staff(api: Api, email: str = "coordinator@example.nl", rol: str = "soep_coordinator") -> dict[str, str]:
    await add_user(api, email, rol=rol, name="Fatima")
    session = await login(api, email)
    return {"X-CSRF-Token": session["token"]}


async def add_day(api: Api, soups: list[int], day: date = date(2026, 11, 24)) -> OrderDay:
    now = container(api).clock.now()
    order_day = OrderDay(
        id=None,
        bestellingsdag=day,
        bestelling_openings_timestamp=now - timedelta(days=3),
        bestelling_sluitings_timestamp=now - timedelta(hours=1),
        bestelling_zichtbaar_timestamp=now - timedelta(days=3),
        bestelling_onzichtbaar_timestamp=now + timedelta(days=3),
        products=[OrderDayProduct(id=None, product_id=p, hoeveelheid=50) for p in soups],
    )
    async with container(api).uow_factory(write=True) as uow:
        await uow.order_days.add(order_day)
        await uow.commit()
    return order_day


async def add_order(
    api: Api,
    day: OrderDay,
    achternaam: str,
    bezorg_optie: str = "bezorgen",
    portions: list[int] | None = None,
    opmerking: str = "",
    care_note: str | None = None,
) -> int:
    """An order of `portions[n]` of the day's n-th soup (default: 2 of the first)."""
    amounts = portions or [2]
    email = f"{achternaam.lower()}@example.nl"
    async with container(api).uow_factory(write=True) as uow:
        customer_id = await uow.customers.add(Customer(id=None, voornaam="Jan", achternaam=achternaam, email=email))
        if care_note:
            await uow.delivery_lists.set_care_note(customer_id, care_note)
        lines = [
            OrderLine(
                id=None,
                orderday_id=day.id or 0,
                orderday_product_id=row.id or 0,
                hoeveelheid=n,
                naam=row.naam or f"Soep {row.product_id}",
                prijs=550,
            )
            for row, n in zip(day.products, amounts, strict=False)
            if n
        ]
        order = Order(
            id=None,
            uuid=str(uuid.uuid4()),
            contact=a_contact(
                voornaam="Jan",
                achternaam=achternaam,
                email=email,
                telefoonnummer="06 11122233",
                huisnummer=len(achternaam),
            ),
            bezorg_optie=BezorgOptie(bezorg_optie),
            bron=Bron.ADMIN,
            created_at=container(api).clock.now(),
            opmerking=opmerking,
            customer_id=customer_id,
            lines=lines,
        )
        order_id = await uow.orders.add(order)
        await uow.commit()
    return order_id


async def delivery_day(api: Api) -> tuple[OrderDay, dict[str, int]]:
    """Two soups on 24-11-2026; three delivery orders and one pickup."""
    soups = [await add_soup(api, "Erwtensoep"), await add_soup(api, "Tomatensoep")]
    day = await add_day(api, soups)
    async with container(api).uow_factory() as uow:
        fresh = await uow.order_days.get(day.id or 0)
    assert fresh is not None
    orders = {
        "de Vries": await add_order(api, fresh, "Vries", portions=[2, 1], care_note="bel aan bij de buren"),
        "Jansen": await add_order(api, fresh, "Jansen", portions=[1, 0], opmerking="Achterdeur"),
        "Bakker": await add_order(api, fresh, "Bakker", portions=[0, 3]),
        "Smit": await add_order(api, fresh, "Smit", "ophalen", portions=[4, 0]),
    }
    return fresh, orders
