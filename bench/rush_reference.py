"""The reference of the opening rush: a raw handler that does only what the database must do for a checkout.

`POST /web/bestellen` with the shop's JSON body: in one transaction the conditional update of the stock
(`besteld = besteld + n WHERE besteld + n <= hoeveelheid`) and the order's insert (order and line), then 200 with
the order number, or 422 when the stock is gone. No validation, no per-customer maximum, no rate limit, no mail, no
middleware: the floor the real checkout is compared with (`opening_rush.py` rushes both with the same load generator
in the same run). Served the way `soep serve` serves the app (aiohttp, uvloop); asyncpg with the app's pool size on
PostgreSQL, one aiosqlite connection (WAL, BEGIN IMMEDIATE, the app's busy timeout) on SQLite.
Usage: .venv/bin/python bench/rush_reference.py PORT DATABASE_URL   (the app's SQLAlchemy URL)
"""

from __future__ import annotations

import asyncio
import json
import sys
import uuid
from datetime import UTC, datetime
from typing import Any

import aiosqlite
import asyncpg
import uvloop
from aiohttp import web

SOLD_OUT = json.dumps({"message": "Uitverkocht.", "errors": {"cart": ["Uitverkocht."]}}).encode()
ORDER_COLUMNS = (
    "uuid, voornaam, achternaam, email, telefoonnummer, postcode, huisnummer, straat, plaats, bezorg_optie, bron, "
    "created_at"
)

LINE_COLUMNS = "order_id, orderday_id, orderday_product_id, hoeveelheid, naam, prijs, korting"


def order_values(body: dict[str, Any]) -> tuple[Any, ...]:
    return (
        str(uuid.uuid4()),
        body["voornaam"],
        body["achternaam"],
        body["email"],
        body["telefoonnummer"],
        body["postcode"],
        int(body["huisnummer"]),
        body["straat"],
        body["plaats"],
        body["bezorg_optie"],
        "webshop",
    )


def postgres_app(dsn: str) -> web.Application:
    app = web.Application()
    pool_key = web.AppKey("pool", asyncpg.Pool)

    async def pool(app: web.Application) -> Any:
        app[pool_key] = await asyncpg.create_pool(dsn, min_size=10, max_size=40)
        yield
        await app[pool_key].close()

    async def checkout(request: web.Request) -> web.Response:
        body = json.loads(await request.read())
        [line] = body["products"]
        amount = int(line["gekozen_hoeveelheid"])
        async with request.app[pool_key].acquire() as connection, connection.transaction():
            row = await connection.fetchrow(
                "UPDATE order_day_products SET besteld = besteld + $1 WHERE id = $2 AND besteld + $1 <= hoeveelheid "
                "RETURNING orderday_id",
                amount,
                int(line["id"]),
            )
            if row is None:
                return web.Response(status=422, body=SOLD_OUT, content_type="application/json")
            order_id = await connection.fetchval(
                f"INSERT INTO orders ({ORDER_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) "
                "RETURNING id",
                *order_values(body),
                datetime.now(UTC).replace(microsecond=0),
            )
            await connection.execute(
                f"INSERT INTO order_lines ({LINE_COLUMNS}) VALUES ($1, $2, $3, $4, 'soep', 0, 0)",
                order_id,
                row["orderday_id"],
                int(line["id"]),
                amount,
            )
        return web.json_response({"bestelnummer": order_id})

    app.cleanup_ctx.append(pool)
    app.router.add_post("/web/bestellen", checkout)
    return app


def sqlite_app(path: str) -> web.Application:
    app = web.Application()
    connection_key = web.AppKey("connection", aiosqlite.Connection)
    lock_key = web.AppKey("lock", asyncio.Lock)
    app[lock_key] = asyncio.Lock()

    async def connection(app: web.Application) -> Any:
        db = await aiosqlite.connect(path, isolation_level=None, timeout=30)
        for pragma in ("journal_mode=WAL", "busy_timeout=30000", "foreign_keys=ON", "synchronous=NORMAL"):
            await db.execute(f"PRAGMA {pragma}")
        app[connection_key] = db
        yield
        await db.close()

    async def checkout(request: web.Request) -> web.Response:
        body = json.loads(await request.read())
        [line] = body["products"]
        amount = int(line["gekozen_hoeveelheid"])
        db = request.app[connection_key]
        async with request.app[lock_key]:  # one connection: one write transaction at a time, as SQLite allows
            return await write(db, body, line, amount)

    async def write(db: aiosqlite.Connection, body: dict[str, Any], line: dict[str, Any], amount: int) -> web.Response:
        await db.execute("BEGIN IMMEDIATE")
        try:
            cursor = await db.execute(
                "UPDATE order_day_products SET besteld = besteld + ? WHERE id = ? AND besteld + ? <= hoeveelheid "
                "RETURNING orderday_id",
                (amount, int(line["id"]), amount),
            )
            row = await cursor.fetchone()
            if row is None:
                await db.execute("ROLLBACK")
                return web.Response(status=422, body=SOLD_OUT, content_type="application/json")
            placeholders = ", ".join("?" * 12)
            cursor = await db.execute(
                f"INSERT INTO orders ({ORDER_COLUMNS}) VALUES ({placeholders}) RETURNING id",
                (*order_values(body), datetime.now(UTC).replace(microsecond=0, tzinfo=None).isoformat(" ")),
            )
            (order_id,) = await cursor.fetchone()  # type: ignore[misc]
            await db.execute(
                f"INSERT INTO order_lines ({LINE_COLUMNS}) VALUES (?, ?, ?, ?, 'soep', 0, 0)",
                (order_id, row[0], int(line["id"]), amount),
            )
            await db.execute("COMMIT")
        except BaseException:
            await db.execute("ROLLBACK")
            raise
        return web.json_response({"bestelnummer": order_id})

    app.cleanup_ctx.append(connection)
    app.router.add_post("/web/bestellen", checkout)
    return app


def main() -> None:
    port, url = int(sys.argv[1]), sys.argv[2]
    if url.startswith("sqlite"):
        app = sqlite_app(url.split(":///", 1)[1])
    else:
        app = postgres_app(url.replace("postgresql+asyncpg://", "postgresql://"))
    web.run_app(
        app, loop=uvloop.new_event_loop(), host="127.0.0.1", port=port, print=None, access_log=None, backlog=4096
    )


if __name__ == "__main__":
    main()
