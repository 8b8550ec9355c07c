"""Every API test's client checks each answer against the OpenAPI document (tests/openapi_check.py). Fixtures for a
second process of the app and for the app that sends real mail."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from aiohttp.test_utils import TestClient

from entrypoints.settings import Settings
from tests.api.mailing import MailingApp
from tests.openapi_check import CheckedTestClient
from tests.smtp_fixtures import HOST, free_port

Api = TestClient[Any, Any]
StartApi = Callable[[Settings], Awaitable[Api]]  # the `start_api` fixture of tests/conftest.py


@pytest.fixture
def aiohttp_client_cls() -> type[TestClient[Any, Any]]:
    return CheckedTestClient


@pytest.fixture
async def other_process(api: Api, start_api: StartApi, make_settings: Callable[..., Settings]) -> Api:
    """A second app on the database of `api` (started first), as a second server process would be."""
    return await start_api(make_settings())


@pytest.fixture
async def mailing(start_api: StartApi, make_settings: Callable[..., Settings]) -> MailingApp:
    """The app whose SMTP settings name a free loopback port, nothing listening there yet (tests/api/mailing.py)."""
    port = free_port()
    return MailingApp(await start_api(make_settings(SOEP_SMTP_HOST=HOST, SOEP_SMTP_PORT=str(port))), port)
