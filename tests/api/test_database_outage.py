"""The database briefly unavailable: the API answers 503 with Retry-After and a Dutch message (never a 500), and
recovers by itself when the database is back, without a restart.

PostgreSQL: the app's connections are terminated (the next request gets a fresh one at once), then the database
refuses new connections for a while. SQLite: another connection holds the write lock for longer than the busy
timeout (shortened for the test).
"""

from __future__ import annotations

import asyncio
import sqlite3
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from aiohttp.test_utils import TestClient
from sqlalchemy import text
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import create_async_engine

from adapters.db import engine as db_engine
from entrypoints.settings import load_settings
from entrypoints.web.app import create_app, wait_until_ready
from tests.api.shop_data import add_open_day, add_soup, checkout
from tests.api.test_shop import row_of
from tests.db_fixtures import POSTGRES_URL, _execute
from tests.integration.test_multiprocess import postgres_url  # noqa: F401 (a fresh PostgreSQL database)

Api = TestClient[Any, Any]
MESSAGE = "De website is even niet bereikbaar. Probeer het over een paar seconden opnieuw."


async def app_on(aiohttp_client: Callable[..., Any], tmp_path: Path, database_url: str) -> tuple[Api, int]:
    settings = load_settings(
        {
            "SOEP_DATA_DIR": str(tmp_path / "data"),
            "SOEP_DATABASE_URL": database_url,
            "SOEP_SECRET_KEY": "test-secret-key-for-the-test-suite",
            "SOEP_WEBAPP_DIST": str(tmp_path / "dist"),
        }
    )
    app = create_app(settings, send_mail=False)
    api = await aiohttp_client(app)
    await wait_until_ready(app)
    soup = await add_soup(api)
    await add_open_day(api, {soup: 100}, maximum=50)
    return api, await row_of(api, soup)


async def order(api: Api, row: int) -> Any:
    return await api.post("/web/bestellen", json=checkout({row: 1}, email=f"klant-{uuid.uuid4().hex[:8]}@example.nl"))


async def terminate_connections(name: str) -> int:
    """Ends every connection to database `name` (as a restarted or failed-over server would); returns how many."""
    engine = create_async_engine(POSTGRES_URL, isolation_level="AUTOCOMMIT")
    try:
        async with engine.connect() as connection:
            query = text("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = :name")
            return len((await connection.execute(query, {"name": name})).all())
    finally:
        await engine.dispose()


async def assert_unavailable(api: Api, row: int) -> None:
    loop = asyncio.get_running_loop()
    started = loop.time()
    response = await order(api, row)
    assert response.status == 503, await response.text()
    assert response.headers["Retry-After"] == "5"
    assert (await response.json()) == {"message": MESSAGE}
    assert loop.time() - started < 5  # a clear answer, not a hanging request


async def test_sqlite_locked_for_too_long_is_a_503_and_recovers(
    aiohttp_client: Callable[..., Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(db_engine, "SQLITE_BUSY_TIMEOUT_MS", 300)
    path = tmp_path / "soep.sqlite3"
    api, row = await app_on(aiohttp_client, tmp_path, f"sqlite+aiosqlite:///{path}")
    assert (await order(api, row)).status == 200

    other = sqlite3.connect(path, isolation_level=None)
    try:
        other.execute("BEGIN IMMEDIATE")  # another program holds the write lock
        await assert_unavailable(api, row)
        assert (await api.get("/web/get_products")).status == 200  # reading goes on (WAL)
    finally:
        other.execute("ROLLBACK")
        other.close()
    response = await order(api, row)
    assert response.status == 200, await response.text()


@pytest.mark.postgres
async def test_postgres_gone_is_a_503_and_recovers_without_restart(
    aiohttp_client: Callable[..., Any],
    tmp_path: Path,
    postgres_url: str,  # noqa: F811
) -> None:
    api, row = await app_on(aiohttp_client, tmp_path, postgres_url)
    name = make_url(postgres_url).database
    assert (await order(api, row)).status == 200
    assert name is not None

    # every connection of the app is killed (a restarted or failed-over server): the next request still works
    assert await terminate_connections(name) >= 1
    response = await order(api, row)
    assert response.status == 200, await response.text()

    # the database refuses connections for a while: 503 with Retry-After, then back without a restart
    await _execute(POSTGRES_URL, f"ALTER DATABASE {name} ALLOW_CONNECTIONS false")
    try:
        await terminate_connections(name)
        await assert_unavailable(api, row)
        await assert_unavailable(api, row)
    finally:
        await _execute(POSTGRES_URL, f"ALTER DATABASE {name} ALLOW_CONNECTIONS true")
    response = await order(api, row)
    assert response.status == 200, await response.text()
