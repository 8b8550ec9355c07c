"""Order days: the days soups are sold, their ordering window, visibility and product rows.

The open/visible state is decided from the timestamps at the moment of asking
(see docs/decisions/0005-order-day-state.md): a day is open for orders when the manual switch
`inschrijving_geopend` is on and now lies in [opening, closing); it is visible when `zichtbaar` is on
and now lies in [visible-from, invisible-from). No timer has to fire, so the switching survives
restarts and works with several server processes.
"""

from __future__ import annotations

from datetime import date, datetime
from enum import StrEnum

import attrs

DEFAULT_MAX_PER_CUSTOMER = 1


@attrs.define
class OrderDayProduct:
    """One soup offered on an order day: how many portions exist and how many are ordered."""

    id: int | None
    product_id: int
    hoeveelheid: int = attrs.field(validator=attrs.validators.ge(0))
    besteld: int = attrs.field(default=0, validator=attrs.validators.ge(0))
    naam: str = ""
    prijs: int = 0
    korting: int = 0

    def __attrs_post_init__(self) -> None:
        if self.besteld > self.hoeveelheid:
            raise ValueError("besteld exceeds hoeveelheid")

    @property
    def remaining(self) -> int:
        return self.hoeveelheid - self.besteld


class ShopperState(StrEnum):
    """What a shopper sees for an order day on the product page (spec document 1, point 4)."""

    NOT_YET_OPEN = "not_yet_open"
    ALREADY_CLOSED = "already_closed"
    CLOSED = "closed"
    SOLD_OUT = "sold_out"
    ORDERABLE = "orderable"


def _after(field_name: str):  # type: ignore[no-untyped-def]
    def check(instance: OrderDay, attribute: attrs.Attribute[datetime], value: datetime) -> None:
        if value <= getattr(instance, field_name):
            raise ValueError(f"{attribute.name} must be after {field_name}")

    return check


@attrs.define
class OrderDay:
    id: int | None
    bestellingsdag: date
    bestelling_openings_timestamp: datetime
    bestelling_sluitings_timestamp: datetime = attrs.field(validator=_after("bestelling_openings_timestamp"))
    bestelling_zichtbaar_timestamp: datetime
    bestelling_onzichtbaar_timestamp: datetime = attrs.field(validator=_after("bestelling_zichtbaar_timestamp"))
    maximale_producten_per_klant: int = attrs.field(default=DEFAULT_MAX_PER_CUSTOMER, validator=attrs.validators.ge(1))
    inschrijving_geopend: bool = True
    zichtbaar: bool = True
    created_by: int | None = None
    products: list[OrderDayProduct] = attrs.field(factory=list)

    def __attrs_post_init__(self) -> None:
        product_ids = [row.product_id for row in self.products]
        if len(product_ids) != len(set(product_ids)):
            raise ValueError("a product appears twice on one order day")

    def is_open(self, now: datetime) -> bool:
        return (
            self.inschrijving_geopend
            and self.bestelling_openings_timestamp <= now < self.bestelling_sluitings_timestamp
        )

    def is_visible(self, now: datetime) -> bool:
        return self.zichtbaar and self.bestelling_zichtbaar_timestamp <= now < self.bestelling_onzichtbaar_timestamp

    def shopper_state(self, row: OrderDayProduct, now: datetime) -> ShopperState:
        if not self.is_open(now):
            if now < self.bestelling_openings_timestamp:
                return ShopperState.NOT_YET_OPEN
            if now >= self.bestelling_sluitings_timestamp:
                return ShopperState.ALREADY_CLOSED
            return ShopperState.CLOSED
        if row.remaining < 1:
            return ShopperState.SOLD_OUT
        return ShopperState.ORDERABLE

    @property
    def totale_producten(self) -> int:
        return sum(row.hoeveelheid for row in self.products)

    @property
    def bestelde_producten(self) -> int:
        return sum(row.besteld for row in self.products)

    def row(self, row_id: int) -> OrderDayProduct | None:
        return next((r for r in self.products if r.id == row_id), None)

    def is_upcoming(self, today: date) -> bool:
        """Listed under 'Bestellingen': from tomorrow on (today is in neither tab)."""
        return self.bestellingsdag > today

    def is_archived(self, today: date) -> bool:
        return self.bestellingsdag < today
