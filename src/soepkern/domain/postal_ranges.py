"""Authorised postal-code ranges: where soups are delivered."""

from __future__ import annotations

import attrs


def _ordered(instance: PostalRange, _attribute: attrs.Attribute[str], value: str) -> None:
    if value < instance.postcode_begin:
        raise ValueError("postcode_eind before postcode_begin")


@attrs.define
class PostalRange:
    """Postcodes are stored normalised ('1234AB'), so string order is postcode order."""

    id: int | None
    postcode_begin: str
    postcode_eind: str = attrs.field(validator=_ordered)
    huisnummer_begin: int | None = None
    huisnummer_eind: int | None = None
    omschrijving: str = ""
    actief: bool = True

    def __attrs_post_init__(self) -> None:
        if (self.huisnummer_begin is None) != (self.huisnummer_eind is None):
            raise ValueError("give both house numbers or neither")
        if self.huisnummer_begin is not None and self.huisnummer_eind is not None:
            if self.huisnummer_begin > self.huisnummer_eind:
                raise ValueError("huisnummer_eind before huisnummer_begin")

    @property
    def all_house_numbers(self) -> bool:
        return self.huisnummer_begin is None

    def contains(self, postcode: str, huisnummer: int) -> bool:
        """Whether an address lies in this range (inactive ranges contain nothing)."""
        if not self.actief or not self.postcode_begin <= postcode <= self.postcode_eind:
            return False
        if self.huisnummer_begin is None or self.huisnummer_eind is None:
            return True
        return self.huisnummer_begin <= huisnummer <= self.huisnummer_eind


def delivers_to(ranges: list[PostalRange], postcode: str, huisnummer: int) -> bool:
    return any(r.contains(postcode, huisnummer) for r in ranges)
