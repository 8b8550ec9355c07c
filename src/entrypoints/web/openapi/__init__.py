"""The OpenAPI 3.1 document of every HTTP call, built from the route tables beside the handlers
(entrypoints/web/route_table.py: request bodies and answers generated from their attrs classes by types.py, the
shapes still written by hand in schemas.py); served at GET /web/openapi.json. Kept true by tests (docs/api.md)."""

from __future__ import annotations

import functools
import json
from typing import Any

from aiohttp import web

from entrypoints.web.openapi.declare import Operation, operation_object
from entrypoints.web.openapi.schemas import COMPONENTS
from entrypoints.web.sessions import COOKIE_NAME

DOCUMENT_PATH = "/web/openapi.json"
SELF = Operation("GET", DOCUMENT_PATH, "This document (OpenAPI 3.1)", ok={"type": "object"}, tag="site")


def all_operations() -> tuple[Operation, ...]:
    from entrypoints.web.routes import TABLES  # the views import this package's declarations

    return (*(route.operation for table in TABLES for route in table.routes), SELF)


def _components() -> dict[str, Any]:
    from entrypoints.web.route_table import ANSWER_COMPONENTS

    for name, schema in ANSWER_COMPONENTS.items():
        if COMPONENTS.get(name, schema) != schema:
            raise ValueError(f"the component {name} is declared by hand and by an answer class")
    return dict(sorted({**COMPONENTS, **ANSWER_COMPONENTS}.items()))


@functools.cache
def build_document() -> dict[str, Any]:
    paths: dict[str, dict[str, Any]] = {}
    for op in all_operations():
        method = op.method.lower()
        if method in paths.get(op.path, {}):
            raise ValueError(f"{op.method} {op.path} is declared twice")
        paths.setdefault(op.path, {})[method] = operation_object(op)
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "Soepwinkel API",
            "version": "1",
            "description": "The website, soup shop and back office of the foundation. Conventions: docs/api.md.",
        },
        "servers": [{"url": "/"}],
        "paths": paths,
        "components": {
            "schemas": _components(),
            "securitySchemes": {
                "session": {
                    "type": "apiKey",
                    "in": "cookie",
                    "name": COOKIE_NAME,
                    "description": "The staff session cookie; state-changing calls also send X-CSRF-Token.",
                }
            },
        },
    }


@functools.cache
def _document_bytes() -> bytes:
    return json.dumps(build_document(), ensure_ascii=False).encode()


async def openapi_json(_request: web.Request) -> web.Response:
    return web.Response(body=_document_bytes(), content_type="application/json")
