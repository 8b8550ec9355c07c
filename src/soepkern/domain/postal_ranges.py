"""Authorised postal-code ranges: where soups are delivered, and the rules of the form that makes one."""

from __future__ import annotations

import attrs

from soepkern.domain.errors import ValidationErrors
from soepkern.domain.input_bounds import MULTILINE
from soepkern.domain.postcode import normalise_postcode


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


def delivers_to(ranges: list[PostalRange], postcode: str, huisnummer: int | None) -> bool:
    """Whether a range covers the address (never an address without a house number)."""
    return huisnummer is not None and any(r.contains(postcode, huisnummer) for r in ranges)


POSTCODE_INVALID = "Vul een geldige postcode in, bijvoorbeeld 1234AB."
END_BEFORE_BEGIN = "De eindpostcode moet gelijk zijn aan of na de beginpostcode liggen."
NUMBER_REQUIRED = "Vul een huisnummer in, of kies 'alle huisnummers'."
NUMBER_INVALID = "Vul een huisnummer van 1 tot en met 99999 in."
NUMBER_END_BEFORE_BEGIN = "Het laatste huisnummer moet gelijk zijn aan of hoger zijn dan het eerste."
DESCRIPTION_TOO_LONG = "Maximaal 255 tekens."

ACTIVE_WORDS = (True, 1, "1", "true", "actief")


@attrs.frozen
class PostalRangeForm:
    postcode_begin: str
    postcode_eind: str
    huisnummer_begin: int | None = None
    huisnummer_eind: int | None = None
    alle_huisnummers: bool = False
    omschrijving: str = attrs.field(default="", metadata=MULTILINE)
    status: bool | str = True


def build_range(form: PostalRangeForm, range_id: int | None = None) -> PostalRange:
    errors = ValidationErrors()
    begin = normalise_postcode(form.postcode_begin)
    end = normalise_postcode(form.postcode_eind)
    if begin is None:
        errors.add("postcode_begin", POSTCODE_INVALID)
    if end is None:
        errors.add("postcode_eind", POSTCODE_INVALID)
    if begin and end and end < begin:
        errors.add("postcode_eind", END_BEFORE_BEGIN)
    low, high = form.huisnummer_begin, form.huisnummer_eind
    if form.alle_huisnummers or (low is None and high is None):
        low = high = None
    else:
        for field, number in (("huisnummer_begin", low), ("huisnummer_eind", high)):
            if number is None:
                errors.add(field, NUMBER_REQUIRED)
            elif not 1 <= number <= 99_999:
                errors.add(field, NUMBER_INVALID)
        if low is not None and high is not None and high < low:
            errors.add("huisnummer_eind", NUMBER_END_BEFORE_BEGIN)
    if len(form.omschrijving) > 255:
        errors.add("omschrijving", DESCRIPTION_TOO_LONG)
    errors.raise_if_any()
    assert begin is not None and end is not None
    return PostalRange(
        id=range_id,
        postcode_begin=begin,
        postcode_eind=end,
        huisnummer_begin=low,
        huisnummer_eind=high,
        omschrijving=form.omschrijving.strip(),
        actief=form.status in ACTIVE_WORDS,
    )
