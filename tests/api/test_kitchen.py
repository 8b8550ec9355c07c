"""The kitchen's papers of a delivery day: the kitchen count (JSON and A4 PDF) and the container labels."""

from __future__ import annotations

import io
from typing import Any

from pypdf import PdfReader

from soepkern.domain.container_labels import PADDING_MM
from soepkern.domain.label_sheets import sheet_by_name
from tests.api.delivery_data import Api, delivery_day, staff
from tests.api.staff import use_fake_clock

MM_PER_POINT = 25.4 / 72


def pdf_text(data: bytes) -> list[str]:
    return [page.extract_text() for page in PdfReader(io.BytesIO(data)).pages]


async def test_kitchen_count_json_and_pdf(api: Api) -> None:
    use_fake_clock(api)
    headers = await staff(api)
    day, orders = await delivery_day(api)
    response = await api.post(
        "/web/admin/create_deliverylist",
        json={
            "orderday": day.id,
            "naam": "Route Noord",
            "bezorger": 1,
            "status": "te bezorgen",
            "adressen": [orders["Bakker"], orders["de Vries"]],
        },
        headers=headers,
    )
    assert response.status == 200, await response.text()

    response = await api.get(f"/web/admin/get_kitchen_count/{day.id}")
    assert response.status == 200, await response.text()
    count = await response.json()
    assert (count["bestellingsdag"], count["totaal"], count["ophalen"], count["bezorgen"]) == ("2026-11-24", 11, 4, 7)
    erwt, tomaat = count["soepen"]
    assert (erwt["naam"], erwt["ophalen"], erwt["bezorgen"], erwt["totaal"]) == ("Erwtensoep", 4, 3, 7)
    assert [(r["naam"], r["porties"]) for r in erwt["per_lijst"]] == [
        ("Route Noord", 2),
        ("Nog niet op een bezorglijst", 1),
    ]
    assert [(n["naam"], n["notitie"], n["opmerking"]) for n in erwt["notities"]] == [
        ("Jan Vries", "bel aan bij de buren", ""),
        ("Jan Jansen", "", "Achterdeur"),
    ]
    assert [(r["naam"], r["porties"]) for r in tomaat["per_lijst"]] == [("Route Noord", 4)]

    response = await api.get(f"/web/admin/download_kitchen_count/{day.id}")
    assert response.status == 200
    assert response.content_type == "application/pdf"
    assert response.headers["Content-Disposition"] == 'attachment; filename="keukenlijst-2026-11-24.pdf"'
    (page,) = pdf_text(await response.read())
    assert "Keukenlijst leverdag 24-11-2026" in page
    assert "Erwtensoep: 7 porties" in page and "Tomatensoep: 4 porties" in page
    assert "Route Noord: 2" in page and "Nog niet op een bezorglijst: 1" in page
    assert "Jan Vries (2): bel aan bij de buren" in page

    assert (await api.get("/web/admin/get_kitchen_count/99999")).status == 404
    assert (await api.get("/web/admin/download_kitchen_count/99999")).status == 404


async def test_kitchen_papers_need_staff(api: Api) -> None:
    for path in (
        "/web/admin/get_kitchen_count/1",
        "/web/admin/download_kitchen_count/1",
        "/web/admin/get_label_sheets",
        "/web/admin/download_labels/1",
    ):
        assert (await api.get(path)).status == 401


def placed_texts(data: bytes) -> list[list[tuple[str, float, float]]]:
    """Per page the texts with their left edge and baseline in mm from the page's top-left corner."""
    pages = []
    for page in PdfReader(io.BytesIO(data)).pages:
        found: list[tuple[str, float, float]] = []
        height = float(page.mediabox.height)

        def visit(
            text: str, _cm: Any, tm: Any, _font: Any, _size: Any, found: Any = found, height: float = height
        ) -> None:
            if text.strip():
                found.append((text.strip(), tm[4] * MM_PER_POINT, (height - tm[5]) * MM_PER_POINT))

        page.extract_text(visitor_text=visit)
        pages.append(found)
    return pages


async def test_labels_in_route_order_on_the_chosen_sheet(api: Api) -> None:
    use_fake_clock(api)
    headers = await staff(api)
    day, orders = await delivery_day(api)
    body = {"orderday": day.id, "naam": "Noord", "bezorger": 1, "adressen": [orders["Bakker"], orders["de Vries"]]}
    assert (await api.post("/web/admin/create_deliverylist", json=body, headers=headers)).status == 200

    sheets = await (await api.get("/web/admin/get_label_sheets")).json()
    assert [(s["name"], s["per_page"]) for s in sheets] == [("3x7", 21), ("2x7", 14)]

    response = await api.get(f"/web/admin/download_labels/{day.id}?sheet=2x7&start=14")
    assert response.status == 200, await response.text()
    assert response.headers["Content-Disposition"] == 'attachment; filename="etiketten-2026-11-24.pdf"'
    first, second = placed_texts(await response.read())
    headings = [t for t in first + second if " · Jan " in t[0]]
    assert [h[0] for h in headings] == [
        f"{orders['Bakker']} · Jan Bakker",
        f"{orders['de Vries']} · Jan Vries",
        f"{orders['Jansen']} · Jan Jansen",
        f"{orders['Smit']} · Jan Smit",
    ]
    # Position 14 of the first sheet is the bottom right one; the rest starts at the top left of the next sheet.
    sheet = sheet_by_name("2x7")
    assert [t[0] for t in first if " · " in t[0]] == [headings[0][0]]
    x, y = headings[0][1], headings[0][2]
    assert abs(x - (sheet.left_margin + sheet.horizontal_pitch + PADDING_MM)) < 0.5
    assert sheet.top_margin + 6 * sheet.vertical_pitch < y < sheet.top_margin + 7 * sheet.vertical_pitch
    x, y = headings[1][1], headings[1][2]
    assert abs(x - (sheet.left_margin + PADDING_MM)) < 0.5 and sheet.top_margin < y < sheet.top_margin + 10
    texts = [t[0] for t in first + second]
    assert "Noord, stop 1" in texts and "Noord, stop 2" in texts and "Ophalen" in texts
    assert "bel aan bij de buren" in texts and "Nog niet op een bezorglijst" in texts
    assert "2× Erwtensoep, 1× Tomatensoep" in texts

    per_bak = await api.get(f"/web/admin/download_labels/{day.id}?per=bak")
    assert len(PdfReader(io.BytesIO(await per_bak.read())).pages) == 1
    bakken = [t for page in placed_texts(await per_bak.read()) for t in page if "(bak " in t[0]]
    assert len(bakken) == 11

    for query, field in (("sheet=4x4", "sheet"), ("start=22", "start"), ("start=nul", "start"), ("per=doos", "per")):
        response = await api.get(f"/web/admin/download_labels/{day.id}?{query}")
        assert response.status == 422, query
        assert field in (await response.json())["errors"]
    assert (await api.get("/web/admin/download_labels/99999")).status == 404
