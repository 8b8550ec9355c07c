"""Container labels as a PDF on a standard A4 label sheet (fpdf2; layout in `soepkern.domain.container_labels`)."""

from __future__ import annotations

from collections.abc import Sequence

from fpdf import FPDF

from adapters.files.kitchen_pdf import plain
from soepkern.domain.container_labels import POINT_MM, LabelContent, layout_labels
from soepkern.domain.label_sheets import LabelSheet, Measure

FONT = "Helvetica"
ASCENT = 0.8
"""The top of a line to its baseline, as a part of the font size (Helvetica's capitals reach about 0.72)."""


def _measure(pdf: FPDF, style: str) -> Measure:
    """The printed width in mm of a text (as Helvetica prints it) at a size, in this style."""

    def measure(text: str, size: float) -> float:
        pdf.set_font(FONT, style=style, size=size)
        return float(pdf.get_string_width(plain(text)))

    return measure


def render_labels(contents: Sequence[LabelContent], sheet: LabelSheet, start: int, title: str) -> bytes:
    """One page per sheet; a label's lines at the places the domain's layout gives, positions before `start` on the
    first sheet left empty. An empty list gives one empty sheet (a valid PDF)."""
    pdf = FPDF(format="A4", unit="mm")
    pdf.set_title(plain(title))
    pdf.set_lang("nl")
    pdf.set_auto_page_break(auto=False)
    pdf.set_margins(0, 0, 0)

    placed = layout_labels(contents, sheet, start, _measure(pdf, ""), _measure(pdf, "B"))
    pdf.add_page()
    for label in placed:  # in print order: a label's sheet is the current one or the next
        while pdf.page < label.box.page + 1:
            pdf.add_page()
        for line in label.lines:
            pdf.set_font(FONT, style="B" if line.bold else "", size=line.size)
            pdf.text(line.x, line.y + line.size * POINT_MM * ASCENT, plain(line.text))
    return bytes(pdf.output())
