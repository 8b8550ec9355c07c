"""Hostile JSON bodies: per JSON route, the answer time of a 1 MB hostile body and the latency of a concurrent
`get_products` meanwhile (issue 23, point 1).

Logs in as the demo superuser, then for every POST route that reads a JSON body sends each hostile body (a list field
as a 1 MB string; a 1 MB list of items; 1 MB of lists of bad order lines under the per-body bounds) `--rounds` times,
each time together with a visitor's `GET /web/get_products`. Prints per route the slowest answer to the hostile body,
the slowest concurrent get_products and the largest answer, in milliseconds and bytes.
Usage: .venv/bin/python bench/hostile_bodies.py [--rounds 3] [--only sqlite|postgresql]
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import re
import statistics
import time
from typing import Any

import aiohttp
from _server import add_database_options, chosen_servers
from hostile_upload import login

# POST routes that read no JSON body (uploads, Mollie's form, the test payment page) or end the session.
NOT_JSON = ("upload", "mollie-webhook", "test-betaling", "/web/logout", "publication")
LIST_FIELDS = ("products", "deleted_products", "adressen", "klanten", "selected")
MB = 1024 * 1024


def hostile_bodies() -> dict[str, bytes]:
    line = {"id": "x", "gekozen_hoeveelheid": "y", "orderday_product": {"id": "z"}, "hoeveelheid": "h"}
    per_field = MB // len(LIST_FIELDS)
    bodies: dict[str, Any] = {
        "lijst-als-tekst": {name: "x" * per_field for name in LIST_FIELDS},
        "lange-lijst": {"products": [1] * (MB // 3)},
        "slechte-regels": {name: [line] * (per_field // len(json.dumps(line))) for name in LIST_FIELDS},
    }
    return {label: json.dumps(body).encode() for label, body in bodies.items()}


def post_routes(env: dict[str, str]) -> list[str]:
    """Every POST route of the app (path parameters as 1), without the non-JSON ones."""
    from entrypoints.settings import load_settings
    from entrypoints.web.app import create_app

    app = create_app(load_settings(env), migrate=False, send_mail=False)
    paths = set()
    for route in app.router.routes():
        info = route.resource.get_info() if route.resource is not None else {}
        path = info.get("path") or info.get("formatter") or ""
        if route.method == "POST" and not any(word in path for word in NOT_JSON):
            paths.add(re.sub(r"\{[^}]+\}", "1", path))
    return sorted(paths)


async def timed(session: aiohttp.ClientSession, method: str, url: str, **kwargs: Any) -> tuple[float, int, int]:
    started = time.perf_counter()
    async with session.request(method, url, **kwargs) as response:
        body = await response.read()
    return (time.perf_counter() - started) * 1000, response.status, len(body)


async def run(base: str, env: dict[str, str], rounds: int) -> None:
    bodies = hostile_bodies()
    visitors = itertools.count(1)
    async with (
        aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as staff,
        aiohttp.ClientSession() as visitor,
    ):
        token = await login(staff, base, env["SOEP_DATA_DIR"])
        baseline = [(await timed(visitor, "GET", f"{base}/web/get_products"))[0] for _ in range(20)]
        print(f"  get_products zonder aanval: mediaan {statistics.median(baseline):.1f} ms, max {max(baseline):.1f} ms")
        print(f"  {'route':<52} {'antwoord ms':>11} {'get_products ms':>15} {'status':>7} {'bytes':>6}")
        worst_answer = worst_products = 0.0
        for path in post_routes(env):
            answer_ms = products_ms = 0.0
            statuses: set[int] = set()
            largest = 0
            for _round, raw in itertools.product(range(rounds), bodies.values()):
                n = next(visitors)
                headers = {
                    "X-CSRF-Token": token,
                    "Content-Type": "application/json",
                    "X-Forwarded-For": f"198.18.{n // 250 % 250}.{n % 250 + 1}",
                }
                hostile, products = await asyncio.gather(
                    timed(staff, "POST", f"{base}{path}", data=raw, headers=headers),
                    timed(visitor, "GET", f"{base}/web/get_products"),
                )
                answer_ms, products_ms = max(answer_ms, hostile[0]), max(products_ms, products[0])
                statuses.add(hostile[1])
                largest = max(largest, hostile[2])
            worst_answer, worst_products = max(worst_answer, answer_ms), max(worst_products, products_ms)
            shown = ",".join(str(s) for s in sorted(statuses))
            print(f"  {path:<52} {answer_ms:>11.1f} {products_ms:>15.1f} {shown:>7} {largest:>6}")
        print(f"  slechtste antwoord {worst_answer:.1f} ms, slechtste get_products ernaast {worst_products:.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    add_database_options(parser, only="sqlite")
    args = parser.parse_args()
    for name, base, env in chosen_servers(args):
        print(f"{name}: drie vijandige bodies van 1 MB per JSON-route, {args.rounds} rondes")
        asyncio.run(run(base, env, args.rounds))


if __name__ == "__main__":
    main()
