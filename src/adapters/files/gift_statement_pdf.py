"""The yearly gift statement "Overzicht van uw giften <jaar>" as an A4 PDF (fpdf2, built-in Helvetica; see
docs/decisions/0076 and 0082): the foundation (name, RSIN, ANBI status), the donor's name and address, every gift
(date, amount, one-off or monthly) and the total. The text stays real text, so it can be read back and searched."""

from __future__ import annotations

from fpdf import FPDF

from adapters.files.kitchen_pdf import plain
from soepkern.domain.dates import format_date
from soepkern.domain.gift_statements import Foundation, GiftStatement, title
from soepkern.domain.money import format_euro

MARGIN_MM = 20
DATE_MM = 45
KIND_MM = 55


def _euro(cents: int) -> str:
    return plain(format_euro(cents))


def _line(pdf: FPDF, text: str, *, height: float = 6) -> None:
    pdf.cell(0, height, plain(text), new_x="LMARGIN", new_y="NEXT")


def render_gift_statement(statement: GiftStatement, foundation: Foundation) -> bytes:
    """One A4 document (more pages when a donor gave very often)."""
    pdf = FPDF(format="A4")
    heading = title(statement.year)
    pdf.set_title(plain(heading))
    pdf.set_author(plain(foundation.naam))
    pdf.set_lang("nl")
    pdf.set_margins(MARGIN_MM, MARGIN_MM, MARGIN_MM)
    pdf.set_auto_page_break(auto=True, margin=MARGIN_MM)
    pdf.add_page()
    pdf.set_font("Helvetica", style="B", size=12)
    _line(pdf, foundation.naam)
    pdf.set_font("Helvetica", size=10)
    _line(pdf, f"RSIN: {foundation.rsin or '(niet ingevuld)'}", height=5)
    _line(pdf, f"ANBI-status: {'ja' if foundation.anbi else 'nee'}", height=5)
    pdf.ln(8)
    pdf.set_font("Helvetica", size=11)
    for line in statement.address_lines:
        _line(pdf, line)
    pdf.ln(8)
    pdf.set_font("Helvetica", style="B", size=18)
    _line(pdf, heading, height=10)
    pdf.set_font("Helvetica", size=11)
    intro = (
        f"Hartelijk dank voor uw steun in {statement.year}. Hieronder staan alle giften die wij in dat jaar van u "
        "hebben ontvangen."
    )
    pdf.multi_cell(0, 6, plain(intro), new_x="LMARGIN", new_y="NEXT")
    pdf.ln(4)
    pdf.set_font("Helvetica", style="B", size=11)
    pdf.cell(DATE_MM, 7, "Datum")
    pdf.cell(KIND_MM, 7, "Soort gift")
    pdf.cell(0, 7, "Bedrag", align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", size=11)
    for gift in statement.gifts:
        pdf.cell(DATE_MM, 6, format_date(gift.datum))
        pdf.cell(KIND_MM, 6, gift.soort_label)
        pdf.cell(0, 6, _euro(gift.bedrag), align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", style="B", size=11)
    pdf.cell(DATE_MM + KIND_MM, 8, "Totaal")
    pdf.cell(0, 8, _euro(statement.total), align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(6)
    pdf.set_font("Helvetica", size=10)
    pdf.multi_cell(0, 5, plain(foundation.anbi_text), new_x="LMARGIN", new_y="NEXT")
    return bytes(pdf.output())


class PdfGiftStatements:
    """The GiftStatementDocuments port."""

    def render(self, statement: GiftStatement, foundation: Foundation) -> bytes:
        return render_gift_statement(statement, foundation)
