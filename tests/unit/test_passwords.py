"""Passwords are hashed with argon2id at argon2-cffi's recommended cost (RFC 9106, low-memory profile), in every
container the app builds. The test suite's in-process apps hash at the lowest cost (tests/conftest.py, decision
0131); these tests run at the real cost and pin it."""

from __future__ import annotations

from pathlib import Path

import argon2
import pytest

from adapters.passwords import Argon2PasswordHasher
from entrypoints.bootstrap import build_container
from entrypoints.settings import load_settings
from tests.conftest import CHEAP_PASSWORD_HASHES

PRODUCTION_PREFIX = "$argon2id$v=19$m=65536,t=3,p=4$"


@pytest.mark.real_password_cost
def test_a_hash_is_argon2id_at_the_recommended_cost_and_checks_only_its_password() -> None:
    assert argon2.profiles.RFC_9106_LOW_MEMORY.memory_cost == 65536  # the cost named below is argon2-cffi's own
    hasher = Argon2PasswordHasher()
    stored = hasher.hash("Een-sterk-wachtwoord-1")
    assert stored.startswith(PRODUCTION_PREFIX), stored
    assert hasher.verify(stored, "Een-sterk-wachtwoord-1")
    assert not hasher.verify(stored, "Een-sterk-wachtwoord-2")
    assert not hasher.verify("geen-hash", "Een-sterk-wachtwoord-1")


def test_a_hash_of_the_test_suites_cost_checks_under_the_production_hasher() -> None:
    """The parameters travel in the hash: what the test suite's apps stored, a production hasher checks."""
    cheap = CHEAP_PASSWORD_HASHES.hash("Een-sterk-wachtwoord-1")
    assert cheap.startswith("$argon2id$v=19$m=64,t=1,p=1$")
    assert Argon2PasswordHasher().verify(cheap, "Een-sterk-wachtwoord-1")


@pytest.mark.real_password_cost
async def test_the_app_container_hashes_at_the_recommended_cost(tmp_path: Path) -> None:
    settings = load_settings(
        {
            "SOEP_DATA_DIR": str(tmp_path),
            "SOEP_DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path / 'soep.db'}",
            "SOEP_SECRET_KEY": "test-secret-key-for-the-test-suite",
        }
    )
    async with build_container(settings) as container:
        assert container.password_hasher.hash("x").startswith(PRODUCTION_PREFIX)


def test_without_the_marker_the_test_suite_hashes_at_the_lowest_cost() -> None:
    assert Argon2PasswordHasher().hash("x").startswith("$argon2id$v=19$m=64,t=1,p=1$")
