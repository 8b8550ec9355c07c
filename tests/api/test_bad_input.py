"""Bad input never becomes a 500: every POST route, public and staff, gets malformed bodies of every shape."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from aiohttp.test_utils import TestClient

from tests.api.staff import add_user, login

Api = TestClient[Any, Any]

BODIES: list[Any] = [
    [],
    "tekst",
    12,
    None,
    {"email": 5, "password": ["x"], "products": "veel", "id": "een"},
    {"products": [{"id": "x", "gekozen_hoeveelheid": -1}], "huisnummer": {"a": 1}, "postcode": None},
    {"naam": "x" * 5000, "prijs": "veel", "korting": "-", "status": "onbekend", "bestellingsdag": "31-02-2026"},
    {"hoeveelheid": 10**30, "maximale_producten_per_klant": "veel", "products": [None], "deleted_products": "x"},
    {"category": "website_open", "website_open": {"x": 1}},
]

SKIPPED = {"/web/logout"}  # ends the session the rest of the walk needs


def post_paths(api: Api) -> list[str]:
    paths = []
    for route in api.server.app.router.routes():
        info = route.resource.get_info() if route.resource is not None else {}
        path = info.get("path") or info.get("formatter") or ""
        if route.method == "POST" and path not in SKIPPED:
            paths.append(re.sub(r"\{[^}]+\}", "1", path))
    return sorted(set(paths))


async def test_no_post_route_answers_500_to_malformed_bodies(api: Api) -> None:
    await add_user(api, "baas@example.nl", rol="superuser")
    session = await login(api, "baas@example.nl")
    headers = {"X-CSRF-Token": session["token"]}
    paths = post_paths(api)
    assert len(paths) >= 20
    failures = []
    statuses: Counter[int] = Counter()
    for path in paths:
        for body in BODIES:
            response = await api.post(path, json=body, headers=headers)
            statuses[response.status] += 1
            if response.status >= 500:
                failures.append((path, body, response.status, await response.text()))
    assert failures == []
    assert statuses[422] > len(paths), statuses  # most answers are the Dutch validation map, not 401/403/404
