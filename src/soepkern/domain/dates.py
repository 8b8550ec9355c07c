"""Calendar dates: the spec's date input rule, the Dutch display form and the API form.

Input (spec: doc 1 and doc 2, section 5), see docs/decisions/0004-input-rules.md:

- blanks around the text are ignored; '/' becomes '-'; the text must then have two or three parts;
- day and month are 1 or 2 digits (d-m-yyyy is fine), the date must exist (31-02 is invalid);
- two parts: the year is today's year;
- a 1 or 2 digit year from 0 up to the cut-off (today's two-digit year + 5, at most 99) means 20xx,
  a higher one 19xx; a 3 digit year is invalid; a 4 digit year is taken as is.

Anything else is invalid (None): the screen clears the field.
"""

from __future__ import annotations

import re
from datetime import date

_BLANKS = " \t\n\r\u00a0"
_DAY_OR_MONTH = re.compile(r"[0-9]{1,2}")
_YEAR = re.compile(r"[0-9]{1,2}|[0-9]{4}")
_ISO_DATE = re.compile(r"([0-9]{4})-([0-9]{2})-([0-9]{2})")

YEAR_CUTOFF_OFFSET = 5


def two_digit_year_cutoff(today: date) -> int:
    """The highest 1 or 2 digit year that still means 20xx."""
    return min(today.year % 100 + YEAR_CUTOFF_OFFSET, 99)


def expand_year(short_year: int, today: date) -> int:
    """A 1 or 2 digit year as a full year: up to the cut-off 20xx, above it 19xx."""
    if not 0 <= short_year <= 99:
        raise ValueError(f"not a two-digit year: {short_year}")
    return 2000 + short_year if short_year <= two_digit_year_cutoff(today) else 1900 + short_year


def parse_date_input(text: str, today: date) -> date | None:
    """What a date input field holds after the user typed `text`; None when it must be cleared."""
    parts = text.strip(_BLANKS).replace("/", "-").split("-")
    if len(parts) == 2:
        parts.append(f"{today.year:04d}")
    elif len(parts) != 3:
        return None
    day_text, month_text, year_text = parts
    if not (_DAY_OR_MONTH.fullmatch(day_text) and _DAY_OR_MONTH.fullmatch(month_text) and _YEAR.fullmatch(year_text)):
        return None
    year = int(year_text) if len(year_text) == 4 else expand_year(int(year_text), today)
    try:
        return date(year, int(month_text), int(day_text))
    except ValueError:
        return None


def format_date(day: date) -> str:
    """The Dutch display form, 'dd-mm-yyyy'."""
    return f"{day.day:02d}-{day.month:02d}-{day.year:04d}"


def parse_iso_date(text: str) -> date:
    """The API form 'YYYY-MM-DD' (strictly); raises ValueError otherwise."""
    match = _ISO_DATE.fullmatch(text)
    if match is None:
        raise ValueError(f"not a YYYY-MM-DD date: {text!r}")
    year, month, day = (int(group) for group in match.groups())
    return date(year, month, day)


def format_iso_date(day: date) -> str:
    """The API form 'YYYY-MM-DD'."""
    return f"{day.year:04d}-{day.month:02d}-{day.day:02d}"
