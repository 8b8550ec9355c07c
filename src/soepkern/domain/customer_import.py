"""Customers from a spreadsheet (foundations move their standing customers over): checking the rows.

The first row names the columns (the customer's field names; case, blanks and a few Dutch spellings are
forgiven). A row's e-mail address decides: a new customer, or an update of the one with that address. A column
the file does not have keeps the stored value. Every failing row is reported with its row number and reason.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from soepkern.domain.contact_details import (
    CONTACT_FIELDS,
    MAX_TEXT,
    ContactDetails,
    ContactWording,
    TypedContact,
    checked_contact,
)
from soepkern.domain.customers import Customer
from soepkern.domain.errors import ValidationErrors, ValidationFailed
from soepkern.domain.input_bounds import LINE_BREAK
from soepkern.domain.orders import BezorgOptie

# The columns a file may have: the contact fields and the standing-customer settings.
FIELDS = (*CONTACT_FIELDS, "vaste_klant", "vaste_klant_mailen", "vaste_klant_producten", "vaste_klant_bezorgkeuze")
ALIASES = {
    "e-mail": "email",
    "e-mailadres": "email",
    "emailadres": "email",
    "huisnummer_extension": "huisnummer_extensie",
    "toevoeging": "huisnummer_extensie",
    "telefoon": "telefoonnummer",
    "woonplaats": "plaats",
}
YES = {"1", "ja", "j", "yes", "y", "true", "waar", "x"}
NO = {"", "0", "nee", "n", "no", "false", "onwaar"}

MISSING_EMAIL_COLUMN = "De kolom 'email' ontbreekt in de eerste rij."
EMAIL_INVALID = "Het e-mailadres ontbreekt of is ongeldig."
POSTCODE_INVALID = "De postcode is ongeldig."
HUISNUMMER_INVALID = "Het huisnummer is ongeldig."
AMOUNT_INVALID = "vaste_klant_producten moet een heel getal van minimaal 1 zijn."
OPTION_INVALID = "vaste_klant_bezorgkeuze moet 'ophalen' of 'bezorgen' zijn."
AMOUNT_NEEDED = "Een vaste klant heeft een aantal soepen nodig (vaste_klant_producten)."


def required(field: str) -> str:
    return f"{field} is verplicht."


def too_long(field: str) -> str:
    return f"{field} is langer dan {MAX_TEXT} tekens."


def not_yes_no(field: str) -> str:
    return f"{field} moet ja of nee zijn."


def duplicate(first_row: int) -> str:
    return f"Dit e-mailadres staat ook in rij {first_row}."


def field_name(title: str) -> str:
    name = re.sub(r"[\s-]+", "_", title.strip().lower()).replace("e_mail", "e-mail")
    return ALIASES.get(name, name)


@attrs.frozen
class ImportRow:
    number: int  # the spreadsheet's row number (the header is row 1)
    values: dict[str, object]  # checked values of the fields the file has


@attrs.frozen
class RowFailure:
    number: int
    reason: str

    @property
    def message(self) -> str:
        return f"Rij {self.number}: {self.reason}"


@attrs.frozen
class CheckedImport:
    rows: list[ImportRow]
    failures: list[RowFailure]


def _yes_no(field: str, text: str, reasons: list[str]) -> bool:
    lowered = text.strip().lower()
    if lowered in YES:
        return True
    if lowered not in NO:
        reasons.append(not_yes_no(field))
    return False


# The import's answers: a row's reasons, naming the column.
IMPORT_WORDING = ContactWording(
    required=required,
    too_long=too_long,
    line_break=lambda field: f"{field}: {LINE_BREAK}",
    email_invalid=EMAIL_INVALID,
    postcode_invalid=POSTCODE_INVALID,
    huisnummer_invalid=HUISNUMMER_INVALID,
    phone_invalid=None,  # a phone number is taken as the file has it
)


def _check(raw: Mapping[str, str], reasons: list[str]) -> dict[str, object]:
    errors = ValidationErrors()
    sent = TypedContact(**{name: text for name, text in raw.items() if name in CONTACT_FIELDS})
    # A name column the file has may not be empty; the e-mail address is always required.
    contact = checked_contact(errors, sent, {"voornaam", "achternaam"} & raw.keys(), IMPORT_WORDING)
    try:
        errors.raise_if_any()
    except ValidationFailed as failed:
        reasons.extend(message for messages in failed.errors.values() for message in messages)
    values: dict[str, object] = {"email": contact.email}
    values.update({name: value for name, value in contact.fields().items() if name in raw})
    for field in ("vaste_klant", "vaste_klant_mailen"):
        if field in raw:
            values[field] = _yes_no(field, raw[field], reasons)
    if "vaste_klant_producten" in raw:
        text = raw["vaste_klant_producten"].strip()
        amount = int(text) if text.isdigit() and text.isascii() else None
        if text and (amount is None or amount < 1):
            reasons.append(AMOUNT_INVALID)
        values["vaste_klant_producten"] = amount if amount and amount >= 1 else None
    if "vaste_klant_bezorgkeuze" in raw:
        text = raw["vaste_klant_bezorgkeuze"].strip().lower()
        if text and text not in (BezorgOptie.OPHALEN.value, BezorgOptie.BEZORGEN.value):
            reasons.append(OPTION_INVALID)
        values["vaste_klant_bezorgkeuze"] = BezorgOptie(text) if text in ("ophalen", "bezorgen") else None
    if values.get("vaste_klant") and not values.get("vaste_klant_producten") and "vaste_klant_producten" in raw:
        reasons.append(AMOUNT_NEEDED)
    return values


def check_rows(header: Sequence[str], rows: Sequence[tuple[int, Sequence[str]]]) -> CheckedImport:
    """Checks every row; `rows` are (row number, cells as text). Unknown columns are ignored."""
    names = [field_name(title) for title in header]
    if "email" not in names:
        return CheckedImport(rows=[], failures=[RowFailure(1, MISSING_EMAIL_COLUMN)])
    checked: list[ImportRow] = []
    failures: list[RowFailure] = []
    first_row: dict[str, int] = {}
    for number, cells in rows:
        if not any(str(cell).strip() for cell in cells):
            continue  # an empty row
        raw = {name: str(cells[i]) if i < len(cells) else "" for i, name in enumerate(names) if name in FIELDS}
        reasons: list[str] = []
        values = _check(raw, reasons)
        email = str(values["email"])
        if email in first_row:
            reasons.append(duplicate(first_row[email]))
        else:
            first_row[email] = number
        if reasons:
            failures.extend(RowFailure(number, reason) for reason in reasons)
        else:
            checked.append(ImportRow(number=number, values=values))
    return CheckedImport(rows=checked, failures=failures)


def merged(row: ImportRow, existing: Customer | None) -> Customer:
    """The customer after this row: the stored one with the file's columns applied, or a new one."""
    base = existing or Customer(id=None, contact=ContactDetails("", "", str(row.values["email"])))
    contact: dict[str, Any] = {name: value for name, value in row.values.items() if name in CONTACT_FIELDS}
    standing: dict[str, Any] = {name: value for name, value in row.values.items() if name not in CONTACT_FIELDS}
    return attrs.evolve(base, contact=attrs.evolve(base.contact, **contact), **standing)
