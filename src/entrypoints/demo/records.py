"""One way for the demo loaders to write an order: a customer's address, one soup of a day, a sent confirmation."""

from __future__ import annotations

import uuid
from datetime import datetime

from soepkern.domain.customers import Customer
from soepkern.domain.order_days import OrderDay, OrderDayProduct
from soepkern.domain.orders import BezorgOptie, Bron, Order, OrderLine
from soepkern.ports import UnitOfWork


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
    assert day.id is not None and row.id is not None
    line = OrderLine(
        id=None,
        orderday_id=day.id,
        orderday_product_id=row.id,
        hoeveelheid=amount,
        naam=row.naam,
        prijs=row.prijs,
        korting=row.korting,
    )
    return await uow.orders.add(
        Order(
            id=None,
            uuid=str(uuid.uuid4()),
            voornaam=customer.voornaam,
            achternaam=customer.achternaam,
            email=customer.email,
            telefoonnummer=customer.telefoonnummer,
            postcode=customer.postcode,
            huisnummer=customer.huisnummer or 1,
            huisnummer_extensie=customer.huisnummer_extensie,
            straat=customer.straat,
            plaats=customer.plaats,
            bezorg_optie=bezorg_optie,
            bron=bron,
            created_at=created_at,
            opmerking=opmerking,
            customer_id=customer.id,
            email_verzonden=True,
            lines=[line],
        )
    )
