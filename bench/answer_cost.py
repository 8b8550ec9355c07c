"""Every answer's fixed cost counted as work, not as wall-clock time: the real app and the bare handler
(`bare_server.bare_app`) in one process, on one uvloop event loop, each fed the same keep-alive requests through
aiohttp's own server protocol (parser, request, middleware, handler, response writer) with an in-memory transport,
so neither the load generator nor the socket calls are measured and other processes on the machine hardly move the
figures (CPU time of this process, interleaved rounds, medians).

Routes: `/healthz`, `get_products`, and `checkout_refused`: a complete checkout of a sold-out soup (what 95 % of an
opening rush's buyers send) against a bare handler that parses the JSON and answers the raw rush handler's 422.
Prints, per route, the CPU time per answer of the app and of the bare handler, the app's extra microseconds and the
ratio bare / app. `--profile` adds cProfile's table of where the app's extra goes (deterministic call counts).
The socket work that wrk's figures include (about 8-10 µs per answer for both servers) is not in these figures, so
the ratio here is lower than `catalogue.py`'s: what counts is the extra microseconds.
Usage: .venv/bin/python bench/answer_cost.py [--requests 20000] [--rounds 5] [--postgres URL | --only sqlite]
       [--profile get_products|checkout_refused]   (PROFILE_SORT=cumtime PROFILE_LINES=60: cProfile's order)
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import gc
import io
import json
import os
import pstats
import statistics
import time
from collections.abc import Callable
from typing import Any

import uvloop
from _server import add_database_options, chosen_databases, prepared_database
from aiohttp import web
from aiohttp.web_protocol import RequestHandler
from bare_server import bare_app
from catalogue import load_average
from opening_rush import checkout_body, first_open_row

BATCH = 50  # pipelined requests per feed (aiohttp queues up to its own limit and pauses reading past it)
ROUTES = {
    "healthz": ("/healthz", "/healthz"),
    "get_products": ("/web/get_products", "/bare"),
    "checkout_refused": ("/web/bestellen", "/bare-checkout"),  # a buyer of a sold-out soup (the opening rush's 95 %)
}
CHECKOUT_PATHS = frozenset({"/web/bestellen", "/bare-checkout"})


class MemoryTransport(asyncio.Transport):
    """What a socket transport offers aiohttp's server protocol; writes are counted and dropped."""

    def __init__(self) -> None:
        super().__init__()
        self.writes = 0
        self.bytes = 0
        self.expected = 0
        self.done: asyncio.Future[None] | None = None

    def _written(self, size: int) -> None:
        self.writes += 1
        self.bytes += size
        if self.done is not None and self.writes >= self.expected and not self.done.done():
            self.done.set_result(None)

    def write(self, data: Any) -> None:
        self._written(len(data))

    def writelines(self, list_of_data: Any) -> None:
        self._written(sum(len(data) for data in list_of_data))

    def is_closing(self) -> bool:
        return False

    def close(self) -> None:
        pass

    def pause_reading(self) -> None:
        pass

    def resume_reading(self) -> None:
        pass

    def get_extra_info(self, name: str, default: Any = None) -> Any:
        return {"peername": ("127.0.0.1", 50000), "sockname": ("127.0.0.1", 8080)}.get(name, default)


class _Discard(io.StringIO):
    def write(self, text: str) -> int:
        return len(text)


class Connection:
    """One keep-alive connection to an app's server protocol."""

    def __init__(self, server: Callable[[], RequestHandler], path: str) -> None:
        self.transport = MemoryTransport()
        self.protocol = server()
        self.protocol.connection_made(self.transport)
        self.path = path
        self.sent = 0
        self.request = f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n".encode()
        self.writes_per_answer = 0

    def requests(self, count: int) -> bytes:
        """The next `count` requests: the same GET, or checkouts each from a visitor of its own (rate limits count
        per address). Without a retry key: a refused buyer's question for an earlier attempt's answer is asked
        together with hundreds of others in a rush (decision 0124), one at a time on this one connection; the
        rush itself is `opening_rush.py`'s."""
        if self.path not in CHECKOUT_PATHS:
            return self.request * count
        first, self.sent = self.sent, self.sent + count
        return b"".join(checkout_request(self.path, n) for n in range(first, first + count))

    async def send(self, count: int) -> None:
        """`count` requests, pipelined in batches; returns when every answer was written."""
        loop = asyncio.get_running_loop()
        while count > 0:
            batch = min(count, BATCH)
            count -= batch
            if not self.writes_per_answer:  # how many transport writes one answer takes (the first request tells)
                before = self.transport.writes
                await self._feed(loop, self.requests(1), before + 1)
                await asyncio.sleep(0.01)
                self.writes_per_answer = self.transport.writes - before
                batch -= 1
            await self._feed(loop, self.requests(batch), self.transport.writes + batch * self.writes_per_answer)

    async def _feed(self, loop: asyncio.AbstractEventLoop, data: bytes, expected: int) -> None:
        if not data:
            return
        self.transport.expected = expected
        self.transport.done = loop.create_future()
        self.protocol.data_received(data)
        await self.transport.done


