"""`soep serve --workers N`: refused on SQLite; on PostgreSQL N processes listen on one port and a dead one returns."""

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


@pytest.mark.postgres
async def test_two_workers_share_one_port_and_a_dead_one_is_restarted(tmp_path: Path, postgres_url: str) -> None:  # noqa: F811
    env = {
        **os.environ,
        "SOEP_DATA_DIR": str(tmp_path / "data"),
        "SOEP_DATABASE_URL": postgres_url,
        "SOEP_SECRET_KEY": "workers-test-secret",
        "SOEP_WEBAPP_DIST": str(tmp_path / "dist"),
    }
    port = free_port()
    supervisor = start(env, port)
    try:
        await eventually(lambda: listeners(port) == 2)
        async with aiohttp.ClientSession() as session, session.get(f"http://127.0.0.1:{port}/healthz") as response:
            assert response.status == 200
        [first, second] = children(supervisor.pid)[-2:]
        os.kill(first, signal.SIGKILL)
        await eventually(lambda: first not in children(supervisor.pid) and listeners(port) == 2)
        assert second in children(supervisor.pid)
    finally:
        supervisor.terminate()
        supervisor.wait(timeout=40)
    assert supervisor.returncode is not None
    await eventually(lambda: listeners(port) == 0, timeout=10)
