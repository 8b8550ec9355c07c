"""The staff commands (`soep orders bulk`, `soep export orders`, `soep customers list|import`) through Typer's
runner and as a real process, against a real database (SQLite and PostgreSQL); written files are read back."""

from __future__ import annotations

import asyncio
import csv
import os
import subprocess
import sys
from collections.abc import Awaitable, Callable
from datetime import date, datetime
from pathlib import Path
from typing import Any, TypeVar

import pytest
from openpyxl import load_workbook

from adapters.db.engine import create_engine
from adapters.db.unit_of_work import SqlUnitOfWorkFactory
from tests.integration import test_cli

ROOT = Path(__file__).resolve().parents[2]
T = TypeVar("T")


invoke = test_cli.invoke


@pytest.fixture
def env(tmp_path: Path, database_url: str) -> dict[str, str]:
    return {**test_cli.cli_env(tmp_path, database_url), "COLUMNS": "200"}


def in_db(database_url: str, work: Callable[[Any], Awaitable[T]], *, write: bool = False) -> T:
    """Runs `work(uow)` in its own event loop (the commands run theirs with asyncio.run, so tests stay sync)."""

    async def _run() -> T:
        engine = create_engine(database_url)
        try:
            async with SqlUnitOfWorkFactory(engine)(write=write) as uow:
                result = await work(uow)
                if write:
                    await uow.commit()
                return result
        finally:
            await engine.dispose()

    return asyncio.run(_run())


def standing_count(database_url: str) -> int:
    """How many standing customers the demo data has (several engineers' demo modules add some)."""

    async def count(uow: Any) -> int:
        return len(await uow.standing_orders.list_standing_customers())

    return in_db(database_url, count)


def demo_row(database_url: str) -> tuple[int, date]:
    """The first soup row of the demo day that is open now (five standing demo customers, 40 portions)."""

    async def find(uow: Any) -> tuple[int, date]:
        days = [d for d in await uow.order_days.list_all() if d.products and d.products[0].besteld == 0]
        day = max(days, key=lambda d: d.products[0].hoeveelheid)
        return day.products[0].id, day.bestellingsdag

    return in_db(database_url, find)


def test_orders_bulk_dry_run_then_real_run_then_rerun(env: dict[str, str], database_url: str) -> None:
    assert invoke(env, "demo-data")[0] == 0
    row, _day = demo_row(database_url)

    async def served(uow: Any) -> frozenset[int]:
        day = await uow.order_days.get_by_row(row)
        return await uow.standing_orders.served(day.id)  # type: ignore[no-any-return]

    before = in_db(database_url, lambda uow: uow.orders.list_page(1, 10)).total  # the demo's own orders
    code, output = invoke(env, "orders", "bulk", "--orderday-product", str(row), "--dry-run")
    assert code == 0, output
    assert "Joke Bakker" in output and "Krijgt een bestelling" in output
    assert "Proefbestelling: er is nog niets aangemaakt." in output
    assert in_db(database_url, lambda uow: uow.orders.list_page(1, 10)).total == before

    code, output = invoke(env, "orders", "bulk", "--orderday-product", str(row), input="n\n")
    assert code == 0 and "Geannuleerd: er is niets aangemaakt." in output
    assert in_db(database_url, served) == frozenset()
    code, output = invoke(env, "orders", "bulk", "--orderday-product", str(row), "--yes")
    assert code == 0, output
    n = standing_count(database_url)
    assert n >= 5 and f"Bestelling aangemaakt: {n} bestellingen" in output
    assert len(in_db(database_url, served)) == n
    assert in_db(database_url, lambda uow: uow.orders.list_page(1, 10)).total == before + n

    code, output = invoke(env, "orders", "bulk", "--orderday-product", str(row), "--yes")
    assert code == 0 and "alle vaste klanten hebben al een bestelling" in output


def test_orders_bulk_bad_input_exits_1_with_a_dutch_message(env: dict[str, str]) -> None:
    assert invoke(env, "demo-data")[0] == 0
    code, output = invoke(env, "orders", "bulk", "--orderday-product", "999999", "--yes")
    assert code == 1 and "Deze soep wordt op geen besteldag aangeboden." in output
    code, output = invoke(env, "orders", "bulk", "--orderday-product", "abc")
    assert code == 2 and "Traceback" not in output  # Typer's own usage error


