"""Every database test runs on SQLite and on PostgreSQL (`database_url` is parametrised).

PostgreSQL: the server at 127.0.0.1:5432 (connecting to database `test`), or SOEP_TEST_POSTGRES_URL.
Each test gets a fresh database (PostgreSQL) or a fresh file (SQLite).
If PostgreSQL is down the PostgreSQL variants fail, unless SOEP_TEST_SKIP_POSTGRES=1.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import create_async_engine

POSTGRES_URL = os.environ.get("SOEP_TEST_POSTGRES_URL", "postgresql+asyncpg://postgres@127.0.0.1:5432/test")


async def _execute(url: str, statement: str) -> None:
    engine = create_async_engine(url, isolation_level="AUTOCOMMIT")
    try:
        async with engine.begin() as connection:
            await connection.exec_driver_sql(statement)
    finally:
        await engine.dispose()


@contextlib.contextmanager
def postgres_database(prefix: str) -> Iterator[str]:
    """A new, empty PostgreSQL database (`prefix` and a random part) on the test server, dropped afterwards; the
    test is skipped with SOEP_TEST_SKIP_POSTGRES=1."""
    if os.environ.get("SOEP_TEST_SKIP_POSTGRES") == "1":
        pytest.skip("SOEP_TEST_SKIP_POSTGRES=1")
    name = f"{prefix}_{uuid.uuid4().hex[:12]}"
    asyncio.run(_execute(POSTGRES_URL, f"CREATE DATABASE {name}"))
    try:
        yield make_url(POSTGRES_URL).set(database=name).render_as_string(hide_password=False)
    finally:
        asyncio.run(_execute(POSTGRES_URL, f"DROP DATABASE {name} WITH (FORCE)"))


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite+aiosqlite:///{tmp_path / 'test.sqlite3'}"
        return
    with postgres_database("soep_test") as url:
        yield url


@pytest.fixture
async def uow_factory(database_url: str) -> AsyncIterator[object]:
    """A unit-of-work factory on a freshly migrated database."""
    from adapters.db.engine import create_engine
    from adapters.db.migrate import upgrade_engine
    from adapters.db.unit_of_work import SqlUnitOfWorkFactory

    engine = create_engine(database_url)
    await upgrade_engine(engine)
    try:
        yield SqlUnitOfWorkFactory(engine)
    finally:
        await engine.dispose()
