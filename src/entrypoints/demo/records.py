"""What the demo loaders share: the report they count in, their opening (`demo_start`), one way to make an order day
and one way to write an order (one soup of a day for a customer, its confirmation sent)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime, time, timedelta
from typing import TYPE_CHECKING
from zoneinfo import ZoneInfo

import attrs

from soepkern.domain.contact_details import ContactDetails
from soepkern.domain.customers import Customer
from soepkern.domain.order_days import OrderDay, OrderDayProduct
from soepkern.domain.orders import BezorgOptie, Bron
from soepkern.domain.products import Product, ProductStatus
from soepkern.ports import UnitOfWork

if TYPE_CHECKING:
    from entrypoints.bootstrap import Container


def demo_contact(
    voornaam: str,
    achternaam: str,
    email: str,
    telefoon: str,
    postcode: str,
    huisnummer: int,
    straat: str,
    plaats: str,
    bedrijfsnaam: str = "",
) -> ContactDetails:
    """A demo person's contact details, in the order the demo tables write them."""
    return ContactDetails(voornaam, achternaam, email, telefoon, postcode, huisnummer, "", straat, plaats, bedrijfsnaam)


@attrs.define
class DemoReport:
    """What `soep demo-data` added, counted by the loaders."""

    users: int = 0
    soups: int = 0
    order_days: int = 0
    customers: int = 0
    postal_ranges: int = 0
    orders: int = 0
    donations: int = 0
    contact_messages: int = 0
    library_pictures: int = 0
    publications: int = 0


@attrs.frozen
class DemoStart:
    """Where a loader starts: the business time zone, now, today there, and the first soups on sale."""

    tz: ZoneInfo
    now: datetime
    today: date
    soups: list[Product]


async def demo_start(
    container: Container, uow: UnitOfWork, marker: str, *, soups: int, at_least: int = 1
) -> DemoStart | None:
    """The opening the loaders of orders share: None when their marker customer exists (the loader ran before) or
    fewer than `at_least` soups are on sale; otherwise the first `soups` soups on sale and the moment."""
    if await uow.customers.get_by_email(marker) is not None:
        return None
    on_sale = [p for p in await uow.products.list_all() if p.status is ProductStatus.BESCHIKBAAR][:soups]
    if len(on_sale) < at_least:
        return None
    tz = ZoneInfo(container.settings.timezone)
    now = container.clock.now()
    return DemoStart(tz=tz, now=now, today=now.astimezone(tz).date(), soups=on_sale)


async def add_demo_order(
    uow: UnitOfWork,
    customer: Customer,
    day: OrderDay,
    row: OrderDayProduct,
    amount: int,
    *,
    bron: Bron,
    bezorg_optie: BezorgOptie,
    created_at: datetime,
    opmerking: str = "",
) -> int:
    """Adds the order (the stock is the caller's to reserve); returns its id."""
    assert day.id is not None
    if customer.contact.huisnummer is None:
        customer = attrs.evolve(customer, contact=attrs.evolve(customer.contact, huisnummer=1))
    order = customer.new_order(
        [row.order_line(day.id, amount)],
        bezorg_optie=bezorg_optie,
        bron=bron,
        created_at=created_at,
        opmerking=opmerking,
    )
    return await uow.orders.add(attrs.evolve(order, email_verzonden=True))


def moment(day: date, at: time, tz: ZoneInfo) -> datetime:
    """`at` o'clock on `day` in the business time zone, in UTC."""
    return datetime.combine(day, at, tzinfo=tz).astimezone(ZoneInfo("UTC"))


def demo_day(
    day: date, opens: datetime, closes: datetime, products: Sequence[OrderDayProduct], tz: ZoneInfo
) -> OrderDay:
    """An order day visible from two days before it opens until the end of the day, at most 4 portions a customer."""
    return OrderDay(
        id=None,
        bestellingsdag=day,
        bestelling_openings_timestamp=opens,
        bestelling_sluitings_timestamp=closes,
        bestelling_zichtbaar_timestamp=opens - timedelta(days=2),
        bestelling_onzichtbaar_timestamp=moment(day, time(23, 59), tz),
        maximale_producten_per_klant=4,
        products=list(products),
    )
