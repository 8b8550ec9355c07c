"""Crash safety: a real `soep serve` killed with SIGKILL in the middle of work, restarted on the same database.

(1) An opening rush of concurrent checkouts is cut off by SIGKILL. After a restart every order that got a 200
exists with its lines, `besteld` equals the sum of the lines of every order-day row, and nothing is half-written
(no order without lines, no line without an order). The restarted server takes orders again.
(2) A staff bulk order (`create_massa_bestelling`) for many standing customers is cut off the same way: it is all
or nothing.

SQLite and PostgreSQL (the `database_url` fixture). An answer is only sent after the commit, and the commit is
durable against a killed process (PostgreSQL; SQLite in WAL mode with synchronous=NORMAL).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import subprocess
import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from sqlalchemy import text

from adapters.db.engine import create_engine
from entrypoints.bootstrap import build_container
from entrypoints.settings import load_settings
from soepkern.domain.contact_details import ContactDetails
from soepkern.domain.customers import Customer
from soepkern.domain.orders import BezorgOptie
from tests.integration.test_multiprocess import checkout, log_in, seed, server_env, start_server, until_ready
from tests.smtp_fixtures import SmtpTestServer, free_port, running_smtp_server

START_TIMEOUT = 60.0
BUYERS = 150
KILL_AFTER = 25  # answers seen before the kill: the rest of the burst is in flight
STANDING_CUSTOMERS = 400


@pytest.fixture
def smtp() -> Any:
    with running_smtp_server() as server:
        yield server


@contextlib.asynccontextmanager
async def server(env: dict[str, str]) -> AsyncIterator[tuple[str, subprocess.Popen[bytes]]]:
    """A `soep serve` on a free port, ready; stopped (if still alive) afterwards."""
    port = free_port()
    process = start_server(env, port)
    base = f"http://127.0.0.1:{port}"
    try:
        async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=2)) as session:
            await until_ready(session, base, process, START_TIMEOUT, pause=0.2)
        yield base, process
    finally:
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def kill(process: subprocess.Popen[bytes]) -> None:
    os.kill(process.pid, signal.SIGKILL)
    process.wait(timeout=10)


async def rows(database_url: str, sql: str) -> list[Any]:
    engine = create_engine(database_url)
    try:
        async with engine.connect() as connection:
            return list((await connection.execute(text(sql))).all())
    finally:
        await engine.dispose()


async def assert_nothing_half_written(database_url: str) -> None:
    orphans = await rows(
        database_url,
        "SELECT o.id FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)",
    )
    assert orphans == [], f"orders without lines: {orphans}"
    loose = await rows(
        database_url,
        "SELECT l.id FROM order_lines l WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = l.order_id)",
    )
    assert loose == [], f"lines without an order: {loose}"
    counts = await rows(
        database_url,
        "SELECT p.id, p.besteld, (SELECT COALESCE(SUM(l.hoeveelheid), 0) FROM order_lines l"
        " WHERE l.orderday_product_id = p.id) FROM order_day_products p",
    )
    assert counts, "no order-day rows"
    for row_id, besteld, lines in counts:
        assert besteld == lines, f"order-day row {row_id}: besteld {besteld}, lines {lines}"


async def orders_by_email(database_url: str) -> dict[str, int]:
    """The number of portions ordered per customer e-mail address, from the database."""
    found = await rows(
        database_url,
        "SELECT o.email, SUM(l.hoeveelheid) FROM orders o JOIN order_lines l ON l.order_id = o.id GROUP BY o.email",
    )
    return {email: int(total) for email, total in found}


async def test_a_killed_opening_rush_loses_no_confirmed_order(
    tmp_path: Path, database_url: str, smtp: SmtpTestServer
) -> None:
    env = server_env(tmp_path, database_url, smtp)
    await seed(env)
    engine = create_engine(database_url)
    async with engine.begin() as connection:  # plenty of stock and a high maximum: most of the burst fits
        await connection.execute(text("UPDATE order_day_products SET hoeveelheid = 10000"))
        await connection.execute(text("UPDATE order_days SET maximale_producten_per_klant = 10"))
    await engine.dispose()

    confirmed: dict[str, int] = {}
    async with server(env) as (base, process):
        async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=30)) as session:
            async with session.get(f"{base}/web/get_products") as response:
                [product] = await response.json()
            row = int(product["besteldagen"][0]["products"][0]["id"])
            answered = asyncio.Event()
            seen = 0

            async def buy(n: int) -> None:
                nonlocal seen
                email = f"klant{n}@example.nl"
                amount = 1 + n % 3
                headers = {"Idempotency-Key": uuid.uuid4().hex, "X-Forwarded-For": f"198.51.100.{n % 250}"}
                with contextlib.suppress(aiohttp.ClientError, TimeoutError):
                    async with session.post(
                        f"{base}/web/bestellen", json=checkout(row, amount, email), headers=headers
                    ) as response:
                        await response.read()
                        assert response.status in (200, 422), await response.text()
                        if response.status == 200:
                            confirmed[email] = amount
                seen += 1
                if seen >= KILL_AFTER:
                    answered.set()

            burst = [asyncio.create_task(buy(n)) for n in range(BUYERS)]
            await asyncio.wait_for(answered.wait(), timeout=60)
            kill(process)
            await asyncio.gather(*burst)
    assert KILL_AFTER // 2 <= len(confirmed) < BUYERS, "the kill did not fall in the middle of the burst"

    async with server(env) as (base, _process), aiohttp.ClientSession() as session:
        stored = await orders_by_email(database_url)
        for email, amount in confirmed.items():
            assert stored.get(email) == amount, f"confirmed order of {email} lost after the crash"
        await assert_nothing_half_written(database_url)
        # each confirmed order's confirmation mail was queued in the same transaction: it survived too
        mailed = {to for (to,) in await rows(database_url, "SELECT recipient FROM mail_outbox")}
        assert set(confirmed) <= mailed
        # the restarted server takes orders again, on the same stock counts
        headers = {"Idempotency-Key": uuid.uuid4().hex}
        async with session.post(
            f"{base}/web/bestellen", json=checkout(row, 1, "na-de-crash@example.nl"), headers=headers
        ) as response:
            assert response.status == 200, await response.text()
        await assert_nothing_half_written(database_url)


async def add_standing_customers(env: dict[str, str], count: int) -> list[int]:
    async with build_container(load_settings(env)) as container, container.uow_factory(write=True) as uow:
        ids = [
            await uow.customers.add(
                Customer(
                    id=None,
                    contact=ContactDetails(
                        voornaam=f"Klant{n}",
                        achternaam="Vast",
                        email=f"vast{n}@example.nl",
                        telefoonnummer="06 12345678",
                        postcode="3581WS",
                        huisnummer=n + 1,
                        straat="Bolstraat",
                        plaats="Utrecht",
                    ),
                    vaste_klant=True,
                    vaste_klant_mailen=True,
                    vaste_klant_producten=1,
                    vaste_klant_bezorgkeuze=BezorgOptie.OPHALEN,
                )
            )
            for n in range(count)
        ]
        await uow.commit()
    return ids


async def test_a_killed_bulk_order_is_all_or_nothing(tmp_path: Path, database_url: str, smtp: SmtpTestServer) -> None:
    env = server_env(tmp_path, database_url, smtp)
    await seed(env)
    engine = create_engine(database_url)
    async with engine.begin() as connection:
        await connection.execute(text("UPDATE order_day_products SET hoeveelheid = 10000"))
    await engine.dispose()
    ids = await add_standing_customers(env, 2 * STANDING_CUSTOMERS)
    first, second = ids[:STANDING_CUSTOMERS], ids[STANDING_CUSTOMERS:]
    [[row]] = await rows(database_url, "SELECT id FROM order_day_products")

    async with (
        server(env) as (base, process),
        aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as staff,
    ):
        token = await log_in(staff, base, smtp)
        loop = asyncio.get_running_loop()
        started = loop.time()
        # the first half is ordered without interruption, to learn how long a run takes ...
        async with staff.post(
            f"{base}/web/admin/create_massa_bestelling",
            json={"product": row, "klanten": first, "dry_run": False},
            headers={"X-CSRF-Token": token},
        ) as response:
            assert response.status == 200, await response.text()
        duration = loop.time() - started
        # ... so that the kill lands half-way through the second half's run

        async def bulk_order() -> int | None:
            with contextlib.suppress(aiohttp.ClientError):
                async with staff.post(
                    f"{base}/web/admin/create_massa_bestelling",
                    json={"product": row, "klanten": second, "dry_run": False},
                    headers={"X-CSRF-Token": token},
                ) as response:
                    await response.read()
                    return response.status
            return None

        request = asyncio.create_task(bulk_order())
        await asyncio.sleep(duration / 2)
        kill(process)
        status = await request

    async with server(env):
        [[orders]] = await rows(database_url, "SELECT COUNT(*) FROM orders")
        await assert_nothing_half_written(database_url)
    if status == 200:
        assert orders == 2 * STANDING_CUSTOMERS  # answered before the kill: every order is there
    else:
        assert orders in (STANDING_CUSTOMERS, 2 * STANDING_CUSTOMERS), f"the killed bulk order left {orders}"
