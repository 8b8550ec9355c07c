"""Editing a customer record in the back office, with the standing-customer ('vaste klant') rule.

Switching vaste_klant off clears vaste_klant_mailen, vaste_klant_producten and vaste_klant_bezorgkeuze (spec
document 2, point 4); switched on, the customer needs a default number of soups (at least 1) and a delivery choice.
"""

from __future__ import annotations

import attrs

from soepkern.domain.checkout import CONTACT_WORDING
from soepkern.domain.contact_details import TypedContact, checked_contact
from soepkern.domain.customers import Customer
from soepkern.domain.delivery_lists import care_note_problem
from soepkern.domain.errors import ValidationErrors
from soepkern.domain.orders import BezorgOptie

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


# A customer needs a name and an e-mail address; the rest of the contact is optional.
CUSTOMER_REQUIRED = frozenset({"voornaam", "achternaam"})


def revise_customer(existing: Customer, form: CustomerForm, *, email_taken: bool = False) -> Customer:
    """The customer as the form wants it, or ValidationFailed with every problem (the spec's field names)."""
    errors = ValidationErrors()
    contact = checked_contact(errors, form.contact, CUSTOMER_REQUIRED, CONTACT_WORDING)
    if email_taken and "email" not in errors:
        errors.add("email", EMAIL_TAKEN)
    producten, keuze = standing_defaults(errors, form)
    note_problem = care_note_problem(form.bezorg_notitie.strip()) if form.bezorg_notitie is not None else None
    if note_problem:
        errors.add("bezorg_notitie", note_problem)
    errors.raise_if_any()
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
