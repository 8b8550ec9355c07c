"""Reading picture uploads (multipart) with a size limit per file (storing them: services/picture_files.py)."""

from __future__ import annotations

from urllib.parse import parse_qsl

import aiohttp
import attrs
from aiohttp import BodyPartReader, web
from aiohttp.http_exceptions import HttpProcessingError
from multidict import MultiDict, MultiDictProxy

from adapters.images.pillow_store import MAX_BYTES, TOO_LARGE
from entrypoints.web import input_limits
from entrypoints.web.input_limits import BAD_BODY, BAD_TEXT, MAX_INT, read_body, text_problem
from soepkern.domain.errors import ValidationFailed
from soepkern.ports import Crop

NO_PICTURE = "Kies een foto om te uploaden."
BAD_MULTIPART = "De upload kon niet worden gelezen."
TOO_MANY_FILES = "Upload maximaal 20 foto's tegelijk."
UPLOAD_TOO_LARGE = "De upload is groter dan 30 MB; upload minder foto's tegelijk."
FIELD_TOO_LONG = "Deze waarde is te lang."

MAX_FILES = 20
MAX_REQUEST_BYTES = 30 * 1024 * 1024
MAX_FIELDS = 20
MAX_FIELD_BYTES = 8 * 1024
MAX_FORM_BYTES = 16 * 1024
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


# What aiohttp's multipart reader raises on a body that is not valid multipart.
MALFORMED = (ValueError, AssertionError, RuntimeError, LookupError, HttpProcessingError, aiohttp.ClientPayloadError)


async def read_form(request: web.Request) -> MultiDictProxy[str]:
    """The fields of a small posted form (`application/x-www-form-urlencoded`: the payment provider's webhook, the
    test payment page's buttons). At most MAX_FORM_BYTES are read, also without Content-Length, so an anonymous
    caller cannot make the server hold a large body; any other body (multipart, malformed) is a Dutch 422."""
    raw = await read_body(request, MAX_FORM_BYTES)
    if raw and request.content_type != "application/x-www-form-urlencoded":
        raise ValidationFailed.single("body", BAD_BODY)
    try:
        pairs = parse_qsl(raw.decode("utf-8"), keep_blank_values=True, max_num_fields=MAX_FIELDS)
    except (UnicodeDecodeError, ValueError) as exc:
        raise ValidationFailed.single("body", BAD_BODY) from exc
    return MultiDictProxy(MultiDict(pairs))


async def read_upload(request: web.Request) -> Upload:
    """Every file part and every text field, streamed with the limits enforced while reading (docs/security.md):
    at most MAX_FILES files of MAX_BYTES each, MAX_REQUEST_BYTES in all, MAX_FIELDS short text fields.
    A malformed multipart body is a Dutch 422, never a 500."""
    if not request.content_type.startswith("multipart/"):
        raise ValidationFailed.single("images", NO_PICTURE)
    try:
        async with input_limits.reading_body(request, input_limits.UPLOAD_BODY_SECONDS):
            return await _read_parts(request)
    except (ValidationFailed, input_limits.BodyTimedOut, input_limits.ClientGone):
        raise
    except MALFORMED as exc:
        raise ValidationFailed.single("images", BAD_MULTIPART) from exc


async def _read_parts(request: web.Request) -> Upload:
    reader = await request.multipart()
    files: list[UploadedFile] = []
    fields: dict[str, str] = {}
    total = 0
    while (part := await reader.next()) is not None:
        if not isinstance(part, BodyPartReader) or part.name is None:
            raise ValidationFailed.single("images", BAD_MULTIPART)  # nested multipart or a nameless part
        if part.filename is None:
            if len(fields) >= MAX_FIELDS:
                raise ValidationFailed.single("images", BAD_MULTIPART)
            raw = bytearray()
            while chunk := await part.read_chunk(MAX_FIELD_BYTES):
                raw.extend(chunk)
                if len(raw) > MAX_FIELD_BYTES:
                    raise ValidationFailed.single(part.name, FIELD_TOO_LONG)
            value = raw.decode("utf-8", "replace")[:1000]
            if text_problem(value) is not None or text_problem(part.name) is not None:
                raise ValidationFailed.single("images", BAD_TEXT)
            fields[part.name] = value
            continue
        if len(files) >= MAX_FILES:
            raise ValidationFailed.single("images", TOO_MANY_FILES)
        if text_problem(part.filename) is not None:
            raise ValidationFailed.single(part.name, BAD_TEXT)
        data = bytearray()
        while chunk := await part.read_chunk(256 * 1024):
            data.extend(chunk)
            total += len(chunk)
            if len(data) > MAX_BYTES:
                raise ValidationFailed.single(part.name, TOO_LARGE)
            if total > MAX_REQUEST_BYTES:
                raise ValidationFailed.single("images", UPLOAD_TOO_LARGE)
        files.append(UploadedFile(field=part.name, filename=part.filename, data=bytes(data)))
    return Upload(files=files, fields=fields)


def crop_from(fields: dict[str, str]) -> Crop | None:
    keys = ("foto_x", "foto_y", "foto_width", "foto_height")
    if not any(fields.get(k) for k in keys):
        return None
    try:
        x, y, width, height = (round(float(fields[k])) for k in keys)
    except (KeyError, ValueError, OverflowError):  # missing, not a number, NaN, infinity
        raise ValidationFailed.single("image", CROP_INVALID) from None
    if width < 1 or height < 1 or x < 0 or y < 0 or max(x, y, width, height) > MAX_INT:
        raise ValidationFailed.single("image", CROP_INVALID)
    return Crop(x=x, y=y, width=width, height=height)
