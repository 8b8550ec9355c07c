"""'Route voorstellen' on a delivery list (issue 27 item 3, decision 0078): the stops in a short order from the
foundation's own address (the setting 'Ophaaladres'), with the distance before and after.

The suggestion changes nothing: staff accept it (the form takes the order and saves it as always), adjust it, or
keep their own. Stops whose address has no coordinates yet are looked up once (and the point kept with the order);
those still without stay where staff put them, with a note.
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from soepkern.domain.delivery_lists import MAX_LIST_ADDRESSES, DayOrder, address_problems
from soepkern.domain.errors import ValidationErrors, ValidationFailed
from soepkern.domain.input_bounds import at_most
from soepkern.domain.postcode import address_in_text
from soepkern.domain.route_plan import (
    NOTE_NO_COORDINATES,
    Point,
    Stop,
    arrange,
    located_points,
    route_suggestion,
)
from soepkern.ports import AddressLookup, LookupUnavailable, RouteSolver, UnitOfWorkFactory
from soepkern.services.order_mails import setting

DAY_NOT_FOUND = "Leverdag niet gevonden."
START_SETTING = "soep_ophaaladres"
START_UNKNOWN = (
    "Het adres van de stichting (instelling 'Ophaaladres') is niet gevonden. Vul het in als 'Straat 1, 1234 AB "
    "Plaats' om een route te laten voorstellen."
)
LOOKUP_DOWN = "Adressen kunnen nu niet worden opgezocht. Probeer het later opnieuw."


@attrs.frozen
class RouteRequest:
    orderday: int
    adressen: list[int] = attrs.field(metadata=at_most(MAX_LIST_ADDRESSES))


@attrs.frozen
class SuggestedRoute:
    adressen: list[int]
    """The order ids in the suggested order."""
    afstand_voor_km: float
    afstand_na_km: float
    zonder_coordinaten: list[int]
    """Order ids that stayed where staff put them (no coordinates); `melding` says so."""
    melding: str | None


@attrs.frozen
class RoutePorts:
    uow_factory: UnitOfWorkFactory
    lookup: AddressLookup | None
    solver: RouteSolver


async def _start(address_text: str, lookup: AddressLookup | None) -> Point:
    written = address_in_text(address_text)
    if written is None:
        raise ValidationFailed.single("route", START_UNKNOWN)
    if lookup is None:
        raise ValidationFailed.single("route", LOOKUP_DOWN)
    try:
        found = await lookup.lookup(*written)
    except LookupUnavailable:
        raise ValidationFailed.single("route", LOOKUP_DOWN) from None
    if found is None or found.point is None:
        raise ValidationFailed.single("route", START_UNKNOWN)
    return found.point


async def _locate_missing(orders: Sequence[DayOrder], lookup: AddressLookup | None) -> dict[int, Point]:
    """Looks up the orders' addresses; stops at the first failure (the service is down: the rest would wait too)."""
    found: dict[int, Point] = {}
    if lookup is None:
        return found
    for order in orders:
        contact = order.contact
        if contact.huisnummer is None:
            continue  # never: an order's address has a house number (`orders.with_house_number`)
        try:
            address = await lookup.lookup(contact.postcode, contact.huisnummer, contact.huisnummer_extensie)
        except LookupUnavailable:
            break
        if address is not None and address.point is not None:
            found[order.id] = address.point
    return found


async def suggest_route_for(request: RouteRequest, ports: RoutePorts) -> SuggestedRoute:
    """The suggested order of these delivery orders of one order day (422 on unknown or pickup orders)."""
    errors = ValidationErrors()
    async with ports.uow_factory() as uow:
        day = await uow.order_days.get(request.orderday)
        if day is None or day.id is None:
            raise ValidationFailed.single("orderday", DAY_NOT_FOUND)
        candidates = await uow.delivery_lists.candidates(day.id, request.adressen)
        for problem in address_problems(request.adressen, candidates, {}):
            errors.add("adressen", problem)
        errors.raise_if_any()
        stored = await uow.settings_values.get_all()
        points = await uow.coordinates.of_orders(request.adressen)
        missing_ids = set(request.adressen) - set(points)
        missing = [o for o in await uow.delivery_lists.orders_for_day(day.id) if o.id in missing_ids]
    start = await _start(setting(stored, START_SETTING), ports.lookup)
    found = await _locate_missing(missing, ports.lookup)
    if found:
        async with ports.uow_factory(write=True) as uow:
            for order_id, point in found.items():
                await uow.coordinates.set_order(order_id, point)
            await uow.commit()
    points.update(found)
    stops = [Stop(order_id, points.get(order_id)) for order_id in request.adressen]
    order = await ports.solver.shortest_path(located_points(start, stops))
    suggestion = route_suggestion(start, stops, arrange(start, stops, order))
    return SuggestedRoute(
        adressen=[s.id for s in suggestion.stops],
        afstand_voor_km=round(suggestion.length_before_km, 1),
        afstand_na_km=round(suggestion.length_after_km, 1),
        zonder_coordinaten=list(suggestion.without_coordinates),
        melding=NOTE_NO_COORDINATES if suggestion.without_coordinates else None,
    )
