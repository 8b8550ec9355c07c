"""Numbers people see or the bookkeeping keeps are never handed out twice (issue 23, point 8; decision 0036).

On both databases: delete the newest row, restart the engine, insert: the new row gets a number above the deleted
one. And an SQLite database made before the migration keeps its rows, foreign keys and links when it is rebuilt.
"""

from __future__ import annotations

import sqlite3
import uuid
from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import delete, func, insert, select

from adapters.db import tables as t
from adapters.db.engine import MIGRATION_OPTION, WRITE_OPTION, create_engine
from adapters.db.migrate import alembic_config, upgrade, upgrade_engine

NOW = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)


def _user(n: int, _refs: dict[str, int]) -> dict[str, Any]:
    return {
        "name": f"Medewerker {n}",
        "email": f"m{n}-{uuid.uuid4().hex[:6]}@example.nl",
        "rol": "beheerder",
        "status": "actief",
    }


def _customer(n: int, _refs: dict[str, int]) -> dict[str, Any]:
    return {"voornaam": "Joke", "achternaam": f"Bakker {n}", "email": f"k{n}-{uuid.uuid4().hex[:6]}@example.nl"}


def _order_day(n: int, _refs: dict[str, int]) -> dict[str, Any]:
    return {
        "bestellingsdag": date(2026, 12, 1) + timedelta(days=n),
        "bestelling_openings_timestamp": NOW,
        "bestelling_sluitings_timestamp": NOW + timedelta(days=1),
        "bestelling_zichtbaar_timestamp": NOW,
        "bestelling_onzichtbaar_timestamp": NOW + timedelta(days=2),
        "inschrijving_geopend": True,
        "zichtbaar": True,
    }


def _order(n: int, _refs: dict[str, int]) -> dict[str, Any]:
    return {
        "uuid": str(uuid.uuid4()),
        "voornaam": "Joke",
        "achternaam": f"Bakker {n}",
        "email": "joke@example.nl",
        "telefoonnummer": "0612345678",
        "postcode": "3581WS",
        "huisnummer": 1,
        "straat": "Bolstraat",
        "plaats": "Utrecht",
        "bezorg_optie": "ophalen",
        "bron": "webshop",
        "created_at": NOW,
    }


def _donation(n: int, _refs: dict[str, int]) -> dict[str, Any]:
    return {
        "bedrag": 500 + n,
        "anoniem": True,
        "zakelijk": False,
        "betaal_methode": "ideal",
        "status": "paid",
        "created_at": NOW,
    }


def _delivery_list(n: int, refs: dict[str, int]) -> dict[str, Any]:
    return {"orderday_id": refs["order_days"], "naam": f"Route {n}", "status": "te bezorgen"}


ROWS: dict[str, Callable[[int, dict[str, int]], dict[str, Any]]] = {
    "users": _user,
    "customers": _customer,
    "order_days": _order_day,
    "orders": _order,
    "donations": _donation,
    "delivery_lists": _delivery_list,
}


async def _insert(url: str, table_name: str, n: int, refs: dict[str, int]) -> int:
    table = t.metadata.tables[table_name]
    engine = create_engine(url)
    try:
        async with engine.connect() as connection:
            connection = await connection.execution_options(**{WRITE_OPTION: True})
            new_id = (await connection.execute(insert(table).values(**ROWS[table_name](n, refs)))).inserted_primary_key
            await connection.commit()
    finally:
        await engine.dispose()  # every step on a fresh engine: a restarted server
    assert new_id is not None
    return int(new_id[0])


async def _delete(url: str, table_name: str, row_id: int) -> None:
    table = t.metadata.tables[table_name]
    engine = create_engine(url)
    try:
        async with engine.connect() as connection:
            connection = await connection.execution_options(**{WRITE_OPTION: True})
            await connection.execute(delete(table).where(table.c.id == row_id))
            await connection.commit()
    finally:
        await engine.dispose()


