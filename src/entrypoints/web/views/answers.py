"""Answer shapes many calls share (contract.md)."""

from __future__ import annotations

import attrs


@attrs.frozen
class Message:
    """A Dutch message for the person who made the change."""

    message: str
