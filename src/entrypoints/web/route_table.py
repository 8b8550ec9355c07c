"""Each HTTP call declared once, beside its handler (in the style of aiohttp's `RouteTableDef`).

A views module keeps one `RouteTable`; each handler is decorated with its method and path, summary, access rule
(anyone, or the staff area of the permission table), body type and answer type:

    routes = RouteTable("users")

    @routes.post("/web/admin/create_user", "Create (and invite) a user", access=Area.USERS, body=UserFields,
                 answer=UserSaved)
    async def create_user(request: web.Request, actor: User, body: UserFields) -> UserSaved: ...

The app's router (routes.py) and the OpenAPI document (openapi/) are both built from the tables. The handler gets
the request, then the staff member when `access` names an area (401 without a session, 403 when the role may not
use the area; what it changes is written to the audit trail as that member), then the body structured into the
`body` class (a Dutch 422 per field), counted against the call's `limit` per client address when it has one (429).
It answers a `web.StreamResponse`, or an instance of its answer type, which is written as JSON by the one converter.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import attrs
from aiohttp import web

from adapters.serialization import structure, unstructure
from entrypoints.web import rate_limit
from entrypoints.web.auth import require_user
from entrypoints.web.errors import Handler, read_json
from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.declare import ANYONE, STAFF, Operation
from entrypoints.web.openapi.schemas import Schema
from entrypoints.web.openapi.types import answer_schema, body_schema
from soepkern.domain.permissions import Area
from soepkern.services.audit import Actor, acting_as

View = TypeVar("View", bound=Callable[..., Awaitable[Any]])

# The answer classes met in the tables, as named components of the document.
ANSWER_COMPONENTS: dict[str, Schema] = {}


@attrs.frozen
class Route:
    operation: Operation
    handler: Handler
    area: Area | None


# A view annotated to answer a response object (`-> web.Response`) of a public call without a body needs nothing of
# the wrapper below: it is routed as it is, one coroutine less on the way of every answer (decision 0096).
_RESPONSE_ANNOTATIONS = frozenset(
    {"web.Response", "web.StreamResponse", "web.FileResponse", web.Response, web.StreamResponse, web.FileResponse}
)


def _handler(
    view: Callable[..., Awaitable[Any]], area: Area | None, body: type | None, limit: rate_limit.Limit | None
) -> Handler:
    if area is None and body is None and limit is None and view.__annotations__.get("return") in _RESPONSE_ANNOTATIONS:
        view.soep_area = None  # type: ignore[attr-defined]
        return view

    async def handler(request: web.Request) -> web.StreamResponse:
        args: list[Any] = []
        actor = None
        if area is not None:
            actor = await require_user(request, area)
            args.append(actor)
        if body is not None:
            args.append(structure(await read_json(request), body))
        if limit is not None:
            await rate_limit.limit(request, limit)
        if actor is None:
            answer = await view(request, *args)
        else:
            with acting_as(Actor(actor.id, actor.name, request.app[CONTAINER].clock)):
                answer = await view(request, *args)
        if isinstance(answer, web.StreamResponse):
            return answer
        return web.json_response(unstructure(answer))

    handler.__name__ = handler.__qualname__ = view.__name__
    handler.soep_area = area  # type: ignore[attr-defined]
    return handler


class RouteTable:
    """The calls of one area of the app (its `tag` in the OpenAPI document)."""

    def __init__(self, tag: str) -> None:
        self.tag = tag
        self.routes: list[Route] = []

    def get(self, path: str, summary: str, **declared: Any) -> Callable[[View], View]:
        return self.route("GET", path, summary, **declared)

    def post(self, path: str, summary: str, **declared: Any) -> Callable[[View], View]:
        return self.route("POST", path, summary, **declared)

    def route(
        self,
        method: str,
        path: str,
        summary: str,
        *,
        access: Area | None = None,
        body: type | None = None,
        limit: rate_limit.Limit | None = None,
        reads: Any = None,
        answer: Any = None,
        **document: Any,
    ) -> Callable[[View], View]:
        """`limit`: the call's rate limit per client address (counted once the body is read);
        `reads`: the type (or JSON Schema) of a body the handler reads itself (e.g. after a rate limit), for the
        document only;
        `answer`: the type the handler answers with (None: it builds its own response); `document`: further
        fields of the call's `Operation` (a hand-written `body`/`ok` schema for calls that read or write by hand,
        `ok_media`, `query`, `answers` (status -> description, or (description, schema or answer type)), `multipart`,
        `form`)."""
        if body is not None or reads is not None:
            read = body if body is not None else reads
            document["body"] = read if isinstance(read, dict) else body_schema(read)
        if answer is not None:
            document["ok"] = answer_schema(answer, ANSWER_COMPONENTS)
        for status, further in document.get("answers", {}).items():
            if isinstance(further, tuple) and not isinstance(further[1], dict):  # (description, answer type)
                document["answers"][status] = (further[0], answer_schema(further[1], ANSWER_COMPONENTS))
        document.setdefault("tag", self.tag)
        operation = Operation(method, path, summary, STAFF if access else ANYONE, **document)

        def register(view: View) -> View:
            self.routes.append(Route(operation, _handler(view, access, body, limit), access))
            return view

        return register


def add_tables(app: web.Application, tables: list[RouteTable], protect: Callable[[Handler, str], Handler]) -> None:
    """Every route of the tables, each handler wrapped by `protect` (the edge: `entrypoints/web/edge.py`)."""
    for table in tables:
        for route in table.routes:
            path = route.operation.path
            app.router.add_route(route.operation.method, path, protect(route.handler, path))
