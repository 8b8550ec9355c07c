"""The opening rush: N simultaneous checkouts for a limited number of portions, on SQLite and PostgreSQL.

Prints how many portions were sold (must equal the stock), errors (5xx or connection failures: must be 0) and the
answer times. Usage: .venv/bin/python bench/opening_rush.py [--buyers 1000] [--portions 100] [--postgres URL]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import subprocess
import time
import uuid

import aiohttp
from _server import running_server


def create_postgres_database(url: str) -> str:
    name = f"soep_bench_{uuid.uuid4().hex[:8]}"
    subprocess.run(
        ["psql", "-h", "127.0.0.1", "-U", "postgres", "-d", "test", "-c", f"CREATE DATABASE {name}"],
        check=True,
        capture_output=True,
    )
    return url.rsplit("/", 1)[0] + "/" + name


async def setup_day(base: str, portions: int) -> int:
    """Logs in as the demo superuser is not needed: the demo data has an open day; its first row gets `portions`."""
    async with aiohttp.ClientSession() as session:
        products = await (await session.get(f"{base}/web/get_products")).json()
        for product in products:
            for day in product["besteldagen"]:
                if day["inschrijving_geopend"]:
                    return int(day["products"][0]["id"])
    raise SystemExit("Geen geopende besteldag in de demo-gegevens.")


async def rush(base: str, row: int, buyers: int) -> tuple[list[int], list[float], int]:
    connector = aiohttp.TCPConnector(limit=buyers)
    statuses: list[int] = []
    times: list[float] = []
    errors = 0
    async with aiohttp.ClientSession(connector=connector, timeout=aiohttp.ClientTimeout(total=60)) as session:

        async def buy(n: int) -> None:
            nonlocal errors
            body = {
                "voornaam": "Klant",
                "achternaam": str(n),
                "email": f"klant{n}@example.nl",
                "telefoonnummer": "0612345678",
                "postcode": "3581WS",
                "huisnummer": "1",
                "straat": "Bolstraat",
                "plaats": "Utrecht",
                "bezorg_optie": "ophalen",
                "voorwaarden": True,
                "products": [{"id": row, "gekozen_hoeveelheid": 1}],
            }
            started = time.perf_counter()
            try:
                async with session.post(f"{base}/web/bestellen", json=body, headers={"Idempotency-Key": str(n)}) as r:
                    await r.read()
                    statuses.append(r.status)
                    if r.status >= 500:
                        errors += 1
            except aiohttp.ClientError:
                errors += 1
            times.append(time.perf_counter() - started)

        await asyncio.gather(*(buy(n) for n in range(buyers)))
    return statuses, times, errors


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--buyers", type=int, default=1000)
    parser.add_argument("--portions", type=int, default=100)
    parser.add_argument("--postgres", default="postgresql+asyncpg://postgres@127.0.0.1:5432/test")
    parser.add_argument("--only", choices=["sqlite", "postgresql"])
    args = parser.parse_args()
    engines = {"sqlite": None, "postgresql": args.postgres}
    for name, url in engines.items():
        if args.only and name != args.only:
            continue
        database = create_postgres_database(url) if url else None
        with running_server(database) as (base, env):
            row = asyncio.run(setup_day(base, args.portions))
            _set_stock(env, row, args.portions)
            statuses, times, errors = asyncio.run(rush(base, row, args.buyers))
        sold = statuses.count(200)
        times.sort()
        p95 = times[int(len(times) * 0.95) - 1]
        print(
            f"{name:>10}: {args.buyers} kopers, {args.portions} porties -> verkocht {sold}, "
            f"afgewezen {statuses.count(422)}, fouten {errors}; antwoordtijd mediaan {statistics.median(times):.2f} s, "
            f"p95 {p95:.2f} s, max {times[-1]:.2f} s"
        )


def _set_stock(env: dict[str, str], row: int, portions: int) -> None:
    """Sets the row's stock and a high per-customer maximum straight in the database (bench set-up only)."""
    code = (
        "import asyncio, sys\n"
        "from sqlalchemy import update\n"
        "from adapters.db.engine import create_engine\n"
        "from adapters.db import tables as t\n"
        "async def main():\n"
        f"    e = create_engine({env['SOEP_DATABASE_URL']!r})\n"
        "    async with e.begin() as c:\n"
        "        await c.execute(\n"
        f"            update(t.order_day_products).where(t.order_day_products.c.id == {row})\n"
        f"            .values(hoeveelheid={portions}, besteld=0)\n"
        "        )\n"
        "    await e.dispose()\n"
        "asyncio.run(main())\n"
    )
    subprocess.run([str(__import__("_server").ROOT / ".venv" / "bin" / "python"), "-c", code], env=env, check=True)


if __name__ == "__main__":
    main()
