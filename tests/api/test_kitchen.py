"""The kitchen's papers of a delivery day: the kitchen count (JSON and A4 PDF) and the container labels."""

from __future__ import annotations

import io

from pypdf import PdfReader

from tests.api.delivery_data import Api, delivery_day, staff
from tests.api.staff import use_fake_clock


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
    for path in ("/web/admin/get_kitchen_count/1", "/web/admin/download_kitchen_count/1"):
        assert (await api.get(path)).status == 401
