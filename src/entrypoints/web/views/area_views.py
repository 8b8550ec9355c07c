"""The postal-code and blacklist screens (document 2, section 7)."""

from __future__ import annotations

from typing import Literal

import attrs
from aiohttp import web

from entrypoints.web.keys import CONTAINER
from entrypoints.web.params import record_id
from entrypoints.web.route_table import RouteTable
from entrypoints.web.views.answers import Message, NamedUser
from soepkern.domain import blacklist, postal_ranges
from soepkern.domain.blacklist import BlacklistForm
from soepkern.domain.permissions import Area
from soepkern.domain.postal_ranges import PostalRangeForm
from soepkern.domain.users import User
from soepkern.services import blacklist_admin, postal_ranges_admin

routes = RouteTable("areas")


@attrs.frozen
class PostalCodeRange:
    id: int
    postcode_begin: str
    postcode_eind: str
    huisnummer_begin: int | None
    huisnummer_eind: int | None
    alle_huisnummers: bool
    omschrijving: str
    status: Literal["actief", "niet-actief"]

    @classmethod
    def of(cls, r: postal_ranges.PostalRange) -> PostalCodeRange:
        assert r.id is not None
        status: Literal["actief", "niet-actief"] = "actief" if r.actief else "niet-actief"
        return cls(
            r.id,
            r.postcode_begin,
            r.postcode_eind,
            r.huisnummer_begin,
            r.huisnummer_eind,
            r.all_house_numbers,
            r.omschrijving,
            status,
        )


@attrs.frozen
class PostalCodeSaved:
    message: str
    postcode: PostalCodeRange


@attrs.frozen
class BlacklistItem:
    id: int
    user: NamedUser | None
    postcode: str | None
    huisnummer: int | None
    email: str | None
    omschrijving: str
    straat: str
    plaats: str

    @classmethod
    def of(cls, item: blacklist.BlacklistItem, users: dict[int, User]) -> BlacklistItem:
        assert item.id is not None
        creator = users.get(item.created_by) if item.created_by is not None else None
        return cls(
            item.id,
            NamedUser.of(creator) if creator else None,
            item.postcode,
            item.huisnummer,
            item.email,
            item.omschrijving,
            item.straat,
            item.plaats,
        )


@attrs.frozen
class BlacklistSaved:
    message: str
    blokkade: BlacklistItem


@routes.get("/web/admin/get_postal_codes", "Delivery areas", access=Area.POSTAL_CODES, answer=list[PostalCodeRange])
async def get_postal_codes(request: web.Request, _actor: User) -> list[PostalCodeRange]:
    return [PostalCodeRange.of(r) for r in await postal_ranges_admin.list_ranges(request.app[CONTAINER].uow_factory)]


@routes.post(
    "/web/admin/create_postal_code_range",
    "Add a delivery area",
    access=Area.POSTAL_CODES,
    body=PostalRangeForm,
    answer=PostalCodeSaved,
)
async def create_postal_code_range(request: web.Request, _actor: User, form: PostalRangeForm) -> PostalCodeSaved:
    created = await postal_ranges_admin.create_range(form, request.app[CONTAINER].uow_factory)
    return PostalCodeSaved("Postcode aangemaakt", PostalCodeRange.of(created))


@routes.post(
    "/web/admin/edit_postal_code_range/{id}",
    "Edit a delivery area",
    access=Area.POSTAL_CODES,
    body=PostalRangeForm,
    answer=PostalCodeSaved,
)
async def edit_postal_code_range(request: web.Request, _actor: User, form: PostalRangeForm) -> PostalCodeSaved:
    edited = await postal_ranges_admin.edit_range(record_id(request), form, request.app[CONTAINER].uow_factory)
    return PostalCodeSaved("Postcode aangepast", PostalCodeRange.of(edited))


@routes.post(
    "/web/admin/destroy_postal_code_range/{id}", "Delete a delivery area", access=Area.POSTAL_CODES, answer=Message
)
async def destroy_postal_code_range(request: web.Request, _actor: User) -> Message:
    await postal_ranges_admin.delete_range(record_id(request), request.app[CONTAINER].uow_factory)
    return Message("Postcode verwijderd")


@routes.post(
    "/web/admin/refresh_postalcode/{id}", "One delivery area", access=Area.POSTAL_CODES, answer=PostalCodeRange
)
async def refresh_postalcode(request: web.Request, _actor: User) -> PostalCodeRange:
    return PostalCodeRange.of(
        await postal_ranges_admin.get_range(record_id(request), request.app[CONTAINER].uow_factory)
    )


@routes.get("/web/admin/get_blacklist", "Blocked addresses", access=Area.BLACKLIST, answer=list[BlacklistItem])
async def get_blacklist(request: web.Request, _actor: User) -> list[BlacklistItem]:
    items, users = await blacklist_admin.list_items(request.app[CONTAINER].uow_factory)
    return [BlacklistItem.of(i, users) for i in items]


@routes.post(
    "/web/admin/create_blacklist",
    "Block an address or e-mail address",
    access=Area.BLACKLIST,
    body=BlacklistForm,
    answer=BlacklistSaved,
)
async def create_blacklist(request: web.Request, actor: User, form: BlacklistForm) -> BlacklistSaved:
    container = request.app[CONTAINER]
    item = await blacklist_admin.create_item(form, actor, container.uow_factory, container.address_lookup)
    return BlacklistSaved("Blokkade aangemaakt", BlacklistItem.of(item, {actor.id or 0: actor}))


@routes.post(
    "/web/admin/edit_blacklist_item/{id}",
    "Edit a block",
    access=Area.BLACKLIST,
    body=BlacklistForm,
    answer=BlacklistSaved,
)
async def edit_blacklist_item(request: web.Request, _actor: User, form: BlacklistForm) -> BlacklistSaved:
    container = request.app[CONTAINER]
    item = await blacklist_admin.edit_item(record_id(request), form, container.uow_factory, container.address_lookup)
    _items, users = await blacklist_admin.list_items(container.uow_factory)
    return BlacklistSaved("Blokkade aangepast", BlacklistItem.of(item, users))


@routes.post("/web/admin/delete_blacklist_item/{id}", "Remove a block", access=Area.BLACKLIST, answer=Message)
async def delete_blacklist_item(request: web.Request, _actor: User) -> Message:
    await blacklist_admin.delete_item(record_id(request), request.app[CONTAINER].uow_factory)
    return Message("Blokkade verwijderd")


@routes.post("/web/admin/refresh_blacklist_item/{id}", "One block", access=Area.BLACKLIST, answer=BlacklistItem)
async def refresh_blacklist_item(request: web.Request, _actor: User) -> BlacklistItem:
    container = request.app[CONTAINER]
    item = await blacklist_admin.get_item(record_id(request), container.uow_factory)
    _items, users = await blacklist_admin.list_items(container.uow_factory)
    return BlacklistItem.of(item, users)
