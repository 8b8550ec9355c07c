"""Every database test runs on SQLite and on PostgreSQL (`database_url` is parametrised).

PostgreSQL: the server at 127.0.0.1:5432 (connecting to database `test`), or SOEP_TEST_POSTGRES_URL.
Each test gets a fresh database (PostgreSQL) or a fresh file (SQLite), already migrated: a copy of a template that
this pytest session migrated once with the real migrations (decision 0130). A test of the migrations themselves
marks itself `@pytest.mark.unmigrated` and gets a fresh, empty database instead.
If PostgreSQL is down the PostgreSQL variants fail, unless SOEP_TEST_SKIP_POSTGRES=1.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import threading
import uuid
from collections import deque
from collections.abc import AsyncIterator, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

import pytest
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import create_async_engine

POSTGRES_URL = os.environ.get("SOEP_TEST_POSTGRES_URL", "postgresql+asyncpg://postgres@127.0.0.1:5432/test")
# This pytest session's own templates: other sessions (other checkouts) may share the PostgreSQL server meanwhile.
SESSION = f"{os.getpid()}_{uuid.uuid4().hex[:8]}"


async def _execute(url: str, *statements: str) -> None:
    engine = create_async_engine(url, isolation_level="AUTOCOMMIT")
    try:
        async with engine.begin() as connection:
            for statement in statements:
                await connection.exec_driver_sql(statement)
    finally:
        await engine.dispose()


# A test database's commits need not wait for the disk: a crash of the test server loses only test data, and what
# other connections see is the same (decision 0133). Set per database, never on the cluster, which other checkouts
# and CI may share; CREATE DATABASE ... TEMPLATE does not copy it, so each copy gets it.
_NO_WAIT_FOR_DISK = "ALTER DATABASE {name} SET synchronous_commit = off"


class _Drops:
    """Test databases dropped in a thread while the next test runs (decision 0133): a DROP waits some 0.1-0.3 s on
    the server. At most four wait; a fifth waits for the oldest, so a slow server never piles databases up. A failed
    drop is raised by the next `drop` or by `wait` at the session's end. Called from pytest's thread only."""

    MAX_WAITING = 4

    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="test-database-drops")
        self._waiting: deque[Future[None]] = deque()

    def drop(self, name: str) -> None:
        while self._waiting and (self._waiting[0].done() or len(self._waiting) >= self.MAX_WAITING):
            self._waiting.popleft().result()
        self._waiting.append(self._pool.submit(_drop_now, name))

    def wait(self) -> None:
        while self._waiting:
            self._waiting.popleft().result()


def _drop_now(name: str) -> None:
    asyncio.run(_execute(POSTGRES_URL, f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"))


_DROPS = _Drops()


def _skip_without_postgres() -> None:
    if os.environ.get("SOEP_TEST_SKIP_POSTGRES") == "1":
        pytest.skip("SOEP_TEST_SKIP_POSTGRES=1")


def _postgres_url(name: str) -> str:
    return make_url(POSTGRES_URL).set(database=name).render_as_string(hide_password=False)


@contextlib.contextmanager
def postgres_database(prefix: str, template: str | None = None) -> Iterator[str]:
    """A new PostgreSQL database (`prefix` and a random part) on the test server, dropped afterwards: empty, or a
    copy of database `template`; the test is skipped with SOEP_TEST_SKIP_POSTGRES=1."""
    _skip_without_postgres()
    name = f"{prefix}_{uuid.uuid4().hex[:12]}"
    asyncio.run(_execute(POSTGRES_URL, f"CREATE DATABASE {name}" + (f" TEMPLATE {template}" if template else "")))
    try:
        yield _postgres_url(name)
    finally:
        asyncio.run(_execute(POSTGRES_URL, f"DROP DATABASE {name} WITH (FORCE)"))


def _migrate(url: str) -> None:
    from adapters.db.migrate import upgrade

    asyncio.run(upgrade(url))


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A SQLite file migrated to head once a session; each test copies it (milliseconds, against a migration's
    most of a second)."""
    path = tmp_path_factory.mktemp("template") / "migrated.sqlite3"
    _migrate(f"sqlite+aiosqlite:///{path}")
    # The engine is disposed: the last connection's close checkpointed the WAL, so the one file is the database.
    assert not path.with_name(path.name + "-wal").exists()
    return path


