"""One table from domain errors to HTTP answers, and the middleware that applies it."""

from __future__ import annotations

import json
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web

from soepkern.domain.errors import (
    AccountLocked,
    DomainError,
    LoginAttemptExpired,
    NotAuthenticated,
    NotFound,
    NotPermitted,
    ResendTooSoon,
    TooManyAttempts,
    ValidationFailed,
)

log = logging.getLogger(__name__)

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]

API_PREFIXES = ("/web/", "/api/")
UNEXPECTED_MESSAGE = "Er is een onverwachte fout opgetreden. Probeer het later opnieuw."
NOT_FOUND_MESSAGE = "Niet gevonden."
METHOD_NOT_ALLOWED_MESSAGE = "Deze methode is hier niet toegestaan."
BAD_BODY_MESSAGE = "Het verzoek kon niet worden gelezen."

STATUS_BY_ERROR: tuple[tuple[type[DomainError], int], ...] = (
    (ValidationFailed, 422),
    (NotFound, 404),
    (NotAuthenticated, 401),
    (NotPermitted, 403),
    (TooManyAttempts, 429),
    (AccountLocked, 450),
    (LoginAttemptExpired, 451),
    (ResendTooSoon, 451),
)


def is_api_path(path: str) -> bool:
    return path.startswith(API_PREFIXES)


def json_error(status: int, message: str, **extra: Any) -> web.Response:
    return web.json_response({"message": message, **extra}, status=status)


def domain_error_response(exc: DomainError) -> web.Response:
    status = next((code for cls, code in STATUS_BY_ERROR if isinstance(exc, cls)), 422)
    if isinstance(exc, ValidationFailed):
        return json_error(status, exc.message, errors=exc.errors)
    response = json_error(status, exc.message)
    if isinstance(exc, TooManyAttempts):
        response.headers["Retry-After"] = str(exc.retry_after_seconds)
    return response


@web.middleware
async def error_middleware(request: web.Request, handler: Handler) -> web.StreamResponse:
    try:
        return await handler(request)
    except DomainError as exc:
        return domain_error_response(exc)
    except web.HTTPException as exc:
        if not is_api_path(request.path) or exc.status < 400:
            raise
        if exc.status == 404:
            return json_error(404, NOT_FOUND_MESSAGE)
        if exc.status == 405:
            return json_error(405, METHOD_NOT_ALLOWED_MESSAGE)
        return json_error(exc.status, exc.reason)
    except Exception:
        log.exception("Unexpected error on %s %s", request.method, request.path)
        return json_error(500, UNEXPECTED_MESSAGE)


async def read_json(request: web.Request) -> Any:
    """The request's JSON body; an unreadable body is a 422 with a Dutch message, never a 500."""
    if not request.can_read_body:
        return {}
    try:
        return json.loads(await request.read())
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise ValidationFailed.single("body", BAD_BODY_MESSAGE) from exc
