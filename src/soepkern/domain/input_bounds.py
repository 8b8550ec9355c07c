"""The shape rules of a command's fields, declared on the command itself (docs/security.md, "Lists" and
"One-line fields").

Lists: how many items a list may hold.
A list field of a command (`products`, `adressen`, `klanten`, ...) is declared as
`attrs.field(metadata=at_most(MAXIMUM))`, where the maximum is what the domain allows (a constant beside the rule).
The one place JSON becomes a command (`adapters/serialization.structure`) reads the declaration and refuses a value
that is no list, or a longer list, before a single item is looked at; an undeclared list gets `DEFAULT_MAX_ITEMS`.

Line breaks: every text field of a command is one line (a name, subject, phone number, company, address ...): a
carriage return, line feed or Unicode line separator is refused there, in the same place, so no value can add a
line to a mail header or a mail's text. A field meant for several lines (a remark, a question, a description)
says so with `attrs.field(default="", metadata=MULTILINE)`.
"""

from __future__ import annotations

from typing import Any

import attrs

MAX_ITEMS_KEY = "max_items"
MULTILINE_KEY = "multiline"
MULTILINE = {MULTILINE_KEY: True}
LINE_BREAKS = frozenset("\r\n\x85\u2028\u2029")
LINE_BREAK = "Dit veld mag geen regeleinde bevatten."
DEFAULT_MAX_ITEMS = 100

NOT_A_LIST = "Dit moet een lijst zijn."


def too_many_items(maximum: int) -> str:
    return f"Te veel regels: maximaal {maximum}."


def at_most(maximum: int) -> dict[str, int]:
    """The metadata of a list field holding at most `maximum` items: `attrs.field(metadata=at_most(100))`."""
    return {MAX_ITEMS_KEY: maximum}


def max_items(field: attrs.Attribute[Any]) -> int:
    """The declared maximum of a list field (`DEFAULT_MAX_ITEMS` when none is declared)."""
    return int(field.metadata.get(MAX_ITEMS_KEY, DEFAULT_MAX_ITEMS))


def is_multiline(field: attrs.Attribute[Any]) -> bool:
    return bool(field.metadata.get(MULTILINE_KEY, False))


def breaks_line(text: str) -> bool:
    """True when `text` holds a line break (CR, LF, NEL or a Unicode line or paragraph separator)."""
    return not LINE_BREAKS.isdisjoint(text)
