"""The kitchen count of a delivery day as an A4 PDF (fpdf2, built-in Helvetica; see docs/decisions/0076)."""

from __future__ import annotations

from fpdf import FPDF

from adapters.files.pdf_documents import _latin1
from soepkern.domain.kitchen_count import KitchenCount, SoupCount
from soepkern.domain.wording import counted

MARGIN_MM = 15


def plain(text: str) -> str:
    """Text Helvetica can print: Latin-1, the ellipsis as three dots."""
    return _latin1(text.replace("\u2026", "..."))


def kitchen_file_name(count: KitchenCount) -> str:
    return f"keukenlijst-{count.bestellingsdag.isoformat()}.pdf"


def _portions(n: int) -> str:
    return counted(n, "portie", "porties")


def _soup(pdf: FPDF, soup: SoupCount) -> None:
    pdf.set_font("Helvetica", style="B", size=14)
    pdf.cell(0, 9, plain(f"{soup.naam}: {_portions(soup.totaal)}"), new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", size=11)
    pdf.cell(0, 6, plain(f"Ophalen: {soup.ophalen}    Bezorgen: {soup.bezorgen}"), new_x="LMARGIN", new_y="NEXT")
    for row in soup.per_lijst:
        pdf.cell(8)
        pdf.cell(0, 6, plain(f"{row.naam}: {row.porties}"), new_x="LMARGIN", new_y="NEXT")
    if soup.notities:
        pdf.set_font("Helvetica", style="I", size=10)
        pdf.cell(0, 6, "Let op:", new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("Helvetica", size=10)
        for note in soup.notities:
            parts = [p for p in (note.notitie, note.opmerking) if p]
            pdf.cell(8)
            pdf.multi_cell(
                0, 5, plain(f"{note.naam} ({note.porties}): {' / '.join(parts)}"), new_x="LMARGIN", new_y="NEXT"
            )
    pdf.ln(4)


def render_kitchen_count(count: KitchenCount) -> bytes:
    """One A4 document: the title with the day, the totals, then each soup with its split, lists and notes."""
    pdf = FPDF(format="A4")
    dutch = count.bestellingsdag.strftime("%d-%m-%Y")
    title = f"Keukenlijst leverdag {dutch}"
    pdf.set_title(title)
    pdf.set_lang("nl")
    pdf.set_margins(MARGIN_MM, MARGIN_MM, MARGIN_MM)
    pdf.set_auto_page_break(auto=True, margin=MARGIN_MM)
    pdf.add_page()
    pdf.set_font("Helvetica", style="B", size=18)
    pdf.cell(0, 10, title, new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", size=11)
    summary = (
        f"{_portions(count.totaal)} in {counted(count.bestellingen, 'bestelling', 'bestellingen')}: "
        f"ophalen {count.ophalen}, bezorgen {count.bezorgen}"
    )
    pdf.cell(0, 7, plain(summary), new_x="LMARGIN", new_y="NEXT")
    pdf.ln(4)
    if not count.soepen:
        pdf.cell(0, 7, "Er zijn nog geen bestellingen voor deze dag.", new_x="LMARGIN", new_y="NEXT")
    for soup in count.soepen:
        _soup(pdf, soup)
    return bytes(pdf.output())
