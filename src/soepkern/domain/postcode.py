"""Dutch postcodes and house numbers.

A postcode is four digits, the first not 0, and two letters that are not SA, SD or SS (these combinations are
not issued). Input may have blanks anywhere and lower-case letters; the stored form is '1234AB', the display
form '1234 AB'. Only ASCII digits and letters count.
"""

from __future__ import annotations

import re

FORBIDDEN_LETTERS = frozenset({"SA", "SD", "SS"})
MAX_HUISNUMMER = 99_999

_BLANKS = re.compile(r"[ \t\n\r\u00a0]+")
_POSTCODE = re.compile(r"[1-9][0-9]{3}[A-Za-z]{2}")
_HUISNUMMER = re.compile(r"[0-9]{1,5}")


def normalise_postcode(text: str) -> str | None:
    """'1234 ab' -> '1234AB'; None when `text` is not a valid Dutch postcode."""
    compact = _BLANKS.sub("", text)
    if not _POSTCODE.fullmatch(compact):
        return None
    normalised = compact.upper()
    return None if normalised[4:] in FORBIDDEN_LETTERS else normalised


def is_valid_postcode(text: str) -> bool:
    return normalise_postcode(text) is not None


def format_postcode(postcode: str) -> str:
    """The display form '1234 AB' of a valid postcode; raises ValueError for an invalid one."""
    normalised = normalise_postcode(postcode)
    if normalised is None:
        raise ValueError(f"not a Dutch postcode: {postcode!r}")
    return f"{normalised[:4]} {normalised[4:]}"


def show_postcode(postcode: str | None) -> str:
    """How every text shows a stored postcode: '3572 AP' for a valid one, the text as it is otherwise, '' for none
    (the web app's twin is showPostcode in webapp/src/lib/rules/postcode.ts)."""
    if not postcode:
        return ""
    return format_postcode(postcode) if is_valid_postcode(postcode) else postcode


def normalise_huisnummer(value: str | int) -> int | None:
    """A house number 1..99999 from typed text (blanks around it ignored) or a number; None when invalid."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        number = value
    else:
        stripped = _BLANKS.sub(" ", value).strip(" ")
        if not _HUISNUMMER.fullmatch(stripped):
            return None
        number = int(stripped)
    return number if 1 <= number <= MAX_HUISNUMMER else None


_WRITTEN_POSTCODE = re.compile(r"\b([1-9][0-9]{3})\s?([A-Za-z]{2})\b")
_WRITTEN_NUMBER = re.compile(r"(?<![0-9])([0-9]{1,5})(?:\s*-?\s*([A-Za-z0-9]{1,4}))?\s*(?:,|$)")


def address_in_text(text: str) -> tuple[str, int, str] | None:
    """Postcode, house number and addition of an address written on one line, as the setting 'Ophaaladres'
    holds it ('Kerkstraat 12a, 3511 AB Utrecht', 'Kerkstraat 12-2 3511AB Utrecht'); None when it has no postcode
    or no house number before it."""
    found = _WRITTEN_POSTCODE.search(text)
    if found is None:
        return None
    postcode = normalise_postcode(found.group(1) + found.group(2))
    before = text[: found.start()].strip().rstrip(",").strip()
    number = _WRITTEN_NUMBER.search(before)
    if postcode is None or number is None or not 0 < int(number.group(1)) <= MAX_HUISNUMMER:
        return None
    return postcode, int(number.group(1)), number.group(2) or ""
