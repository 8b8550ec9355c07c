"""GET /web/get-settings: the site's variables for everyone, plus the admin part for staff."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable

import attrs
from aiohttp import web

from adapters.serialization import unstructure
from entrypoints.web.auth import current_user, session_token
from entrypoints.web.errors import read_json
from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.schemas import STR, obj
from entrypoints.web.response_cache import cached_json_response
from entrypoints.web.route_table import RouteTable
from entrypoints.web.views.answers import Message
from soepkern.domain import site_settings
from soepkern.domain.contact_subjects import DEFAULT_SUBJECTS
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.permissions import Area
from soepkern.domain.pictures import PICTURE_CATEGORIES
from soepkern.domain.users import ROLES, User
from soepkern.services import site_settings_admin
from soepkern.services.stored_settings import stored_settings

routes = RouteTable("settings")


@attrs.frozen
class Variable:
    """A site variable as clients see it (`value`: 1/0 for the boolean-like types, else the stored text)."""

    key: str
    value: int | str
    name: str
    type: site_settings.VariableType
    category: site_settings.Category
    options: list[str] | None

    @classmethod
    def of(cls, definition: site_settings.VariableDefinition, stored: dict[str, str]) -> Variable:
        d = definition
        value = site_settings.client_value(d, stored.get(d.key))
        return cls(d.key, value, d.name, d.type, d.category, list(d.options) if d.options is not None else None)


def _variables(stored: dict[str, str], *, public: bool) -> list[Variable]:
    return [Variable.of(d, stored) for d in site_settings.variables_for(public=public)]


@attrs.frozen
class AdminVariables:
    variables: list[Variable]
    rollen: list[str]


@attrs.frozen
class SiteSettings:
    """The public variables, the contact subjects, the picture categories, and for staff the admin variables."""

    variables: list[Variable]
    onderwerpen: list[str]
    pictures: list[str]
    admin: AdminVariables | None


@attrs.frozen
class AllSettings:
    variables: list[Variable]
    onderwerpen: list[str]
    categories: list[site_settings.Category]


def _settings(stored: dict[str, str], *, staff: bool) -> SiteSettings:
    admin = AdminVariables(_variables(stored, public=False), list(ROLES)) if staff else None
    return SiteSettings(_variables(stored, public=True), list(DEFAULT_SUBJECTS), list(PICTURE_CATEGORIES), admin)


async def _stored(request: web.Request) -> dict[str, str]:
    return await stored_settings(request.app[CONTAINER].uow_factory)


@routes.get(
    "/web/get-settings",
    "The site's variables (plus an admin part for staff)",
    answer=SiteSettings,
    tag="site",
)
async def get_settings(request: web.Request) -> SiteSettings | web.Response:
    """Visitors get a short-lived cached answer (every page load asks for it); staff get a fresh one."""
    if await session_token(request) is not None and await current_user(request) is not None:
        return _settings(await _stored(request), staff=True)

    return await cached_json_response(request, PUBLIC_SETTINGS_KEY, public_settings_builder)


PUBLIC_SETTINGS_KEY = "get-settings"


def public_settings_builder(app: web.Application) -> Callable[[], Awaitable[bytes]]:
    """The visitors' settings answer; the API and the HTML of public pages (embedded) share it and its cache."""

    async def build() -> bytes:
        async with app[CONTAINER].uow_factory() as uow:
            stored = await uow.settings_values.get_all()
        return json.dumps(unstructure(_settings(stored, staff=False))).encode()

    return build


@routes.get(
    "/web/admin/get_all_settings",
    "Every variable, public and admin-only",
    access=Area.SETTINGS,
    answer=AllSettings,
)
async def get_all_settings(request: web.Request, _actor: User) -> AllSettings:
    stored = await _stored(request)
    variables = _variables(stored, public=True) + _variables(stored, public=False)
    return AllSettings(variables, list(DEFAULT_SUBJECTS), list(site_settings.Category))


@routes.post(
    "/web/admin/save_variables",
    "Save the variables of one category",
    access=Area.SETTINGS,
    reads=obj(optional={"category": STR}),
    answer=Message,
)
async def save_variables(request: web.Request, _actor: User) -> Message:
    body = await read_json(request)
    if not isinstance(body, dict):
        raise ValidationFailed.single("category", site_settings_admin.UNKNOWN_CATEGORY)
    container = request.app[CONTAINER]
    await site_settings_admin.save_variables(body, container.sanitizer, container.uow_factory, container.mail_texts)
    return Message(site_settings_admin.SAVED)
