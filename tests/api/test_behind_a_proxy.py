"""Behind a TLS proxy (docs/deployment.md): SOEP_PUBLIC_URL alone decides the secure cookie flags and HSTS, never a
forwarded header, although the hop from the proxy to the app is plain http."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from entrypoints.settings import Settings
from entrypoints.web.app import create_app, wait_until_ready
from entrypoints.web.sessions import COOKIE_NAME
from tests.api.staff import PASSWORD, add_user, last_code


@pytest.mark.parametrize(("public_url", "https"), [("https://soep.example.nl", True), ("http://localhost:8080", False)])
async def test_the_public_url_decides_the_secure_cookie_and_hsts(
    aiohttp_client: Callable[..., Any], make_settings: Callable[..., Settings], public_url: str, https: bool
) -> None:
    app = create_app(make_settings(SOEP_PUBLIC_URL=public_url, SOEP_TRUSTED_PROXIES="127.0.0.1"), send_mail=False)
    api = await aiohttp_client(app)
    await wait_until_ready(app)
    await add_user(api, "staff@example.nl")
    # The trusted proxy claims the opposite scheme: the app does not read it.
    proxy = {"X-Forwarded-Proto": "http" if https else "https", "X-Forwarded-For": "203.0.113.7"}
    started = await api.post("/web/login", json={"email": "staff@example.nl", "password": PASSWORD}, headers=proxy)
    assert started.status == 200
    body = await started.json()
    code = {"code": await last_code(api, "staff@example.nl"), "user": body["user"], "loginToken": body["loginToken"]}
    response = await api.post("/web/validate-2fa-code", json=code, headers=proxy)
    assert response.status == 200

    cookie = response.cookies[COOKIE_NAME]
    assert cookie["httponly"] is True
    assert cookie["samesite"] == "Lax"
    assert bool(cookie["secure"]) is https
    assert ("Strict-Transport-Security" in response.headers) is https
    page = await api.get("/", headers=proxy)
    assert ("Strict-Transport-Security" in page.headers) is https
