"""Looking up street and place for a postcode and house number (the visitor may always type them)."""

from __future__ import annotations

import re
from collections.abc import Sequence

import attrs

from soepkern.domain.errors import ValidationErrors
from soepkern.domain.postal_ranges import PostalRange, delivers_to
from soepkern.domain.postcode import normalise_postcode
from soepkern.ports import AddressLookup, LookupUnavailable

POSTCODE_INVALID = "Vul een geldige postcode in, bijvoorbeeld 1234 AB."
HUISNUMMER_INVALID = "Vul een geldig huisnummer in."
NOT_FOUND = "Dit adres is niet gevonden. Controleer het of vul straat en plaats zelf in."
UNAVAILABLE = "Het adres kan nu niet automatisch worden opgezocht. Vul straat en plaats zelf in."

_NUMBER_AND_ADDITION = re.compile(r"^\s*(\d{1,5})\s*[-\s]?\s*([A-Za-z0-9]{0,6})\s*$")


@attrs.frozen
class LookupAnswer:
    straat: str | None
    plaats: str | None
    message: str | None = None
    #: Whether soups are delivered to this address (None when not asked): the checkout says so as soon as
    #: 'Bezorgen' is chosen, not only when the order is sent.
    bezorggebied: bool | None = None


async def resolve(
    postcode: str, huisnummer: str, lookup: AddressLookup | None, delivery_ranges: Sequence[PostalRange] | None = None
) -> LookupAnswer:
    """Street and place, or a Dutch message saying why the visitor should type them (never an error status
    for an unknown address or a service that is down; only for a postcode or house number that cannot be).
    With `delivery_ranges` the answer also says whether the address lies in the delivery area, also when the lookup
    service is down (only postcode and house number count)."""
    errors = ValidationErrors()
    normalised = normalise_postcode(postcode)
    if normalised is None:
        errors.add("postcode", POSTCODE_INVALID)
    match = _NUMBER_AND_ADDITION.match(huisnummer)
    if match is None or int(match.group(1)) < 1:
        errors.add("huisnummer", HUISNUMMER_INVALID)
    errors.raise_if_any()
    assert normalised is not None and match is not None
    number = int(match.group(1))
    area = None if delivery_ranges is None else delivers_to(list(delivery_ranges), normalised, number)
    if lookup is None:
        return LookupAnswer(None, None, UNAVAILABLE, area)
    try:
        address = await lookup.lookup(normalised, number, match.group(2))
    except LookupUnavailable:
        return LookupAnswer(None, None, UNAVAILABLE, area)
    if address is None:
        return LookupAnswer(None, None, NOT_FOUND, area)
    return LookupAnswer(address.straat, address.plaats, None, area)
