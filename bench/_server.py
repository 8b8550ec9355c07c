"""Starts the real server (`soep serve`) on a temporary database for a benchmark, with demo data."""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOEP = ROOT / ".venv" / "bin" / "soep"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextlib.contextmanager
def running_server(database_url: str | None = None) -> Iterator[tuple[str, dict[str, str]]]:
    with tempfile.TemporaryDirectory(prefix="soep-bench-") as tmp:
        env = {
            **os.environ,
            "SOEP_DATA_DIR": tmp,
            "SOEP_SECRET_KEY": "bench-secret",
            "SOEP_DATABASE_URL": database_url or f"sqlite+aiosqlite:///{tmp}/bench.sqlite3",
        }
        subprocess.run([str(SOEP), "demo-data"], env=env, check=True, capture_output=True)
        port = free_port()
        process = subprocess.Popen(
            [str(SOEP), "serve", "--port", str(port)], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        base = f"http://127.0.0.1:{port}"
        try:
            for _ in range(100):
                try:
                    urllib.request.urlopen(f"{base}/web/get-settings", timeout=1)
                    break
                except OSError:
                    time.sleep(0.2)
            else:
                sys.exit("De server startte niet.")
            yield base, env
        finally:
            process.terminate()
            process.wait(timeout=10)
