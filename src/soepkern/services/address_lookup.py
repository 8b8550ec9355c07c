"""Looking up street and place for a postcode and house number (the visitor may always type them)."""

from __future__ import annotations

import re

import attrs

from soepkern.domain.errors import ValidationErrors
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


async def resolve(postcode: str, huisnummer: str, lookup: AddressLookup | None) -> LookupAnswer:
    """Street and place, or a Dutch message saying why the visitor should type them (never an error status
    for an unknown address or a service that is down; only for a postcode or house number that cannot be)."""
    errors = ValidationErrors()
    normalised = normalise_postcode(postcode)
    if normalised is None:
        errors.add("postcode", POSTCODE_INVALID)
    match = _NUMBER_AND_ADDITION.match(huisnummer)
    if match is None or int(match.group(1)) < 1:
        errors.add("huisnummer", HUISNUMMER_INVALID)
    errors.raise_if_any()
    assert normalised is not None and match is not None
    if lookup is None:
        return LookupAnswer(None, None, UNAVAILABLE)
    try:
        address = await lookup.lookup(normalised, int(match.group(1)), match.group(2))
    except LookupUnavailable:
        return LookupAnswer(None, None, UNAVAILABLE)
    if address is None:
        return LookupAnswer(None, None, NOT_FOUND)
    return LookupAnswer(address.straat, address.plaats)
