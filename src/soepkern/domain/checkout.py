"""Placing an order in the shop: the checks on the form, and the rules per order day (stock, maxima, open).

The form checks are pure functions of the form and the shop settings. The per-day rules are checked again inside
the ordering transaction (services/shop.py), where the stock is also reserved atomically.
"""

from __future__ import annotations

import hashlib
import json
import uuid
from datetime import date, datetime
from typing import Any

import attrs

from soepkern.domain.contact_details import (
    TOO_LONG,
    ContactDetails,
    ContactWording,
    TypedContact,
    checked_contact,
)
from soepkern.domain.customers import Customer
from soepkern.domain.dates import format_date
from soepkern.domain.email_address import EMAIL_INVALID
from soepkern.domain.errors import ValidationErrors, ValidationFailed
from soepkern.domain.input_bounds import LINE_BREAK, MULTILINE, at_most
from soepkern.domain.order_confirmation import ConfirmationDay
from soepkern.domain.orders import MAX_REMARK_LENGTH, BezorgOptie, Bron, Order, OrderLine
from soepkern.domain.wording import counted, plural

# A cart holds one line per order-day soup; no shop offers more soups on its visible days than this.
MAX_CART_LINES = 100

REQUIRED = "Dit veld is verplicht."
PHONE_INVALID = "Vul een geldig telefoonnummer in."
POSTCODE_INVALID = "Vul een geldige postcode in, bijvoorbeeld 1234 AB."
HUISNUMMER_INVALID = "Vul een geldig huisnummer in."
CHOOSE_OPTION = "Kies of u de soep ophaalt of laat bezorgen."
PICKUP_OFF = "Ophalen is op dit moment niet mogelijk."
SHIPPING_OFF = "Bezorgen is op dit moment niet mogelijk."
NOT_DELIVERED_HERE = "Wij bezorgen helaas niet op dit adres. U kunt de soep wel ophalen."
REMARK_TOO_LONG = f"De opmerking mag maximaal {MAX_REMARK_LENGTH} tekens lang zijn."
ACCEPT_TERMS = "U moet akkoord gaan met de voorwaarden."
EMPTY_CART = "Kies minimaal één soep."
AMOUNT_INVALID = "Kies een aantal van 0 of meer."
UNKNOWN_PRODUCT = "Een gekozen soep wordt niet (meer) aangeboden. Vernieuw de pagina en probeer het opnieuw."
BLOCKED = "Uw bestelling kan helaas niet online worden geplaatst. Neem contact met ons op."


def day_closed(day: date) -> str:
    return f"De inschrijvingen voor de bestellingsdag van {format_date(day)} zijn gesloten."


def not_enough(naam: str, day: date, remaining: int) -> str:
    if remaining < 1:
        return f"{naam} is uitverkocht voor {format_date(day)}."
    left = counted(remaining, "portie", "porties")
    return f"Er {plural(remaining, 'is', 'zijn')} nog maar {left} {naam} beschikbaar voor {format_date(day)}."


def over_maximum(day: date, maximum: int, already: int) -> str:
    message = f"U kunt maximaal {counted(maximum, 'soep', 'soepen')} bestellen voor {format_date(day)}."
    if already:
        message += f" U heeft er al {already} besteld."
    return message


@attrs.frozen
class CartLine:
    id: int  # the order-day product row
    gekozen_hoeveelheid: int


@attrs.frozen
class DetailsForm:
    """Who orders and how, as the checkout sends it (the waitlist's form sends the same; each adds its own part)."""

    voornaam: str
    achternaam: str
    email: str
    telefoonnummer: str
    postcode: str
    huisnummer: str
    straat: str
    plaats: str
    bezorg_optie: str
    voorwaarden: bool
    huisnummer_extensie: str = ""
    bedrijfsnaam: str = ""


@attrs.frozen
class CheckoutForm(DetailsForm):
    products: list[CartLine] = attrs.field(kw_only=True, metadata=at_most(MAX_CART_LINES))
    opmerking: str = attrs.field(default="", kw_only=True, metadata=MULTILINE)
    totale_producten: int | None = attrs.field(default=None, kw_only=True)


@attrs.frozen
class OrderPlaced:
    """The result of a successful checkout: what the customer is shown (and what a retry with the same
    idempotency key gets again)."""

    bestelnummer: int
    uuid: str
    totaal: int  # cents
    # The lines per order day with the pickup or delivery window and address (for "Bestelling ontvangen").
    bevestiging: tuple[ConfirmationDay, ...] = ()


# An Idempotency-Key is bound to the request it was first used with (decision 0037): a retry of the same checkout
# gets the first answer again; another checkout under the same key is refused rather than answered with someone
# else's order (or silently dropped).
IDEMPOTENCY_FIELD = "idempotency_key"
KEY_REUSED = (
    "Deze bestelpoging hoort bij een andere bestelling. Vernieuw de pagina en bestel opnieuw; "
    "controleer eerst of uw eerdere bestelling is gelukt."
)