class _SpareCopies:
    """Copies of the template made one test ahead, in a thread, while the current test runs (decision 0131): a copy
    takes 0.3-0.4 s of mostly waiting on the server, which the test's own work now hides. At most one spare exists;
    the session's end drops it."""

    def __init__(self, template: str) -> None:
        self.template = template
        self._thread: threading.Thread | None = None
        self._made: str | None = None
        self._error: BaseException | None = None

    def _make(self) -> None:
        name = f"soep_test_{uuid.uuid4().hex[:12]}"
        try:
            asyncio.run(
                _execute(
                    POSTGRES_URL,
                    f"CREATE DATABASE {name} TEMPLATE {self.template}",
                    _NO_WAIT_FOR_DISK.format(name=name),
                )
            )
            self._made = name
        except BaseException as error:  # handed to the test that takes the copy
            self._error = error

    def _start(self) -> None:
        self._made, self._error = None, None
        self._thread = threading.Thread(target=self._make, name="spare-test-database", daemon=True)
        self._thread.start()

    def _wait(self) -> str | None:
        if self._thread is not None:
            self._thread.join()
            self._thread = None
        if self._error is not None:
            error, self._error = self._error, None
            raise error
        made, self._made = self._made, None
        return made

    def take(self) -> str:
        """A fresh copy of the template (the spare, or one made now), and the next spare started."""
        if self._thread is None:
            self._start()
        name = self._wait()
        assert name is not None
        self._start()
        return name

    def close(self) -> None:
        with contextlib.suppress(Exception):
            spare = self._wait()
            if spare is not None:
                asyncio.run(_execute(POSTGRES_URL, f"DROP DATABASE IF EXISTS {spare} WITH (FORCE)"))


@pytest.fixture(scope="session")
def postgres_template() -> Iterator[_SpareCopies]:
    """A PostgreSQL database migrated to head once a session, named for this session and dropped at its end; each
    test's database is `CREATE DATABASE ... TEMPLATE` it (made one test ahead). Nothing stays connected to it (a
    template must be idle)."""
    _skip_without_postgres()
    name = f"soep_template_{SESSION}"
    asyncio.run(_execute(POSTGRES_URL, f"CREATE DATABASE {name}"))
    copies = _SpareCopies(name)
    try:
        _migrate(_postgres_url(name))
        yield copies
    finally:
        copies.close()
        try:
            _DROPS.wait()
        finally:
            _drop_now(name)


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A fresh database of the test's own, migrated to head (empty with `@pytest.mark.unmigrated`)."""
    migrated = request.node.get_closest_marker("unmigrated") is None
    if request.param == "sqlite":
        path = tmp_path / "test.sqlite3"
        if migrated:
            shutil.copyfile(request.getfixturevalue("sqlite_template"), path)
        yield f"sqlite+aiosqlite:///{path}"
        return
    _skip_without_postgres()
    if not migrated:
        with postgres_database("soep_test") as url:
            yield url
        return
    name = request.getfixturevalue("postgres_template").take()
    try:
        yield _postgres_url(name)
    finally:
        _DROPS.drop(name)


@pytest.fixture
async def uow_factory(database_url: str) -> AsyncIterator[object]:
    """A unit-of-work factory on a fresh, migrated database."""
    from adapters.db.engine import create_engine
    from adapters.db.unit_of_work import SqlUnitOfWorkFactory

    engine = create_engine(database_url)
    try:
        yield SqlUnitOfWorkFactory(engine)
    finally:
        await engine.dispose()
