"""Admin lists at years of data: 200,000 orders (about 450,000 lines) over three years and 20,000 customers.

Fills a fresh SQLite file and a fresh PostgreSQL database (migrated with `soep db upgrade`, then bulk inserts:
sqlite3 executemany and PostgreSQL COPY), starts the real server (`soep serve`), logs in as a staff member (the
two-step login, the code read from the .eml outbox) and times through HTTP, 20 runs each: the first page of
orders, page 4,000, a search by e-mail, by postcode and by a surname fragment, and a customer's detail.
Prints p50/p95/max per call. Goal: every p95 under 100 ms.
Usage: .venv/bin/python bench/admin_lists.py [--orders 200000] [--customers 20000] [--only sqlite|postgresql]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import email
import email.policy
import os
import random
import re
import sqlite3
import subprocess
import sys
import tempfile
import time
import uuid
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

import aiohttp
from _server import ROOT, SOEP, add_database_options, chosen_databases, serving

sys.path.insert(0, str(ROOT / "src"))

from soepkern.domain.search import search_text

PASSWORD = "Bench-Wachtwoord-2026"
STAFF = "bench@example.nl"
RUNS = 20

FIRST = (
    "Jan Piet Kees Joke Anne Sanne Lotte Emma Sophie Julia Daan Sem Lucas Levi Finn Bram Noah Tess Fleur Noor Saar "
    "Mila Zoë Liam Milan Thijs Ruben Lars Jesse Sven Femke Iris Eva Lisa Maud Roos Anouk Floor Mohammed Yusuf Ayoub "
    "Fatima Amira Aya Selin Elif Emre Mehmet Priya Chen Wei Stijn Joost Wouter Marloes Ilse Hanneke Gerrit Henk "
    "Cor Els Marja Ria Bep Truus Willem Hendrik Cornelis Johanna Maria Geertje Renée Chloë André Loïs"
).split()
SURNAMES = (
    "Jansen|de Jong|de Vries|van den Berg|van Dijk|Bakker|Janssen|Visser|Smit|Meijer|de Boer|Mulder|de Groot|Bos|"
    "Vos|Peters|Hendriks|van Leeuwen|Dekker|Brouwer|de Wit|Dijkstra|Smits|de Graaf|van der Meer|van der Linden|"
    "Kok|Jacobs|de Haan|Vermeulen|van den Heuvel|van der Veen|van den Broek|de Bruijn|de Bruin|van der Heijden|"
    "Schouten|van Beek|Willems|van Vliet|van de Ven|Hoekstra|Maas|Verhoeven|Koster|van Dam|van der Wal|Prins|"
    "Blom|Huisman|Peeters|de Kok|Kuipers|van Wijk|Postma|Yılmaz|Kaya|Demir|Şahin|El Amrani|Bouzid|Ouali|Nguyen|"
    "Çelik|Öztürk|Smeets|Hermans|Lambrechts|Wouters|van Rijn|Zwart|Groen|Timmermans|Kramer|van Vliet|Scholten|"
    "Sluiter|Molenaar|Veenstra|Boersma|Dijkhuizen|Kuiper|Evers|Goossens|Hofman|Bosman|Gerritsen|Verbeek|Poort"
).split("|")
STREETS = (
    "Dorpsstraat|Kerkstraat|Schoolstraat|Molenweg|Stationsweg|Julianastraat|Beatrixlaan|Wilhelminastraat|"
    "Oranjestraat|Hoofdstraat|Nieuwstraat|Marktplein|Lindelaan|Eikenlaan|Beukenlaan|Bolstraat|Oudegracht|"
    "Biltstraat|Kanaalstraat|Vleutenseweg|Amsterdamsestraatweg|Twijnstraat|Lange Nieuwstraat|Adelaarstraat|"
    "Burgemeester Reigerstraat|Nachtegaalstraat|Zonstraat|Heidelberglaan|Kaatstraat|Weerdsingel"
).split("|")
PLACES = (("Utrecht", 3500, 3585), ("Zeist", 3700, 3709), ("Nieuwegein", 3430, 3439), ("Houten", 3990, 3995))
LETTERS = "ABCDEGHJKLMNPRTVWXZ"


def _person(rng: random.Random, n: int) -> dict[str, Any]:
    voornaam, achternaam = rng.choice(FIRST), rng.choice(SURNAMES)
    plaats, low, high = rng.choice(PLACES)
    local = re.sub(r"[^a-z]", "", f"{voornaam}.{achternaam}".lower().replace(" ", "")) or "klant"
    return {
        "voornaam": voornaam,
        "achternaam": achternaam,
        "email": f"{local}{n}@example.nl",
        "telefoonnummer": f"06 {rng.randint(10_000_000, 99_999_999)}",
        "postcode": f"{rng.randint(low, high)}{rng.choice(LETTERS)}{rng.choice(LETTERS)}",
        "huisnummer": rng.randint(1, 250),
        "straat": rng.choice(STREETS),
        "plaats": plaats,
    }


def _zoek(p: dict[str, Any]) -> str:
    fields = ("voornaam", "achternaam", "email", "telefoonnummer", "postcode", "straat", "plaats")
    return search_text([p[f] for f in fields], telefoonnummer=p["telefoonnummer"])


def generate(orders: int, customers: int) -> dict[str, list[tuple[Any, ...]]]:
    """Rows for products, order days (two a week over three years), rows, customers, orders and lines."""
    rng = random.Random(2026)
    today = date(2026, 11, 23)
    products = [(n, f"Soep {n}", f"{n}-soep-{n}", 550 + 25 * (n % 5), 50 * (n % 2)) for n in range(1, 13)]
    days, rows = [], []
    first = today - timedelta(days=3 * 365)
    day = first
    while day <= today:
        for offset in (1, 4):  # Tuesday and Friday-ish
            d = day + timedelta(days=offset)
            opens = datetime.combine(d - timedelta(days=6), datetime.min.time(), tzinfo=UTC) + timedelta(hours=8)
            days.append((len(days) + 1, d, opens, opens + timedelta(days=5)))
        day += timedelta(days=7)
    for day_row in days:
        for k in range(4):
            product = products[(day_row[0] * 3 + k) % len(products)]
            rows.append((len(rows) + 1, day_row[0], product[0], 10_000, product[1], product[3], product[4]))
    people = [_person(rng, n) for n in range(customers)]
    customer_rows = [
        (
            n + 1,
            *(p[f] for f in ("voornaam", "achternaam", "email", "telefoonnummer", "postcode", "huisnummer")),
            p["straat"],
            p["plaats"],
            n % 40 == 0,
            _zoek(p),
        )
        for n, p in enumerate(people)
    ]
    order_rows, line_rows = [], []
    besteld: dict[int, int] = {}
    line_id = 0
    for order_id in range(1, orders + 1):
        customer = rng.randrange(customers)
        p = people[customer]
        day_row = days[min(len(days) - 1, (order_id * len(days)) // orders)]
        created = day_row[2] + timedelta(seconds=rng.randrange(5 * 86_400))
        bron = rng.choices(("webshop", "admin", "vaste_klant"), (80, 12, 8))[0]
        order_rows.append(
            (
                order_id,
                str(uuid.UUID(int=rng.getrandbits(128))),
                customer + 1,
                p["voornaam"],
                p["achternaam"],
                p["email"],
                p["telefoonnummer"],
                p["postcode"],
                p["huisnummer"],
                p["straat"],
                p["plaats"],
                rng.choice(("ophalen", "bezorgen")),
                bron,
                created,
                _zoek(p),
            )
        )
        count = rng.choices((1, 2, 3, 4), (30, 35, 20, 15))[0]
        for k in rng.sample(range(4), count):
            line_id += 1
            row = rows[(day_row[0] - 1) * 4 + k]
            amount = rng.randint(1, 3)
            besteld[row[0]] = besteld.get(row[0], 0) + amount
            line_rows.append((line_id, order_id, day_row[0], row[0], amount, row[4], row[5], row[6]))
    row_rows = [(r[0], r[1], r[2], r[3], besteld.get(r[0], 0)) for r in rows]
    return {
        "products": products,
        "order_days": [(d[0], d[1], d[2], d[3], d[2] - timedelta(days=1), d[3] + timedelta(days=2)) for d in days],
        "order_day_products": row_rows,
        "customers": customer_rows,
        "orders": order_rows,
        "order_lines": line_rows,
    }


CONTACT_COLUMNS = ("voornaam", "achternaam", "email", "telefoonnummer", "postcode", "huisnummer", "straat", "plaats")
COLUMNS = {
    "products": ("id", "naam", "slug", "prijs", "korting"),
    "order_days": (
        "id",
        "bestellingsdag",
        "bestelling_openings_timestamp",
        "bestelling_sluitings_timestamp",
        "bestelling_zichtbaar_timestamp",
        "bestelling_onzichtbaar_timestamp",
    ),
    "order_day_products": ("id", "orderday_id", "product_id", "hoeveelheid", "besteld"),
    "customers": ("id", *CONTACT_COLUMNS, "vaste_klant", "zoek"),
    "orders": ("id", "uuid", "customer_id", *CONTACT_COLUMNS, "bezorg_optie", "bron", "created_at", "zoek"),
    "order_lines": ("id", "order_id", "orderday_id", "orderday_product_id", "hoeveelheid", "naam", "prijs", "korting"),
}
EXTRA = {  # NOT NULL columns without a server default
    "products": {"status": "beschikbaar", "omschrijving": "", "visible": True},
    "order_days": {"maximale_producten_per_klant": 4, "inschrijving_geopend": False, "zichtbaar": False},
}


def fill_sqlite(path: str, data: dict[str, list[tuple[Any, ...]]]) -> None:
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA synchronous=OFF")

    def value(v: Any) -> Any:
        if isinstance(v, datetime):
            return v.strftime("%Y-%m-%d %H:%M:%S.000000")
        return v.isoformat() if isinstance(v, date) else v

    for table, rows in data.items():
        extra = EXTRA.get(table, {})
        names = (*COLUMNS[table], *extra)
        sql = f"INSERT INTO {table} ({', '.join(names)}) VALUES ({', '.join('?' * len(names))})"
        connection.executemany(sql, ([value(v) for v in row] + list(extra.values()) for row in rows))
    for table in ("orders", "customers"):  # the FTS5 trigram tables the repositories keep in step
        connection.execute(f"INSERT INTO {table}_fts (rowid, zoek) SELECT id, zoek FROM {table}")
    connection.commit()
    connection.execute("ANALYZE")
    connection.close()


async def fill_postgres(dsn: str, data: dict[str, list[tuple[Any, ...]]]) -> None:
    import asyncpg

    connection = await asyncpg.connect(dsn)
    try:
        for table, rows in data.items():
            extra = EXTRA.get(table, {})
            records = [(*row, *extra.values()) for row in rows]
            await connection.copy_records_to_table(table, records=records, columns=[*COLUMNS[table], *extra])
            await connection.execute(
                f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), (SELECT max(id) FROM {table}))"
            )
        await connection.execute("VACUUM ANALYZE")  # what autovacuum does soon after a bulk load
    finally:
        await connection.close()


def server(database_url: str, tmp: str) -> contextlib.AbstractContextManager[str]:
    env = {**os.environ, "SOEP_DATA_DIR": tmp, "SOEP_SECRET_KEY": "bench-secret", "SOEP_DATABASE_URL": database_url}
    return serving(env)


def soep(env: dict[str, str], *args: str) -> None:
    subprocess.run([str(SOEP), *args], env=env, check=True, capture_output=True)


def _code_in_outbox(outbox: Path) -> re.Match[str] | None:
    files = sorted(outbox.glob("*.eml")) if outbox.exists() else []
    if not files:
        return None
    message = email.message_from_bytes(files[-1].read_bytes(), policy=email.policy.default)
    part = message.get_body(preferencelist=("plain",))
    return re.search(r"\b(\d{6})\b", str(part.get_content()) if part else "")


async def login(session: aiohttp.ClientSession, base: str, outbox: Path) -> str:
    started = await (await session.post(f"{base}/web/login", json={"email": STAFF, "password": PASSWORD})).json()
    for _ in range(100):
        match = await asyncio.to_thread(_code_in_outbox, outbox)
        if match:
            break
        await asyncio.sleep(0.1)
    else:
        sys.exit("Geen inlogcode in de outbox.")
    body = {"code": match.group(1), "user": started["user"], "loginToken": started["loginToken"]}
    response = await session.post(f"{base}/web/validate-2fa-code", json=body)
    assert response.status == 200, await response.text()
    return str(await response.json())


def p(times: list[float], fraction: float) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))] * 1000


async def measure(base: str, outbox: Path, data: dict[str, list[tuple[Any, ...]]]) -> list[tuple[str, str, Any]]:
    rng = random.Random(7)
    customers = data["customers"]
    target = rng.choice(customers)
    surname_fragment = "eijk" if any("eijk" in c[2] for c in customers) else "dijk"
    calls = [
        ("ingelogd, zonder lijst (referentie)", "/web/get-logged-in-user"),
        ("eerste pagina bestellingen", "/web/admin/get_orders"),
        ("pagina 4000", "/web/admin/get_orders?page=4000"),
        ("zoeken op e-mailadres", f"/web/admin/search_orders/{target[3]}"),
        ("zoeken op postcode (met spatie)", f"/web/admin/search_orders/{target[5][:4]}%20{target[5][4:]}"),
        (f"zoeken op deel achternaam '{surname_fragment}'", f"/web/admin/search_orders/{surname_fragment}"),
        ("klant met bestellingen", f"/web/admin/refresh_customer/{target[0]}"),
        ("klanten zoeken op deel naam", "/web/admin/search_customers/bakk"),
    ]
    results = []
    async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as session:  # a cookie for an IP
        await login(session, base, outbox)
        for label, path in calls:
            times: list[float] = []
            info: Any = None
            for _ in range(RUNS + 2):
                started = time.perf_counter()
                async with session.get(f"{base}{path}") as response:
                    answer = await response.json()
                    assert response.status == 200, answer
                times.append(time.perf_counter() - started)
                info = answer.get("total", len(answer.get("orders", []))) if isinstance(answer, dict) else ""
            times = times[2:]  # the first two warm the caches
            results.append(
                (label, f"p50 {p(times, 0.5):6.1f}  p95 {p(times, 0.95):6.1f}  max {max(times) * 1000:6.1f}", info)
            )
    return results


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--orders", type=int, default=200_000)
    parser.add_argument("--customers", type=int, default=20_000)
    add_database_options(parser, postgres="postgresql://postgres@127.0.0.1:5432/test")
    args = parser.parse_args()
    started = time.perf_counter()
    data = generate(args.orders, args.customers)
    print(
        f"gegevens: {len(data['orders'])} bestellingen, {len(data['order_lines'])} regels, "
        f"{len(data['customers'])} klanten, {len(data['order_days'])} besteldagen "
        f"(gemaakt in {time.perf_counter() - started:.1f} s)"
    )
    for name, postgres in chosen_databases(args):
        with tempfile.TemporaryDirectory(prefix="soep-bench-") as tmp:
            if postgres is None:
                url = f"sqlite+aiosqlite:///{tmp}/bench.sqlite3"
                dsn = f"{tmp}/bench.sqlite3"
            else:
                dsn = postgres
                url = dsn.replace("postgresql://", "postgresql+asyncpg://")
            env = {**os.environ, "SOEP_DATA_DIR": tmp, "SOEP_SECRET_KEY": "bench-secret", "SOEP_DATABASE_URL": url}
            soep(env, "db", "upgrade")
            filled = time.perf_counter()
            if name == "sqlite":
                fill_sqlite(dsn, data)
            else:
                asyncio.run(fill_postgres(dsn, data))
            print(f"\n{name}: gevuld in {time.perf_counter() - filled:.1f} s")
            soep(
                env,
                "users",
                "create",
                "--email",
                STAFF,
                "--name",
                "Bench",
                "--rol",
                "beheerder",
                "--password",
                PASSWORD,
            )
            with server(url, tmp) as base:
                rows = asyncio.run(measure(base, Path(tmp) / "outbox", data))
            print(f"  {'aanroep':<40} {'ms (20 keer)':<36} resultaten")
            for label, figures, info in rows:
                print(f"  {label:<40} {figures:<36} {info}")


if __name__ == "__main__":
    main()
