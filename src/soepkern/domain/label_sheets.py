"""Standard Dutch A4 label sheets, where each label sits, and how a text is made to fit on one.

Measures are millimetres from the page's top-left corner (a PDF adapter turns them into its own coordinates).
Labels are numbered 1.. across a row, then down the rows, as printed on the sheets' packaging; `start` is the first
free position on the first sheet, so a half-used sheet can be used up.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

A4_WIDTH_MM = 210.0
A4_HEIGHT_MM = 297.0
ELLIPSIS = "…"

ERROR_UNKNOWN_SHEET = "Onbekend etiketvel."
ERROR_START = "De startpositie moet tussen 1 en {last} liggen."

Measure = Callable[[str, float], float]
"""Width in mm of a text at a font size (points); a PDF adapter passes its font's measure."""


@attrs.frozen
class LabelSheet:
    name: str
    description: str
    columns: int
    rows: int
    label_width: float
    label_height: float
    left_margin: float
    top_margin: float
    horizontal_pitch: float
    vertical_pitch: float
    page_width: float = A4_WIDTH_MM
    page_height: float = A4_HEIGHT_MM

    @property
    def per_page(self) -> int:
        return self.columns * self.rows


@attrs.frozen
class LabelBox:
    page: int
    """0-based sheet number."""
    position: int
    """1-based position on that sheet."""
    x: float
    y: float
    width: float
    height: float


# As sold: 3x7 of 70 x 42.3 mm (e.g. Avery 3652, 21 per sheet, no side margins) and 2x7 of 99.1 x 38.1 mm (e.g.
# Avery L7163, 14 per sheet, 4.65 mm side and 15.15 mm top margins, 2.5 mm between the columns).
SHEETS: tuple[LabelSheet, ...] = (
    LabelSheet(
        name="3x7",
        description="A4, 3 × 7 etiketten van 70 × 42,3 mm",
        columns=3,
        rows=7,
        label_width=70.0,
        label_height=42.3,
        left_margin=0.0,
        top_margin=0.45,
        horizontal_pitch=70.0,
        vertical_pitch=42.3,
    ),
    LabelSheet(
        name="2x7",
        description="A4, 2 × 7 etiketten van 99,1 × 38,1 mm",
        columns=2,
        rows=7,
        label_width=99.1,
        label_height=38.1,
        left_margin=4.65,
        top_margin=15.15,
        horizontal_pitch=101.6,
        vertical_pitch=38.1,
    ),
)
DEFAULT_SHEET = "3x7"


def sheet_names() -> list[str]:
    """The names a CLI lists and accepts, in a fixed order."""
    return [s.name for s in SHEETS]


def sheet_by_name(name: str) -> LabelSheet:
    for sheet in SHEETS:
        if sheet.name == name:
            return sheet
    raise ValueError(ERROR_UNKNOWN_SHEET)


def label_box(sheet: LabelSheet, index: int, start: int = 1) -> LabelBox:
    """Where label `index` (0-based, in print order) goes when the first sheet's free positions begin at `start`."""
    if index < 0:
        raise ValueError("index below 0")
    if not 1 <= start <= sheet.per_page:
        raise ValueError(ERROR_START.format(last=sheet.per_page))
    slot = index + start - 1
    page, within = divmod(slot, sheet.per_page)
    row, column = divmod(within, sheet.columns)
    return LabelBox(
        page=page,
        position=within + 1,
        x=sheet.left_margin + column * sheet.horizontal_pitch,
        y=sheet.top_margin + row * sheet.vertical_pitch,
        width=sheet.label_width,
        height=sheet.label_height,
    )


def label_boxes(sheet: LabelSheet, count: int, start: int = 1) -> list[LabelBox]:
    return [label_box(sheet, i, start) for i in range(count)]


def pages_needed(sheet: LabelSheet, count: int, start: int = 1) -> int:
    return 0 if count == 0 else label_box(sheet, count - 1, start).page + 1


@attrs.frozen
class FittedText:
    text: str
    size: float
    cut: bool


def fit_text(
    text: str,
    max_width: float,
    measure: Measure,
    size: float,
    min_size: float,
    step: float = 0.5,
) -> FittedText:
    """Shrink `text` from `size` down to `min_size` until it fits; if it still does not, cut it with '…'.

    The result is never wider than `max_width` (an empty text when not even the ellipsis fits).
    """
    _check_sizes(size, min_size, step)
    line = " ".join(text.split())
    current = size
    while current > min_size:
        if measure(line, current) <= max_width:
            return FittedText(line, current, cut=False)
        current = max(min_size, current - step)
    if measure(line, min_size) <= max_width:
        return FittedText(line, min_size, cut=False)
    return FittedText(_cut(line, max_width, measure, min_size), min_size, cut=True)


@attrs.frozen
class FittedLines:
    lines: tuple[str, ...]
    size: float
    cut: bool


def fit_lines(
    text: str,
    max_width: float,
    max_lines: int,
    measure: Measure,
    size: float,
    min_size: float,
    step: float = 0.5,
) -> FittedLines:
    """Wrap `text` on at most `max_lines` lines (a remark, an address), shrinking as `fit_text` does.

    Words are wrapped at spaces; a word wider than the label is broken. At the minimum size whatever does not fit
    on the last line is cut with '…'. No line is ever wider than `max_width`.
    """
    if max_lines < 1:
        raise ValueError("max_lines below 1")
    _check_sizes(size, min_size, step)
    current = size
    while True:
        lines = _wrap(text, max_width, measure, current)
        if lines is not None and len(lines) <= max_lines:
            return FittedLines(tuple(lines), current, cut=False)
        if current <= min_size:
            break
        current = max(min_size, current - step)
    if lines is None:
        return FittedLines((), min_size, cut=True)
    rest = " ".join(lines[max_lines - 1 :])
    last = _cut(rest, max_width, measure, min_size)
    kept = [*lines[: max_lines - 1], last] if last else lines[: max_lines - 1]
    return FittedLines(tuple(kept), min_size, cut=True)


def _check_sizes(size: float, min_size: float, step: float) -> None:
    if min_size <= 0 or size < min_size or step <= 0:
        raise ValueError("need 0 < min_size <= size and step > 0")


def _cut(line: str, max_width: float, measure: Measure, size: float) -> str:
    """The longest start of `line` followed by '…' that fits; empty when not even '…' fits."""
    for end in range(len(line) - 1, -1, -1):
        candidate = line[:end].rstrip() + ELLIPSIS
        if measure(candidate, size) <= max_width:
            return candidate
    return ""


def _wrap(text: str, max_width: float, measure: Measure, size: float) -> list[str] | None:
    """Greedy word wrap; None when not even one character fits on a line."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        candidate = f"{current} {word}" if current else word
        if measure(candidate, size) <= max_width:
            current = candidate
            continue
        if current:
            lines.append(current)
        current = word
        while measure(current, size) > max_width:
            end = len(current) - 1
            while end > 0 and measure(current[:end], size) > max_width:
                end -= 1
            if end == 0:
                return None
            lines.append(current[:end])
            current = current[end:]
    if current:
        lines.append(current)
    return lines
