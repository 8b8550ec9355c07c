"""Shared fixtures. Database fixtures (SQLite and PostgreSQL) come from tests/db_fixtures.py."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import argon2
import pytest
from aiohttp.test_utils import TestClient, TestServer
from hypothesis import HealthCheck, settings

from adapters.passwords import Argon2PasswordHasher
from entrypoints.settings import Settings, load_settings
from entrypoints.web.app import create_app, wait_until_ready

pytest_plugins = ["tests.db_fixtures", "tests.smtp_fixtures"]

# No timed assertions: Hypothesis's default 200 ms deadline per example fails property tests on a busy 2-core machine
# (CI runs the browser tests beside pytest), which says nothing about the rule under test; nor does a slow generation.
settings.register_profile("soep", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("soep")

# argon2id at its real cost (argon2-cffi's RFC 9106 parameters: 64 MiB, 3 passes, 4 lanes) takes 0.25 s per hash and
# per check on this machine, and an API test adds a user and logs in: a third of the API suite's time went into it
# (decision 0131). In-process apps of the tests hash with the same algorithm at its lowest cost, so hashing and
# checking stay real (a wrong password fails, a hash of one cost checks against any other); a test whose proof rests
# on the cost (answer times, races around the check) marks itself `real_password_cost`. Processes the tests start
# (`soep serve`, real CLI runs) keep the real cost, and tests/unit/test_passwords.py pins the production parameters.
CHEAP_PASSWORD_HASHES = argon2.PasswordHasher(time_cost=1, memory_cost=64, parallelism=1)


@pytest.fixture(autouse=True)
def cheap_password_hashes(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    if request.node.get_closest_marker("real_password_cost") is not None:
        return
    real_init = Argon2PasswordHasher.__init__

    def init(self: Argon2PasswordHasher, hasher: argon2.PasswordHasher | None = None) -> None:
        real_init(self, hasher or CHEAP_PASSWORD_HASHES)

    monkeypatch.setattr(Argon2PasswordHasher, "__init__", init)


@pytest.fixture
def make_settings(tmp_path: Path, database_url: str) -> Callable[..., Settings]:
    def make(**env: str) -> Settings:
        base = {
            "SOEP_DATA_DIR": str(tmp_path / "data"),
            "SOEP_DATABASE_URL": database_url,
            "SOEP_SECRET_KEY": "test-secret-key-for-the-test-suite",
            "SOEP_WEBAPP_DIST": str(tmp_path / "dist"),
        }
        return load_settings({**base, **env})

    return make


StartApi = Callable[..., Awaitable[TestClient[Any, Any]]]


@pytest.fixture
def start_api(aiohttp_client: Callable[..., Any]) -> StartApi:
    """Starts the whole web app with the given settings, without its mail sender (tests read the outbox or run the
    sender themselves); the client once the app is ready (migrated, settings filled in). Keyword arguments go to the
    test server's request handlers (aiohttp's `lingering_time`, say)."""

    async def start(settings: Settings, **server_options: Any) -> TestClient[Any, Any]:
        app = create_app(settings, send_mail=False)
        server = TestServer(app)
        await server.start_server(**server_options)
        client = await aiohttp_client(server)
        await wait_until_ready(app)
        return client

    return start


@pytest.fixture
async def api(start_api: StartApi, make_settings: Callable[..., Settings]) -> TestClient[Any, Any]:
    """The whole web app on a fresh, migrated database (SQLite and PostgreSQL)."""
    return await start_api(make_settings())