SOLD_OUT_ROW: list[int] = []  # the catalogue row made sold out for `checkout_refused`


def checkout_request(path: str, n: int) -> bytes:
    """A complete checkout (as `opening_rush.py`'s buyers send) of one portion of the sold-out row."""
    body = json.dumps(checkout_body(n, f"klant{n}@example.nl", SOLD_OUT_ROW[0], 1)).encode()
    visitor = f"10.{n // 65536 % 256}.{n // 256 % 256}.{n % 256}"
    head = (
        f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(body)}\r\nX-Forwarded-For: {visitor}\r\n\r\n"
    )
    return head.encode() + body


async def sell_out(app: web.Application) -> None:
    """The first row of an open order day, sold out (straight in the database; the stock view reloads)."""
    from sqlalchemy import update

    from adapters.db import tables as t
    from adapters.db.engine import create_engine
    from entrypoints.settings import load_settings
    from entrypoints.web.keys import CONTAINER

    catalogue = json.loads(await _catalogue_body(app))
    row = first_open_row(catalogue)
    rows = t.order_day_products
    engine = create_engine(load_settings().database_url)
    async with engine.begin() as connection:
        await connection.execute(update(rows).where(rows.c.id == row).values(besteld=rows.c.hoeveelheid))
    await engine.dispose()
    app[CONTAINER].stock_view.invalidate()
    SOLD_OUT_ROW.append(row)


async def measure(args: argparse.Namespace) -> None:
    from entrypoints.settings import load_settings
    from entrypoints.web.app import create_app, wait_until_ready
    from entrypoints.web.observability import configure_access_log

    configure_access_log(_Discard())  # the lines are formatted as `soep serve` does; only the write is left out
    app = create_app(load_settings())
    runner = web.AppRunner(app, access_log=None, handle_signals=False)
    await runner.setup()
    await wait_until_ready(app)
    connection = Connection(runner.server, "/web/get_products")  # type: ignore[arg-type]
    await connection.send(1)
    await sell_out(app)
    body_file = io.BytesIO()
    body_file.write(await _catalogue_body(app))
    bare = web.AppRunner(bare_app(body_file.getvalue()), access_log=None, handle_signals=False)
    await bare.setup()
    gc.collect()
    gc.freeze()  # as `soep serve` does once started
    connections = {
        (route, side): Connection(runner.server if side == "app" else bare.server, path)  # type: ignore[arg-type]
        for route, paths in ROUTES.items()
        for side, path in zip(("app", "bare"), paths, strict=True)
    }
    if args.spin:  # one route of one side only, for a sampling profiler (py-spy) attached to this process
        await connections[tuple(args.spin.split(":"))].send(args.requests)  # type: ignore[index]
        return
    for connection in connections.values():
        await connection.send(2000)  # warm up
    if args.profile:
        await profile(connections[(args.profile, "app")], args.requests)
    figures: dict[tuple[str, str], list[float]] = {key: [] for key in connections}
    for _ in range(args.rounds):
        for key, connection in connections.items():
            started = time.process_time()
            await connection.send(args.requests)
            figures[key].append((time.process_time() - started) / args.requests * 1e6)
    print(f"{args.name} (load {load_average()}; CPU per answer, median of {args.rounds} rounds of {args.requests}):")
    for route in ROUTES:
        app_cpu, bare_cpu = statistics.median(figures[(route, "app")]), statistics.median(figures[(route, "bare")])
        print(
            f"  {route}: app {app_cpu:.1f} µs, kaal {bare_cpu:.1f} µs, extra {app_cpu - bare_cpu:.1f} µs, "
            f"verhouding {bare_cpu / app_cpu:.2f}"
        )
    await bare.cleanup()
    await runner.cleanup()


async def _catalogue_body(app: web.Application) -> bytes:
    from entrypoints.web.response_cache import RESPONSE_CACHE
    from entrypoints.web.views.shop_views import CATALOGUE_KEY, catalogue_builder

    return await app[RESPONSE_CACHE].get_or_build(CATALOGUE_KEY, catalogue_builder(app))


async def profile(connection: Connection, requests: int) -> None:
    profiler = cProfile.Profile()
    profiler.enable()
    await connection.send(requests)
    profiler.disable()
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    stats.sort_stats(os.environ.get("PROFILE_SORT", "tottime")).print_stats(int(os.environ.get("PROFILE_LINES", "40")))
    print(out.getvalue())


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--requests", type=int, default=20000)
    parser.add_argument("--rounds", type=int, default=5)
    add_database_options(parser)
    parser.add_argument("--profile", choices=list(ROUTES))
    parser.add_argument("--spin", help="ROUTE:SIDE (get_products:app): only these requests, no figures")
    args = parser.parse_args()
    for name, database in chosen_databases(args):
        with prepared_database(database) as env:
            os.environ.update(env)
            args.name = name
            loop = uvloop.new_event_loop()
            asyncio.set_event_loop(loop)
            loop.run_until_complete(measure(args))
            loop.close()


if __name__ == "__main__":
    main()
