"""The OpenAPI document: valid, served, and declaring exactly the routes the app registers."""

from __future__ import annotations

import json
from typing import Any

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer
from openapi_spec_validator import validate

from entrypoints.web.app import create_app
from entrypoints.web.openapi import DOCUMENT_PATH, build_document
from tests.openapi_check import CheckedTestClient, DocumentViolation
from tests.openapi_snapshot import SNAPSHOT

SPA_FALLBACK = "/{tail}"


def test_the_document_equals_the_reviewed_snapshot() -> None:
    """The document is generated from the route tables; tests/openapi_snapshot.json is the reviewed copy.

    A change to the document shows as a change to the snapshot in the same commit (rewrite it with
    `python -m tests.openapi_snapshot --write`), so every difference is a deliberate one.
    """
    assert build_document() == json.loads(SNAPSHOT.read_text())


def test_the_document_is_valid_openapi_3_1() -> None:
    document = build_document()
    assert document["openapi"].startswith("3.1")
    validate(document)


def _registered_routes(app: Any) -> set[tuple[str, str]]:
    routes = set()
    for route in app.router.routes():
        path = route.resource.canonical if route.resource is not None else ""
        if route.method in {"HEAD", "*"} or path == SPA_FALLBACK:
            continue
        routes.add((route.method, path))
    return routes


def test_every_route_of_the_app_is_declared_and_nothing_else(make_settings: Any) -> None:
    app = create_app(make_settings(), send_mail=False)
    registered = _registered_routes(app)
    declared = {(method.upper(), path) for path, item in build_document()["paths"].items() for method in item}
    assert registered - declared == set(), "routes missing from the OpenAPI document (src/entrypoints/web/openapi/)"
    assert declared - registered == set(), "the OpenAPI document declares calls the app does not have"


@pytest.mark.db
async def test_the_document_is_served(api: TestClient[Any, Any]) -> None:
    response = await api.get(DOCUMENT_PATH)
    assert response.status == 200
    assert await response.json() == build_document()


async def test_an_answer_that_breaks_the_document_fails_the_test() -> None:
    """The checker itself: a 200 without the promised `user` field is reported, naming the call."""

    async def wrong(_request: web.Request) -> web.Response:
        return web.json_response({"token": None})

    app = web.Application()
    app.router.add_get("/web/get-logged-in-user-without-error", wrong)
    async with CheckedTestClient(TestServer(app)) as client:
        with pytest.raises(DocumentViolation, match="GET /web/get-logged-in-user-without-error answered 200"):
            await client.get("/web/get-logged-in-user-without-error")
