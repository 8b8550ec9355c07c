"""Starts the real server (`soep serve`) on a temporary database for a benchmark, with demo data."""

from __future__ import annotations

import argparse
import contextlib
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
import uuid
from collections.abc import Iterable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOEP = ROOT / ".venv" / "bin" / "soep"


def create_postgres_database(url: str) -> str:
    """A new, empty PostgreSQL database beside the one `url` names (the local server, user postgres); its URL."""
    name = f"soep_bench_{uuid.uuid4().hex[:8]}"
    subprocess.run(
        ["psql", "-h", "127.0.0.1", "-U", "postgres", "-d", "test", "-c", f"CREATE DATABASE {name}"],
        check=True,
        capture_output=True,
    )
    return url.rsplit("/", 1)[0] + "/" + name


POSTGRES = "postgresql+asyncpg://postgres@127.0.0.1:5432/test"
DATABASES = ("sqlite", "postgresql")


def add_database_options(parser: argparse.ArgumentParser, *, only: str | None = None, postgres: str = POSTGRES) -> None:
    """`--postgres URL` (the local server, beside whose database a bench makes its own) and `--only sqlite|postgresql`
    (default `only`: None measures both)."""
    parser.add_argument("--postgres", default=postgres)
    parser.add_argument("--only", choices=DATABASES, default=only)


def chosen_databases(args: argparse.Namespace) -> Iterable[tuple[str, str | None]]:
    """Per database the options choose, in the order of DATABASES: its name and the URL of a new, empty PostgreSQL
    database (made as the loop reaches it and dropped when the loop moves on or ends), or None for SQLite (a
    temporary file, see `prepared_database`)."""
    for name in DATABASES:
        if args.only in (None, name):
            url = create_postgres_database(args.postgres) if name == "postgresql" else None
            try:
                yield name, url
            finally:
                if url is not None:
                    drop_postgres_database(url)


def drop_postgres_database(url: str) -> None:
    name = url.rsplit("/", 1)[1]
    subprocess.run(
        ["psql", "-h", "127.0.0.1", "-U", "postgres", "-d", "test", "-c", f"DROP DATABASE {name} WITH (FORCE)"],
        check=False,
        capture_output=True,
    )


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


SERVER_PIDS: dict[str, int] = {}  # base URL -> the `soep serve` process (for benches that read its CPU time)


def cpu_seconds(pid: int) -> float:
    """User + system CPU time a process (all its threads) has used so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def worker_processes(master: int) -> int:
    """How many worker processes gunicorn's master (`soep serve --workers N`) has running."""
    with contextlib.suppress(OSError), open(f"/proc/{master}/task/{master}/children") as found:
        return len(found.read().split())
    return 0


def wait_for_workers(master: int, workers: int, timeout: float = 180.0) -> None:
    deadline = time.monotonic() + timeout
    while workers > 1 and worker_processes(master) < workers:
        if time.monotonic() > deadline:
            sys.exit(f"Niet alle {workers} workers startten.")
        time.sleep(0.5)
    time.sleep(2)  # the last worker loads its caches


@contextlib.contextmanager
def prepared_database(database_url: str | None = None) -> Iterator[dict[str, str]]:
    """The environment of a server on `database_url` (None: a temporary SQLite file) with demo data loaded."""
    with tempfile.TemporaryDirectory(prefix="soep-bench-") as tmp:
        env = {
            **os.environ,
            "SOEP_DATA_DIR": tmp,
            "SOEP_SECRET_KEY": "bench-secret",
            "SOEP_DATABASE_URL": database_url or f"sqlite+aiosqlite:///{tmp}/bench.sqlite3",
            # The benches act as many visitors through X-Forwarded-For (rate limits count per client address).
            "SOEP_TRUSTED_PROXIES": "127.0.0.1,::1",
            # This checkout's code, not whatever the venv's editable install points at (a worktree shares the venv).
            "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT / "src"), os.environ.get("PYTHONPATH")])),
        }
        subprocess.run([str(SOEP), "demo-data"], env=env, check=True, capture_output=True)
        yield env


@contextlib.contextmanager
def running_server(database_url: str | None = None, workers: int = 1) -> Iterator[tuple[str, dict[str, str]]]:
    with prepared_database(database_url) as env, serving(env, workers) as base:
        yield base, env


def chosen_servers(args: argparse.Namespace) -> Iterator[tuple[str, str, dict[str, str]]]:
    """`running_server` on each database of `chosen_databases`, one after the other: name, base URL, environment."""
    for name, database in chosen_databases(args):
        with running_server(database) as (base, env):
            yield name, base, env


@contextlib.contextmanager
def serving(env: dict[str, str], workers: int = 1) -> Iterator[str]:
    """`soep serve` on a free port with `env` (its database ready); yields the base URL once every worker runs."""
    port = free_port()
    process = subprocess.Popen(
        [str(SOEP), "serve", "--port", str(port), *(["--workers", str(workers)] if workers > 1 else [])],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(600):
            try:
                urllib.request.urlopen(f"{base}/web/get-settings", timeout=1)
                break
            except OSError:
                time.sleep(0.2)
        else:
            sys.exit("De server startte niet.")
        wait_for_workers(process.pid, workers)
        SERVER_PIDS[base] = process.pid
        yield base
    finally:
        process.terminate()
        process.wait(timeout=30)
