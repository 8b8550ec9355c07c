"""GET /web/get-admin-settings: what the back office needs at start (roles, subjects, shop switches)."""

from __future__ import annotations

from aiohttp import web

from entrypoints.web.auth import staff_view
from entrypoints.web.keys import CONTAINER
from soepkern.domain import site_settings
from soepkern.domain.contact_subjects import DEFAULT_SUBJECTS
from soepkern.domain.permissions import Area
from soepkern.domain.users import ROLES, User

SWITCHES = ("order_pickup_enabled", "order_shipping_enabled", "website_open")


@staff_view(Area.OWN_ACCOUNT)
async def get_admin_settings(request: web.Request, _actor: User) -> web.Response:
    async with request.app[CONTAINER].uow_factory() as uow:
        stored = await uow.settings_values.get_all()
    switches = {key: site_settings.client_value(site_settings.definition(key), stored.get(key)) for key in SWITCHES}
    return web.json_response({"rollen": list(ROLES), "onderwerpen": list(DEFAULT_SUBJECTS), **switches})
