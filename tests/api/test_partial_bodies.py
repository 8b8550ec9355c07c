"""A client that leaves half-way through its body is not logged as a database outage (nor as an error), and a body
that comes in too slowly is a 408 that closes the connection (issue 23, point 9); on SQLite and PostgreSQL, for a
JSON call, a form and an upload."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import pytest
from aiohttp.test_utils import TestClient

from entrypoints.web import input_limits
from tests.api.staff import add_user, login

Api = TestClient[Any, Any]
ROUTES = {
    "json": ("/web/bestellen", "application/json"),
    "form": ("/web/mollie-webhook", "application/x-www-form-urlencoded"),
    "upload": ("/web/upload-picture", "multipart/form-data; boundary=xyz"),
}
# After a 408 for an unread body, aiohttp reads on for its lingering time (10 s by default) before it closes; the
# tests prove that the connection closes, not how long aiohttp lingers, so their server lingers 1 s (decision 0131).
LINGERING_SECONDS = 1.0
START = {"json": b'{"voornaam": "Jo', "form": b"id=tr_", "upload": b'--xyz\r\nContent-Disposition: form-data; name="x"'}


@pytest.fixture
async def api(start_api: Any, make_settings: Any) -> Api:
    """As tests/conftest.py's `api`, on a test server that lingers LINGERING_SECONDS over an unread body."""
    client: Api = await start_api(make_settings(), lingering_time=LINGERING_SECONDS)
    return client


async def open_request(api: Api, route: str) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    # As `soep serve` runs (web.run_app): a lost connection does not cancel the handler, its body read fails instead.
    # (aiohttp's test server cancels handlers; production does not.)
    api.server.runner.server.handler_cancellation = False  # type: ignore[union-attr]
    path, content_type = ROUTES[route]
    headers = ""
    if route == "upload":  # a manager's upload: the session is checked before the body is read
        await add_user(api, "baas@example.nl", rol="beheerder")
        session = await login(api, "baas@example.nl")
        cookies = "; ".join(f"{c.key}={c.value}" for c in api.session.cookie_jar)
        headers = f"X-CSRF-Token: {session['token']}\r\nCookie: {cookies}\r\n"
    reader, writer = await asyncio.open_connection(api.server.host, api.server.port)
    head = (
        f"POST {path} HTTP/1.1\r\nHost: {api.server.host}\r\nContent-Type: {content_type}\r\n{headers}"
        "Content-Length: 1000\r\n\r\n"
    )
    writer.write(head.encode() + START[route])
    await writer.drain()
    return reader, writer


@pytest.mark.parametrize("route", sorted(ROUTES))
async def test_a_client_leaving_mid_body_is_no_database_outage(
    api: Api, route: str, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    _reader, writer = await open_request(api, route)
    await asyncio.sleep(0.2)  # the handler is reading the body
    writer.transport.abort()  # gone, without a word
    for _ in range(50):  # until the server has noticed (bounded)
        if any("went away" in r.getMessage() for r in caplog.records):
            break
        await asyncio.sleep(0.05)
    messages = [(r.levelname, r.getMessage()) for r in caplog.records]
    assert any("Client went away while sending its body" in text for _, text in messages), messages
    assert not any("Database unavailable" in text for _, text in messages), messages
    assert not any(level in ("ERROR", "WARNING") for level, _ in messages), messages
    assert (await api.get("/web/get_products")).status == 200  # and the server carries on


@pytest.mark.parametrize("route", sorted(ROUTES))
async def test_a_body_that_comes_in_too_slowly_is_a_408_and_the_connection_closes(
    api: Api, route: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(input_limits, "BODY_SECONDS", 0.5)
    monkeypatch.setattr(input_limits, "UPLOAD_BODY_SECONDS", 0.5)
    reader, writer = await open_request(api, route)
    try:
        for _ in range(3):  # a byte now and then: the client is slow, not gone
            await asyncio.sleep(0.3)
            writer.write(b"x")
            await writer.drain()
        answer = b""
        try:
            # to the end: the server closes (after its lingering time for an unread body at most)
            while chunk := await asyncio.wait_for(reader.read(1000), 10 * LINGERING_SECONDS):
                answer += chunk
        except TimeoutError:
            pytest.fail(f"the connection stayed open: {answer[:300]!r}")
    finally:
        writer.close()
    status_line, _, rest = answer.partition(b"\r\n")
    assert status_line.startswith(b"HTTP/1.1 408"), answer[:200]
    assert input_limits.BODY_TIMEOUT_MESSAGE.encode() in answer.replace(b"\\u00e9", b"e") or b"te langzaam" in rest
