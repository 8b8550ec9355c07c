"""Every admin route checks the role on the server: walked for each role and for an anonymous visitor.

A staff route added later without a rule in the permission table fails this test.
"""

from __future__ import annotations

import re
from typing import Any

from aiohttp.test_utils import TestClient

from soepkern.domain.permissions import Area, may
from tests.api.staff import add_user, login

Api = TestClient[Any, Any]

STAFF_PREFIXES = ("/web/admin/", "/api/")
STAFF_PATHS = {"/web/get-admin-settings"}


def staff_routes(api: Api) -> list[tuple[str, str, Area | None]]:
    found = []
    for route in api.server.app.router.routes():
        info = route.resource.get_info() if route.resource is not None else {}
        path = info.get("path") or info.get("formatter") or ""
        if route.method == "HEAD" or not (path.startswith(STAFF_PREFIXES) or path in STAFF_PATHS):
            continue
        found.append(
            (
                route.method,
                re.sub(r"\{[^}]+\}", "1", path.replace("{uuid}", "x")),
                getattr(route.handler, "soep_area", None),
            )
        )
    return found


async def test_every_staff_route_has_a_rule(api: Api) -> None:
    routes = staff_routes(api)
    assert len(routes) >= 10
    assert [(m, p) for m, p, area in routes if area is None] == []


async def test_anonymous_visitors_get_401_everywhere(api: Api) -> None:
    for method, path, _area in staff_routes(api):
        response = await api.request(method, path, json={})
        assert response.status == 401, (method, path)


async def test_each_role_gets_403_exactly_where_the_table_says(api: Api) -> None:
    for rol in ("superuser", "beheerder", "soep_coordinator"):
        email = f"{rol}@example.nl"
        await add_user(api, email, rol=rol)
        session = await login(api, email)
        headers = {"X-CSRF-Token": session["token"]}
        for method, path, area in staff_routes(api):
            assert area is not None
            response = await api.request(method, path, json={}, headers=headers)
            if may(rol, area):
                assert response.status not in (401, 403), (rol, method, path, response.status)
            else:
                assert response.status == 403, (rol, method, path, response.status)
                assert (await response.json())["message"] == "Deze actie is niet toegestaan"


async def test_soep_coordinator_is_kept_out_of_the_managers_areas() -> None:
    for area in (Area.USERS, Area.PICTURES, Area.CONTACT_SUBJECTS, Area.SETTINGS, Area.DASHBOARD):
        assert not may("soep_coordinator", area)
        assert may("beheerder", area) and may("superuser", area)
    for area in (Area.ORDER_DAYS, Area.ORDERS, Area.PRODUCTS, Area.POSTAL_CODES, Area.BLACKLIST, Area.CUSTOMERS):
        assert may("soep_coordinator", area)


async def test_state_changing_staff_calls_need_the_csrf_header(api: Api) -> None:
    await add_user(api, "baas@example.nl", rol="superuser")
    await login(api, "baas@example.nl")
    for method, path, _area in staff_routes(api):
        if method == "POST":
            response = await api.post(path, json={})
            assert response.status == 403, path
