"""Health, readiness, metrics and request logs."""

from __future__ import annotations

import asyncio
import io
import json
import logging
from collections.abc import Callable
from typing import Any

import pytest
from aiohttp.test_utils import TestClient
from prometheus_client.parser import text_string_to_metric_families

from entrypoints.settings import Settings
from entrypoints.web.app import create_app, wait_until_ready
from entrypoints.web.keys import MAINTENANCE
from entrypoints.web.observability import checkout_outcome
from tests.api.conftest import StartApi
from tests.api.shop_data import add_open_day, add_soup, checkout
from tests.api.staff import add_user, queued_mails
from tests.api.test_shop import row_of

Api = TestClient[Any, Any]


def samples(text: str) -> dict[tuple[str, frozenset[tuple[str, str]]], float]:
    found = {}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            found[(sample.name, frozenset(sample.labels.items()))] = sample.value
    return found


def value(text: str, name: str, **labels: str) -> float:
    return samples(text).get((name, frozenset(labels.items())), 0.0)


async def scrape(api: Api, **headers: str) -> str:
    response = await api.get("/metrics", headers=headers)
    assert response.status == 200, await response.text()
    assert response.headers["Content-Type"].startswith("text/plain")
    return await response.text()


async def test_healthz_and_readyz_answer_when_the_database_is_current(api: Api) -> None:
    health = await api.get("/healthz")
    assert health.status == 200
    assert await health.json() == {"status": "ok"}
    ready = await api.get("/readyz")
    assert ready.status == 200
    assert (await ready.json())["migrations"] == "current"


@pytest.mark.unmigrated
async def test_the_app_migrates_an_empty_database_at_start(api: Api) -> None:
    """The other tests start on a copy of the session's migrated template (decision 0130); this one on an empty
    database, as a first deployment does."""
    ready = await api.get("/readyz")
    assert ready.status == 200
    assert (await ready.json())["migrations"] == "current"


async def test_readyz_is_503_with_retry_after_while_in_maintenance(api: Api) -> None:
    api.server.app[MAINTENANCE].migrating = True
    ready = await api.get("/readyz")
    assert ready.status == 503
    assert ready.headers["Retry-After"] == "10"
    assert (await api.get("/healthz")).status == 200  # alive all the same


@pytest.mark.unmigrated
async def test_readyz_is_503_when_migrations_are_not_applied(
    aiohttp_client: Callable[..., Any], make_settings: Callable[..., Settings]
) -> None:
    app = create_app(make_settings(), migrate=False, send_mail=False)
    client = await aiohttp_client(app)
    with pytest.raises(Exception):  # no tables: filling in the settings defaults fails
        await wait_until_ready(app)
    app[MAINTENANCE].migrating = False
    ready = await client.get("/readyz")
    assert ready.status == 503
    assert (await ready.json())["reason"] == "migrations"
    assert "Retry-After" in ready.headers


async def test_readyz_is_503_when_the_database_is_unreachable(
    aiohttp_client: Callable[..., Any], make_settings: Callable[..., Settings]
) -> None:
    settings = make_settings(SOEP_DATABASE_URL="postgresql+asyncpg://nobody@127.0.0.1:1/none")
    app = create_app(settings, migrate=False, send_mail=False)
    client = await aiohttp_client(app)
    with pytest.raises(OSError):
        await wait_until_ready(app)
    app[MAINTENANCE].migrating = False
    ready = await client.get("/readyz")
    assert ready.status == 503
    assert (await ready.json())["database"] == "unreachable"


async def test_metrics_count_requests_per_route_template_never_raw_paths(api: Api) -> None:
    for product_id in (101, 202, 303):
        await api.get(f"/web/picture/{product_id}")
    text = await scrape(api)
    route_counts = [
        v
        for (name, labels), v in samples(text).items()
        if name == "soep_http_requests_total" and ("route", "/web/picture/{uuid}") in labels
    ]
    assert sum(route_counts) == 3
    assert "/web/picture/101" not in text
    assert value(text, "soep_http_request_duration_seconds_count", method="GET", route="/web/picture/{uuid}") == 3


