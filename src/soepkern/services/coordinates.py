"""Coordinates for the addresses of customers and orders (decision 0078): the address lookup's point (PDOK's
`centroide_ll`) kept with the address, so a delivery list can be put in route order.

Addresses saved before coordinates were kept get them by repeating the lookup (`soep customers coordinates`, and the
route suggestion for the stops of its list). An address the service does not know, or cannot look up now, simply
stays without coordinates: the route leaves such a stop where staff put it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date

import attrs

from soepkern.domain.route_plan import Point
from soepkern.ports import AddressLookup, AddressToLocate, LookupUnavailable, UnitOfWorkFactory

Progress = Callable[[int, int], None]


@attrs.frozen
class CoordinatesReport:
    """What a run found: per kind of address, how many had no coordinates and how many got them."""

    customers: int
    customers_found: int
    orders: int
    orders_found: int
    not_found: int
    unavailable: int
    applied: bool


async def locate(
    addresses: Sequence[AddressToLocate], lookup: AddressLookup, progress: Progress | None = None, done: int = 0
) -> tuple[dict[int, Point], int, int]:
    """The points of these addresses by id, with the counts of unknown addresses and of failed lookups."""
    points: dict[int, Point] = {}
    not_found = unavailable = 0
    total = done + len(addresses)
    for index, address in enumerate(addresses, start=1):
        try:
            found = await lookup.lookup(address.postcode, address.huisnummer, address.toevoeging)
        except LookupUnavailable:
            unavailable += 1
        else:
            if found is not None and found.point is not None:
                points[address.id] = found.point
            else:
                not_found += 1
        if progress is not None:
            progress(done + index, total)
    return points, not_found, unavailable


async def fill_coordinates(
    uow_factory: UnitOfWorkFactory,
    lookup: AddressLookup,
    today: date,
    *,
    apply: bool,
    progress: Progress | None = None,
) -> CoordinatesReport:
    """Looks up the customers without coordinates and the delivery orders of order days from `today` on; with
    `apply` the points found are saved (a dry run only counts)."""
    async with uow_factory() as uow:
        customers = await uow.coordinates.customers_without()
        orders = await uow.coordinates.delivery_orders_without(today)
    if progress is not None:
        progress(0, len(customers) + len(orders))
    customer_points, missing_c, down_c = await locate(customers, lookup, progress)
    order_points, missing_o, down_o = await locate(orders, lookup, progress, done=len(customers))
    if apply and (customer_points or order_points):
        async with uow_factory(write=True) as uow:
            for customer_id, point in customer_points.items():
                await uow.coordinates.set_customer(customer_id, point)
            for order_id, point in order_points.items():
                await uow.coordinates.set_order(order_id, point)
            await uow.commit()
    return CoordinatesReport(
        customers=len(customers),
        customers_found=len(customer_points),
        orders=len(orders),
        orders_found=len(order_points),
        not_found=missing_c + missing_o,
        unavailable=down_c + down_o,
        applied=apply,
    )
