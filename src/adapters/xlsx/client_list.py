"""The clients' workbook of a delivery day (openpyxl): a title, a frozen header with autofilter, one row per order,
a totals row; portions are number cells and the columns fit their content."""

from __future__ import annotations

import io

from openpyxl import Workbook
from openpyxl.styles import Font
from openpyxl.utils import get_column_letter

from adapters.xlsx.text_cells import as_text_cell
from soepkern.services.delivery_lists_admin import ClientSheet

HEADER_ROW = 3
MAX_WIDTH = 50


def render_client_list(sheet: ClientSheet) -> bytes:
    workbook = Workbook()
    ws = workbook.active
    assert ws is not None
    ws.title = "Klanten"
    as_text_cell(ws.cell(row=1, column=1, value=sheet.title)).font = Font(bold=True, size=14)
    for column, text in enumerate(sheet.header, start=1):
        as_text_cell(ws.cell(row=HEADER_ROW, column=column, value=text)).font = Font(bold=True)
    for n, row in enumerate(sheet.rows, start=HEADER_ROW + 1):
        for column, value in enumerate(row, start=1):
            as_text_cell(ws.cell(row=n, column=column, value=value))
    last_data_row = HEADER_ROW + len(sheet.rows)
    totals_row = last_data_row + 1
    for column, value in enumerate(sheet.totals, start=1):
        total = ws.cell(row=totals_row, column=column, value=value if value != "" else None)
        as_text_cell(total).font = Font(bold=True)
    last_column = get_column_letter(len(sheet.header))
    ws.freeze_panes = ws.cell(row=HEADER_ROW + 1, column=1)
    ws.auto_filter.ref = f"A{HEADER_ROW}:{last_column}{max(last_data_row, HEADER_ROW)}"
    for column in range(1, len(sheet.header) + 1):
        values = [sheet.header[column - 1]] + [str(r[column - 1]) for r in sheet.rows]
        ws.column_dimensions[get_column_letter(column)].width = min(MAX_WIDTH, max(len(v) for v in values) + 2)
    out = io.BytesIO()
    workbook.save(out)
    return out.getvalue()
