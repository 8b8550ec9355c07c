"""The opening rush: N simultaneous checkouts for a limited number of portions, on SQLite and PostgreSQL.

Buyers order 1-3 portions each, several buyers share one e-mail address (maximum 4 per customer). Prints the
portions sold (must equal the stock and the database's count), whether every customer's maximum held, the status
counts (5xx or connection failures: must be 0), p50/p95/p99 answer times and the wall time.
Then the same load generator rushes `rush_reference.py` (a raw handler doing only the conditional update and the
order insert) on a database prepared the same way, and the ratio of the wall times is printed (goal: at most 1.5),
with both servers' CPU time during the rush (user + system, the workers included) and its ratio.
Usage: .venv/bin/python bench/opening_rush.py [--buyers 1000] [--portions 100] [--only sqlite] [--postgres URL]
       [--workers 2]   (10,000 for 1,000 on two processes: --only postgresql --buyers 10000 --portions 1000
       --workers 2)
"""

from __future__ import annotations

import argparse
import asyncio
import random
import subprocess
import time
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiohttp
from _server import (
    ROOT,
    SERVER_PIDS,
    add_database_options,
    chosen_databases,
    cpu_seconds,
    create_postgres_database,
    drop_postgres_database,
    free_port,
    prepared_database,
    running_server,
)


async def setup_day(base: str, portions: int) -> int:
    """Logs in as the demo superuser is not needed: the demo data has an open day; its first row gets `portions`."""
    async with aiohttp.ClientSession() as session:
        products = await (await session.get(f"{base}/web/get_products")).json()
        for product in products:
            for day in product["besteldagen"]:
                if day["inschrijving_geopend"]:
                    return int(day["products"][0]["id"])
    raise SystemExit("Geen geopende besteldag in de demo-gegevens.")


def first_open_row(catalogue: list[dict[str, Any]]) -> int:
    """The first order-day row of `get_products`' answer whose day is open for orders."""
    return int(
        next(
            p["id"]
            for soup in catalogue
            for day in soup["besteldagen"]
            if day["inschrijving_geopend"]
            for p in day["products"]
        )
    )


MAXIMUM_PER_CUSTOMER = 4


def visitor_headers(n: int) -> dict[str, str]:
    """A retry key per checkout, and a visitor address of its own (believed: the bench server trusts 127.0.0.1)."""
    return {"Idempotency-Key": str(n), "X-Forwarded-For": f"10.{n // 65536 % 256}.{n // 256 % 256}.{n % 256}"}


BUYERS_PER_ADDRESS = 3


def checkout_body(n: int, email: str, row: int, amount: int) -> dict[str, object]:
    """Buyer `n`'s complete checkout: pick-up, `amount` portions of the order-day row `row`."""
    return {
        "voornaam": "Klant",
        "achternaam": str(n),
        "email": email,
        "telefoonnummer": "0612345678",
        "postcode": "3581WS",
        "huisnummer": "1",
        "straat": "Bolstraat",
        "plaats": "Utrecht",
        "bezorg_optie": "ophalen",
        "voorwaarden": True,
        "products": [{"id": row, "gekozen_hoeveelheid": amount}],
    }


async def rush(base: str, row: int, buyers: int) -> tuple[list[tuple[str, int, int]], list[float], int]:
    """Fires every checkout at once; returns (email, amount, status) per buyer, answer times and errors."""
    connector = aiohttp.TCPConnector(limit=buyers)
    results: list[tuple[str, int, int]] = []
    times: list[float] = []
    errors = 0
    rng = random.Random(2026)
    async with aiohttp.ClientSession(connector=connector, timeout=aiohttp.ClientTimeout(total=600)) as session:

        async def buy(n: int) -> None:
            nonlocal errors
            email = f"klant{n // BUYERS_PER_ADDRESS}@example.nl"
            amount = rng.randint(1, 3)
            body = checkout_body(n, email, row, amount)
            started = time.perf_counter()
            try:
                async with session.post(f"{base}/web/bestellen", json=body, headers=visitor_headers(n)) as r:
                    await r.read()
                    results.append((email, amount, r.status))
                    if r.status >= 500:
                        errors += 1
            except (aiohttp.ClientError, TimeoutError):  # no answer within the client's 600 s: an error too
                errors += 1
            times.append(time.perf_counter() - started)

        await asyncio.gather(*(buy(n) for n in range(buyers)))
    return results, times, errors


