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

import time
from typing import Any, cast

from aiohttp import web
from aiohttp_session import SESSION_KEY, STORAGE_KEY, AbstractStorage, Session

from entrypoints.web import keys
from entrypoints.web.auth import csrf_problem
from entrypoints.web.compression import compress
from entrypoints.web.errors import Handler, error_answer, is_api_path, json_error
from entrypoints.web.maintenance import MAINTENANCE_MESSAGE
from entrypoints.web.observability import REQUEST_ID, REQUEST_ID_HEADER, observe_answer, request_id_for
from entrypoints.web.params import check_path_parameters
from entrypoints.web.rate_limit import count_public_write
from entrypoints.web.request_guard import STATE_CHANGING, write_problem
from entrypoints.web.security import SecurityHeaders

MAINTENANCE_RETRY_AFTER = "10"


def edge_middleware(storage: AbstractStorage, https: bool, public_url: str) -> Any:
    security = SecurityHeaders(https)

    async def checked_answer(request: web.Request, handler: Handler) -> web.StreamResponse:
        try:
            if is_api_path(request.path):
                if request.app[keys.MAINTENANCE].active:
                    unavailable = json_error(503, MAINTENANCE_MESSAGE)
                    unavailable.headers["Retry-After"] = MAINTENANCE_RETRY_AFTER
                    return unavailable
                if request.method in STATE_CHANGING:
                    problem = await csrf_problem(request) or write_problem(request, public_url)
                    if problem is not None:
                        return problem
            check_path_parameters(request)
            await count_public_write(request)
            try:
                response = await handler(request)
            except web.HTTPException as exc:
                await _save_session(request, storage, exc)
                raise
            response = await compress(response, request)
            await _save_session(request, storage, response)
            return response
        except Exception as exc:
            return await error_answer(request, exc)

    @web.middleware
    async def edge(request: web.Request, handler: Handler) -> web.StreamResponse:
        started = time.perf_counter()
        request_id = request_id_for(request)
        request[REQUEST_ID] = request_id
        request[STORAGE_KEY] = storage
        status = 500
        response: web.StreamResponse | None = None
        try:
            try:
                response = await checked_answer(request, handler)
            except web.HTTPException as exc:  # the web app's own 404s and redirects: aiohttp answers them
                status = exc.status
                security.on_http_exception(exc.headers)
                exc.headers[REQUEST_ID_HEADER] = request_id
                raise
            status = response.status
            headers = response.headers
            security.on_answer(headers, request.path)
            headers[REQUEST_ID_HEADER] = request_id
            return response
        finally:
            observe_answer(request, request_id, status, time.perf_counter() - started, response)

    return edge


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
