"""Orders and their lines: who ordered which portions of which order day, picked up or delivered."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum

import attrs

from soepkern.domain.contact_details import FLAT, ContactDetails

MAX_REMARK_LENGTH = 1000


class BezorgOptie(StrEnum):
    OPHALEN = "ophalen"
    BEZORGEN = "bezorgen"


class Bron(StrEnum):
    """Where an order came from."""

    WEBSHOP = "webshop"
    ADMIN = "admin"
    VASTE_KLANT = "vaste_klant"


@attrs.define
class OrderLine:
    id: int | None
    orderday_id: int
    orderday_product_id: int
    hoeveelheid: int = attrs.field(validator=attrs.validators.ge(1))
    naam: str = ""
    prijs: int = attrs.field(default=0, validator=attrs.validators.ge(0))
    korting: int = attrs.field(default=0, validator=attrs.validators.ge(0))

    @property
    def subtotal(self) -> int:
        return self.hoeveelheid * self.prijs

    @property
    def discount(self) -> int:
        return self.hoeveelheid * self.korting


def with_house_number(_order: object, _field: object, contact: ContactDetails) -> None:
    if contact.huisnummer is None:
        raise ValueError("an order's address has a house number")


@attrs.define
class Order:
    id: int | None
    uuid: str
    contact: ContactDetails = attrs.field(validator=with_house_number, metadata=FLAT)
    bezorg_optie: BezorgOptie
    bron: Bron
    created_at: datetime
    opmerking: str = attrs.field(default="", validator=attrs.validators.max_len(MAX_REMARK_LENGTH))
    customer_id: int | None = None
    email_verzonden: bool = False
    lines: list[OrderLine] = attrs.field(factory=list)
    # Set when the customer cancelled the whole order by the link of the confirmation mail (issue 26): the order
    # stays (without lines) so staff still see it, as cancelled.
    geannuleerd_at: datetime | None = None

    @property
    def geannuleerd(self) -> bool:
        return self.geannuleerd_at is not None

    @property
    def producten(self) -> int:
        return sum(line.hoeveelheid for line in self.lines)

    @property
    def subtotal(self) -> int:
        return sum(line.subtotal for line in self.lines)

    @property
    def discount(self) -> int:
        return sum(line.discount for line in self.lines)

    @property
    def total(self) -> int:
        return self.subtotal - self.discount
