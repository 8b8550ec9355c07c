"""The postal-code and blacklist screens (document 2, section 7)."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from adapters.serialization import structure
from entrypoints.web.auth import staff_view
from entrypoints.web.errors import read_json
from entrypoints.web.keys import CONTAINER
from entrypoints.web.params import record_id
from soepkern.domain.blacklist import BlacklistItem
from soepkern.domain.permissions import Area
from soepkern.domain.postal_ranges import PostalRange
from soepkern.domain.users import User
from soepkern.services import blacklist_admin, postal_ranges_admin
from soepkern.services.blacklist_admin import BlacklistForm
from soepkern.services.postal_ranges_admin import PostalRangeForm


def range_json(r: PostalRange) -> dict[str, Any]:
    return {
        "id": r.id,
        "postcode_begin": r.postcode_begin,
        "postcode_eind": r.postcode_eind,
        "huisnummer_begin": r.huisnummer_begin,
        "huisnummer_eind": r.huisnummer_eind,
        "alle_huisnummers": r.all_house_numbers,
        "omschrijving": r.omschrijving,
        "status": "actief" if r.actief else "niet-actief",
    }


def item_json(item: BlacklistItem, users: dict[int, User]) -> dict[str, Any]:
    creator = users.get(item.created_by) if item.created_by is not None else None
    return {
        "id": item.id,
        "user": {"id": creator.id, "name": creator.name} if creator else None,
        "postcode": item.postcode,
        "huisnummer": item.huisnummer,
        "email": item.email,
        "omschrijving": item.omschrijving,
        "straat": item.straat,
        "plaats": item.plaats,
    }


@staff_view(Area.POSTAL_CODES)
async def get_postal_codes(request: web.Request, _actor: User) -> web.Response:
    ranges = await postal_ranges_admin.list_ranges(request.app[CONTAINER].uow_factory)
    return web.json_response([range_json(r) for r in ranges])


@staff_view(Area.POSTAL_CODES)
async def create_postal_code_range(request: web.Request, _actor: User) -> web.Response:
    form = structure(await read_json(request), PostalRangeForm)
    created = await postal_ranges_admin.create_range(form, request.app[CONTAINER].uow_factory)
    return web.json_response({"message": "Postcode aangemaakt", "postcode": range_json(created)})


@staff_view(Area.POSTAL_CODES)
async def edit_postal_code_range(request: web.Request, _actor: User) -> web.Response:
    form = structure(await read_json(request), PostalRangeForm)
    edited = await postal_ranges_admin.edit_range(record_id(request), form, request.app[CONTAINER].uow_factory)
    return web.json_response({"message": "Postcode aangepast", "postcode": range_json(edited)})


@staff_view(Area.POSTAL_CODES)
async def destroy_postal_code_range(request: web.Request, _actor: User) -> web.Response:
    await postal_ranges_admin.delete_range(record_id(request), request.app[CONTAINER].uow_factory)
    return web.json_response({"message": "Postcode verwijderd"})


@staff_view(Area.POSTAL_CODES)
async def refresh_postalcode(request: web.Request, _actor: User) -> web.Response:
    found = await postal_ranges_admin.get_range(record_id(request), request.app[CONTAINER].uow_factory)
    return web.json_response(range_json(found))


@staff_view(Area.BLACKLIST)
async def get_blacklist(request: web.Request, _actor: User) -> web.Response:
    items, users = await blacklist_admin.list_items(request.app[CONTAINER].uow_factory)
    return web.json_response([item_json(i, users) for i in items])


@staff_view(Area.BLACKLIST)
async def create_blacklist(request: web.Request, actor: User) -> web.Response:
    container = request.app[CONTAINER]
    form = structure(await read_json(request), BlacklistForm)
    item = await blacklist_admin.create_item(form, actor, container.uow_factory, container.address_lookup)
    return web.json_response({"message": "Blokkade aangemaakt", "blokkade": item_json(item, {actor.id or 0: actor})})


@staff_view(Area.BLACKLIST)
async def edit_blacklist_item(request: web.Request, _actor: User) -> web.Response:
    container = request.app[CONTAINER]
    form = structure(await read_json(request), BlacklistForm)
    item = await blacklist_admin.edit_item(record_id(request), form, container.uow_factory, container.address_lookup)
    _items, users = await blacklist_admin.list_items(container.uow_factory)
    return web.json_response({"message": "Blokkade aangepast", "blokkade": item_json(item, users)})


@staff_view(Area.BLACKLIST)
async def delete_blacklist_item(request: web.Request, _actor: User) -> web.Response:
    await blacklist_admin.delete_item(record_id(request), request.app[CONTAINER].uow_factory)
    return web.json_response({"message": "Blokkade verwijderd"})


@staff_view(Area.BLACKLIST)
async def refresh_blacklist_item(request: web.Request, _actor: User) -> web.Response:
    container = request.app[CONTAINER]
    item = await blacklist_admin.get_item(record_id(request), container.uow_factory)
    _items, users = await blacklist_admin.list_items(container.uow_factory)
    return web.json_response(item_json(item, users))
