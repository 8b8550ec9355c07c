"""How many items a list in a command may hold, declared on the command's own field (docs/security.md, "Lists").

A list field of a command (`products`, `adressen`, `klanten`, ...) is declared as
`attrs.field(metadata=at_most(MAXIMUM))`, where the maximum is what the domain allows (a constant beside the rule).
The one place JSON becomes a command (`adapters/serialization.structure`) reads the declaration and refuses a value
that is no list, or a longer list, before a single item is looked at; an undeclared list gets `DEFAULT_MAX_ITEMS`.
"""

from __future__ import annotations

from typing import Any

import attrs

MAX_ITEMS_KEY = "max_items"
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
