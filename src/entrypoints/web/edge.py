"""The one middleware every request passes (decision 0042).

Each protection keeps its own rule in its own module; this module only decides the order they apply in, once per
request and in one coroutine, instead of a stack of ten middlewares that each walked the same request:

1. request id, metrics and the JSON log line (`observability`), around everything below;
2. the security headers and `Cache-Control: no-store` on API answers (`security`);
3. domain errors and unknown API paths as JSON (`errors.error_answer`);
4. maintenance (503 on API calls), the CSRF check of staff writes (`auth`), the cross-site and JSON-body guard
   (`request_guard`), path and query parameters (`params`) and the per-address limit of public writes (`rate_limit`);
5. the session (aiohttp-session's storage, saved when a view changed it) and gzip (`compression`).
"""

from __future__ import annotations

from time import perf_counter_ns
from typing import Any, cast

from aiohttp import web
from aiohttp_session import SESSION_KEY, STORAGE_KEY, AbstractStorage, Session

from entrypoints.web.auth import csrf_problem
from entrypoints.web.compression import compress, needs_compression
from entrypoints.web.errors import Handler, error_answer, is_api_path, json_error
from entrypoints.web.maintenance import MAINTENANCE_MESSAGE, Maintenance
from entrypoints.web.observability import REQUEST_ID_HEADER, Metrics, observe_answer, request_id_for
from entrypoints.web.params import check_path_parameters
from entrypoints.web.rate_limit import count_public_write
from entrypoints.web.request_guard import STATE_CHANGING, write_problem
from entrypoints.web.security import SecurityHeaders

MAINTENANCE_RETRY_AFTER = "10"


def edge_middleware(
    storage: AbstractStorage, https: bool, public_url: str, metrics: Metrics, maintenance: Maintenance
) -> Any:
    security = SecurityHeaders(https)

    def read_checks(request: web.Request) -> web.Response | None:
        """An API read: maintenance, then path and query parameters."""
        if maintenance.active:
            return _unavailable()
        check_path_parameters(request)
        return None

    async def write_checks(request: web.Request) -> web.Response | None:
        """An API write: maintenance, the staff CSRF check, path and query parameters, the cross-site and JSON-body
        guard, the public write limit (the order the separate middlewares had)."""
        if maintenance.active:
            return _unavailable()
        if (problem := await csrf_problem(request)) is not None:
            return problem
        check_path_parameters(request)
        if (problem := write_problem(request, public_url)) is not None:
            return problem
        await count_public_write(request)
        return None

    @web.middleware
    async def edge(request: web.Request, handler: Handler) -> web.StreamResponse:
        started = perf_counter_ns()
        request_id = request_id_for(request)
        request[STORAGE_KEY] = storage
        request[SESSION_KEY] = None  # (aiohttp-session reads None as "not loaded"; a view that loads it sets it)
        status = 500
        response: web.StreamResponse | None = None
        try:
            try:
                try:
                    if is_api_path(request.path):  # (path parameters outside the API are the web app's own)
                        if request.method in STATE_CHANGING:
                            response = await write_checks(request)
                        else:
                            response = read_checks(request)
                    if response is None:
                        try:
                            response = await handler(request)
                        except web.HTTPException as exc:
                            if request[SESSION_KEY] is not None:
                                await _save_session(request, storage, exc)
                            raise
                        if needs_compression(response, request):
                            response = await compress(response, request)
                        if request[SESSION_KEY] is not None:  # a view read or changed the session
                            await _save_session(request, storage, response)
                except Exception as exc:
                    response = await error_answer(request, exc)
            except web.HTTPException as exc:  # the web app's own 404s and redirects: aiohttp answers them
                status = exc.status
                security.on_http_exception(exc.headers)
                exc.headers[REQUEST_ID_HEADER] = request_id
                raise
            status = response.status
            security.on_answer(response.headers, request.path)
            response.headers[REQUEST_ID_HEADER] = request_id
            return response
        finally:
            observe_answer(metrics, request, request_id, status, perf_counter_ns() - started, response)

    return edge


def _unavailable() -> web.Response:
    unavailable = json_error(503, MAINTENANCE_MESSAGE)
    unavailable.headers["Retry-After"] = MAINTENANCE_RETRY_AFTER
    return unavailable


async def _save_session(
    request: web.Request, storage: AbstractStorage, response: web.StreamResponse | web.HTTPException
) -> None:
    """aiohttp-session's middleware step: a session a view changed is written into the answer's cookie."""
    session = cast(Session | None, request.get(SESSION_KEY))
    if session is None or not session._changed:
        return
    if not isinstance(response, web.Response | web.HTTPException):  # a stream (file download): nothing to save into
        return
    if response.prepared:
        raise RuntimeError("Cannot save session data into prepared response")
    await storage.save_session(request, response, session)
