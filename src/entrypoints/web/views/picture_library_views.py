"""The picture library calls (contract 'Pictures'): a public list for the carousels, and the managers' upload,
category and delete calls. Uploads go through the same Pillow pipeline as the soups' pictures."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from typing import Any
from urllib.parse import unquote

from aiohttp import web

from entrypoints.web.auth import staff_view
from entrypoints.web.errors import read_json
from entrypoints.web.keys import CONTAINER
from entrypoints.web.params import record_id
from entrypoints.web.response_cache import cached_json_response
from entrypoints.web.uploads import NO_PICTURE, read_upload
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.permissions import Area
from soepkern.domain.pictures import Picture
from soepkern.domain.users import User
from soepkern.services import picture_files, pictures_admin
from soepkern.services.picture_files import PictureFile

CACHE_KEY = "get-all-pictures"


def picture_json(picture: Picture) -> dict[str, Any]:
    return {
        "id": picture.id,
        "uuid": picture.uuid,
        "slug": picture.slug,
        "naam": picture.naam,
        "category": picture.category,
    }


async def get_all_pictures(request: web.Request) -> web.Response:
    """Public (the carousels ask for it on app start); a short-lived cached answer."""
    return await cached_json_response(request, CACHE_KEY, pictures_builder(request.app))


def pictures_builder(app: web.Application) -> Callable[[], Awaitable[bytes]]:
    """The picture list; the API and the HTML of public pages (embedded) share it and its cache."""
    uow_factory = app[CONTAINER].uow_factory

    async def build() -> bytes:
        return json.dumps([picture_json(p) for p in await pictures_admin.list_pictures(uow_factory)]).encode()

    return build


@staff_view(Area.PICTURES)
async def upload_picture(request: web.Request, _actor: User) -> web.Response:
    upload = await read_upload(request)
    naam, category = upload.fields.get("naam"), upload.fields.get("category")
    pictures_admin.check_upload_fields(naam, category)  # a bad name or category is a 422 before anything is stored
    file = next((f for f in upload.files if f.field == "image"), upload.files[0] if upload.files else None)
    if file is None:
        raise ValidationFailed.single("image", NO_PICTURE)
    picture_file = PictureFile(file.field, unquote(file.filename), file.data)
    picture = await picture_files.upload_library_picture(
        picture_file, naam, category, request.app[CONTAINER].picture_ports
    )
    return web.json_response({"id": picture.id, "uuid": picture.uuid, "slug": picture.slug})


@staff_view(Area.PICTURES)
async def save_picture_category(request: web.Request, _actor: User) -> web.Response:
    body = await read_json(request)
    category = body.get("category", "") if isinstance(body, dict) else ""
    picture = await pictures_admin.save_category(record_id(request), category, request.app[CONTAINER].uow_factory)
    return web.json_response({"message": pictures_admin.CATEGORY_SAVED, "picture": picture_json(picture)})


@staff_view(Area.PICTURES)
async def delete_picture(request: web.Request, _actor: User) -> web.Response:
    await picture_files.delete_library_picture(request.match_info["uuid"], request.app[CONTAINER].picture_ports)
    return web.json_response({"message": pictures_admin.DELETED})
