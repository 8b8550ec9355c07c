"""GET /web/get-admin-settings: what the back office needs at start (roles, subjects, shop switches)."""

from __future__ import annotations

from aiohttp import web

from entrypoints.web.auth import staff_view
from entrypoints.web.keys import CONTAINER
from soepkern.domain.contact_subjects import DEFAULT_SUBJECTS
from soepkern.domain.permissions import Area
from soepkern.domain.users import ROLES, User
from soepkern.services.stored_settings import shop_switches


@staff_view(Area.OWN_ACCOUNT)
async def get_admin_settings(request: web.Request, _actor: User) -> web.Response:
    switches = await shop_switches(request.app[CONTAINER].uow_factory)
    return web.json_response({"rollen": list(ROLES), "onderwerpen": list(DEFAULT_SUBJECTS), **switches})
