"""GET /web/get-admin-settings: what the back office needs at start (roles, subjects, shop switches)."""

from __future__ import annotations

from typing import Any

import attrs
from aiohttp import web

from entrypoints.web.keys import CONTAINER
from entrypoints.web.route_table import RouteTable
from entrypoints.web.views.answers import IN_PLACE_FIELD, in_place
from soepkern.domain.contact_subjects import DEFAULT_SUBJECTS
from soepkern.domain.permissions import Area
from soepkern.domain.users import ROLES, User
from soepkern.services.stored_settings import shop_switches

routes = RouteTable("session")


@in_place
@attrs.frozen
class AdminSettings:
    """The roles, the contact form's subjects, and the shop switches (their setting keys in place)."""

    rollen: list[str]
    onderwerpen: list[str]
    switches: dict[str, Any] = attrs.field(metadata=IN_PLACE_FIELD)


@routes.get(
    "/web/get-admin-settings",
    "What the back office needs at start",
    access=Area.OWN_ACCOUNT,
    answer=AdminSettings,
)
async def get_admin_settings(request: web.Request, _actor: User) -> AdminSettings:
    switches = await shop_switches(request.app[CONTAINER].uow_factory)
    return AdminSettings(list(ROLES), list(DEFAULT_SUBJECTS), switches)
