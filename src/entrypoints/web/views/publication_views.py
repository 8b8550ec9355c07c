"""The yearly publications: managers upload a PDF per publication (replacing last year's), visitors download it."""

from __future__ import annotations

import asyncio

import attrs
from aiohttp import web

from adapters.files.publications import PublicationStore
from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.schemas import obj
from entrypoints.web.route_table import RouteTable
from entrypoints.web.security import CONTENT_SECURITY_POLICY
from entrypoints.web.uploads import read_upload
from soepkern.domain.errors import NotFound, ValidationFailed
from soepkern.domain.permissions import Area
from soepkern.domain.users import User
from soepkern.services import publications_admin

routes = RouteTable("site")


@attrs.frozen
class PublicationSaved:
    """The Dutch message, the publication's setting and its new address."""

    message: str
    key: str
    value: str


def _store(request: web.Request) -> PublicationStore:
    return PublicationStore(request.app[CONTAINER].settings.data_dir / "publications")


@routes.post(
    "/web/admin/upload-publication/{key}",
    "Upload a yearly publication (one PDF)",
    access=Area.SETTINGS,
    multipart=obj(optional={"file": {"type": "string", "contentMediaType": "application/pdf"}}),
    answer=PublicationSaved,
    tag="settings",
)
async def upload_publication(request: web.Request, _actor: User) -> PublicationSaved:
    key = request.match_info["key"]
    publications_admin.check_publication(key)  # 404 before reading the upload
    upload = await read_upload(request)
    if not upload.files:
        raise ValidationFailed.single("file", publications_admin.NO_FILE)
    file = upload.files[0]
    store = _store(request)
    if not store.is_pdf(file.data):
        raise ValidationFailed.single(file.field, publications_admin.NOT_A_PDF)
    if await asyncio.to_thread(store.carries_active_content, file.data):  # up to 10 MB: off the event loop
        raise ValidationFailed.single(file.field, publications_admin.ACTIVE_CONTENT)
    url = store.store(file.data)
    try:
        old = await publications_admin.replace_publication(key, url, request.app[CONTAINER].uow_factory)
    except BaseException:
        store.delete_url(url)
        raise
    if old and old != url:
        store.delete_url(old)
    return PublicationSaved(publications_admin.SAVED, key, url)


@routes.get(
    "/web/publicatie/{name}",
    "A publication (PDF)",
    ok_media="application/pdf",
)
async def publication(request: web.Request) -> web.StreamResponse:
    path = _store(request).path(request.match_info["name"])
    if path is None:
        raise NotFound("Publicatie niet gevonden.")
    # A download, never a document shown in the site's origin: a script in a PDF cannot run as the site.
    headers = {
        "Content-Type": "application/pdf",
        "Content-Disposition": 'attachment; filename="publicatie.pdf"',
        "Content-Security-Policy": f"{CONTENT_SECURITY_POLICY}; sandbox",
        "Cache-Control": "public, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
    }
    return web.FileResponse(path, headers=headers)