@pytest.mark.parametrize("table_name", list(ROWS))
async def test_a_deleted_newest_number_is_never_given_again(database_url: str, table_name: str) -> None:
    await upgrade(database_url)
    refs = {"order_days": await _insert(database_url, "order_days", 99, {})}
    first = await _insert(database_url, table_name, 1, refs)
    newest = await _insert(database_url, table_name, 2, refs)
    assert newest > first
    await _delete(database_url, table_name, newest)
    after_restart = await _insert(database_url, table_name, 3, refs)
    assert after_restart > newest, f"{table_name}: number {newest} was handed out again"


def _upgrade_to(sync_connection: Any, revision: str) -> None:
    from alembic import command

    command.upgrade(alembic_config(sync_connection), revision)


async def _sqlite_at(path: Path, revision: str) -> str:
    url = f"sqlite+aiosqlite:///{path}"
    engine = create_engine(url)
    try:
        async with engine.connect() as connection:
            connection = await connection.execution_options(**{WRITE_OPTION: True, MIGRATION_OPTION: True})
            await connection.run_sync(_upgrade_to, revision)
            await connection.commit()
            await connection.invalidate()
    finally:
        await engine.dispose()
    return url


def _fill_old_database(path: Path) -> None:
    """Rows in every rebuilt table and in the tables that refer to them, the newest order deleted already."""
    db = sqlite3.connect(path)
    try:
        db.execute("PRAGMA foreign_keys=ON")
        db.execute(
            "INSERT INTO users (id, name, email, rol, status) VALUES (7, 'Piet', 'p@x.nl', 'beheerder', 'actief')"
        )
        db.execute(
            "INSERT INTO products (id, naam, slug, status, prijs) VALUES (1, 'Erwtensoep', 'erwt', 'beschikbaar', 550)"
        )
        db.execute(
            "INSERT INTO order_days (id, bestellingsdag, bestelling_openings_timestamp, bestelling_sluitings_timestamp,"
            " bestelling_zichtbaar_timestamp, bestelling_onzichtbaar_timestamp, inschrijving_geopend, zichtbaar,"
            " created_by) VALUES (3, '2026-12-01', '2026-11-23 09:00:00', '2026-11-24 09:00:00',"
            " '2026-11-23 09:00:00', '2026-11-25 09:00:00', 1, 1, 7)"
        )
        db.execute(
            "INSERT INTO order_day_products (id, orderday_id, product_id, hoeveelheid, besteld) VALUES (5, 3, 1, 10, 2)"
        )
        db.execute("INSERT INTO customers (id, voornaam, achternaam, email) VALUES (11, 'Joke', 'Bakker', 'j@x.nl')")
        for order_id in (40, 41):
            db.execute(
                "INSERT INTO orders (id, uuid, customer_id, voornaam, achternaam, email, telefoonnummer, postcode,"
                " huisnummer, straat, plaats, bezorg_optie, bron, created_at) VALUES"
                f" ({order_id}, '{uuid.uuid4()}', 11, 'Joke', 'Bakker', 'J+Soep@x.nl', '06', '3581WS', 1, 'Bolstraat',"
                " 'Utrecht', 'bezorgen', 'webshop', '2026-11-23 09:00:00')"
            )
            db.execute(
                "INSERT INTO order_lines (order_id, orderday_id, orderday_product_id, hoeveelheid, naam, prijs, "
                "korting) "
                f"VALUES ({order_id}, 3, 5, 1, 'Erwtensoep', 550, 0)"
            )
        db.execute(
            "INSERT INTO delivery_lists (id, orderday_id, naam, bezorger, status) "
            "VALUES (2, 3, 'Route', 7, 'te bezorgen')"
        )
        db.execute("INSERT INTO delivery_list_addresses (delivery_list_id, order_id, sort_key) VALUES (2, 40, 0)")
        db.execute(
            "INSERT INTO donations (id, customer_id, bedrag, anoniem, zakelijk, betaal_methode, status, created_at)"
            " VALUES (9, 11, 500, 0, 0, 'ideal', 'paid', '2026-11-23 09:00:00')"
        )
        db.execute(
            "INSERT INTO mail_outbox (recipient, subject, text_body, order_id, next_attempt_at, created_at, sent_at)"
            " VALUES ('j@x.nl', 'Bevestiging 40', 'Hallo', 40, '2026-11-23 09:00:00', '2026-11-23 09:00:00',"
            " '2026-11-23 09:01:00')"
        )
        db.execute("DELETE FROM orders WHERE id = 41")  # its line goes with it (ON DELETE CASCADE)
        db.commit()
    finally:
        db.close()


