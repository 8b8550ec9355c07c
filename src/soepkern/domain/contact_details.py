"""Who orders and where: the ten contact fields that a checked checkout, an order and a customer share.

A value object, so that the fields are named once (issue 29 item 3, decisions 0064, 0092 and 0100): a checked
checkout holds them (`CleanCheckout.contact`), a customer is made from them (`checkout.customer_of`), an order takes
them over (`checkout.order_details`) and the delivery day shows them (`DayOrder.contact`). The staff's forms hold the
fields as typed (`TypedContact`) until the checks make a `ContactDetails` of them. The HTTP edge and the database
rows keep the flat fields.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection
from typing import Any

import attrs

from soepkern.domain.email_address import is_valid_email, normalise_email
from soepkern.domain.errors import ValidationErrors
from soepkern.domain.input_bounds import breaks_line
from soepkern.domain.postcode import normalise_huisnummer, normalise_postcode, show_postcode

MAX_TEXT = 255
TOO_LONG = f"Maximaal {MAX_TEXT} tekens."
MAX_ADDITION = 20  # the house-number addition's column
PHONE_PATTERN = re.compile(r"[0-9+()\- ]{6,20}")
# The one-line text fields, in the order their problems are reported.
TEXT_FIELDS = ("voornaam", "achternaam", "telefoonnummer", "straat", "plaats", "bedrijfsnaam", "huisnummer_extensie")

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

    @classmethod
    def of(cls, form: object) -> TypedContact:
        """The contact fields of a flat form (the checkout's)."""
        return cls(**{name: getattr(form, name) for name in CONTACT_FIELDS})


@attrs.frozen
class ContactWording:
    """The Dutch answers of the contact checks: the forms' (under the field's name) or the customer import's (a row's
    reasons, naming the column)."""

    required: Callable[[str], str]
    too_long: Callable[[str], str]
    line_break: Callable[[str], str]
    email_invalid: str
    postcode_invalid: str
    huisnummer_invalid: str
    phone_invalid: str | None  # None: the phone number is taken as written (the import)


def short_text(errors: ValidationErrors, field: str, value: str | None, required: str | None = None) -> str:
    """A one-line text of at most MAX_TEXT characters, stripped; `required`: the answer when it is empty (a form's
    own words), TOO_LONG when it is longer (the contact form, the donation form)."""
    cleaned = (value or "").strip()
    if required and not cleaned:
        errors.add(field, required)
    elif len(cleaned) > MAX_TEXT:
        errors.add(field, TOO_LONG)
    return cleaned


def checked_contact(
    errors: ValidationErrors, sent: TypedContact, required: Collection[str], wording: ContactWording
) -> ContactDetails:
    """The checked contact (texts stripped, e-mail address normalised, postcode '1234AB', house number a number),
    with every problem in `errors` under the field's name. The e-mail address is always required; `required` names
    the other fields that may not be empty (an empty postcode or house number that is required is invalid)."""
    email = normalise_email(sent.email)
    if not is_valid_email(email):
        errors.add("email", wording.email_invalid)
    texts: dict[str, str] = {}
    for field in TEXT_FIELDS:
        text = texts[field] = getattr(sent, field).strip()
        if field in required and not text:
            errors.add(field, wording.required(field))
        elif len(text) > MAX_TEXT:
            errors.add(field, wording.too_long(field))
        if breaks_line(text):  # names end up in mail headers and lists
            errors.add(field, wording.line_break(field))
    phone = texts["telefoonnummer"]
    if wording.phone_invalid is not None and phone and not PHONE_PATTERN.fullmatch(phone):
        errors.add("telefoonnummer", wording.phone_invalid)
    postcode = ""
    if "postcode" in required or sent.postcode.strip():
        postcode = normalise_postcode(sent.postcode) or ""
        if not postcode:
            errors.add("postcode", wording.postcode_invalid)
    huisnummer = None
    if "huisnummer" in required or sent.huisnummer.strip():
        huisnummer = normalise_huisnummer(sent.huisnummer)
        if huisnummer is None:
            errors.add("huisnummer", wording.huisnummer_invalid)
    texts["huisnummer_extensie"] = texts["huisnummer_extensie"][:MAX_ADDITION]
    return ContactDetails(email=email, postcode=postcode, huisnummer=huisnummer, **texts)
