"""The opening rush against `soep serve --workers N` on PostgreSQL, for N = 1, 2 and 4 (gunicorn, one port).

The same rush as opening_rush.py (1000 buyers, 1-3 portions, several per e-mail address, 100 portions, maximum 4
per customer); prints per N the portions sold (must equal the stock and the database's count), whether every
maximum held, the status counts (5xx or connection failures: must be 0), p50/p95/p99 and the wall time.
Usage: .venv/bin/python bench/multiprocess_rush.py [--workers 1,2,4] [--buyers 1000] [--portions 100]
"""

from __future__ import annotations

import argparse

from opening_rush import (
    BUYERS_PER_ADDRESS,
    MAXIMUM_PER_CUSTOMER,
    create_postgres_database,
    drop_postgres_database,
    run_rush,
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
        database = create_postgres_database(args.postgres)
        try:
            outcome, _row = run_rush(database, args.buyers, args.portions, workers=workers)
        finally:
            drop_postgres_database(database)
        print(f"--workers {workers}: {outcome.summary()}")


if __name__ == "__main__":
    main()
