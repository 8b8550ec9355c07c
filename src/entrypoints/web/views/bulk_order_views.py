"""The standing-customer bulk order screen's calls: the standing customers, and `create_massa_bestelling`."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from adapters.serialization import structure
from entrypoints.web.errors import read_json
from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.schemas import BOOL, INT, array, obj, ref
from entrypoints.web.route_table import RouteTable
from entrypoints.web.views.staff_json import customer_json
from soepkern.domain.permissions import Area
from soepkern.domain.users import User
from soepkern.services import bulk_orders
from soepkern.services.bulk_orders import BulkOrderCommand, BulkOrderPorts, BulkOrderRefused, BulkOrderResult

routes = RouteTable("orders")


def _ports(request: web.Request) -> BulkOrderPorts:
    return request.app[CONTAINER].bulk_order_ports


def result_json(result: BulkOrderResult) -> dict[str, Any]:
    plan = result.plan
    return {
        "message": result.message,
        "aangemaakt": result.created,
        "overgeslagen": [c.id for c in plan.skipped],
        "emails": plan.emails,
        "plan": [
            {
                "klant": o.customer.id,
                "naam": o.customer.full_name,
                "hoeveelheid": o.hoeveelheid,
                "bezorg_optie": o.bezorg_optie.value,
                "mailen": o.mail,
            }
            for o in plan.orders
        ],
        "gepauzeerd": [{"klant": r.customer.id, "naam": r.customer.full_name, "reden": r.reason} for r in plan.paused],
        "niet_mogelijk": [
            {"klant": r.customer.id, "naam": r.customer.full_name, "reden": r.reason} for r in plan.refused
        ],
        "besteldag": {"id": result.day.id, "bestellingsdag": result.day.bestellingsdag.isoformat()},
        "product": {"id": result.row.id, "naam": result.row.naam, "beschikbaar": result.row.remaining},
    }


@routes.get(
    "/web/admin/get_vaste_klanten",
    "Standing customers with a default amount",
    access=Area.ORDERS,
    ok=array(ref("Customer")),
)
async def get_vaste_klanten(request: web.Request, _actor: User) -> web.Response:
    customers = await bulk_orders.standing_customers(request.app[CONTAINER].uow_factory)
    return web.json_response([customer_json(c) for c in customers])


@routes.post(
    "/web/admin/create_massa_bestelling",
    "The standing-customer bulk order (all or nothing; dry_run)",
    access=Area.ORDERS,
    reads=obj(optional={"product": INT, "klanten": array(INT), "dry_run": BOOL}),
    ok=ref("BulkOrderAnswer"),
)
async def create_massa_bestelling(request: web.Request, _actor: User) -> web.Response:
    command = structure(await read_json(request), BulkOrderCommand)
    try:
        result = await bulk_orders.create_bulk_order(command, _ports(request))
    except BulkOrderRefused as refused:
        body = {**result_json(refused.result), "message": refused.message, "errors": refused.errors}
        return web.json_response(body, status=422)
    return web.json_response(result_json(result))
