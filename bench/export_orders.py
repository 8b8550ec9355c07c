"""The bookkeeping export of 200,000 orders: time and peak memory of `soep export orders` as xlsx and as csv.

Fills a fresh database (SQLite file and PostgreSQL) with N orders of one line each over 100 order days (bulk
inserts), then runs the export use case with each writer in a child process of its own and prints the wall time,
the rows per second, the file size and the child's peak memory (peak RSS above the RSS before the export, from
resource.getrusage; with --trace also the Python heap peak from tracemalloc, in a second, slower run).
Usage: .venv/bin/python bench/export_orders.py [--orders 200000] [--only sqlite] [--postgres URL] [--trace]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
import tracemalloc
import uuid
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from _server import create_postgres_database, drop_postgres_database  # noqa: E402
from sqlalchemy import insert  # noqa: E402

from adapters.db import tables as t  # noqa: E402
from adapters.db.engine import create_engine  # noqa: E402
from adapters.db.migrate import upgrade_engine  # noqa: E402
from adapters.db.unit_of_work import SqlUnitOfWorkFactory  # noqa: E402
from adapters.xlsx.table_files import CsvTableSink, XlsxTableSink  # noqa: E402
from soepkern.domain.order_export import COLUMNS, DateRange  # noqa: E402
from soepkern.services.order_export import export_orders  # noqa: E402

DAYS = 100
FIRST_DAY = date(2025, 1, 6)
CHUNK = 5000
SOUPS = (("Erwtensoep", 550, 50), ("Tomatensoep met balletjes", 450, 0), ("Pompoensoep met gember", 450, 0))


async def fill(url: str, orders: int) -> float:
    """N orders with one line each, spread over DAYS order days and three soups; returns the seconds it took."""
    started = time.perf_counter()
    engine = create_engine(url)
    try:
        await upgrade_engine(engine)
        async with engine.begin() as c:
            for n, (naam, prijs, korting) in enumerate(SOUPS, start=1):
                await c.execute(
                    insert(t.products).values(
                        id=n, naam=naam, slug=f"{n}-soep", status="beschikbaar", prijs=prijs, korting=korting
                    )
                )
            per_row = orders // DAYS + 1
            for d in range(DAYS):
                day = FIRST_DAY + timedelta(days=d)
                opening = datetime.combine(day - timedelta(days=3), datetime.min.time(), tzinfo=UTC)
                await c.execute(
                    insert(t.order_days).values(
                        id=d + 1,
                        bestellingsdag=day,
                        bestelling_openings_timestamp=opening,
                        bestelling_sluitings_timestamp=opening + timedelta(days=2),
                        bestelling_zichtbaar_timestamp=opening,
                        bestelling_onzichtbaar_timestamp=opening + timedelta(days=3),
                        maximale_producten_per_klant=4,
                        inschrijving_geopend=True,
                        zichtbaar=True,
                    )
                )
                for s in range(len(SOUPS)):
                    await c.execute(
                        insert(t.order_day_products).values(
                            id=d * len(SOUPS) + s + 1,
                            orderday_id=d + 1,
                            product_id=s + 1,
                            hoeveelheid=per_row * 3,
                            besteld=per_row,
                        )
                    )
        for start in range(0, orders, CHUNK):
            order_rows, line_rows = [], []
            for i in range(start + 1, min(start + CHUNK, orders) + 1):
                d, s = i % DAYS, i % len(SOUPS)
                naam, prijs, korting = SOUPS[s]
                order_rows.append(
                    {
                        "id": i,
                        "uuid": str(uuid.UUID(int=i)),
                        "voornaam": f"Klant{i}",
                        "achternaam": "de Vries",
                        "email": f"klant{i % 20000}@example.nl",
                        "telefoonnummer": "06 12345678",
                        "postcode": "3581WS",
                        "huisnummer": 1 + i % 200,
                        "straat": "Bolstraat",
                        "plaats": "Utrecht",
                        "bezorg_optie": "bezorgen" if i % 2 else "ophalen",
                        "bron": ("webshop", "admin", "vaste_klant")[i % 3],
                        "created_at": datetime(2025, 1, 1, 9, tzinfo=UTC) + timedelta(days=d, seconds=i % 3600),
                    }
                )
                line_rows.append(
                    {
                        "id": i,
                        "order_id": i,
                        "orderday_id": d + 1,
                        "orderday_product_id": d * len(SOUPS) + s + 1,
                        "hoeveelheid": 1 + i % 3,
                        "naam": naam,
                        "prijs": prijs,
                        "korting": korting,
                    }
                )
            async with engine.begin() as c:
                await c.execute(insert(t.orders), order_rows)
                await c.execute(insert(t.order_lines), line_rows)
    finally:
        await engine.dispose()
    return time.perf_counter() - started


def rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # kB on Linux


async def measure(url: str, file_format: str, target: Path, trace: bool) -> dict[str, float]:
    """Runs in a child process: one export, its time and memory."""
    engine = create_engine(url)
    period = DateRange(FIRST_DAY, FIRST_DAY + timedelta(days=DAYS))
    tz = ZoneInfo("Europe/Amsterdam")
    sink = (
        XlsxTableSink(target, "Bestellingen", COLUMNS, tz)
        if file_format == "xlsx"
        else CsvTableSink(target, COLUMNS, tz)
    )
    before = rss_mb()
    if trace:
        tracemalloc.start()
    started = time.perf_counter()
    try:
        rows = await export_orders(period, SqlUnitOfWorkFactory(engine), sink)
    finally:
        await engine.dispose()
    seconds = time.perf_counter() - started
    heap = tracemalloc.get_traced_memory()[1] / 2**20 if trace else 0.0
    return {
        "rows": rows,
        "seconds": seconds,
        "rss_mb": rss_mb() - before,
        "peak_mb": rss_mb(),
        "heap_mb": heap,
    }


def run_child(url: str, file_format: str, target: Path, trace: bool) -> dict[str, float]:
    args = [sys.executable, __file__, "--child", url, file_format, str(target)] + (["--trace"] if trace else [])
    done = subprocess.run(args, capture_output=True, text=True, check=True, env={**os.environ, "PYTHONPATH": "src"})
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--orders", type=int, default=200_000)
    parser.add_argument("--only", choices=("sqlite", "postgresql"))
    parser.add_argument("--postgres", default="postgresql+asyncpg://postgres@127.0.0.1:5432/test")
    parser.add_argument("--child", nargs=3, metavar=("URL", "FORMAT", "FILE"))
    parser.add_argument("--trace", action="store_true", help="also measure the Python heap peak (a slower run)")
    args = parser.parse_args()
    if args.child:
        url, file_format, target = args.child
        figures = asyncio.run(measure(url, file_format, Path(target), args.trace))
        print(json.dumps({**figures, "size": Path(target).stat().st_size}))
        return
    print(f"Export of {args.orders:,} orders (one line each, {DAYS} order days)")
    print("| database | format | rows | time | rows/s | peak RSS (process) | above start | Python heap peak | file |")
    print("|---|---|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        for database in ("sqlite", "postgresql"):
            if args.only and args.only != database:
                continue
            url = (
                f"sqlite+aiosqlite:///{tmp}/bench.sqlite3"
                if database == "sqlite"
                else create_postgres_database(args.postgres)
            )
            try:
                filled = asyncio.run(fill(url, args.orders))
                print(f"<!-- {database}: filled in {filled:.1f} s -->")
                for file_format in ("xlsx", "csv"):
                    target = Path(tmp) / f"export.{file_format}"
                    timed = run_child(url, file_format, target, trace=False)
                    traced = (
                        run_child(url, file_format, target, trace=True) if args.trace else {"heap_mb": float("nan")}
                    )
                    print(
                        f"| {database} | {file_format} | {int(timed['rows']):,} | {timed['seconds']:.1f} s | "
                        f"{timed['rows'] / timed['seconds']:,.0f} | {timed['peak_mb']:.0f} MB | "
                        f"{timed['rss_mb']:.0f} MB | "
                        f"{traced['heap_mb']:.1f} MB | {timed['size'] / 2**20:.1f} MB |",
                        flush=True,
                    )
            finally:
                if database == "postgresql":
                    drop_postgres_database(url)


if __name__ == "__main__":
    main()
