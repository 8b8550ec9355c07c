"""The picture library calls (contract 'Pictures'): a public list for the carousels, and the managers' upload,
category and delete calls. Uploads go through the same Pillow pipeline as the soups' pictures."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from urllib.parse import unquote

import attrs
from aiohttp import web

from adapters.serialization import unstructure
from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.schemas import STR, UPLOADED_FILE, obj
from entrypoints.web.params import record_id
from entrypoints.web.response_cache import cached_json_response
from entrypoints.web.route_table import RouteTable
from entrypoints.web.uploads import NO_PICTURE, read_upload
from entrypoints.web.views.answers import Message
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.permissions import Area
from soepkern.domain.pictures import Picture
from soepkern.domain.users import User
from soepkern.services import picture_files, pictures_admin
from soepkern.services.picture_files import PictureFile

CACHE_KEY = "get-all-pictures"

routes = RouteTable("pictures")


@attrs.frozen
class PictureAdded:
    id: int
    uuid: str
    slug: str


@attrs.frozen
class PictureSaved:
    message: str
    picture: Picture


@attrs.frozen
class PictureCategory:
    category: str | None = ""  # one of the spec's categories, or null: on no page


@routes.get("/web/get-all-pictures", "The picture library", answer=list[Picture])
async def get_all_pictures(request: web.Request) -> web.Response:
    """Public (the carousels ask for it on app start); a short-lived cached answer."""
    return await cached_json_response(request, CACHE_KEY, pictures_builder)


def pictures_builder(app: web.Application) -> Callable[[], Awaitable[bytes]]:
    """The picture list; the API and the HTML of public pages (embedded) share it and its cache."""
    uow_factory = app[CONTAINER].uow_factory

    async def build() -> bytes:
        return json.dumps(unstructure(await pictures_admin.list_pictures(uow_factory))).encode()

    return build


@routes.post(
    "/web/upload-picture",
    "Add a picture to the library",
    access=Area.PICTURES,
    multipart=obj(optional={"image": UPLOADED_FILE, "naam": STR, "category": STR}),
    answer=PictureAdded,
)
async def upload_picture(request: web.Request, _actor: User) -> PictureAdded:
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
    assert picture.id is not None
    return PictureAdded(picture.id, picture.uuid, picture.slug)


@routes.post(
    "/web/save-picture-category/{id}",
    "Set a picture's category",
    access=Area.PICTURES,
    body=PictureCategory,
    answer=PictureSaved,
)
async def save_picture_category(request: web.Request, _actor: User, body: PictureCategory) -> PictureSaved:
    uow_factory = request.app[CONTAINER].uow_factory
    picture = await pictures_admin.save_category(record_id(request), body.category, uow_factory)
    return PictureSaved(pictures_admin.CATEGORY_SAVED, picture)


@routes.post("/web/delete-picture/{uuid}", "Delete a library picture", access=Area.PICTURES, answer=Message)
async def delete_picture(request: web.Request, _actor: User) -> Message:
    await picture_files.delete_library_picture(request.match_info["uuid"], request.app[CONTAINER].picture_ports)
    return Message(pictures_admin.DELETED)
