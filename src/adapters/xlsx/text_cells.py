"""Text stays text in every spreadsheet the product writes (docs/security.md, "Exports cannot carry formulas").

A value typed by a visitor or a staff member (a name, a street, a remark) that starts with `=`, `+`, `-`, `@`, a tab
or a carriage return would be read as a formula by Excel, LibreOffice or Google Sheets (`=HYPERLINK(...)`,
`-2+3+cmd|...`). Every writer passes its text cells through here:

- xlsx: the cell is typed as a string (openpyxl would otherwise store `=...` as a formula and `#N/A` as an error),
  and a text that starts like a formula gets the "quote prefix" style, so that editing the cell keeps it text;
- csv: such a text gets a leading apostrophe (OWASP's advice for CSV injection), which Excel shows and never runs.
"""

from __future__ import annotations

from typing import Any

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "\n")


def looks_like_formula(text: str) -> bool:
    return text.startswith(FORMULA_STARTS)


def csv_text(text: str) -> str:
    """A text for a csv field: an apostrophe before a text that a spreadsheet would read as a formula."""
    return f"'{text}" if looks_like_formula(text) else text


def as_text_cell(cell: Any) -> Any:
    """Marks an openpyxl cell (normal or write-only) that holds a str as text; other values are left alone."""
    if isinstance(cell.value, str):
        cell.data_type = "s"
        if looks_like_formula(cell.value):
            cell.quotePrefix = True
    return cell