async def sold_in_database(base: str, row: int) -> int:
    await asyncio.sleep(1.5)  # the catalogue answer may be a second old
    async with aiohttp.ClientSession() as session:
        products = await (await session.get(f"{base}/web/get_products")).json()
    return sum(
        p["besteld"]
        for product in products
        for day in product["besteldagen"]
        for p in day["products"]
        if p["id"] == row
    )


def percentile(sorted_times: list[float], fraction: float) -> float:
    return sorted_times[min(len(sorted_times) - 1, int(len(sorted_times) * fraction))]


@dataclass(frozen=True)
class RushOutcome:
    sold: int
    in_database: int
    maxima_held: bool
    statuses: dict[int, int]
    errors: int
    times: list[float]  # sorted
    wall: float
    cpu: float  # the server process(es)' CPU seconds (user + system) during the rush

    def summary(self) -> str:
        """Sold and database count, maxima, statuses and errors, then the answer times (two lines)."""
        times = self.times
        return (
            f"verkocht {self.sold} (database: {self.in_database}); maxima per klant gerespecteerd: "
            f"{'ja' if self.maxima_held else 'NEE'}; statussen {self.statuses}, fouten {self.errors}\n"
            f"  antwoordtijd p50 {percentile(times, 0.50):.2f} s, p95 {percentile(times, 0.95):.2f} s, "
            f"p99 {percentile(times, 0.99):.2f} s, max {times[-1]:.2f} s; totale tijd {self.wall:.2f} s; "
            f"CPU-tijd server {self.cpu:.2f} s"
        )


def run_rush(database: str | None, buyers: int, portions: int, workers: int = 1) -> tuple[RushOutcome, int]:
    """Starts a server (`workers` processes) on `database` (None: SQLite), sets the stock and rushes it; returns the
    outcome and the stock row it rushed."""
    with running_server(database, workers=workers) as (base, env):
        row = asyncio.run(setup_day(base, portions))
        _set_stock(env, row, portions)
        time.sleep(1.5)  # every worker's stock view reloads within a second
        pids = server_processes(SERVER_PIDS[base])
        cpu_before = sum(cpu_seconds(pid) for pid in pids)
        started = time.perf_counter()
        results, times, errors = asyncio.run(rush(base, row, buyers))
        wall = time.perf_counter() - started
        cpu = sum(cpu_seconds(pid) for pid in pids) - cpu_before
        in_database = asyncio.run(sold_in_database(base, row))
    return outcome_of(results, times, errors, wall, in_database, cpu), row


def server_processes(master: int) -> list[int]:
    """The serving process and its workers (gunicorn's children with `--workers N`)."""
    try:
        children = Path(f"/proc/{master}/task/{master}/children").read_text().split()
    except OSError:
        children = []
    return [master, *(int(child) for child in children)]


def outcome_of(
    results: list[tuple[str, int, int]], times: list[float], errors: int, wall: float, in_database: int, cpu: float
) -> RushOutcome:
    per_customer: dict[str, int] = defaultdict(int)
    for email, amount, status in results:
        if status == 200:
            per_customer[email] += amount
    statuses = Counter(status for _, _, status in results)
    return RushOutcome(
        sold=sum(per_customer.values()),
        in_database=in_database,
        maxima_held=all(total <= MAXIMUM_PER_CUSTOMER for total in per_customer.values()),
        statuses=dict(sorted(statuses.items())),
        errors=errors,
        times=sorted(times),
        wall=wall,
        cpu=cpu,
    )


