"""The opening rush against `soep serve --workers N` on PostgreSQL, for N = 1, 2 and 4 (one port, SO_REUSEPORT).

The same rush as opening_rush.py (1000 buyers, 1-3 portions, several per e-mail address, 100 portions, maximum 4
per customer); prints per N the portions sold (must equal the stock and the database's count), whether every
maximum held, the status counts (5xx or connection failures: must be 0), p50/p95/p99 and the wall time.
Usage: .venv/bin/python bench/multiprocess_rush.py [--workers 1,2,4] [--buyers 1000] [--portions 100]
"""

from __future__ import annotations

import argparse
import asyncio
import time
from collections import Counter, defaultdict

from _server import running_server
from opening_rush import (
    BUYERS_PER_ADDRESS,
    MAXIMUM_PER_CUSTOMER,
    _set_stock,
    create_postgres_database,
    percentile,
    rush,
    setup_day,
    sold_in_database,
)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--workers", default="1,2,4", help="comma-separated numbers of server processes")
    parser.add_argument("--buyers", type=int, default=1000)
    parser.add_argument("--portions", type=int, default=100)
    parser.add_argument("--postgres", default="postgresql+asyncpg://postgres@127.0.0.1:5432/test")
    args = parser.parse_args()
    print(
        f"{args.buyers} kopers (1-3 porties, {BUYERS_PER_ADDRESS} per e-mailadres, maximaal {MAXIMUM_PER_CUSTOMER} "
        f"per klant), {args.portions} porties, PostgreSQL"
    )
    for workers in (int(n) for n in args.workers.split(",")):
        with running_server(create_postgres_database(args.postgres), workers=workers) as (base, env):
            row = asyncio.run(setup_day(base, args.portions))
            _set_stock(env, row, args.portions)
            time.sleep(1.5)  # every worker's stock view reloads within a second
            started = time.perf_counter()
            results, times, errors = asyncio.run(rush(base, row, args.buyers))
            wall = time.perf_counter() - started
            in_database = asyncio.run(sold_in_database(base, row))
        per_customer: dict[str, int] = defaultdict(int)
        for email, amount, status in results:
            if status == 200:
                per_customer[email] += amount
        sold = sum(per_customer.values())
        maxima_held = all(total <= MAXIMUM_PER_CUSTOMER for total in per_customer.values())
        statuses = Counter(status for _, _, status in results)
        times.sort()
        print(
            f"--workers {workers}: verkocht {sold} (database: {in_database}); maxima gerespecteerd: "
            f"{'ja' if maxima_held else 'NEE'}; statussen {dict(sorted(statuses.items()))}, fouten {errors}\n"
            f"  antwoordtijd p50 {percentile(times, 0.50):.2f} s, p95 {percentile(times, 0.95):.2f} s, "
            f"p99 {percentile(times, 0.99):.2f} s, max {times[-1]:.2f} s; totale tijd {wall:.2f} s"
        )


if __name__ == "__main__":
    main()
