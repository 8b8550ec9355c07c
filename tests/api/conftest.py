"""Every API test's client checks each answer against the OpenAPI document (tests/openapi_check.py)."""

from __future__ import annotations

from typing import Any

import pytest
from aiohttp.test_utils import TestClient

from tests.openapi_check import CheckedTestClient


@pytest.fixture
def aiohttp_client_cls() -> type[TestClient[Any, Any]]:
    return CheckedTestClient