def checkout_fingerprint(form: CheckoutForm) -> str:
    """A hash of everything the checkout says, the same for any order of JSON keys."""
    fields = attrs.asdict(form, recurse=False)  # (what `attrs.asdict(form)` gives, without its generic walk)
    fields["products"] = [{"id": line.id, "gekozen_hoeveelheid": line.gekozen_hoeveelheid} for line in form.products]
    canonical = json.dumps(fields, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(canonical.encode()).hexdigest()


@attrs.frozen
class StoredAnswer:
    """A checkout's answer kept under its idempotency key, with the fingerprint of the request that made it ('' for
    answers stored before fingerprints were kept: those match any request)."""

    answer: OrderPlaced
    fingerprint: str = ""

    def for_request(self, fingerprint: str) -> OrderPlaced:
        """The answer again for a retry of the same request; ValidationFailed (422) for another request."""
        if self.fingerprint and self.fingerprint != fingerprint:
            raise ValidationFailed.single(IDEMPOTENCY_FIELD, KEY_REUSED)
        return self.answer


@attrs.frozen
class ShopClosed:
    """The result of a checkout while the website is closed (no order is made)."""


@attrs.frozen
class ShopSwitches:
    website_open: bool
    pickup_enabled: bool
    shipping_enabled: bool


@attrs.frozen
class CleanCheckout:
    """A form that passed the checks, normalised (postcode '1234AB', e-mail lower-case, amounts per row)."""

    contact: ContactDetails
    bezorg_optie: BezorgOptie
    opmerking: str
    amounts: dict[int, int]


def customer_of(clean: CleanCheckout) -> Customer:
    """The customer a checked form describes (to claim by e-mail address)."""
    return Customer(id=None, contact=clean.contact)


def order_details(clean: CleanCheckout) -> dict[str, Any]:
    """The form's part of an order, for `Order(...)` and `attrs.evolve(order, ...)`."""
    return {"contact": clean.contact, "bezorg_optie": clean.bezorg_optie, "opmerking": clean.opmerking}


def new_order(clean: CleanCheckout, customer: Customer, lines: list[OrderLine], now: datetime, bron: Bron) -> Order:
    return Order(
        id=None,
        uuid=str(uuid.uuid4()),
        bron=bron,
        created_at=now,
        customer_id=customer.id,
        lines=lines,
        **order_details(clean),
    )


# The contact checks' answers in the checkout, the staff's order form and the customer form.
CONTACT_WORDING = ContactWording(
    required=lambda _field: REQUIRED,
    too_long=lambda _field: TOO_LONG,
    line_break=lambda _field: LINE_BREAK,
    email_invalid=EMAIL_INVALID,
    postcode_invalid=POSTCODE_INVALID,
    huisnummer_invalid=HUISNUMMER_INVALID,
    phone_invalid=PHONE_INVALID,
)
# Who orders is named, reachable and has an address (the company name and the addition are optional).
ORDER_REQUIRED = frozenset({"voornaam", "achternaam", "telefoonnummer", "postcode", "huisnummer", "straat", "plaats"})


def check_checkout(form: CheckoutForm, switches: ShopSwitches) -> CleanCheckout:
    """All form errors at once (HTTP 422 with the spec's field names), or the cleaned form."""
    errors = ValidationErrors()
    details = checked_details(errors, TypedContact.of(form), form.bezorg_optie, form.opmerking, switches)
    if form.voorwaarden is not True:
        errors.add("voorwaarden", ACCEPT_TERMS)
    amounts = _amounts(errors, form.products)
    errors.raise_if_any()
    return attrs.evolve(details, amounts=amounts)


def checked_details(
    errors: ValidationErrors, sent: TypedContact, bezorg_optie: str, opmerking: str, switches: ShopSwitches
) -> CleanCheckout:
    """Who orders and how, checked as in the shop (the checkout's and the staff's order form's rule), without amounts;
    its problems in `errors` (the value means nothing while there are any)."""
    contact = checked_contact(errors, sent, ORDER_REQUIRED, CONTACT_WORDING)
    option = _delivery_option(errors, bezorg_optie, switches)
    if len(opmerking) > MAX_REMARK_LENGTH:
        errors.add("opmerking", REMARK_TOO_LONG)
    return CleanCheckout(contact, option or BezorgOptie.OPHALEN, opmerking.strip(), {})


def _delivery_option(errors: ValidationErrors, value: str, switches: ShopSwitches) -> BezorgOptie | None:
    try:
        option = BezorgOptie(value)
    except ValueError:
        errors.add("bezorg_optie", CHOOSE_OPTION)
        return None
    if option is BezorgOptie.OPHALEN and not switches.pickup_enabled:
        errors.add("bezorg_optie", PICKUP_OFF)
    if option is BezorgOptie.BEZORGEN and not switches.shipping_enabled:
        errors.add("bezorg_optie", SHIPPING_OFF)
    return option


def _amounts(errors: ValidationErrors, lines: list[CartLine]) -> dict[int, int]:
    amounts: dict[int, int] = {}
    for line in lines:
        if line.gekozen_hoeveelheid < 0:
            errors.add("cart", AMOUNT_INVALID)
            continue
        if line.gekozen_hoeveelheid > 0:
            amounts[line.id] = amounts.get(line.id, 0) + line.gekozen_hoeveelheid
    if not amounts and "cart" not in errors:
        errors.add("cart", EMPTY_CART)
    return amounts