def test_orders_bulk_refuses_all_when_portions_run_short(env: dict[str, str], database_url: str) -> None:
    assert invoke(env, "demo-data")[0] == 0
    row, _day = demo_row(database_url)

    async def shrink(uow: Any) -> None:
        day = await uow.order_days.get_by_row(row)
        day.row(row).hoeveelheid = 1
        await uow.order_days.update(day)

    in_db(database_url, shrink, write=True)
    code, output = invoke(env, "orders", "bulk", "--orderday-product", str(row), "--yes")
    assert code == 1 and "Niet genoeg porties over: 1 nodig, nog 0 beschikbaar." in output
    assert "Er is niets aangemaakt." in output
    assert in_db(database_url, lambda uow: uow.order_days.get_by_row(row)).row(row).besteld == 0


def test_export_orders_xlsx_and_csv_read_back(env: dict[str, str], database_url: str, tmp_path: Path) -> None:
    assert invoke(env, "demo-data")[0] == 0
    row, day = demo_row(database_url)
    assert invoke(env, "orders", "bulk", "--orderday-product", str(row), "--yes")[0] == 0
    n = standing_count(database_url)
    target = tmp_path / "boekhouding.xlsx"
    code, output = invoke(env, "export", "orders", "--from", str(day), "--to", str(day), "--output", str(target))
    assert code == 0, output
    assert f"Export klaar: {n} bestelregels in {target}." in output
    sheet = load_workbook(target).active
    assert sheet.freeze_panes == "A2" and sheet.auto_filter.ref == f"A1:K{n + 1}"
    rows = list(sheet.iter_rows(values_only=True))
    assert rows[0] == (
        "Bestelnummer",
        "Besteldatum",
        "Besteldag",
        "Klant",
        "Soep",
        "Porties",
        "Prijs",
        "Korting",
        "Totaal",
        "Optie",
        "Bron",
    )
    first = rows[1]
    assert (
        isinstance(first[0], int)
        and isinstance(first[1], datetime)
        and first[2] == datetime.combine(day, datetime.min.time())
    )
    assert first[5] == 1 and first[6] == 4.5 and first[8] == 4.5 and first[10] == "Vaste klant"
    assert (
        "€" in sheet.cell(row=2, column=7).number_format and sheet.cell(row=2, column=3).number_format == "dd-mm-yyyy"
    )

    target_csv = tmp_path / "boekhouding.csv"
    code, output = invoke(env, "export", "orders", "--from", str(day), "--to", str(day), "--output", str(target_csv))
    assert code == 0, output
    raw = target_csv.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    with target_csv.open(encoding="utf-8-sig", newline="") as handle:
        lines = list(csv.reader(handle, delimiter=";"))
    assert lines[0][0] == "Bestelnummer" and len(lines) == n + 1
    assert lines[1][2] == day.strftime("%d-%m-%Y") and lines[1][6] == "4,50" and lines[1][9] in ("Ophalen", "Bezorgen")


def test_export_orders_bad_input(env: dict[str, str], tmp_path: Path) -> None:
    code, output = invoke(env, "export", "orders", "--from", "23-11-2026", "--to", "2026-11-30")
    assert code == 1 and "Gebruik de vorm JJJJ-MM-DD" in output
    code, output = invoke(env, "export", "orders", "--from", "2026-11-30", "--to", "2026-11-01")
    assert code == 1 and "De einddatum ligt voor de begindatum." in output
    code, output = invoke(env, "export", "orders", "--from", "2026-11-01", "--to", "2026-11-30", "--format", "pdf")
    assert code == 1 and "Kies xlsx of csv." in output
    empty = tmp_path / "leeg.csv"
    code, output = invoke(env, "export", "orders", "--from", "2026-11-01", "--to", "2026-11-30", "--output", str(empty))
    assert code == 0 and "Export klaar: 0 bestelregels" in output
    assert len(empty.read_text(encoding="utf-8-sig").splitlines()) == 1


CSV_HEADER = (
    "voornaam;achternaam;email;postcode;huisnummer;straat;plaats;"
    "vaste_klant;vaste_klant_producten;vaste_klant_bezorgkeuze;vaste_klant_mailen\n"
)


