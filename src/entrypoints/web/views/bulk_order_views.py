"""The standing-customer bulk order screen's calls: the standing customers, and `create_massa_bestelling`."""

from __future__ import annotations

from datetime import date

import attrs
from aiohttp import web

from adapters.serialization import unstructure
from entrypoints.web.keys import CONTAINER
from entrypoints.web.route_table import RouteTable
from entrypoints.web.views.answers import IN_PLACE_FIELD, in_place
from soepkern.domain.customers import Customer
from soepkern.domain.orders import BezorgOptie
from soepkern.domain.permissions import Area
from soepkern.domain.users import User
from soepkern.services import bulk_orders
from soepkern.services.bulk_orders import BulkOrderCommand, BulkOrderPorts, BulkOrderRefused, BulkOrderResult

routes = RouteTable("orders")


def _ports(request: web.Request) -> BulkOrderPorts:
    return request.app[CONTAINER].bulk_order_ports


def _id(customer: Customer) -> int:
    assert customer.id is not None
    return customer.id


@attrs.frozen
class PlannedLine:
    """A standing customer's order in the plan (`mailen`: the customer gets a confirmation)."""

    klant: int
    naam: str
    hoeveelheid: int
    bezorg_optie: BezorgOptie
    mailen: bool


@attrs.frozen
class RefusedLine:
    """A standing customer who cannot be served, and why (Dutch)."""

    klant: int
    naam: str
    reden: str


@attrs.frozen
class BulkDay:
    id: int
    bestellingsdag: date


@attrs.frozen
class BulkRow:
    """The order-day row ordered from (`beschikbaar`: the portions still free)."""

    id: int
    naam: str
    beschikbaar: int


@attrs.frozen
class BulkOrderAnswer:
    """The plan (dry_run) or what was made: the orders made, the customers skipped and the mails queued."""

    message: str
    aangemaakt: list[int]
    overgeslagen: list[int]
    emails: int
    plan: list[PlannedLine]
    niet_mogelijk: list[RefusedLine]
    besteldag: BulkDay
    product: BulkRow
    gepauzeerd: list[RefusedLine]
    """Skipped because a pause covers the order day, with the pause as `reden` (decision 0079)."""

    @classmethod
    def of(cls, result: BulkOrderResult, message: str | None = None) -> BulkOrderAnswer:
        plan, day, row = result.plan, result.day, result.row
        assert day.id is not None and row.id is not None
        return cls(
            result.message if message is None else message,
            result.created,
            [_id(c) for c in plan.skipped],
            plan.emails,
            [
                PlannedLine(_id(o.customer), o.customer.full_name, o.hoeveelheid, o.bezorg_optie, o.mail)
                for o in plan.orders
            ],
            [RefusedLine(_id(r.customer), r.customer.full_name, r.reason) for r in plan.refused],
            BulkDay(day.id, day.bestellingsdag),
            BulkRow(row.id, row.naam, row.remaining),
            [RefusedLine(_id(r.customer), r.customer.full_name, r.reason) for r in plan.paused],
        )


@in_place
@attrs.frozen
class BulkOrderRefusal:
    """Someone cannot be served (422, nothing stored): the `errors` map (`klanten`) with the plan in place (the
    document's common 422 answer allows the plan's fields beside `message` and `errors`)."""

    plan: BulkOrderAnswer = attrs.field(metadata=IN_PLACE_FIELD)
    errors: dict[str, list[str]]


@routes.get(
    "/web/admin/get_vaste_klanten",
    "Standing customers with a default amount",
    access=Area.ORDERS,
    answer=list[Customer],
)
async def get_vaste_klanten(request: web.Request, _actor: User) -> list[Customer]:
    return await bulk_orders.standing_customers(request.app[CONTAINER].uow_factory)


@routes.post(
    "/web/admin/create_massa_bestelling",
    "The standing-customer bulk order (all or nothing; dry_run)",
    access=Area.ORDERS,
    body=BulkOrderCommand,
    answer=BulkOrderAnswer,
)
async def create_massa_bestelling(
    request: web.Request, _actor: User, command: BulkOrderCommand
) -> BulkOrderAnswer | web.Response:
    try:
        result = await bulk_orders.create_bulk_order(command, _ports(request))
    except BulkOrderRefused as refused:
        answer = BulkOrderRefusal(BulkOrderAnswer.of(refused.result, refused.message), refused.errors)
        return web.json_response(unstructure(answer), status=422)
    return BulkOrderAnswer.of(result)
