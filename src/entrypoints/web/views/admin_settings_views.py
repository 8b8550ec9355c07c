"""GET /web/get-admin-settings: what the back office needs at start (roles, subjects, shop switches)."""

from __future__ import annotations

from aiohttp import web

from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.schemas import STR, array, obj
from entrypoints.web.route_table import RouteTable
from soepkern.domain.contact_subjects import DEFAULT_SUBJECTS
from soepkern.domain.permissions import Area
from soepkern.domain.users import ROLES, User
from soepkern.services.stored_settings import shop_switches

routes = RouteTable("session")


@routes.get(
    "/web/get-admin-settings",
    "What the back office needs at start",
    access=Area.OWN_ACCOUNT,
    ok=obj({"rollen": array(STR), "onderwerpen": array(STR)}),
)
async def get_admin_settings(request: web.Request, _actor: User) -> web.Response:
    switches = await shop_switches(request.app[CONTAINER].uow_factory)
    return web.json_response({"rollen": list(ROLES), "onderwerpen": list(DEFAULT_SUBJECTS), **switches})
