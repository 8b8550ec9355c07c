"""What one accepted order costs: complete checkouts placed one after another through the real app, each with a fresh
address (1 portion of a row with plenty of stock), on SQLite and PostgreSQL with demo data.

The app runs in this process (aiohttp's test server and client on one uvloop loop, as `answer_cost.py` does), so the
CPU time per order is the app's work plus the client's small share, hardly moved by other processes on the machine
(what an opening rush's accepted orders add to its refused buyers). Prints the wall and CPU time per order, medians
of interleaved rounds. `--code DIR` measures another checkout's `src` too (the same database, rounds alternating):
before and after a change, side by side.
Usage: .venv/bin/python bench/accepted_order.py [--orders 300] [--rounds 3] [--only sqlite] [--code /path/to/src]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from _server import ROOT, add_database_options, chosen_databases, prepared_database

WARM_UP = 20


async def place_orders(orders: int, first: int) -> tuple[float, float]:
    """Wall and CPU seconds per order for `orders` checkouts after WARM_UP ones, numbered from `first`."""
    from aiohttp.test_utils import TestClient, TestServer
    from opening_rush import checkout_body, first_open_row
    from sqlalchemy import update

    from adapters.db import tables as t
    from entrypoints.settings import load_settings
    from entrypoints.web.app import create_app, wait_until_ready
    from entrypoints.web.keys import CONTAINER

    app = create_app(load_settings())
    client = TestClient(TestServer(app))
    await client.start_server()
    await wait_until_ready(app)
    catalogue = await (await client.get("/web/get_products")).json()
    row = first_open_row(catalogue)
    rows = t.order_day_products
    async with app[CONTAINER].uow_factory.engine.begin() as connection:
        await connection.execute(update(rows).where(rows.c.id == row).values(hoeveelheid=rows.c.besteld + 1_000_000))
    app[CONTAINER].stock_view.invalidate()

    async def order(n: int) -> None:
        visitor = f"10.{n // 65536 % 256}.{n // 256 % 256}.{n % 256}"
        answer = await client.post(
            "/web/bestellen",
            json=checkout_body(n, f"klant{n}@example.nl", row, 1),
            headers={"Idempotency-Key": f"order-{n}", "X-Forwarded-For": visitor},
        )
        if answer.status != 200:
            raise SystemExit(f"Bestelling {n}: {answer.status} {await answer.text()}")

    for n in range(first, first + WARM_UP):
        await order(n)
    wall, cpu = time.perf_counter(), time.process_time()
    for n in range(first + WARM_UP, first + WARM_UP + orders):
        await order(n)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    await client.close()
    return wall / orders, cpu / orders


def one_round(src: str, orders: int, first: int, env: dict[str, str]) -> tuple[float, float]:
    """A round in a child process with `src` first on its path (so that two checkouts' code can alternate)."""
    child_env = {**env, "PYTHONPATH": os.pathsep.join([src, str(ROOT / "bench")])}
    result = subprocess.run(
        [sys.executable, __file__, "--child", str(orders), str(first)],
        env=child_env,
        capture_output=True,
        text=True,
        check=True,
    )
    wall, cpu = json.loads(result.stdout.strip().splitlines()[-1])
    return float(wall), float(cpu)


def main() -> None:
    if len(sys.argv) == 4 and sys.argv[1] == "--child":
        import uvloop

        print(json.dumps(uvloop.run(place_orders(int(sys.argv[2]), int(sys.argv[3])))))
        return
    parser = argparse.ArgumentParser()
    parser.add_argument("--orders", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--code", help="another checkout's src folder, measured in alternating rounds")
    add_database_options(parser)
    args = parser.parse_args()
    sources = {"deze code": str(ROOT / "src")}
    if args.code:
        sources["--code"] = str(Path(args.code).resolve())
    for name, database in chosen_databases(args):
        with prepared_database(database) as env:
            figures: dict[str, list[tuple[float, float]]] = {label: [] for label in sources}
            first = 0
            for _ in range(args.rounds):
                for label, src in sources.items():
                    figures[label].append(one_round(src, args.orders, first, env))
                    first += args.orders + WARM_UP
            load = os.getloadavg()[0]
            print(f"{name} ({args.orders} bestellingen per ronde, {args.rounds} rondes, load {load:.2f}):")
            for label, rounds in figures.items():
                wall = statistics.median(w for w, _ in rounds) * 1e3
                cpu = statistics.median(c for _, c in rounds) * 1e3
                each = ", ".join(f"{c * 1e3:.2f}" for _, c in rounds)
                print(f"  {label}: per bestelling {wall:.2f} ms totale tijd, {cpu:.2f} ms CPU (rondes: {each} ms CPU)")


if __name__ == "__main__":
    main()
