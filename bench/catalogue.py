"""Catalogue throughput: GET /web/get_products of the real server against a bare aiohttp JSON handler.

Both servers run as their own process on this machine and answer the same JSON bytes; one load generator (this
process, N concurrent keep-alive connections for a few seconds) measures each in turn. Prints requests per second
of both and the ratio (goal: the catalogue reaches at least half of the bare handler).
Usage: .venv/bin/python bench/catalogue.py [--seconds 5] [--connections 50] [--only sqlite] [--postgres URL]
"""

from __future__ import annotations

import argparse
import asyncio
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import aiohttp
from _server import ROOT, free_port, running_server
from opening_rush import create_postgres_database

BARE_SERVER = """
import sys
from aiohttp import web
body = open(sys.argv[2], "rb").read()
async def handler(request):
    return web.Response(body=body, content_type="application/json")
app = web.Application()
app.router.add_get("/bare", handler)
web.run_app(app, host="127.0.0.1", port=int(sys.argv[1]), print=None, access_log=None)
"""


async def load(url: str, seconds: float, connections: int) -> tuple[float, int]:
    """Requests per second over `seconds`, and the number of failed requests."""
    done = 0
    failed = 0
    deadline = time.perf_counter() + seconds
    connector = aiohttp.TCPConnector(limit=connections)
    async with aiohttp.ClientSession(connector=connector) as session:

        async def worker() -> None:
            nonlocal done, failed
            while time.perf_counter() < deadline:
                try:
                    async with session.get(url) as response:
                        await response.read()
                        if response.status == 200:
                            done += 1
                        else:
                            failed += 1
                except aiohttp.ClientError:
                    failed += 1

        started = time.perf_counter()
        await asyncio.gather(*(worker() for _ in range(connections)))
        elapsed = time.perf_counter() - started
    return done / elapsed, failed


async def fetch(url: str) -> bytes:
    async with aiohttp.ClientSession() as session, session.get(url) as response:
        return await response.read()


def wait_for(url: str) -> None:
    for _ in range(100):
        try:
            asyncio.run(fetch(url))
            return
        except aiohttp.ClientError:
            time.sleep(0.1)
    sys.exit(f"{url} antwoordde niet.")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--connections", type=int, default=50)
    parser.add_argument("--postgres", default="postgresql+asyncpg://postgres@127.0.0.1:5432/test")
    parser.add_argument("--only", choices=["sqlite", "postgresql"])
    args = parser.parse_args()
    for name, url in {"sqlite": None, "postgresql": args.postgres}.items():
        if args.only and name != args.only:
            continue
        database = create_postgres_database(url) if url else None
        with running_server(database) as (base, _env), tempfile.TemporaryDirectory() as tmp:
            body = asyncio.run(fetch(f"{base}/web/get_products"))
            body_file = Path(tmp) / "products.json"
            body_file.write_bytes(body)
            port = free_port()
            python = str(ROOT / ".venv" / "bin" / "python")
            bare = subprocess.Popen([python, "-c", BARE_SERVER, str(port), str(body_file)])
            try:
                wait_for(f"http://127.0.0.1:{port}/bare")
                bare_rate, bare_failed = asyncio.run(
                    load(f"http://127.0.0.1:{port}/bare", args.seconds, args.connections)
                )
                shop_rate, shop_failed = asyncio.run(load(f"{base}/web/get_products", args.seconds, args.connections))
            finally:
                bare.terminate()
                bare.wait(timeout=10)
        print(
            f"{name}: get_products {shop_rate:,.0f} verzoeken/s, kale aiohttp-handler {bare_rate:,.0f} verzoeken/s "
            f"-> verhouding {shop_rate / bare_rate:.2f} (doel >= 0,50); antwoord {len(body):,} bytes, "
            f"mislukt {shop_failed + bare_failed}"
        )


if __name__ == "__main__":
    main()
