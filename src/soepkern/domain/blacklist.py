"""Blocked addresses and e-mail addresses: they cannot order; and the rules of the form that blocks one."""

from __future__ import annotations

import attrs

from soepkern.domain.email_address import EMAIL_INVALID, is_valid_email, mailbox_key, normalise_email
from soepkern.domain.errors import ValidationErrors
from soepkern.domain.input_bounds import MULTILINE
from soepkern.domain.postcode import normalise_huisnummer, normalise_postcode


def _optional_email(value: str | None) -> str | None:
    return normalise_email(value) if value else None


@attrs.define
class BlacklistItem:
    id: int | None
    postcode: str | None = None
    huisnummer: int | None = None
    email: str | None = attrs.field(default=None, converter=_optional_email)
    omschrijving: str = ""
    straat: str = ""
    plaats: str = ""
    created_by: int | None = None

    def __attrs_post_init__(self) -> None:
        if self.postcode is None and self.email is None:
            raise ValueError("a blacklist item needs a postcode or an e-mail address")

    def blocks(self, *, email: str, postcode: str, huisnummer: int | None) -> bool:
        if self.email is not None and mailbox_key(self.email) == mailbox_key(email):
            return True
        if self.postcode is None or self.postcode != postcode:
            return False
        return self.huisnummer is None or self.huisnummer == huisnummer


def is_blocked(items: list[BlacklistItem], *, email: str, postcode: str, huisnummer: int | None) -> bool:
    return any(item.blocks(email=email, postcode=postcode, huisnummer=huisnummer) for item in items)


NEED_ONE = "Vul een postcode of een e-mailadres in."
POSTCODE_INVALID = "Vul een geldige postcode in, bijvoorbeeld 1234AB."
NUMBER_INVALID = "Vul een geldig huisnummer in."
NUMBER_NEEDS_POSTCODE = "Vul ook de postcode in."
DESCRIPTION_TOO_LONG = "Maximaal 255 tekens."


@attrs.frozen
class BlacklistForm:
    postcode: str | None = None
    huisnummer: str | int | None = None
    email: str | None = None
    omschrijving: str = attrs.field(default="", metadata=MULTILINE)
    straat: str = ""
    plaats: str = ""


def build_item(form: BlacklistForm, created_by: int | None, item_id: int | None = None) -> BlacklistItem:
    errors = ValidationErrors()
    postcode = normalise_postcode(form.postcode) if form.postcode else None
    if form.postcode and postcode is None:
        errors.add("postcode", POSTCODE_INVALID)
    huisnummer = None
    if form.huisnummer not in (None, ""):
        huisnummer = normalise_huisnummer(form.huisnummer)
        if huisnummer is None:
            errors.add("huisnummer", NUMBER_INVALID)
        elif not form.postcode:
            errors.add("postcode", NUMBER_NEEDS_POSTCODE)
    email = normalise_email(form.email) if form.email else None
    if email and not is_valid_email(email):
        errors.add("email", EMAIL_INVALID)
    if not form.postcode and not email:  # an address of spaces only is no address
        errors.add("postcode", NEED_ONE)
    if len(form.omschrijving) > 255:
        errors.add("omschrijving", DESCRIPTION_TOO_LONG)
    errors.raise_if_any()
    return BlacklistItem(
        id=item_id,
        postcode=postcode,
        huisnummer=huisnummer,
        email=email,
        omschrijving=form.omschrijving.strip(),
        straat=form.straat.strip()[:255],
        plaats=form.plaats.strip()[:255],
        created_by=created_by,
    )
