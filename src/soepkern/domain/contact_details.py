"""Who orders and where: the ten contact fields that a checked checkout, an order and a customer share.

A value object, so that the fields are named once (issue 29 item 3, decisions 0064 and 0092): a checked checkout
holds them (`CleanCheckout.contact`), a customer is made from them (`checkout.customer_of`) and an order takes them
over (`checkout.order_details`). The HTTP edge and the database rows keep the flat fields.
"""

from __future__ import annotations

from typing import Any

import attrs


@attrs.frozen
class ContactDetails:
    voornaam: str
    achternaam: str
    email: str
    telefoonnummer: str = ""
    postcode: str = ""
    huisnummer: int | None = None
    huisnummer_extensie: str = ""
    straat: str = ""
    plaats: str = ""
    bedrijfsnaam: str = ""

    def fields(self) -> dict[str, Any]:
        """The fields by name, for an entity's constructor or `attrs.evolve`."""
        return attrs.asdict(self)


CONTACT_FIELDS: tuple[str, ...] = tuple(field.name for field in attrs.fields(ContactDetails))
