"""Orders made and changed by staff: the form, its checks and the arithmetic of changed lines.

Staff orders follow the shop's rules (order_problems on the order day, the blacklist, delivery areas, the
checkout's field checks), except that staff may order on days whose registration is closed or that are
invisible. The stock itself is reserved and released by the database's conditional updates in the service.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs

from soepkern.domain.checkout import MAX_CART_LINES, CleanCheckout, ShopSwitches, checked_details
from soepkern.domain.contact_details import TypedContact
from soepkern.domain.errors import ValidationErrors, ValidationFailed
from soepkern.domain.input_bounds import MULTILINE, at_most
from soepkern.domain.orders import Order

KLANT_SOORTEN = ("bestaand", "nieuw")
CHOOSE_KLANT_SOORT = "Kies een bestaande of een nieuwe klant."
CHOOSE_CUSTOMER = "Kies een bestaande klant."
NO_LINES = "Voeg minimaal één soep toe."
CHOOSE_SOUP = "Kies een soep."
AMOUNT_INVALID = "Vul een aantal van 0 of meer in."
SOUP_TWICE = "Deze soep staat al in de bestelling."
LINE_UNKNOWN = "Deze regel hoort niet bij deze bestelling."
UNKNOWN_ROW = "Deze soep wordt op deze besteldag niet (meer) aangeboden."
BLOCKED_FOR_STAFF = "Dit adres of e-mailadres staat op de blacklist: hiervoor kan geen bestelling worden gemaakt."

# The checkout's field names that differ on the staff form (the order's own spelling of the addition).
_RENAMED = {"huisnummer_extensie": "huisnummer_extension"}


@attrs.frozen
class RowRef:
    id: int | None = None


@attrs.frozen
class StaffLineForm:
    orderday_product: RowRef | None = None
    hoeveelheid: int | None = None
    id: int | None = None  # a saved line of the order (edit)
    # What the screen believed the line held; the server uses the stored amount instead (docs/api.md).
    old_hoeveelheid: int | None = None


@attrs.frozen
class StaffOrderForm:
    contact: TypedContact = attrs.field(factory=TypedContact)
    bezorg_optie: str = ""
    opmerking: str = attrs.field(default="", metadata=MULTILINE)
    klant_soort: str = "nieuw"
    customer_id: int | None = None
    products: list[StaffLineForm] = attrs.field(factory=list, metadata=at_most(MAX_CART_LINES))
    deleted_products: list[Any] = attrs.field(factory=list, metadata=at_most(MAX_CART_LINES))


@attrs.frozen
class CleanStaffOrder:
    details: CleanCheckout  # the customer fields, normalised as in the shop (amounts unused)
    amounts: dict[int, int]  # portions per order-day product row (rows with 0 left out)
    line_of_row: dict[int, int]  # row id -> index N of its line in the form (for products.N.* errors)
    kept_lines: dict[int, int]  # row id -> the saved line id it keeps (edit)
    existing_customer: int | None  # customer_id when klant_soort is 'bestaand'


def check_staff_order(form: StaffOrderForm, switches: ShopSwitches, saved: Order | None = None) -> CleanStaffOrder:
    """Every field error at once (the spec's field names), or the cleaned form."""
    errors = ValidationErrors()
    details = _details(form, switches, errors)
    if form.klant_soort not in KLANT_SOORTEN:
        errors.add("klant_soort", CHOOSE_KLANT_SOORT)
    existing_customer = None
    if form.klant_soort == "bestaand":
        if form.customer_id is None:
            errors.add("customer_id", CHOOSE_CUSTOMER)
        existing_customer = form.customer_id
    saved_lines = {line.id: line for line in saved.lines} if saved else {}
    amounts: dict[int, int] = {}
    line_of_row: dict[int, int] = {}
    kept: dict[int, int] = {}
    deleted = {value for value in form.deleted_products if isinstance(value, int)}
    for n, line in enumerate(form.products):
        if line.id is not None and line.id in deleted:
            continue
        if line.id is not None and line.id not in saved_lines:
            errors.add(f"products.{n}.orderday_product.id", LINE_UNKNOWN)
            continue
        row_id = line.orderday_product.id if line.orderday_product else None
        if row_id is None:
            errors.add(f"products.{n}.orderday_product.id", CHOOSE_SOUP)
            continue
        if line.hoeveelheid is None or line.hoeveelheid < 0:
            errors.add(f"products.{n}.hoeveelheid", AMOUNT_INVALID)
            continue
        if row_id in line_of_row:
            errors.add(f"products.{n}.orderday_product.id", SOUP_TWICE)
            continue
        line_of_row[row_id] = n
        if line.hoeveelheid > 0:
            amounts[row_id] = line.hoeveelheid
            if line.id is not None and saved_lines[line.id].orderday_product_id == row_id:
                kept[row_id] = line.id
    if not amounts and len(line_of_row) == len([line for line in form.products if line.id not in deleted]):
        errors.add("products", NO_LINES)  # no line with portions, and none of the lines had an error of its own
    errors.raise_if_any()
    return CleanStaffOrder(details, amounts, line_of_row, kept, existing_customer)


def _details(form: StaffOrderForm, switches: ShopSwitches, errors: ValidationErrors) -> CleanCheckout:
    """The checkout's own field checks (one rule for shop and staff), under the staff form's field names."""
    found = ValidationErrors()
    details = checked_details(found, form.contact, form.bezorg_optie, form.opmerking, switches)
    try:
        found.raise_if_any()
    except ValidationFailed as failed:
        for field, messages in failed.errors.items():
            for message in messages:
                errors.add(_RENAMED.get(field, field), message)
    return details


def stock_changes(old: Mapping[int, int], new: Mapping[int, int]) -> dict[int, int]:
    """Portions to reserve (positive) or release (negative) per row when an order goes from `old` to `new`."""
    changes = {row: new.get(row, 0) - old.get(row, 0) for row in set(old) | set(new)}
    return {row: delta for row, delta in sorted(changes.items()) if delta != 0}


def amounts_of(order: Order | None) -> dict[int, int]:
    found: dict[int, int] = {}
    for line in order.lines if order else []:
        found[line.orderday_product_id] = found.get(line.orderday_product_id, 0) + line.hoeveelheid
    return found
