"""The shared rate-limit counters (PostgreSQL only: with SQLite there is one process and counting stays in memory).

Hits that arrive together are counted in one statement; each must still get its own place in the order, and the
database must hold every hit, as if they had been counted one by one.
"""

from __future__ import annotations

import asyncio
import os
import uuid
from collections.abc import AsyncIterator

import pytest
from sqlalchemy import func, select
from sqlalchemy.engine import make_url

from adapters.db import tables as t
from adapters.db.engine import create_engine
from adapters.db.migrate import upgrade_engine
from adapters.db.rate_limits import SqlRateLimitCounters
from tests.db_fixtures import POSTGRES_URL, _execute

WINDOW = 600
NOW = 1_800_000_123.0


@pytest.fixture
async def engine() -> AsyncIterator[object]:
    if os.environ.get("SOEP_TEST_SKIP_POSTGRES") == "1":
        pytest.skip("SOEP_TEST_SKIP_POSTGRES=1")
    name = f"soep_test_{uuid.uuid4().hex[:12]}"
    await _execute(POSTGRES_URL, f"CREATE DATABASE {name}")
    engine = create_engine(make_url(POSTGRES_URL).set(database=name).render_as_string(hide_password=False))
    await upgrade_engine(engine)
    try:
        yield engine
    finally:
        await engine.dispose()
        await _execute(POSTGRES_URL, f"DROP DATABASE {name} WITH (FORCE)")


async def test_hits_arriving_together_each_get_their_own_count(engine) -> None:
    counters = SqlRateLimitCounters(engine)
    same = [counters.add_hit("checkout", "10.0.0.1", WINDOW, NOW) for _ in range(60)]
    other = [counters.add_hit("checkout", "10.0.0.2", WINDOW, NOW) for _ in range(7)]
    login = [counters.add_hit("login", "10.0.0.1", WINDOW, NOW) for _ in range(3)]
    results = await asyncio.gather(*same, *other, *login)

    assert sorted(r.current for r in results[:60]) == list(range(1, 61))
    assert sorted(r.current for r in results[60:67]) == list(range(1, 8))
    assert sorted(r.current for r in results[67:]) == [1, 2, 3]
    assert all(r.previous == 0 for r in results)
    async with engine.connect() as connection:
        stored = await connection.scalar(select(func.sum(t.rate_limit_counters.c.hits)))
    assert stored == 70


async def test_two_counters_over_one_database_count_every_hit_once(engine) -> None:
    first, second = SqlRateLimitCounters(engine), SqlRateLimitCounters(engine)
    results = await asyncio.gather(
        *(counter.add_hit("checkout", "10.0.0.9", WINDOW, NOW) for _ in range(25) for counter in (first, second))
    )
    assert sorted(r.current for r in results) == list(range(1, 51))


async def test_the_previous_window_is_reported_beside_the_current_one(engine) -> None:
    counters = SqlRateLimitCounters(engine)
    for _ in range(4):
        await counters.add_hit("checkout", "10.0.0.3", WINDOW, NOW - WINDOW)
    results = await asyncio.gather(*(counters.add_hit("checkout", "10.0.0.3", WINDOW, NOW) for _ in range(2)))
    assert sorted((r.current, r.previous) for r in results) == [(1, 4), (2, 4)]
    fresh = await counters.add_hit("checkout", "10.0.0.4", WINDOW, NOW)
    assert (fresh.current, fresh.previous) == (1, 0)


async def test_when_the_database_fails_every_waiting_hit_hears_it() -> None:
    broken = create_engine("postgresql+asyncpg://nobody@127.0.0.1:1/none")
    counters = SqlRateLimitCounters(broken)
    results = await asyncio.gather(
        *(counters.add_hit("checkout", "10.0.0.5", WINDOW, NOW) for _ in range(5)), return_exceptions=True
    )
    await broken.dispose()
    assert len(results) == 5 and all(isinstance(r, Exception) for r in results)
