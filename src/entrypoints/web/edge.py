"""The fixed work of every answer, applied around each route's handler (decisions 0042 and 0096).

Each protection keeps its own rule in its own module; this module only decides the order they apply in, once per
request and in one coroutine:

1. request id, metrics and the JSON log line (`observability`), around everything below;
2. the security headers and `Cache-Control: no-store` on API answers (`security`);
3. domain errors and unknown API paths as JSON (`errors.error_answer`);
4. maintenance (503 on API calls), the CSRF check of staff writes (`auth`), the cross-site and JSON-body guard
   (`request_guard`), path and query parameters (`params`) and the per-address limit of public writes (`rate_limit`);
5. the session (aiohttp-session's storage, saved when a view changed it) and gzip (`compression`).

It is not an aiohttp middleware: every route is registered wrapped (`Edge.protect`, see `routes.add_routes`), and
the web app's catch-all route takes every method, so every request that reaches a handler reaches it through the
edge. An aiohttp middleware would add two coroutines to every answer (the middleware and aiohttp's own
`_fix_request_current_app`) and a lookup of the chain, which together cost as much as all the protections.
"""

from __future__ import annotations

import functools
from time import perf_counter_ns
from typing import cast

from aiohttp import web
from aiohttp_session import SESSION_KEY, STORAGE_KEY, AbstractStorage, Session

from entrypoints.web.auth import csrf_problem
from entrypoints.web.compression import REQUEST_ID_HEADER, PreparedResponse, compress, needs_compression
from entrypoints.web.errors import API_PREFIXES, Handler, error_answer, json_error
from entrypoints.web.maintenance import MAINTENANCE_MESSAGE, Maintenance
from entrypoints.web.observability import Metrics, observe_answer, request_id_for, route_template
from entrypoints.web.params import check_path_parameters
from entrypoints.web.rate_limit import count_public_write
from entrypoints.web.request_guard import STATE_CHANGING, write_problem
from entrypoints.web.security import SecurityHeaders

MAINTENANCE_RETRY_AFTER = "10"


class Edge:
    """What every request passes before and after its view, in one coroutine per request."""

    def __init__(
        self,
        storage: AbstractStorage,
        security: SecurityHeaders,
        public_url: str,
        metrics: Metrics,
        maintenance: Maintenance,
    ) -> None:
        self._storage = storage
        self._security = security
        self._public_url = public_url
        self._metrics = metrics
        self._maintenance = maintenance

    async def _write_problem(self, request: web.Request) -> web.Response | None:
        """An API write: maintenance, the staff CSRF check, path and query parameters, the cross-site and JSON-body
        guard, the public write limit (the order the separate middlewares had)."""
        if self._maintenance.active:
            return _unavailable()
        if (problem := await csrf_problem(request)) is not None:
            return problem
        check_path_parameters(request)
        if (problem := write_problem(request, self._public_url)) is not None:
            return problem
        await count_public_write(request)
        return None

    def protect(self, handler: Handler, path: str) -> Handler:
        """`handler`, registered under the route `path`, with every protection around it: what the router gets for
        each route. What the route decides is decided once, here: whether its requests are API calls (unless its
        path starts with a parameter, as the web app's catch-all does: then per request), whether it has path
        parameters to check, and (at its first request) its template for the metrics and the log."""
        storage, security, metrics, maintenance = self._storage, self._security, self._metrics, self._maintenance
        write_problem_of = self._write_problem
        api_route = _api_route(path)
        has_parameters = "{" in path
        route: str | None = None  # the resource's template (`resource.canonical`), read once

        @functools.wraps(handler)
        async def edge(request: web.Request) -> web.StreamResponse:
            nonlocal route
            started = perf_counter_ns()
            request_id = request_id_for(request)
            request[STORAGE_KEY] = storage
            request[SESSION_KEY] = None  # (aiohttp-session reads None as "not loaded"; a view that loads it sets it)
            method = request.method
            status = 500
            response: web.StreamResponse | None = None
            prepared = False
            api = request.path.startswith(API_PREFIXES) if api_route is None else api_route
            try:
                try:
                    try:
                        if api:  # (path parameters outside the API are the web app's own)
                            if method in STATE_CHANGING:
                                response = await write_problem_of(request)
                            elif maintenance.active:
                                response = _unavailable()
                            elif (has_parameters and request.match_info) or request.query_string:
                                check_path_parameters(request)
                        if response is None:
                            try:
                                response = await handler(request)
                            except web.HTTPException as exc:
                                if request[SESSION_KEY] is not None:
                                    await _save_session(request, storage, exc)
                                raise
                            prepared = type(response) is PreparedResponse
                            if not prepared and needs_compression(response, request):
                                response = await compress(response, request)
                            if request[SESSION_KEY] is not None:  # a view read or changed the session
                                await _save_session(request, storage, response)
                    except Exception as exc:
                        response, prepared = await error_answer(request, exc), False
                except web.HTTPException as exc:  # the web app's own 404s and redirects: aiohttp answers them
                    status = exc.status
                    security.on_http_exception(exc.headers)
                    exc.headers[REQUEST_ID_HEADER] = request_id
                    raise
                status = response.status
                headers = response.headers
                if not prepared:  # (a prepared answer carries them already)
                    security.on_answer(headers, api)
                headers[REQUEST_ID_HEADER] = request_id
                return response
            finally:
                if route is None:
                    route = route_template(request)
                observe_answer(metrics, method, route, request_id, status, perf_counter_ns() - started, response)

        return edge


def _api_route(path: str) -> bool | None:
    """Whether every request of the route `path` is an API call; None when its path starts with a parameter that
    decides it (the catch-all `/{tail:.*}`)."""
    literal, brace, _ = path.partition("{")
    if literal.startswith(API_PREFIXES):
        return True
    if brace and any(prefix.startswith(literal) for prefix in API_PREFIXES):
        return None
    return False


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
