"""Answer shapes many calls share (contract.md)."""

from __future__ import annotations

from typing import Any

import attrs

from entrypoints.web.openapi.schemas import CENTS
from entrypoints.web.openapi.types import SCHEMA
from soepkern.domain.order_days import OrderDayProduct
from soepkern.domain.users import User

# attrs field metadata of an amount in euro cents: `prijs: int = attrs.field(metadata=IN_CENTS)`
IN_CENTS: dict[str, Any] = {SCHEMA: CENTS}


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


@attrs.frozen
class NewRecord:
    """The id of a record just made."""

    id: int


@attrs.frozen
class RecordSaved:
    """The id of a record made or changed, and the Dutch message to show."""

    id: int
    message: str


@attrs.frozen
class Price:
    """A soup's price and discount (an order-day row's `product`)."""

    prijs: int = attrs.field(metadata=IN_CENTS)
    korting: int = attrs.field(metadata=IN_CENTS)

    @classmethod
    def of(cls, row: OrderDayProduct) -> Price:
        return cls(row.prijs, row.korting)
