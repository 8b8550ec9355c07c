"""Blocked addresses and e-mail addresses: they cannot order."""

from __future__ import annotations

import attrs

from soepkern.domain.email_address import mailbox_key, normalise_email


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
