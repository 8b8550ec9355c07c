"""Small text documents as PDF (fpdf2): a title, an optional subtitle and paragraphs, on A4 with the built-in
Helvetica font (no font files to ship). Used for the demo data's yearly publications; the text stays real text, so
the files are small, searchable and read aloud by screen readers."""

from __future__ import annotations

from collections.abc import Sequence

from fpdf import FPDF

MARGIN_MM = 20


def _latin1(text: str) -> str:
    """Helvetica covers Latin-1: typographic quotes and dashes become their plain forms, anything else a '?'."""
    plain = text.replace("\u2018", "'").replace("\u2019", "'").replace("\u201c", '"').replace("\u201d", '"')
    plain = plain.replace("\u2013", "-").replace("\u2014", "-").replace("\u20ac", "EUR")
    return plain.encode("latin-1", "replace").decode("latin-1")


def text_document(title: str, paragraphs: Sequence[str], *, subtitle: str = "", author: str = "") -> bytes:
    """The PDF's bytes: the title (also the document's metadata title), the subtitle, then each paragraph."""
    pdf = FPDF(format="A4")
    pdf.set_title(_latin1(title))
    pdf.set_lang("nl")
    if author:
        pdf.set_author(_latin1(author))
    pdf.set_margins(MARGIN_MM, MARGIN_MM, MARGIN_MM)
    pdf.add_page()
    pdf.set_font("Helvetica", style="B", size=20)
    pdf.multi_cell(0, 10, _latin1(title), new_x="LMARGIN", new_y="NEXT")
    if subtitle:
        pdf.set_font("Helvetica", size=12)
        pdf.multi_cell(0, 7, _latin1(subtitle), new_x="LMARGIN", new_y="NEXT")
    pdf.ln(6)
    pdf.set_font("Helvetica", size=11)
    for paragraph in paragraphs:
        pdf.multi_cell(0, 6, _latin1(paragraph), new_x="LMARGIN", new_y="NEXT")
        pdf.ln(3)
    return bytes(pdf.output())
