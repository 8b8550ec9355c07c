"""Every answer's fixed cost: `GET /healthz` and `GET /web/get_products` of the real server against a bare aiohttp
handler (`bare_server.py`, served the same way), loaded by wrk the same way, in the same run.

Both servers run as their own process; wrk (one thread, N keep-alive connections, a few seconds) measures the four
targets in turn, round after round, so the machine's load falls on both alike. Prints requests per second, the
ratio per route (goal: at least 0.80 of the bare handler) and the load average.
Usage: .venv/bin/python bench/catalogue.py [--seconds 5] [--connections 50] [--rounds 3] [--only sqlite]
       [--postgres URL]   (needs wrk: scripts/setup --bench)
"""

from __future__ import annotations

import argparse
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from _server import ROOT, SERVER_PIDS, add_database_options, chosen_servers, cpu_seconds, free_port

GOAL = 0.80


def wrk(url: str, seconds: float, connections: int, pid: int) -> tuple[float, int, float]:
    """Requests per second, the number of failed requests (non-2xx answers and socket errors) and the server's CPU
    time per answer in microseconds (the load of the machine slows both servers down, but hardly changes this)."""
    cpu_before = cpu_seconds(pid)
    result = subprocess.run(
        ["wrk", "-t1", f"-c{connections}", f"-d{round(seconds)}s", url], capture_output=True, text=True, check=True
    )
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", result.stdout).group(1))  # type: ignore[union-attr]
    failed = sum(int(n) for n in re.findall(r"Non-2xx or 3xx responses: (\d+)", result.stdout))
    errors = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", result.stdout)
    if errors:
        failed += sum(int(n) for n in errors.groups())
    answers = int(re.search(r"(\d+) requests in", result.stdout).group(1))  # type: ignore[union-attr]
    return rate, failed, (cpu_seconds(pid) - cpu_before) / max(answers, 1) * 1e6


def wait_for(url: str) -> bytes:
    for _ in range(100):
        try:
            with urllib.request.urlopen(url, timeout=1) as response:
                return bytes(response.read())
        except OSError:
            time.sleep(0.1)
    sys.exit(f"{url} antwoordde niet.")


def load_average() -> str:
    return Path("/proc/loadavg").read_text().split()[0]


def measure(name: str, base: str, args: argparse.Namespace) -> None:
    body = wait_for(f"{base}/web/get_products")
    with tempfile.TemporaryDirectory() as tmp:
        body_file = Path(tmp) / "products.json"
        body_file.write_bytes(body)
        port = free_port()
        python = str(ROOT / ".venv" / "bin" / "python")
        bare = subprocess.Popen([python, str(ROOT / "bench" / "bare_server.py"), str(port), str(body_file)])
        bare_base = f"http://127.0.0.1:{port}"
        try:
            wait_for(f"{bare_base}/healthz")
            targets = {
                "healthz": (f"{base}/healthz", f"{bare_base}/healthz"),
                "get_products": (f"{base}/web/get_products", f"{bare_base}/bare"),
            }
            ratios: dict[str, list[float]] = {route: [] for route in targets}
            cpu_ratios: dict[str, list[float]] = {route: [] for route in targets}
            for round_number in range(1, args.rounds + 1):
                for route, (app_url, bare_url) in targets.items():
                    loads = load_average()
                    bare_rate, bare_failed, bare_cpu = wrk(bare_url, args.seconds, args.connections, bare.pid)
                    app_rate, app_failed, app_cpu = wrk(app_url, args.seconds, args.connections, SERVER_PIDS[base])
                    ratios[route].append(app_rate / bare_rate)
                    cpu_ratios[route].append(bare_cpu / app_cpu)
                    print(
                        f"{name} ronde {round_number} {route}: app {app_rate:,.0f}/s, kaal {bare_rate:,.0f}/s -> "
                        f"{app_rate / bare_rate:.2f}; CPU per antwoord app {app_cpu:.0f} µs, kaal {bare_cpu:.0f} µs -> "
                        f"{bare_cpu / app_cpu:.2f}; mislukt {app_failed + bare_failed}; load {loads}",
                        flush=True,
                    )
        finally:
            bare.terminate()
            bare.wait(timeout=10)
    for route, values in ratios.items():
        print(
            f"{name} {route}: verhouding mediaan {statistics.median(values):.2f} (min {min(values):.2f}, "
            f"max {max(values):.2f}; doel >= {GOAL:.2f}); CPU-verhouding mediaan "
            f"{statistics.median(cpu_ratios[route]):.2f}; antwoord {len(body):,} bytes"
        )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--connections", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=3)
    add_database_options(parser)
    args = parser.parse_args()
    if shutil.which("wrk") is None:
        sys.exit("wrk ontbreekt: voer scripts/setup --bench uit.")
    for name, base, _env in chosen_servers(args):
        measure(name, base, args)


if __name__ == "__main__":
    main()
