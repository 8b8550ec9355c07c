"""`soep serve --workers N`: refused on SQLite; on PostgreSQL gunicorn runs N workers on one port, starts a dead one
again and replaces them all on a reload (SIGHUP)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

import aiohttp
import pytest
from typer.testing import CliRunner

from entrypoints.cli.main import app as cli
from tests.integration.test_multiprocess import SOEP, START_TIMEOUT, postgres_url  # noqa: F401 - a fixture
from tests.smtp_fixtures import free_port


def test_more_workers_on_sqlite_is_refused_in_dutch(tmp_path: Path) -> None:
    env = {"SOEP_DATA_DIR": str(tmp_path), "SOEP_DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path / 'soep.sqlite3'}"}
    result = CliRunner().invoke(cli, ["serve", "--workers", "2"], env=env)
    assert result.exit_code == 1
    assert "Met SQLite draait de website in één proces" in result.output


def listeners(port: int) -> int:
    count = 0
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        with contextlib.suppress(OSError), open(table) as lines:
            for line in list(lines)[1:]:
                fields = line.split()
                if int(fields[1].rsplit(":", 1)[1], 16) == port and fields[3] == "0A":
                    count += 1
    return count


def children(pid: int) -> list[int]:
    with contextlib.suppress(OSError), open(f"/proc/{pid}/task/{pid}/children") as found:
        return [int(p) for p in found.read().split()]
    return []


async def eventually(check: Callable[[], bool], timeout: float = START_TIMEOUT) -> None:  # noqa: ASYNC109
    deadline = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < deadline
        await asyncio.sleep(0.3)


def start(env: dict[str, str], port: int) -> subprocess.Popen[bytes]:
    command = [str(SOEP), "serve", "--port", str(port), "--workers", "2"]
    return subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


async def healthy(port: int) -> bool:
    async with aiohttp.ClientSession() as session, session.get(f"http://127.0.0.1:{port}/healthz") as response:
        return response.status == 200


@pytest.mark.postgres
async def test_two_gunicorn_workers_share_one_port_a_dead_one_returns_and_a_reload_replaces_them(
    tmp_path: Path,
    postgres_url: str,  # noqa: F811
) -> None:
    env = {
        **os.environ,
        "SOEP_DATA_DIR": str(tmp_path / "data"),
        "SOEP_DATABASE_URL": postgres_url,
        "SOEP_SECRET_KEY": "workers-test-secret",
        "SOEP_WEBAPP_DIST": str(tmp_path / "dist"),
    }
    port = free_port()
    master = start(env, port)
    try:
        await eventually(lambda: len(children(master.pid)) == 2 and listeners(port) == 1)
        assert await healthy(port)
        [first, second] = children(master.pid)
        os.kill(first, signal.SIGKILL)  # gunicorn's master forks a new worker in its place
        await eventually(lambda: first not in children(master.pid) and len(children(master.pid)) == 2)
        assert second in children(master.pid)
        assert await healthy(port)
        before = set(children(master.pid))
        os.kill(master.pid, signal.SIGHUP)  # a graceful reload: new workers, the old ones finish and leave
        await eventually(lambda: len(children(master.pid)) == 2 and not before & set(children(master.pid)))
        await eventually(lambda: listeners(port) == 1)
        assert await healthy(port)
    finally:
        master.terminate()
        master.wait(timeout=40)
    assert master.returncode == 0
    await eventually(lambda: listeners(port) == 0, timeout=10)
