"""Customers, matched by e-mail address; standing customers carry default order settings."""

from __future__ import annotations

import uuid
from datetime import datetime

import attrs

from soepkern.domain.contact_details import FLAT, ContactDetails
from soepkern.domain.orders import BezorgOptie, Bron, Order, OrderLine
from soepkern.domain.users import normalise_email


def _normalised(contact: ContactDetails) -> ContactDetails:
    """A customer is found by e-mail address: it is kept normalised."""
    return attrs.evolve(contact, email=normalise_email(contact.email))


@attrs.define
class Customer:
    id: int | None
    contact: ContactDetails = attrs.field(converter=_normalised, metadata=FLAT)
    vaste_klant: bool = False
    vaste_klant_mailen: bool = False
    vaste_klant_producten: int | None = None
    vaste_klant_bezorgkeuze: BezorgOptie | None = None

    def __attrs_post_init__(self) -> None:
        if not self.vaste_klant:
            self.stop_standing()
        elif self.vaste_klant_producten is not None and self.vaste_klant_producten < 1:
            raise ValueError("vaste_klant_producten must be at least 1")

    def stop_standing(self) -> None:
        """Switching 'vaste klant' off clears the mailing flag, default products and delivery choice."""
        self.vaste_klant = False
        self.vaste_klant_mailen = False
        self.vaste_klant_producten = None
        self.vaste_klant_bezorgkeuze = None

    @property
    def full_name(self) -> str:
        return self.contact.naam

    def new_order(
        self,
        lines: list[OrderLine],
        *,
        bezorg_optie: BezorgOptie,
        bron: Bron,
        created_at: datetime,
        opmerking: str = "",
    ) -> Order:
        """A new order at this customer's name and address (a standing order, or demo data)."""
        assert self.contact.huisnummer is not None
        return Order(
            id=None,
            uuid=str(uuid.uuid4()),
            contact=self.contact,
            bezorg_optie=bezorg_optie,
            bron=bron,
            created_at=created_at,
            opmerking=opmerking,
            customer_id=self.id,
            lines=lines,
        )
