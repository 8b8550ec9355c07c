"""Answers of the back office's orders, order days to order on, customers and donations (contract.md)."""

from __future__ import annotations

from datetime import date, datetime

import attrs

from adapters.serialization import write_renamed
from entrypoints.web.views.answers import IN_CENTS, IN_PLACE_FIELD, in_place
from soepkern.domain import donations, orders
from soepkern.domain.contact_details import FLAT
from soepkern.domain.customers import Customer
from soepkern.domain.order_days import OrderDay as Day
from soepkern.domain.order_days import OrderDayProduct
from soepkern.services.staff_orders import OrderWithDays


@in_place
@attrs.frozen
class NotedCustomer:
    """A customer (its fields in place) with the delivery note of its standing order."""

    customer: Customer = attrs.field(metadata=IN_PLACE_FIELD)
    bezorg_notitie: str


@attrs.frozen
class LineDay:
    """The order day of an order line (its date unknown once the day is deleted)."""

    id: int
    bestellingsdag: date | None


@attrs.frozen
class LineRow:
    """The order-day row of an order line: the soup and its portions (0 once the row is gone)."""

    id: int
    naam: str
    hoeveelheid: int
    besteld: int


@attrs.frozen
class OrderLine:
    id: int
    orderday_id: int
    orderday: LineDay
    orderday_product: LineRow
    hoeveelheid: int
    prijs: int = attrs.field(metadata=IN_CENTS)
    korting: int = attrs.field(metadata=IN_CENTS)


@in_place
@attrs.frozen
class StaffOrder:
    """An order as the back office shows it: the order's fields in place, its portions and total, whether its
    confirmation is still on its way (`email_wachtrij`) and its lines with their order days."""

    order: orders.Order = attrs.field(metadata=IN_PLACE_FIELD)
    producten: int
    totaal: int = attrs.field(metadata=IN_CENTS)
    email_wachtrij: bool
    products: list[OrderLine]
    # Cancelled by the customer's own link (issue 26): the order stays, without lines (`geannuleerd_at` in place).
    geannuleerd: bool = False

    @classmethod
    def of(cls, found: OrderWithDays) -> StaffOrder:
        order = found.order
        lines = []
        for line in order.lines:
            assert line.id is not None
            day = found.days.get(line.orderday_id)
            row = day.row(line.orderday_product_id) if day else None
            lines.append(
                OrderLine(
                    line.id,
                    line.orderday_id,
                    LineDay(line.orderday_id, day.bestellingsdag if day else None),
                    LineRow(
                        line.orderday_product_id,
                        row.naam if row else line.naam,
                        row.hoeveelheid if row else 0,
                        row.besteld if row else 0,
                    ),
                    line.hoeveelheid,
                    line.prijs,
                    line.korting,
                )
            )
        return cls(order, order.producten, order.total, found.email_wachtrij, lines, geannuleerd=order.geannuleerd)


@attrs.frozen
class OrderableRow:
    id: int
    product_id: int
    naam: str
    hoeveelheid: int
    besteld: int
    prijs: int = attrs.field(metadata=IN_CENTS)
    korting: int = attrs.field(metadata=IN_CENTS)

    @classmethod
    def of(cls, row: OrderDayProduct) -> OrderableRow:
        assert row.id is not None
        return cls(row.id, row.product_id, row.naam, row.hoeveelheid, row.besteld, row.prijs, row.korting)


@attrs.frozen
class OrderableDay:
    """An order day staff may order on (`nu_geopend` / `nu_zichtbaar`: open / visible at this moment)."""

    id: int
    bestellingsdag: date
    inschrijving_geopend: bool
    zichtbaar: bool
    nu_geopend: bool
    nu_zichtbaar: bool
    maximale_producten_per_klant: int
    products: list[OrderableRow]

    @classmethod
    def of(cls, day: Day, now: datetime) -> OrderableDay:
        assert day.id is not None
        return cls(
            day.id,
            day.bestellingsdag,
            day.inschrijving_geopend,
            day.zichtbaar,
            day.is_open(now),
            day.is_visible(now),
            day.maximale_producten_per_klant,
            [OrderableRow.of(row) for row in day.products],
        )


@attrs.frozen
class Donation:
    """A donation as the back office shows it (`customer_id`: the customer it is linked to)."""

    id: int
    bedrag: int = attrs.field(metadata=IN_CENTS)
    created_at: datetime
    betaal_methode: str
    status: donations.DonationStatus
    anoniem: bool
    donor: donations.Donor = attrs.field(metadata=FLAT)  # its fields in the answer itself
    customer_id: int | None
    maandelijks: bool = False  # a payment of a monthly gift (the first one included)

    @classmethod
    def of(cls, donation: donations.Donation) -> Donation:
        d = donation
        assert d.id is not None
        return cls(
            d.id,
            d.bedrag,
            d.created_at,
            d.betaal_methode,
            d.status,
            d.anoniem,
            d.donor,
            d.customer_id,
            d.gift_id is not None,
        )


write_renamed(Donation)  # the donor's fields in the donation itself (FLAT)
