"""Reading picture uploads (multipart) with a size limit per file, and storing them off the event loop."""

from __future__ import annotations

import asyncio

import attrs
from aiohttp import BodyPartReader, web

from adapters.images.pillow_store import MAX_BYTES, TOO_LARGE, InvalidImage
from soepkern.domain.errors import ValidationFailed
from soepkern.ports import Crop, ImageStore

NO_PICTURE = "Kies een foto om te uploaden."
CROP_INVALID = "De uitsnede van de foto is ongeldig."


@attrs.frozen
class UploadedFile:
    field: str
    filename: str
    data: bytes


@attrs.frozen
class Upload:
    files: list[UploadedFile]
    fields: dict[str, str]


async def read_upload(request: web.Request) -> Upload:
    """Every file part (at most 10 MB each, else a Dutch 422 on that field) and every text field."""
    if not request.content_type.startswith("multipart/"):
        raise ValidationFailed.single("images", NO_PICTURE)
    reader = await request.multipart()
    files: list[UploadedFile] = []
    fields: dict[str, str] = {}
    while (part := await reader.next()) is not None:
        if not isinstance(part, BodyPartReader) or part.name is None:
            continue
        if part.filename is None:
            fields[part.name] = (await part.read(decode=True)).decode("utf-8", "replace")[:1000]
            continue
        data = bytearray()
        while chunk := await part.read_chunk(256 * 1024):
            data.extend(chunk)
            if len(data) > MAX_BYTES:
                raise ValidationFailed.single(part.name, TOO_LARGE)
        files.append(UploadedFile(field=part.name, filename=part.filename, data=bytes(data)))
    return Upload(files=files, fields=fields)


def crop_from(fields: dict[str, str]) -> Crop | None:
    keys = ("foto_x", "foto_y", "foto_width", "foto_height")
    if not any(fields.get(k) for k in keys):
        return None
    try:
        x, y, width, height = (round(float(fields[k])) for k in keys)
    except (KeyError, ValueError):
        raise ValidationFailed.single("image", CROP_INVALID) from None
    if width < 1 or height < 1 or x < 0 or y < 0:
        raise ValidationFailed.single("image", CROP_INVALID)
    return Crop(x=x, y=y, width=width, height=height)


async def store_picture(store: ImageStore, upload: UploadedFile, crop: Crop | None = None) -> str:
    """Verifies, cleans and stores the picture in a worker thread; a bad file is a 422 on its own field."""
    try:
        return await asyncio.get_running_loop().run_in_executor(None, store.store, upload.data, crop)
    except InvalidImage as exc:
        raise ValidationFailed.single(upload.field, exc.message) from exc