def run_reference(database: str | None, buyers: int, portions: int, row: int) -> RushOutcome:
    """The same rush against `rush_reference.py` (only the conditional update and the order insert) on a database
    prepared the same way (demo data, the same row's stock). Its maxima are not kept: that is the app's work."""
    with prepared_database(database) as env:
        _set_stock(env, row, portions)
        port = free_port()
        python = str(ROOT / ".venv" / "bin" / "python")
        script = str(ROOT / "bench" / "rush_reference.py")
        server = subprocess.Popen([python, script, str(port), env["SOEP_DATABASE_URL"]], env=env)
        try:
            _wait_for_port(port)
            cpu_before = cpu_seconds(server.pid)
            started = time.perf_counter()
            results, times, errors = asyncio.run(rush(f"http://127.0.0.1:{port}", row, buyers))
            wall = time.perf_counter() - started
            cpu = cpu_seconds(server.pid) - cpu_before
        finally:
            server.terminate()
            server.wait(timeout=30)
    sold = sum(amount for _, amount, status in results if status == 200)
    return outcome_of(results, times, errors, wall, sold, cpu)


def _wait_for_port(port: int) -> None:
    import socket

    for _ in range(300):
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.1)
    raise SystemExit("De referentie-handler startte niet.")


def compare(outcome: RushOutcome, reference: RushOutcome) -> str:
    """The wall times side by side (goal: the app within 1.5 times the raw handler)."""
    return (
        f"  referentie (kale handler: alleen voorwaardelijke update + insert): verkocht {reference.sold}, "
        f"statussen {reference.statuses}, fouten {reference.errors}, p99 {percentile(reference.times, 0.99):.2f} s, "
        f"totale tijd {reference.wall:.2f} s, CPU-tijd {reference.cpu:.2f} s\n"
        f"  verhouding totale tijd app / referentie: {outcome.wall / reference.wall:.2f} (doel <= 1,50); "
        f"CPU-tijd app / referentie: {outcome.cpu / reference.cpu:.2f}; "
        f"load {open('/proc/loadavg').read().split()[0]}"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--buyers", type=int, default=1000)
    parser.add_argument("--portions", type=int, default=100)
    add_database_options(parser)
    parser.add_argument("--workers", type=int, default=1, help="server processes (PostgreSQL only)")
    args = parser.parse_args()
    for name, database in chosen_databases(args):
        outcome, row = run_rush(database, args.buyers, args.portions, workers=args.workers)
        another = create_postgres_database(args.postgres) if database else None  # the reference's own database
        try:
            reference = run_reference(another, args.buyers, args.portions, row)
        finally:
            if another is not None:
                drop_postgres_database(another)
        print(
            f"{name}: {args.buyers} kopers (1-3 porties, {BUYERS_PER_ADDRESS} per e-mailadres, maximaal "
            f"{MAXIMUM_PER_CUSTOMER} per klant), {args.portions} porties, {args.workers} proces(sen)\n"
            f"  {outcome.summary()}\n{compare(outcome, reference)}",
            flush=True,
        )


def _set_stock(env: dict[str, str], row: int, portions: int) -> None:
    """Sets the row's stock and the day's per-customer maximum straight in the database (bench set-up only)."""
    code = (
        "import asyncio, sys\n"
        "from sqlalchemy import select, update\n"
        "from adapters.db.engine import create_engine\n"
        "from adapters.db import tables as t\n"
        "async def main():\n"
        f"    e = create_engine({env['SOEP_DATABASE_URL']!r})\n"
        "    rows = t.order_day_products\n"
        "    async with e.begin() as c:\n"
        f"        await c.execute(update(rows).where(rows.c.id == {row}).values(hoeveelheid={portions}, besteld=0))\n"
        f"        day = (await c.execute(select(rows.c.orderday_id).where(rows.c.id == {row}))).scalar_one()\n"
        "        await c.execute(\n"
        "            update(t.order_days).where(t.order_days.c.id == day)\n"
        f"            .values(maximale_producten_per_klant={MAXIMUM_PER_CUSTOMER})\n"
        "        )\n"
        "    await e.dispose()\n"
        "asyncio.run(main())\n"
    )
    subprocess.run([str(__import__("_server").ROOT / ".venv" / "bin" / "python"), "-c", code], env=env, check=True)


if __name__ == "__main__":
    main()