def _describe(path: Path) -> dict[str, Any]:
    db = sqlite3.connect(path)
    try:
        counts = {
            table: db.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
            for table in (
                "users",
                "order_days",
                "order_day_products",
                "customers",
                "orders",
                "order_lines",
                "delivery_lists",
                "delivery_list_addresses",
                "donations",
                "mail_outbox",
            )
        }
        links = db.execute(
            "SELECT l.order_id, o.customer_id, a.delivery_list_id, d.bezorger, m.order_id FROM order_lines l"
            " JOIN orders o ON o.id = l.order_id JOIN delivery_list_addresses a ON a.order_id = o.id"
            " JOIN delivery_lists d ON d.id = a.delivery_list_id JOIN mail_outbox m ON m.order_id = o.id"
        ).fetchall()
        indexes = sorted(r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'index'"))
        return {"counts": counts, "links": links, "indexes": indexes}
    finally:
        db.close()


async def test_the_migration_rebuilds_an_old_sqlite_database_keeping_rows_and_links(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    url = await _sqlite_at(path, "outbox_order")
    _fill_old_database(path)
    before = _describe(path)
    engine = create_engine(url)
    try:
        await upgrade_engine(engine)
    finally:
        await engine.dispose()
    after = _describe(path)
    assert after["counts"] == before["counts"]
    assert after["links"] == before["links"] == [(40, 11, 2, 7, 40)]
    assert set(before["indexes"]) <= set(after["indexes"])
    db = sqlite3.connect(path)
    try:
        assert db.execute("PRAGMA foreign_key_check").fetchall() == []
        sequence = dict(db.execute("SELECT name, seq FROM sqlite_sequence").fetchall())
        expected = {"users": 7, "order_days": 3, "customers": 11, "orders": 40, "donations": 9, "delivery_lists": 2}
        assert {name: sequence[name] for name in expected} == expected
        sql = {name: s for name, s in db.execute("SELECT name, sql FROM sqlite_master WHERE type = 'table'")}
        assert "AUTOINCREMENT" in sql["orders"] and "ON DELETE CASCADE" in sql["order_lines"]
        assert "ck_orders_bezorg_optie" in sql["orders"] and "REFERENCES customers" in sql["orders"]
        assert db.execute("SELECT text_body, body_redacted FROM mail_outbox").fetchall() == [("", 1)]
        assert db.execute("SELECT email_key FROM orders").fetchall() == [("j@x.nl",)]  # the mailbox key, filled in
    finally:
        db.close()
    # The rebuilt database still enforces its foreign keys, and the cascade from orders to their lines holds.
    engine = create_engine(url)
    try:
        async with engine.connect() as connection:
            connection = await connection.execution_options(**{WRITE_OPTION: True})
            await connection.execute(delete(t.orders).where(t.orders.c.id == 40))
            lines = (await connection.execute(select(func.count()).select_from(t.order_lines))).scalar_one()
            await connection.commit()
    finally:
        await engine.dispose()
    assert lines == 0
    assert await _insert(url, "orders", 1, {}) == 41  # seeded at max(id) = 40 when the migration ran
    assert await _insert(url, "orders", 2, {}) == 42
