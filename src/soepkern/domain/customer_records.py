"""Editing a customer record in the back office, with the standing-customer ('vaste klant') rule.

Switching vaste_klant off clears vaste_klant_mailen, vaste_klant_producten and vaste_klant_bezorgkeuze (spec
document 2, point 4); switched on, the customer needs a default number of soups (at least 1) and a delivery choice.
"""

from __future__ import annotations

import re

import attrs

from soepkern.domain.checkout import (
    EMAIL_INVALID,
    HUISNUMMER_INVALID,
    MAX_TEXT,
    PHONE_INVALID,
    POSTCODE_INVALID,
    checked_text,
)
from soepkern.domain.contact_details import ContactDetails, TypedContact
from soepkern.domain.customers import Customer
from soepkern.domain.delivery_lists import care_note_problem
from soepkern.domain.email_address import is_valid_email
from soepkern.domain.errors import ValidationErrors
from soepkern.domain.orders import BezorgOptie
from soepkern.domain.postcode import normalise_huisnummer, normalise_postcode
from soepkern.domain.users import normalise_email

PRODUCTS_REQUIRED = "Vul het aantal soepen in (minimaal 1)."
PRODUCTS_MIN = "Het aantal soepen moet minimaal 1 zijn."
CHOICE_REQUIRED = "Kies ophalen of bezorgen."
EMAIL_TAKEN = "Er is al een klant met dit e-mailadres."


@attrs.frozen
class CustomerForm:
    contact: TypedContact = attrs.field(factory=TypedContact)
    vaste_klant: bool = False
    vaste_klant_mailen: bool = False
    vaste_klant_producten: int | None = None
    vaste_klant_bezorgkeuze: str | None = None
    # The care note for the delivery round (docs/decisions/0012-delivery-lists.md); None leaves it as it is.
    bezorg_notitie: str | None = None


def _text(errors: ValidationErrors, field: str, value: str, *, required: bool = False) -> str:
    return checked_text(errors, field, value, required=required)


def revise_customer(existing: Customer, form: CustomerForm, *, email_taken: bool = False) -> Customer:
    """The customer as the form wants it, or ValidationFailed with every problem (the spec's field names)."""
    errors = ValidationErrors()
    sent = form.contact
    voornaam = _text(errors, "voornaam", sent.voornaam, required=True)
    achternaam = _text(errors, "achternaam", sent.achternaam, required=True)
    email = normalise_email(sent.email)
    if not is_valid_email(email) or len(email) > MAX_TEXT:
        errors.add("email", EMAIL_INVALID)
    elif email_taken:
        errors.add("email", EMAIL_TAKEN)
    telefoonnummer = _text(errors, "telefoonnummer", sent.telefoonnummer)
    if telefoonnummer and not re.fullmatch(r"[0-9+()\- ]{6,20}", telefoonnummer):
        errors.add("telefoonnummer", PHONE_INVALID)
    postcode = ""
    if sent.postcode.strip():
        postcode = normalise_postcode(sent.postcode) or ""
        if not postcode:
            errors.add("postcode", POSTCODE_INVALID)
    huisnummer = None
    if sent.huisnummer.strip():
        huisnummer = normalise_huisnummer(sent.huisnummer)
        if huisnummer is None:
            errors.add("huisnummer", HUISNUMMER_INVALID)
    producten, keuze = standing_defaults(errors, form)
    note_problem = care_note_problem(form.bezorg_notitie.strip()) if form.bezorg_notitie is not None else None
    if note_problem:
        errors.add("bezorg_notitie", note_problem)
    errors.raise_if_any()
    contact = ContactDetails(
        voornaam=voornaam,
        achternaam=achternaam,
        email=email,
        telefoonnummer=telefoonnummer,
        postcode=postcode,
        huisnummer=huisnummer,
        huisnummer_extensie=_text(errors, "huisnummer_extensie", sent.huisnummer_extensie)[:20],
        straat=_text(errors, "straat", sent.straat),
        plaats=_text(errors, "plaats", sent.plaats),
        bedrijfsnaam=_text(errors, "bedrijfsnaam", sent.bedrijfsnaam),
    )
    return Customer(
        id=existing.id,
        contact=contact,
        vaste_klant=form.vaste_klant,
        vaste_klant_mailen=form.vaste_klant_mailen,
        vaste_klant_producten=producten,
        vaste_klant_bezorgkeuze=keuze,
    )


def standing_defaults(errors: ValidationErrors, form: CustomerForm) -> tuple[int | None, BezorgOptie | None]:
    """The standing-customer defaults; switched off they are cleared (Customer does the same on its own)."""
    if not form.vaste_klant:
        return None, None
    producten = form.vaste_klant_producten
    if producten is None:
        errors.add("vaste_klant_producten", PRODUCTS_REQUIRED)
    elif producten < 1:
        errors.add("vaste_klant_producten", PRODUCTS_MIN)
    try:
        keuze = BezorgOptie(form.vaste_klant_bezorgkeuze or "")
    except ValueError:
        errors.add("vaste_klant_bezorgkeuze", CHOICE_REQUIRED)
        keuze = None
    return producten, keuze
