"""Answer shapes many calls share (contract.md)."""

from __future__ import annotations

from typing import Any, TypeVar

import attrs
from cattrs.gen import make_dict_unstructure_fn

from adapters.serialization import converter, write_renamed
from entrypoints.web.openapi.schemas import CENTS, INT
from entrypoints.web.openapi.types import IN_PLACE, SCHEMA, describe
from soepkern.domain.contact_details import ContactDetails
from soepkern.domain.customers import Customer
from soepkern.domain.order_days import OrderDayProduct
from soepkern.domain.orders import Order
from soepkern.domain.users import User

# attrs field metadata of an amount in euro cents: `prijs: int = attrs.field(metadata=IN_CENTS)`
IN_CENTS: dict[str, Any] = {SCHEMA: CENTS}
write_renamed(ContactDetails, huisnummer_extensie="huisnummer_extension")  # the contract's name
write_renamed(Customer, huisnummer_extensie="huisnummer_extension")
write_renamed(Order, omit=("lines",))  # lines: written with their days; the contact details in the order itself
describe(Order, huisnummer=INT)  # an order's address always has a house number

# attrs field metadata of a field written in place (see `in_place`)
IN_PLACE_FIELD: dict[str, Any] = {IN_PLACE: True}


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


C = TypeVar("C")


def in_place(cls: type[C]) -> type[C]:
    """Class decorator: the fields declared `attrs.field(metadata=IN_PLACE_FIELD)` are written with their own fields
    in the answer itself (e.g. a customer with its orders: the customer's fields, then `orders`); the document
    says so with `allOf`."""
    flat = [field.name for field in attrs.fields(cls) if field.metadata.get(IN_PLACE)]  # type: ignore[arg-type]
    written = make_dict_unstructure_fn(cls, converter)

    def write(value: C) -> dict[str, Any]:
        answer: dict[str, Any] = written(value)
        for name in flat:
            answer = {**answer.pop(name), **answer}
        return answer

    converter.register_unstructure_hook(cls, write)
    return cls
