"""`soep serve --workers N`: N server processes on one port (SO_REUSEPORT), kept running by a small supervisor.

The kernel spreads new connections over the N listening sockets. Every worker is a complete server (its own
outbox worker, caches and connection pool); what must be shared lives in PostgreSQL (docs/decisions/
0010-several-processes.md). A worker that dies is started again; SIGTERM or Ctrl+C stops them all gracefully.
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.process
import signal
import time
from types import FrameType

from aiohttp import web

from entrypoints.settings import load_settings

RESTART_DELAY_SECONDS = 1.0
STOP_TIMEOUT_SECONDS = 20.0
MAX_RESTARTS = 10
RESTART_WINDOW_SECONDS = 60.0
BACKLOG = 4096


def run_worker(host: str, port: int, reuse_port: bool) -> None:
    """One server process (also the target of each spawned worker)."""
    from entrypoints.web.app import create_app
    from entrypoints.web.observability import configure_access_log

    configure_access_log()
    settings = load_settings()
    web.run_app(
        create_app(settings),
        host=host,
        port=port,
        print=None,
        access_log=None,
        backlog=BACKLOG,
        reuse_port=reuse_port or None,
    )


def supervise(host: str, port: int, workers: int) -> int:
    """Starts `workers` processes and restarts any that dies, until SIGTERM or SIGINT (returns 0).

    Workers that keep dying (more than MAX_RESTARTS within RESTART_WINDOW_SECONDS: a port in use, a database that
    refuses) stop the whole server with exit code 1, so that systemd's restart policy and logs take over.
    """
    context = multiprocessing.get_context("spawn")
    stopping = False

    def stop(_signum: int, _frame: FrameType | None) -> None:
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)

    def start() -> multiprocessing.process.BaseProcess:
        process = context.Process(target=run_worker, args=(host, port, True), name="soep-worker")
        process.start()
        return process

    processes = [start() for _ in range(workers)]
    restarts: list[float] = []
    try:
        while not stopping:
            time.sleep(0.5)
            for index, process in enumerate(processes):
                if not process.is_alive() and not stopping:
                    now = time.monotonic()
                    restarts = [moment for moment in restarts if moment > now - RESTART_WINDOW_SECONDS] + [now]
                    if len(restarts) > MAX_RESTARTS:
                        print("De workers blijven stoppen; de server stopt. Zie de meldingen hierboven.", flush=True)
                        return 1
                    print(f"Worker {process.pid} is gestopt (code {process.exitcode}); hij wordt opnieuw gestart.")
                    time.sleep(RESTART_DELAY_SECONDS)
                    processes[index] = start()
        return 0
    finally:
        for process in processes:
            if process.is_alive():
                process.terminate()  # SIGTERM: aiohttp finishes the requests in progress
        deadline = time.monotonic() + STOP_TIMEOUT_SECONDS
        for process in processes:
            process.join(max(0.1, deadline - time.monotonic()))
            if process.is_alive():
                process.kill()
