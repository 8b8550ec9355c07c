"""Delivery lists: the addresses a deliverer visits on an order day, in route order."""

from __future__ import annotations

import attrs

INITIAL_STATUS = "te bezorgen"


@attrs.define
class DeliveryAddress:
    order_id: int
    sort_key: int = attrs.field(validator=attrs.validators.ge(0))


@attrs.define
class DeliveryList:
    id: int | None
    orderday_id: int
    naam: str
    route_link: str = ""
    bezorger: int | None = None
    status: str = INITIAL_STATUS
    adressen: list[DeliveryAddress] = attrs.field(factory=list)

    def __attrs_post_init__(self) -> None:
        if not self.adressen:
            raise ValueError("a delivery list needs at least one address")
        order_ids = [a.order_id for a in self.adressen]
        if len(order_ids) != len(set(order_ids)):
            raise ValueError("an order appears twice on a delivery list")
