"""No cross-site writes (issue 10, point 6): every state-changing API route wants JSON and a same-site caller."""

from __future__ import annotations

from typing import Any

import pytest
from aiohttp.test_utils import TestClient

from entrypoints.web.request_guard import CROSS_SITE, NON_JSON_PATHS, NOT_JSON
from tests.api.staff import add_user, login
from tests.api.test_bad_input import post_paths

Api = TestClient[Any, Any]

SIMPLE_BODIES = {  # what an HTML form on another site can send without a CORS preflight
    "text/plain": b'{"voornaam": "x", "email": "a@b.nl"}',
    "application/x-www-form-urlencoded": b"voornaam=x&email=a%40b.nl",
    "multipart/form-data; boundary=x": b"--x\r\nContent-Disposition: form-data; name=email\r\n\r\na@b.nl\r\n--x--\r\n",
}


async def _token(api: Api) -> str:
    await add_user(api, "baas@example.nl", rol="superuser")
    return str((await login(api, "baas@example.nl"))["token"])


async def test_every_json_route_refuses_other_content_types_with_a_dutch_415(api: Api) -> None:
    token = await _token(api)
    failures = []
    paths = post_paths(api)
    assert len(paths) >= 20
    for path in paths:
        for content_type, body in SIMPLE_BODIES.items():
            response = await api.post(path, data=body, headers={"Content-Type": content_type, "X-CSRF-Token": token})
            expected_415 = not path.startswith(NON_JSON_PATHS)
            if (response.status == 415) != expected_415:
                failures.append((path, content_type, response.status))
            elif expected_415 and (await response.json())["message"] != NOT_JSON:
                failures.append((path, content_type, "message"))
    assert failures == []


@pytest.mark.parametrize(
    "headers",
    [
        {"Origin": "https://evil.example"},
        {"Origin": "null"},
        {"Origin": "http://localhost.evil.example"},
        {"Sec-Fetch-Site": "cross-site"},
        {"Sec-Fetch-Site": "cross-site", "Origin": "http://localhost:8080"},
    ],
)
async def test_every_state_changing_route_refuses_cross_site_callers(api: Api, headers: dict[str, str]) -> None:
    token = await _token(api)
    failures = []
    for path in post_paths(api):
        response = await api.post(path, json={}, headers={**headers, "X-CSRF-Token": token})
        if response.status != 403 or (await response.json())["message"] != CROSS_SITE:
            failures.append((path, response.status))
    assert failures == []


async def test_same_origin_public_url_and_header_less_callers_go_through(api: Api) -> None:
    own = f"http://{api.server.host}:{api.server.port}"
    for headers in (
        {"Origin": own, "Sec-Fetch-Site": "same-origin"},
        {"Origin": "http://localhost:8080"},  # SOEP_PUBLIC_URL (the default in tests)
        {"Sec-Fetch-Site": "none"},
        {},
    ):
        response = await api.post("/web/login", json={"email": "x@example.nl", "password": "y"}, headers=headers)
        assert response.status == 422, headers  # reached the view: wrong credentials
    response = await api.post("/web/logout", headers={"Origin": own})  # no body at all needs no content type
    assert response.status < 400


async def test_reading_is_not_affected(api: Api) -> None:
    response = await api.get("/web/get_products", headers={"Origin": "https://evil.example"})
    assert response.status == 200
