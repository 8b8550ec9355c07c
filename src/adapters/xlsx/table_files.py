"""Spreadsheet files written row by row, in bounded memory: xlsx (openpyxl write-only) and csv for Dutch Excel.

xlsx: real number and date cells, money in euros with the euro format, a bold frozen header row and an autofilter.
csv: UTF-8 with a byte order mark (so Excel reads the accents right), `;` between fields, decimal commas and
dd-mm-yyyy dates, which is what Excel with Dutch regional settings expects when the file is opened by double-click.
Text stays text: a name or remark that starts like a formula (`=`, `+`, `-`, `@`) is a text cell in xlsx and starts
with an apostrophe in csv, so a spreadsheet never runs what a visitor typed.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence
from datetime import date, datetime, tzinfo
from pathlib import Path
from typing import IO, Any

from openpyxl import Workbook, load_workbook
from openpyxl.cell import WriteOnlyCell
from openpyxl.styles import Font
from openpyxl.utils import get_column_letter

from adapters.xlsx.text_cells import as_text_cell, csv_text
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.order_export import ExportColumn, Kind

EURO_FORMAT = "[$€-413] #,##0.00"
DATE_FORMAT = "dd-mm-yyyy"
MOMENT_FORMAT = "dd-mm-yyyy hh:mm"
FORMATS = {Kind.EURO: EURO_FORMAT, Kind.DATE: DATE_FORMAT, Kind.MOMENT: MOMENT_FORMAT}


def _local(moment: datetime, tz: tzinfo) -> datetime:
    """Spreadsheets know no time zones: the business time, without its zone."""
    return moment.astimezone(tz).replace(tzinfo=None) if moment.tzinfo else moment


class XlsxTableSink:
    def __init__(self, path: Path | IO[bytes], title: str, columns: Sequence[ExportColumn], tz: tzinfo) -> None:
        self._path = path
        self._columns = list(columns)
        self._tz = tz
        self._workbook = Workbook(write_only=True)
        self._sheet: Any = self._workbook.create_sheet(title)
        self._sheet.freeze_panes = "A2"
        for index, column in enumerate(self._columns, start=1):
            self._sheet.column_dimensions[get_column_letter(index)].width = column.width
        bold = Font(bold=True)
        header = []
        for column in self._columns:
            cell = as_text_cell(WriteOnlyCell(self._sheet, value=column.title))
            cell.font = bold
            header.append(cell)
        self._sheet.append(header)
        self._rows = 1

    def append(self, values: Sequence[object]) -> None:
        row: list[object] = []
        for column, value in zip(self._columns, values, strict=True):
            if column.kind is Kind.EURO and isinstance(value, int):
                value = value / 100
            elif column.kind is Kind.MOMENT and isinstance(value, datetime):
                value = _local(value, self._tz)
            number_format = FORMATS.get(column.kind)
            if number_format is None:
                row.append(as_text_cell(WriteOnlyCell(self._sheet, value=value)) if isinstance(value, str) else value)
                continue
            cell = WriteOnlyCell(self._sheet, value=value)
            cell.number_format = number_format
            row.append(cell)
        self._sheet.append(row)
        self._rows += 1

    def close(self) -> None:
        last = get_column_letter(len(self._columns))
        self._sheet.auto_filter.ref = f"A1:{last}{self._rows}"
        self._workbook.save(self._path)  # a path or a file object


def _dutch(kind: Kind, value: object, tz: tzinfo) -> str:
    if value is None:
        return ""
    if kind is Kind.EURO and isinstance(value, int):
        sign = "-" if value < 0 else ""
        euros, cents = divmod(abs(value), 100)
        return f"{sign}{euros},{cents:02d}"
    if kind is Kind.MOMENT and isinstance(value, datetime):
        return _local(value, tz).strftime("%d-%m-%Y %H:%M")
    if kind is Kind.DATE and isinstance(value, date):
        return value.strftime("%d-%m-%Y")
    return csv_text(value) if isinstance(value, str) else str(value)


class CsvTableSink:
    def __init__(self, path: Path, columns: Sequence[ExportColumn], tz: tzinfo) -> None:
        self._columns = list(columns)
        self._tz = tz
        self._file = path.open("w", encoding="utf-8-sig", newline="")
        self._writer = csv.writer(self._file, delimiter=";", lineterminator="\r\n")
        self._writer.writerow([csv_text(c.title) for c in self._columns])

    def append(self, values: Sequence[object]) -> None:
        self._writer.writerow(
            [_dutch(column.kind, value, self._tz) for column, value in zip(self._columns, values, strict=True)]
        )

    def close(self) -> None:
        self._file.close()


UNKNOWN_FORMAT = "Gebruik een .xlsx- of .csv-bestand."
UNREADABLE = "Het bestand kan niet worden gelezen."
EMPTY = "Het bestand is leeg."


def _text(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, datetime):
        return value.strftime("%d-%m-%Y")
    return str(value)


def read_table(path: Path) -> tuple[list[str], list[tuple[int, list[str]]]]:
    """The header and the rows (row number, cells as text) of the first sheet of an .xlsx file or of a .csv file
    (UTF-8 with or without BOM, or Windows-1252; `;`, `,` or tab between fields)."""
    suffix = path.suffix.lower()
    if suffix not in (".xlsx", ".csv"):
        raise ValidationFailed.single("bestand", UNKNOWN_FORMAT)
    try:
        lines = _xlsx_lines(path) if suffix == ".xlsx" else _csv_lines(path)
    except Exception as exc:  # a damaged or foreign file: openpyxl and zipfile raise many kinds
        raise ValidationFailed.single("bestand", UNREADABLE) from exc
    if not lines:
        raise ValidationFailed.single("bestand", EMPTY)
    return lines[0], [(number, cells) for number, cells in enumerate(lines[1:], start=2)]


def _xlsx_lines(path: Path) -> list[list[str]]:
    workbook = load_workbook(path, read_only=True, data_only=True)
    try:
        return [[_text(v) for v in row] for row in workbook.worksheets[0].iter_rows(values_only=True)]
    finally:
        workbook.close()


def _csv_lines(path: Path) -> list[list[str]]:
    raw = path.read_bytes()
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = raw.decode("cp1252")
    sample = text[:4096]
    try:
        delimiter = csv.Sniffer().sniff(sample, delimiters=";,\t").delimiter
    except csv.Error:
        delimiter = ";"  # one column, or too little to tell
    return list(csv.reader(text.splitlines(), delimiter=delimiter))


def xlsx_bytes(title: str, columns: Sequence[ExportColumn], rows: Iterable[Sequence[object]], tz: tzinfo) -> bytes:
    """A small workbook in memory (for a download): the same cells as the file exports."""
    buffer = io.BytesIO()
    sink = XlsxTableSink(buffer, title, columns, tz)
    for values in rows:
        sink.append(values)
    sink.close()
    return buffer.getvalue()
