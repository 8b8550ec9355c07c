"""GET /web/get-settings: the site's variables for everyone, plus the admin part for staff."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web

from entrypoints.web.auth import current_user, session_token
from entrypoints.web.errors import read_json
from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.schemas import MESSAGE, STR, array, nullable, obj, ref
from entrypoints.web.response_cache import cached_json_response
from entrypoints.web.route_table import RouteTable
from soepkern.domain import site_settings
from soepkern.domain.contact_subjects import DEFAULT_SUBJECTS
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.permissions import Area
from soepkern.domain.pictures import PICTURE_CATEGORIES
from soepkern.domain.users import ROLES, User
from soepkern.services import site_settings_admin
from soepkern.services.stored_settings import stored_settings

routes = RouteTable("settings")


def _variables(stored: dict[str, str], *, public: bool) -> list[dict[str, Any]]:
    return [
        {
            "key": d.key,
            "value": site_settings.client_value(d, stored.get(d.key)),
            "name": d.name,
            "type": d.type.value,
            "category": d.category.value,
            "options": list(d.options) if d.options is not None else None,
        }
        for d in site_settings.variables_for(public=public)
    ]


def _settings_body(stored: dict[str, str], *, staff: bool) -> dict[str, Any]:
    admin = {"variables": _variables(stored, public=False), "rollen": list(ROLES)} if staff else None
    return {
        "variables": _variables(stored, public=True),
        "onderwerpen": list(DEFAULT_SUBJECTS),
        "pictures": list(PICTURE_CATEGORIES),
        "admin": admin,
    }


async def _stored(request: web.Request) -> dict[str, str]:
    return await stored_settings(request.app[CONTAINER].uow_factory)


@routes.get(
    "/web/get-settings",
    "The site's variables (plus an admin part for staff)",
    ok=obj(
        {
            "variables": array(ref("Variable")),
            "onderwerpen": array(STR),
            "pictures": array(STR),
            "admin": nullable(obj({"variables": array(ref("Variable")), "rollen": array(STR)})),
        }
    ),
    tag="site",
)
async def get_settings(request: web.Request) -> web.Response:
    """Visitors get a short-lived cached answer (every page load asks for it); staff get a fresh one."""
    if await session_token(request) is not None and await current_user(request) is not None:
        return web.json_response(_settings_body(await _stored(request), staff=True))

    return await cached_json_response(request, PUBLIC_SETTINGS_KEY, public_settings_builder(request.app))


PUBLIC_SETTINGS_KEY = "get-settings"


def public_settings_builder(app: web.Application) -> Callable[[], Awaitable[bytes]]:
    """The visitors' settings answer; the API and the HTML of public pages (embedded) share it and its cache."""

    async def build() -> bytes:
        async with app[CONTAINER].uow_factory() as uow:
            stored = await uow.settings_values.get_all()
        return json.dumps(_settings_body(stored, staff=False)).encode()

    return build


@routes.get(
    "/web/admin/get_all_settings",
    "Every variable, public and admin-only",
    access=Area.SETTINGS,
    ok=obj({"variables": array(ref("Variable")), "onderwerpen": array(STR), "categories": array(STR)}),
)
async def get_all_settings(request: web.Request, _actor: User) -> web.Response:
    stored = await _stored(request)
    return web.json_response(
        {
            "variables": _variables(stored, public=True) + _variables(stored, public=False),
            "onderwerpen": list(DEFAULT_SUBJECTS),
            "categories": [c.value for c in site_settings.Category],
        }
    )


@routes.post(
    "/web/admin/save_variables",
    "Save the variables of one category",
    access=Area.SETTINGS,
    reads=obj(optional={"category": STR}),
    ok=MESSAGE,
)
async def save_variables(request: web.Request, _actor: User) -> web.Response:
    body = await read_json(request)
    if not isinstance(body, dict):
        raise ValidationFailed.single("category", site_settings_admin.UNKNOWN_CATEGORY)
    container = request.app[CONTAINER]
    await site_settings_admin.save_variables(body, container.sanitizer, container.uow_factory, container.mail_texts)
    return web.json_response({"message": site_settings_admin.SAVED})
