"""Clock times: the spec's time input rule and the 24-hour display form.

Input (spec: doc 1 and doc 2, section 5): blanks around the text are ignored, '-', '/' and ':' are removed,
and 3 or 4 digits must remain: 'hmm' or 'hhmm' ('930' is 09:30, '12:30' is 12:30). The hour must be 0-23 and
the minute 0-59; anything else is rejected (None). Seconds are always 0.
"""

from __future__ import annotations

import re
from datetime import time

_BLANKS = " \t\n\r\u00a0"
_REMOVED = str.maketrans("", "", "-/:")
_DIGITS = re.compile(r"[0-9]{3,4}")


def parse_time_input(text: str) -> time | None:
    """The time a time input field holds after the user typed `text`; None when it is rejected."""
    digits = text.strip(_BLANKS).translate(_REMOVED)
    if not _DIGITS.fullmatch(digits):
        return None
    hour, minute = int(digits[:-2]), int(digits[-2:])
    if hour > 23 or minute > 59:
        return None
    return time(hour, minute)


def format_time(at: time) -> str:
    """The 24-hour display form, 'HH:MM'."""
    return f"{at.hour:02d}:{at.minute:02d}"