def test_customers_import_reports_failures_then_imports_all_at_once(env: dict[str, str], tmp_path: Path) -> None:
    bad = tmp_path / "klanten.csv"
    bad.write_text(
        CSV_HEADER
        + "Anna;de Wit;anna@example.nl;3581 WS;5;Bolstraat;Utrecht;ja;2;bezorgen;ja\n"
        + "Piet;Zonder;geen-adres;3581WS;x;Bolstraat;Utrecht;ja;0;fiets;ja\n",
        encoding="utf-8-sig",
    )
    code, output = invoke(env, "customers", "import", str(bad), "--yes")
    assert code == 1
    assert "Rij 3: Het e-mailadres ontbreekt of is ongeldig." in output
    assert "Rij 3: Het huisnummer is ongeldig." in output and "Rij 3: vaste_klant_bezorgkeuze moet" in output
    assert "er is niets geïmporteerd" in output
    assert "Er zijn nog geen klanten." in invoke(env, "customers", "list")[1]

    good = tmp_path / "klanten-goed.csv"
    good.write_text(
        CSV_HEADER
        + "Anna;de Wit;anna@example.nl;3581 WS;5;Bolstraat;Utrecht;ja;2;bezorgen;ja\n"
        + "Piet;Jansen;piet@example.nl;3581WS;7;Bolstraat;Utrecht;nee;;;nee\n",
        encoding="utf-8",
    )
    code, output = invoke(env, "customers", "import", str(good), input="j\n")
    assert code == 0, output
    assert "Proefimport: 2 nieuwe klanten, 0 bijgewerkt." in output and "Geïmporteerd: 2 nieuwe klanten" in output
    code, output = invoke(env, "customers", "list", "--vaste-klanten")
    assert code == 0 and "anna@example.nl" in output and "2 × bezorgen, mailen" in output
    assert "piet@example.nl" not in output

    update = tmp_path / "update.xlsx"
    from openpyxl import Workbook

    workbook = Workbook()
    sheet = workbook.active
    sheet.append(["E-mail", "Vaste klant", "vaste_klant_producten", "Vaste klant bezorgkeuze"])
    sheet.append(["PIET@example.nl", "ja", 3, "ophalen"])
    workbook.save(update)
    code, output = invoke(env, "customers", "import", str(update), "--yes")
    assert code == 0 and "Proefimport: 0 nieuwe klanten, 1 bijgewerkt." in output
    code, output = invoke(env, "customers", "list", "--vaste-klanten")
    assert "Piet Jansen" in output and "3 × ophalen" in output and "2 klanten." in output


def test_customers_import_bad_files(env: dict[str, str], tmp_path: Path) -> None:
    code, output = invoke(env, "customers", "import", str(tmp_path / "klanten.pdf"))
    assert code == 1 and "Gebruik een .xlsx- of .csv-bestand." in output
    broken = tmp_path / "kapot.xlsx"
    broken.write_bytes(b"geen spreadsheet")
    code, output = invoke(env, "customers", "import", str(broken))
    assert code == 1 and "Het bestand kan niet worden gelezen." in output
    no_email = tmp_path / "geen-email.csv"
    no_email.write_text("naam;plaats\nAnna;Utrecht\n", encoding="utf-8")
    code, output = invoke(env, "customers", "import", str(no_email))
    assert code == 1 and "Rij 1: De kolom 'email' ontbreekt in de eerste rij." in output


def test_real_process_bulk_and_export(env: dict[str, str], database_url: str, tmp_path: Path) -> None:
    process_env = {**os.environ, **env, "PYTHONPATH": str(ROOT / "src")}
    command = [sys.executable, "-c", "from entrypoints.cli.main import main; main()"]

    def soep(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([*command, *args], env=process_env, capture_output=True, text=True, timeout=120)

    # The demo data is the set-up, not what this test proves (its own command has tests in test_cli.py): loaded
    # in-process; each real process costs seconds of start-up (decision 0131).
    assert invoke(env, "demo-data")[0] == 0
    row, day = demo_row(database_url)
    done = soep("orders", "bulk", "--orderday-product", str(row), "--yes")
    assert done.returncode == 0, done.stderr
    n = standing_count(database_url)
    assert f"Bestelling aangemaakt: {n} bestellingen" in done.stdout
    failed = soep("orders", "bulk", "--orderday-product", "0", "--yes")
    assert failed.returncode == 1 and "Deze soep wordt op geen besteldag aangeboden." in failed.stderr
    assert "Traceback" not in failed.stderr
    target = tmp_path / "export.xlsx"
    exported = soep("export", "orders", "--from", str(day), "--to", str(day), "--output", str(target))
    assert exported.returncode == 0, exported.stderr
    rows = list(load_workbook(target, read_only=True).active.iter_rows(values_only=True))
    assert len(rows) == n + 1 and {r[10] for r in rows[1:]} == {"Vaste klant"}
    # The CSV format: the same command and writer, read back in test_export_orders_xlsx_and_csv_read_back.
    bad = soep("export", "orders", "--from", "gisteren", "--to", str(day))
    assert bad.returncode == 1 and "Gebruik de vorm JJJJ-MM-DD" in bad.stderr and "Traceback" not in bad.stderr
