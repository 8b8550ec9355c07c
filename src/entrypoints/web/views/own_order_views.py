"""A customer's own order by the private link of the confirmation mail (issue 26; docs/api.md 'Own order by link').

Public calls: the token of the link is the only key. Without a valid link (or with the setting off, or after the
order days closed) the GET answers `toegestaan: false` and the page shows the spec's change-order notice; a change
is then refused with 403.
"""

from __future__ import annotations

from aiohttp import web

from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.schemas import STR
from entrypoints.web.route_table import RouteTable
from soepkern.services.own_orders import (
    OrderCancelForm,
    OrderChangeForm,
    OwnOrder,
    cancel_own_order,
    change_own_order,
    view_own_order,
)

routes = RouteTable("own-order")
REFUSED = {403: "The link is not (or no longer) valid, the setting is off, or the order days closed"}
MAX_TOKEN = 200


def _token(request: web.Request) -> str:
    return request.query.get("token", "").strip()[:MAX_TOKEN]


@routes.get(
    "/web/bestelling-aanpassen/{uuid}",
    "The order behind a confirmation mail's link (token in the query), or toegestaan false (show the notice)",
    query={"token": STR},
    answer=OwnOrder,
)
async def get_own_order(request: web.Request) -> OwnOrder:
    container = request.app[CONTAINER]
    return await view_own_order(request.match_info["uuid"], _token(request), container.own_order_ports)


@routes.post(
    "/web/bestelling-aanpassen/{uuid}",
    "Lower or cancel (hoeveelheid 0) lines of one's own order by the link's token",
    body=OrderChangeForm,
    answer=OwnOrder,
    answers=REFUSED,
)
async def change_own(request: web.Request, body: OrderChangeForm) -> OwnOrder:
    container = request.app[CONTAINER]
    return await change_own_order(request.match_info["uuid"], body, container.own_order_ports)


@routes.post(
    "/web/bestelling-annuleren/{uuid}",
    "Cancel one's own order (every line whose order day has not closed) by the link's token",
    body=OrderCancelForm,
    answer=OwnOrder,
    answers=REFUSED,
)
async def cancel_own(request: web.Request, body: OrderCancelForm) -> OwnOrder:
    container = request.app[CONTAINER]
    return await cancel_own_order(request.match_info["uuid"], body, container.own_order_ports)
