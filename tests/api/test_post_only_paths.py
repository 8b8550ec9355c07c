"""A GET (or HEAD) on a POST-only API path answers a JSON 405 with `Allow`, as docs/security.md says (issue 23,
point 9), never the web app or a 404; on SQLite and PostgreSQL."""

from __future__ import annotations

import re
from typing import Any

from aiohttp.test_utils import TestClient

from entrypoints.web.errors import is_api_path
from tests.api.staff import add_user, login

Api = TestClient[Any, Any]


def post_only_paths(api: Api) -> list[str]:
    """Every API path that no GET route serves, with each `{parameter}` filled in."""
    methods: dict[str, set[str]] = {}
    for route in api.server.app.router.routes():
        resource = route.resource
        if resource is not None and is_api_path(resource.canonical):
            methods.setdefault(resource.canonical, set()).add(route.method)
    return sorted(re.sub(r"\{[^}]+\}", "1", path) for path, found in methods.items() if "GET" not in found)


async def test_get_and_head_on_every_post_only_api_path_are_a_json_405(api: Api) -> None:
    paths = post_only_paths(api)
    assert "/web/bestellen" in paths and "/web/admin/create_product" in paths and len(paths) >= 40
    await add_user(api, "baas@example.nl", rol="superuser")
    session = await login(api, "baas@example.nl")
    failures = []
    for headers in ({}, {"X-CSRF-Token": session["token"]}):
        for path in paths:
            response = await api.get(path, headers=headers)
            body = await response.json() if response.content_type == "application/json" else None
            if response.status != 405 or "POST" not in response.headers.get("Allow", "") or not body:
                failures.append(("GET", path, response.status))
            elif body["message"] != "Deze methode is hier niet toegestaan.":
                failures.append(("GET", path, body))
            head = await api.head(path, headers=headers)
            if head.status != 405:
                failures.append(("HEAD", path, head.status))
    assert failures == []


async def test_a_get_that_finds_nothing_on_a_get_path_stays_a_404(api: Api) -> None:
    await add_user(api, "baas@example.nl", rol="superuser")
    session = await login(api, "baas@example.nl")
    response = await api.get("/web/admin/refresh_order/999999", headers={"X-CSRF-Token": session["token"]})
    assert response.status == 404
    assert (await api.get("/web/nergens")).status == 404
