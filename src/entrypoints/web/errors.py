"""One table from domain errors to HTTP answers, and the middleware that applies it."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web

from adapters.db.availability import database_unavailable
from entrypoints.web.input_limits import BODY_TIMEOUT_MESSAGE, BodyTimedOut, ClientGone, parse_json, read_body
from soepkern.domain.errors import (
    AccountLocked,
    DomainError,
    LoginAttemptExpired,
    NotAuthenticated,
    NotFound,
    NotPermitted,
    ResendTooSoon,
    ServiceUnavailable,
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
DATABASE_UNAVAILABLE_MESSAGE = "De website is even niet bereikbaar. Probeer het over een paar seconden opnieuw."
DATABASE_RETRY_AFTER_SECONDS = 5
# A 422 names at most this many fields, with at most this many messages each; the rest is summed up (a hostile body
# with a thousand bad lines gets a small answer, docs/security.md "Lists").
MAX_ERROR_FIELDS = 20
MAX_MESSAGES_PER_FIELD = 3


def more_messages(count: int) -> str:
    return f"En nog {count} {'melding' if count == 1 else 'meldingen'} over dit veld."


def more_fields(count: int) -> str:
    return f"En nog {count} {'veld' if count == 1 else 'velden'} met een fout."


def capped_errors(errors: dict[str, list[str]]) -> dict[str, list[str]]:
    """The errors map as a 422 answers it: the first fields and messages, then a summary of the rest."""
    capped: dict[str, list[str]] = {}
    for field, messages in list(errors.items())[:MAX_ERROR_FIELDS]:
        extra = len(messages) - MAX_MESSAGES_PER_FIELD
        capped[field] = messages if extra <= 0 else [*messages[:MAX_MESSAGES_PER_FIELD], more_messages(extra)]
    if len(errors) > MAX_ERROR_FIELDS:
        capped.setdefault("body", []).append(more_fields(len(errors) - MAX_ERROR_FIELDS))
    return capped


STATUS_BY_ERROR: tuple[tuple[type[DomainError], int], ...] = (
    (ValidationFailed, 422),
    (NotFound, 404),
    (NotAuthenticated, 401),
    (NotPermitted, 403),
    (TooManyAttempts, 429),
    (AccountLocked, 450),
    (LoginAttemptExpired, 451),
    (ResendTooSoon, 451),
    (ServiceUnavailable, 502),
)


def is_api_path(path: str) -> bool:
    return path.startswith(API_PREFIXES)


async def api_methods(request: web.Request) -> set[str]:
    """The methods the API routes serve for this request's path (empty: no API route has this path)."""
    allowed: set[str] = set()
    for resource in request.app.router.resources():
        if is_api_path(resource.canonical):
            _match, methods = await resource.resolve(request)
            allowed |= methods
    return allowed


def json_error(status: int, message: str, **extra: Any) -> web.Response:
    return web.json_response({"message": message, **extra}, status=status)


def domain_error_response(exc: DomainError) -> web.Response:
    status = next((code for cls, code in STATUS_BY_ERROR if isinstance(exc, cls)), 422)
    if isinstance(exc, ValidationFailed):
        return json_error(status, exc.message, errors=capped_errors(exc.errors))
    response = json_error(status, exc.message)
    if isinstance(exc, TooManyAttempts):
        response.headers["Retry-After"] = str(exc.retry_after_seconds)
    return response


async def error_answer(request: web.Request, exc: Exception) -> web.Response:
    """The answer for what a view (or a check before it) raised: the one table above, a JSON 404/405 for unknown
    API paths, a 503 when the database is unavailable, a Dutch 500 otherwise. An HTTP exception outside the API
    (the web app's files) is raised again for aiohttp to answer."""
    if isinstance(exc, DomainError):
        return domain_error_response(exc)
    if isinstance(exc, web.HTTPException):
        if not is_api_path(request.path) or exc.status < 400:
            raise exc
        if exc.status in (404, 405):
            # A 405 means only the web app's catch-all (GET) matched; a 404 from that catch-all means a GET (or
            # HEAD) on an API path: either way, a path no API route serves is a 404 for every method, and a path
            # some API route serves with other methods is a 405 naming them (a GET on a POST-only call included).
            allowed = await api_methods(request)
            if not allowed or request.method in allowed:
                return json_error(404, NOT_FOUND_MESSAGE)
            response = json_error(405, METHOD_NOT_ALLOWED_MESSAGE)
            response.headers["Allow"] = ",".join(sorted(allowed))
            return response
        return json_error(exc.status, exc.reason)
    if isinstance(exc, BodyTimedOut):
        log.info("Request body too slow on %s %s: 408", request.method, _route(request))
        response = json_error(408, BODY_TIMEOUT_MESSAGE)
        response.force_close()
        return response
    if isinstance(exc, ClientGone):
        # The client left half-way through its body: nothing to answer, nothing broken (not a database outage).
        log.info("Client went away while sending its body on %s %s", request.method, _route(request))
        response = json_error(400, BAD_BODY_MESSAGE)
        response.force_close()
        return response
    if database_unavailable(exc):  # down, restarting or locked: a 503 the client may retry, not a 500
        log.warning("Database unavailable on %s %s: %s", request.method, _route(request), type(exc).__name__)
        response = json_error(503, DATABASE_UNAVAILABLE_MESSAGE)
        response.headers["Retry-After"] = str(DATABASE_RETRY_AFTER_SECONDS)
        return response
    log.error("Unexpected error on %s %s", request.method, _route(request), exc_info=exc)
    return json_error(500, UNEXPECTED_MESSAGE)


@web.middleware
async def error_middleware(request: web.Request, handler: Handler) -> web.StreamResponse:
    """`error_answer` as a middleware of its own (the app applies it inside its edge middleware)."""
    try:
        return await handler(request)
    except Exception as exc:
        return await error_answer(request, exc)


def _route(request: web.Request) -> str:
    resource = request.match_info.route.resource
    return resource.canonical if resource is not None else "(no route)"


async def read_json(request: web.Request) -> Any:
    """The request's JSON body; an unreadable or unacceptable body is a 422 with a Dutch message (input_limits)."""
    if not request.can_read_body:
        return {}
    return parse_json(await read_body(request))
