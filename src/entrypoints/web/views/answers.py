"""Answer shapes many calls share (contract.md)."""

from __future__ import annotations

import attrs

from soepkern.domain.users import User


@attrs.frozen
class Message:
    """A Dutch message for the person who made the change."""

    message: str


@attrs.frozen
class NamedUser:
    """The staff member who made or owns a record."""

    id: int
    name: str

    @classmethod
    def of(cls, user: User) -> NamedUser:
        assert user.id is not None
        return cls(user.id, user.name)
