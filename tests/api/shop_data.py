"""Seed data for shop tests: soups on an order day that is open now."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from aiohttp.test_utils import TestClient

from soepkern.domain.blacklist import BlacklistItem
from soepkern.domain.business_time import business_date
from soepkern.domain.order_days import OrderDay, OrderDayProduct
from soepkern.domain.postal_ranges import PostalRange
from soepkern.domain.products import Product, ProductStatus, make_slug
from tests.api.staff import container


async def add_soup(api: TestClient[Any, Any], naam: str = "Erwtensoep", prijs: int = 550, korting: int = 50) -> int:
    async with container(api).uow_factory(write=True) as uow:
        product = Product(
            id=None, naam=naam, slug=f"tmp-{naam}", status=ProductStatus.BESCHIKBAAR, prijs=prijs, korting=korting
        )
        product_id = await uow.products.add(product)
        product.slug = make_slug(product_id, naam)
        await uow.products.update(product)
        await uow.commit()
    return product_id


async def add_open_day(
    api: TestClient[Any, Any],
    portions: dict[int, int],
    *,
    maximum: int = 4,
    opens_in: timedelta = timedelta(hours=-1),
    day: date = date(2026, 11, 30),
) -> OrderDay:
    now = container(api).clock.now()
    opening = now + opens_in
    order_day = OrderDay(
        id=None,
        # Staff cannot add portions to a passed day: on the real clock the days are moved ahead of today, keeping
        # their distance from each other.
        bestellingsdag=day + max(timedelta(0), business_date(now) + timedelta(days=1) - date(2026, 11, 30)),
        bestelling_openings_timestamp=opening,
        bestelling_sluitings_timestamp=opening + timedelta(days=2),
        bestelling_zichtbaar_timestamp=now - timedelta(days=1),
        bestelling_onzichtbaar_timestamp=now + timedelta(days=5),
        maximale_producten_per_klant=maximum,
        products=[OrderDayProduct(id=None, product_id=p, hoeveelheid=n) for p, n in portions.items()],
    )
    async with container(api).uow_factory(write=True) as uow:
        await uow.order_days.add(order_day)
        await uow.commit()
    shop_changed(api)
    return order_day


async def add_delivery_area(api: TestClient[Any, Any]) -> None:
    async with container(api).uow_factory(write=True) as uow:
        await uow.postal_ranges.add(PostalRange(id=None, postcode_begin="3500AA", postcode_eind="3599ZZ"))
        await uow.commit()
    shop_changed(api)


async def block(api: TestClient[Any, Any], **fields: Any) -> None:
    async with container(api).uow_factory(write=True) as uow:
        await uow.blacklist.add(BlacklistItem(id=None, **fields))
        await uow.commit()
    shop_changed(api)


async def set_variables(api: TestClient[Any, Any], **values: str) -> None:
    async with container(api).uow_factory(write=True) as uow:
        await uow.settings_values.save(values)
        await uow.commit()
    shop_changed(api)


def shop_changed(api: TestClient[Any, Any]) -> None:
    """These helpers write straight into the database, past the server's short-lived caches."""
    container(api).stock_view.invalidate()


def checkout(rows: dict[int, int], email: str = "joke@example.nl", **overrides: Any) -> dict[str, Any]:
    return {
        "voornaam": "Joke",
        "achternaam": "Bakker",
        "email": email,
        "telefoonnummer": "06 12345678",
        "postcode": "3581 ws",
        "huisnummer": "1",
        "huisnummer_extensie": "",
        "straat": "Bolstraat",
        "plaats": "Utrecht",
        "bedrijfsnaam": "",
        "bezorg_optie": "ophalen",
        "opmerking": "",
        "voorwaarden": True,
        "totale_producten": sum(rows.values()),
        "products": [{"id": row_id, "gekozen_hoeveelheid": n} for row_id, n in rows.items()],
        **overrides,
    }
