"""Money: whole euro cents, shown the Dutch way and read from what people type.

Display: '€ 1.234,50' (a normal space after the sign, a dot between thousands, a decimal comma), a negative
amount as '€ -1,50', and the trailing-dash form '€ 5,-' for whole euros where the spec shows it.

Input (docs/decisions/0004-input-rules.md): blanks around the text and a leading '€' (with blanks after it) are
ignored. Then the amount is digits with an optional decimal part: a comma or a dot followed by one or two
digits ('5', '5,5', '5.50'), or ',-' for whole euros ('5,-'). Thousands separators are allowed when they are
unambiguous: groups of three digits after a first group of 1-3 digits that does not start with 0, all with the
same separator, which differs from the decimal one ('1.234,50', '1,234.50', '1.234'). Since a decimal part has
at most two digits, a single separator followed by three digits is a thousands separator ('1.234' is 1234 euro).
Negative amounts, other characters and more than MAX_CENTS are refused (None).
"""

from __future__ import annotations

import re

MAX_CENTS = 100_000_000  # € 1.000.000,00

_BLANKS = " \t\n\r\u00a0"
_PLAIN = re.compile(r"(?P<euros>[0-9]+)(?:(?P<sep>[.,])(?P<cents>[0-9]{1,2})|(?P<dash>,-))?")
_GROUPED = re.compile(
    r"(?P<euros>[1-9][0-9]{0,2}(?P<thousands>[.,])[0-9]{3}(?:(?P=thousands)[0-9]{3})*)"
    r"(?:(?P<sep>[.,])(?P<cents>[0-9]{1,2})|(?P<dash>,-))?"
)


def _group_thousands(euros: int) -> str:
    return f"{euros:,}".replace(",", ".")


def format_euro(cents: int) -> str:
    """'€ 1.234,50'; negative amounts as '€ -1,50'."""
    sign = "-" if cents < 0 else ""
    euros, rest = divmod(abs(cents), 100)
    return f"€ {sign}{_group_thousands(euros)},{rest:02d}"


def format_euro_dash(cents: int) -> str:
    """Like format_euro, but whole euros with a trailing dash: '€ 5,-'."""
    if cents % 100 != 0:
        return format_euro(cents)
    sign = "-" if cents < 0 else ""
    return f"€ {sign}{_group_thousands(abs(cents) // 100)},-"


def _match_amount(text: str) -> re.Match[str] | None:
    plain = _PLAIN.fullmatch(text)
    if plain is not None:
        return plain
    grouped = _GROUPED.fullmatch(text)
    if grouped is None:
        return None
    decimal = "," if grouped.group("dash") else grouped.group("sep")
    return None if decimal == grouped.group("thousands") else grouped


def parse_euro_input(text: str) -> int | None:
    """The amount in cents that `text` stands for; None when it is not a valid amount."""
    cleaned = text.strip(_BLANKS)
    if cleaned.startswith("€"):
        cleaned = cleaned[1:].lstrip(_BLANKS)
    match = _match_amount(cleaned)
    if match is None:
        return None
    euros = int(re.sub(r"[.,]", "", match.group("euros")))
    cents = int((match.group("cents") or "0").ljust(2, "0"))
    total = euros * 100 + cents
    return total if total <= MAX_CENTS else None
