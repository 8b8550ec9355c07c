"""Who orders and where: the ten contact fields that a checked checkout, an order and a customer share.

A value object, so that the fields are named once (issue 29 item 3, decisions 0064, 0092 and 0100): a checked
checkout holds them (`CleanCheckout.contact`), a customer is made from them (`checkout.customer_of`), an order takes
them over (`checkout.order_details`) and the delivery day shows them (`DayOrder.contact`). The staff's forms hold the
fields as typed (`TypedContact`) until the checks make a `ContactDetails` of them. The HTTP edge and the database
rows keep the flat fields.
"""

from __future__ import annotations

from typing import Any

import attrs

from soepkern.domain.postcode import show_postcode

# attrs field metadata of a value whose fields count as the record's own: an order's or customer's `contact` is
# written flat in the JSON answers, the audit trail and the database rows.
FLAT_KEY = "flat"
FLAT: dict[str, Any] = {FLAT_KEY: True}


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

    @property
    def naam(self) -> str:
        return f"{self.voornaam} {self.achternaam}".strip()

    @property
    def address_line(self) -> str:
        """'Street number addition, postcode place' (the delivery lists, the labels, a navigation app's query)."""
        number = f"{self.huisnummer or ''}{self.huisnummer_extensie}".strip()
        place = f"{show_postcode(self.postcode.strip())} {self.plaats}".strip()
        return f"{self.straat} {number}, {place}".strip(" ,")


CONTACT_FIELDS: tuple[str, ...] = tuple(field.name for field in attrs.fields(ContactDetails))


@attrs.frozen
class TypedContact:
    """The ten contact fields as a person typed them, before the checks (a form's part; `ContactDetails` is the
    checked value: postcode normalised, house number a number, e-mail address lower-case)."""

    voornaam: str = ""
    achternaam: str = ""
    email: str = ""
    telefoonnummer: str = ""
    postcode: str = ""
    huisnummer: str = ""
    huisnummer_extensie: str = ""
    straat: str = ""
    plaats: str = ""
    bedrijfsnaam: str = ""

    def fields(self) -> dict[str, str]:
        """The fields by name (a flat form's keyword arguments)."""
        return attrs.asdict(self)