async def test_metrics_count_order_outcomes_outbox_and_login_failures(api: Api) -> None:
    soup = await add_soup(api)
    await add_open_day(api, {soup: 2}, maximum=2)
    row = await row_of(api, soup)
    assert (await api.post("/web/bestellen", json=checkout({row: 2}, email="a@example.nl"))).status == 200
    assert (await api.post("/web/bestellen", json=checkout({row: 1}, email="b@example.nl"))).status == 422
    await add_user(api, "staff@example.nl")
    wrong = await api.post("/web/login", json={"email": "staff@example.nl", "password": "fout-fout-fout"})
    assert wrong.status == 422
    text = await scrape(api)
    assert value(text, "soep_orders_total", outcome="accepted") == 1
    assert value(text, "soep_orders_total", outcome="rejected") == 1
    assert value(text, "soep_login_failures_total", reason="password") == 1
    queued = await queued_mails(api)  # no sender runs in these tests
    assert any(mail.to == "a@example.nl" for mail in queued)
    assert value(text, "soep_outbox_pending") == len(queued)
    assert value(text, "soep_outbox_oldest_age_seconds") >= 0


def test_checkout_outcome_reads_the_answer() -> None:
    assert checkout_outcome(200, b'"website_gesloten"') == "closed"
    assert checkout_outcome(200, b'{"bestelnummer": 1}') == "accepted"
    assert checkout_outcome(429, None) == "rate_limited"
    assert checkout_outcome(500, None) == "error"


async def test_metrics_need_loopback_or_the_token(start_api: StartApi, make_settings: Callable[..., Settings]) -> None:
    client = await start_api(make_settings(SOEP_METRICS_TOKEN="geheim-token-123"))
    proxied = {"X-Forwarded-For": "203.0.113.9"}  # came through a proxy on this machine: not a local caller
    assert (await client.get("/metrics", headers=proxied)).status == 403
    wrong = {**proxied, "Authorization": "Bearer iets-anders"}
    assert (await client.get("/metrics", headers=wrong)).status == 403
    right = {**proxied, "Authorization": "Bearer geheim-token-123"}
    assert (await client.get("/metrics", headers=right)).status == 200
    assert (await client.get("/metrics")).status == 200  # loopback without forwarded headers


async def test_each_app_has_its_own_registry(api: Api, other_process: Api) -> None:
    await api.get("/healthz")
    text = await scrape(other_process)
    assert value(text, "soep_http_requests_total", method="GET", route="/healthz", status="200") == 0


async def test_request_id_and_json_log_line_without_personal_data(api: Api, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="soep.access")
    response = await api.post(
        "/web/login?email=joke@example.nl",
        json={"email": "joke@example.nl", "password": "123456"},
        headers={"X-Request-ID": "from-the-outside-1234"},
    )
    request_id = response.headers["X-Request-ID"]
    assert request_id != "from-the-outside-1234"  # the test client is no trusted proxy
    lines = [json.loads(r.getMessage()) for r in caplog.records if r.name == "soep.access"]
    [line] = [entry for entry in lines if entry["request_id"] == request_id]
    assert line["method"] == "POST"
    assert line["route"] == "/web/login"
    assert line["status"] == response.status
    assert line["duration_ms"] >= 0
    assert "joke" not in caplog.text
    assert "123456" not in caplog.text


async def test_a_trusted_proxy_may_pass_its_request_id(
    start_api: StartApi, make_settings: Callable[..., Settings]
) -> None:
    client = await start_api(make_settings(SOEP_TRUSTED_PROXIES="127.0.0.1, 10.0.0.0/8"))
    passed = await client.get("/healthz", headers={"X-Request-ID": "caddy-abcdef123"})
    assert passed.headers["X-Request-ID"] == "caddy-abcdef123"
    insane = await client.get("/healthz", headers={"X-Request-ID": "bad id with spaces\u00e9"})
    assert insane.headers["X-Request-ID"] != "bad id with spaces\u00e9"


async def test_soep_serve_writes_the_lines_buffered_to_its_stream(api: Api) -> None:
    from entrypoints.web import observability

    stream = io.StringIO()
    observability.configure_access_log(stream)
    try:
        first = await api.get("/healthz")
        second = await api.get("/web/picture/123")
        assert stream.getvalue() == ""  # buffered ...
        await asyncio.sleep(observability._AccessLogSink.FLUSH_SECONDS + 0.3)  # ... and flushed soon after
    finally:
        observability._SINK.flush()
        observability._SINK.stream = None
    lines = [json.loads(line) for line in stream.getvalue().splitlines()]
    assert [line["request_id"] for line in lines] == [first.headers["X-Request-ID"], second.headers["X-Request-ID"]]
    assert lines[1]["route"] == "/web/picture/{uuid}"
    assert first.headers["X-Request-ID"] != second.headers["X-Request-ID"]
