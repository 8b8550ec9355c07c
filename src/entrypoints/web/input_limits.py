"""What text and numbers the API accepts, decided once at the edge (see docs/security.md).

Every JSON body passes `read_json`, which reads at most `MAX_JSON_BYTES`, parses without recursion surprises and
then walks the parsed value once: nesting depth, the number of items per list or object and in the whole body, text
without NUL/control characters or unpaired surrogates, and numbers inside the signed 32-bit range (every id, amount
and count column fits there). Anything else is a Dutch 422. The walk is refused as soon as a bound is passed, so a
hostile body costs the event loop a few milliseconds at most; each command's lists are bounded again, by what the
domain allows, where the body becomes a command (`adapters/serialization.structure`).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import math
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
from aiohttp import web

from soepkern.domain.errors import ValidationFailed

MAX_JSON_BYTES = 2 * 1024 * 1024  # the largest legitimate body is a settings page with rich text
MAX_DEPTH = 32
MAX_INT = 2**31 - 1  # ids, amounts (cents) and counts are signed 32-bit in the database
MIN_INT = -(2**31)
# Items in one list or object, and values in a whole body: far above any legitimate body (the largest declared list
# maximum is a bulk order's customers, soepkern.domain.bulk_orders.MAX_BULK_CUSTOMERS), far below a hostile one.
MAX_ITEMS = 10_000
MAX_VALUES = 20_000

BAD_BODY = "Het verzoek kon niet worden gelezen."
TOO_LARGE_BODY = "Het verzoek is te groot."
TOO_DEEP = "Het verzoek is te diep genest."
BAD_TEXT = "De tekst bevat ongeldige tekens."
NUMBER_OUT_OF_RANGE = "Dit getal is te groot."
TOO_MANY_VALUES = "Het verzoek bevat te veel gegevens."

# Control characters other than tab, newline and carriage return are never part of legitimate text.
_FORBIDDEN_CONTROLS = frozenset(chr(c) for c in range(32) if chr(c) not in "\t\n\r") | {"\x7f"}


def text_problem(value: str) -> str | None:
    """The Dutch message when `value` is not acceptable text (NUL, control characters, lone surrogates)."""
    if not value.isprintable():  # cheap pre-check: most text is printable
        if any(ch in _FORBIDDEN_CONTROLS for ch in value):
            return BAD_TEXT
    elif value.isascii():  # printable ASCII: no surrogate either
        return None
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return BAD_TEXT
    return None


def int_in_range(value: int) -> bool:
    return MIN_INT <= value <= MAX_INT


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _field(path: list[str | int]) -> str:
    return ".".join(str(p) for p in path) or "body"


def check_value(data: Any) -> None:
    """Walks a parsed JSON value without recursion; raises ValidationFailed on the first bad part."""
    if _acceptable(data):
        return
    _refuse(data)


def _acceptable(data: Any) -> bool:
    """Whether `check_value` would pass `data`: the same walk without the field paths an answer needs (nearly every
    body passes; a refused one is walked again by `_refuse` for its message and field)."""
    stack: list[tuple[Any, int]] = [(data, 0)]
    seen = 0
    while stack:
        value, depth = stack.pop()
        seen += 1
        kind = type(value)
        if kind is str:
            if text_problem(value) is not None:
                return False
        elif kind is int:
            if not MIN_INT <= value <= MAX_INT:
                return False
        elif kind is dict:
            if depth >= MAX_DEPTH or len(value) > MAX_ITEMS:
                return False
            for key, item in value.items():
                if text_problem(key) is not None:
                    return False
                stack.append((item, depth + 1))
        elif kind is list:
            if depth >= MAX_DEPTH or len(value) > MAX_ITEMS:
                return False
            stack.extend((item, depth + 1) for item in value)
        elif kind is float:
            if not math.isfinite(value) or not MIN_INT <= value <= MAX_INT:
                return False
        elif value is not None and kind is not bool:  # (json.loads makes nothing else)
            return False
        if seen > MAX_VALUES:
            return False
    return True


def _refuse(data: Any) -> None:
    """The walk that names the first bad part (raises ValidationFailed)."""
    stack: list[tuple[Any, list[str | int], int]] = [(data, [], 0)]
    seen = 0
    while stack:
        value, path, depth = stack.pop()
        seen += 1
        if seen > MAX_VALUES:
            raise ValidationFailed.single("body", TOO_MANY_VALUES)
        if depth >= MAX_DEPTH and isinstance(value, (dict, list)):  # the outermost container is level 1
            raise ValidationFailed.single("body", TOO_DEEP)
        if isinstance(value, str):
            if (problem := text_problem(value)) is not None:
                raise ValidationFailed.single(_field(path), problem)
        elif isinstance(value, bool) or value is None:
            continue
        elif isinstance(value, int):
            if not int_in_range(value):
                raise ValidationFailed.single(_field(path), NUMBER_OUT_OF_RANGE)
        elif isinstance(value, float):
            if not math.isfinite(value) or not MIN_INT <= value <= MAX_INT:
                raise ValidationFailed.single(_field(path), NUMBER_OUT_OF_RANGE)
        elif isinstance(value, dict):
            if len(value) > MAX_ITEMS:
                raise ValidationFailed.single(_field(path), TOO_MANY_VALUES)
            for key, item in value.items():
                if (problem := text_problem(key)) is not None:
                    raise ValidationFailed.single("body", problem)
                stack.append((item, [*path, key], depth + 1))
        elif isinstance(value, list):
            if len(value) > MAX_ITEMS:
                raise ValidationFailed.single(_field(path), TOO_MANY_VALUES)
            stack.extend((item, [*path, i], depth + 1) for i, item in enumerate(value))


# How long a client may take to send its body (a slow body holds a connection and a handler): a JSON or form body of
# at most 2 MB, and an upload of at most 30 MB (a phone on a slow line included). Past it: 408, connection closed.
BODY_SECONDS = 30.0
UPLOAD_BODY_SECONDS = 300.0
BODY_TIMEOUT_MESSAGE = "Het verzoek kwam te langzaam binnen. Probeer het opnieuw."


class BodyTimedOut(Exception):
    """The client did not send its body within the deadline (HTTP 408, errors.error_middleware)."""


class ClientGone(Exception):
    """The client closed the connection while sending its body: nobody waits for an answer. Not a server fault,
    and certainly not a database outage (errors.error_middleware logs it as what it is)."""


@contextlib.asynccontextmanager
async def reading_body(request: web.Request, seconds: float) -> AsyncIterator[None]:
    """Wraps every read of a request body (read_body, and the multipart reader in uploads): the deadline, and a
    connection lost half-way told apart from every other error."""
    try:
        async with asyncio.timeout(seconds):
            yield
    except TimeoutError as exc:
        raise BodyTimedOut() from exc
    except (ConnectionError, aiohttp.ClientPayloadError) as exc:
        if request.content.exception() is not None or request.transport is None or request.transport.is_closing():
            raise ClientGone() from exc
        raise


async def read_body(request: web.Request, limit: int = MAX_JSON_BYTES) -> bytes:
    """The body, read in chunks and refused as soon as it passes `limit` (also without Content-Length), within
    BODY_SECONDS."""
    if request.content_length is not None and request.content_length > limit:
        raise ValidationFailed.single("body", TOO_LARGE_BODY)
    content = request.content
    if content.is_eof() and content.exception() is None:  # the whole body has arrived (nearly every JSON call)
        body = content.read_nowait()
        if len(body) > limit:
            raise ValidationFailed.single("body", TOO_LARGE_BODY)
        return body
    data = bytearray()
    async with reading_body(request, BODY_SECONDS):
        while chunk := await request.content.read(64 * 1024):
            data.extend(chunk)
            if len(data) > limit:
                raise ValidationFailed.single("body", TOO_LARGE_BODY)
    return bytes(data)


def parse_json(raw: bytes) -> Any:
    """Parses and checks a JSON body; every failure is a ValidationFailed (HTTP 422), never a 500."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ValidationFailed.single("body", BAD_BODY) from exc
    try:
        data = json.loads(text, parse_constant=_reject_constant)
    except RecursionError as exc:  # the C parser stops cleanly at the interpreter's recursion limit
        raise ValidationFailed.single("body", TOO_DEEP) from exc
    except ValueError as exc:  # JSONDecodeError, NaN/Infinity
        raise ValidationFailed.single("body", BAD_BODY) from exc
    check_value(data)
    return data
