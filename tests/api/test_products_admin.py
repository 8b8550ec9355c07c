"""The soups screens' calls: draft, edit (slug, price in cents, sanitised description), pictures, delete."""

from __future__ import annotations

import io
from typing import Any

from aiohttp import FormData
from aiohttp.test_utils import TestClient
from PIL import Image

from tests.api.shop_data import add_open_day, checkout
from tests.api.staff import add_user, login

Api = TestClient[Any, Any]


async def staff(api: Api) -> dict[str, str]:
    await add_user(api, "coordinator@example.nl", rol="soep_coordinator")
    session = await login(api, "coordinator@example.nl")
    return {"X-CSRF-Token": session["token"]}


def jpeg(width: int = 900, height: int = 600, colour: tuple[int, int, int] = (200, 80, 40)) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), colour).save(buffer, "JPEG")
    return buffer.getvalue()


def form_with(*files: tuple[str, bytes], **fields: str) -> FormData:
    form = FormData()
    for name, value in fields.items():
        form.add_field(name, value)
    for n, (filename, data) in enumerate(files):
        form.add_field(f"image_{n}", data, filename=filename, content_type="image/jpeg")
    return form


async def new_soup(api: Api, headers: dict[str, str], **fields: Any) -> int:
    product_id = int((await (await api.post("/web/admin/create_product", headers=headers)).json())["id"])
    body = {
        "naam": "Erwtensoep met Worst",
        "status": "beschikbaar",
        "prijs": 550,
        "korting": 50,
        "omschrijving": "<p>Stevig</p>",
        "visible": True,
        **fields,
    }
    response = await api.post(f"/web/admin/update_product/{product_id}", json=body, headers=headers)
    assert response.status == 200, await response.text()
    return product_id


async def test_draft_then_edit_gives_the_slug(api: Api) -> None:
    headers = await staff(api)
    created = await api.post("/web/admin/create_product", headers=headers)
    product_id = (await created.json())["id"]
    draft = await (await api.post(f"/web/admin/refresh_product/{product_id}", headers=headers)).json()
    assert draft["status"] == "concept" and draft["label"] == "Preview"
    body = {
        "naam": "Pompoensoep",
        "status": "beschikbaar",
        "prijs": "4,50",
        "korting": 0,
        "omschrijving": '<p onclick="x()">Romig<script>alert(1)</script></p>',
        "visible": True,
    }
    response = await api.post(f"/web/admin/update_product/{product_id}", json=body, headers=headers)
    assert (await response.json())["slug"] == f"{product_id}-pompoensoep"
    product = await (await api.post(f"/web/admin/refresh_product/{product_id}", headers=headers)).json()
    assert product["prijs"] == 450 and product["totaal"] == 450 and product["label"] is None
    assert product["omschrijving"] == "<p>Romig</p>"
    shop = await (await api.get("/web/get_products")).json()
    assert [p["id"] for p in shop] == [product_id]


async def test_bad_product_fields(api: Api) -> None:
    headers = await staff(api)
    product_id = (await (await api.post("/web/admin/create_product", headers=headers)).json())["id"]
    body = {"naam": " ", "status": "weg", "prijs": "vier", "korting": 100, "omschrijving": ""}
    response = await api.post(f"/web/admin/update_product/{product_id}", json=body, headers=headers)
    assert response.status == 422
    assert set((await response.json())["errors"]) == {"naam", "status", "prijs"}
    discount = {**body, "naam": "Soep", "status": "concept", "prijs": 100, "korting": 200}
    response = await api.post(f"/web/admin/update_product/{product_id}", json=discount, headers=headers)
    assert (await response.json())["errors"] == {"korting": ["De korting mag niet hoger zijn dan de prijs."]}


async def test_pictures_upload_crop_reorder_and_delete(api: Api) -> None:
    headers = await staff(api)
    product_id = await new_soup(api, headers)
    up = await api.post(
        f"/web/admin/product-upload-extra-picture/{product_id}",
        data=form_with(("a.jpg", jpeg()), ("b.jpg", jpeg(colour=(10, 120, 10))), amountOfPictures="2"),
        headers=headers,
    )
    assert up.status == 200, await up.text()
    pictures = (await up.json())["pictures"]
    assert [p["position"] for p in pictures] == [1, 2]
    first, second = pictures[0]["uuid"], pictures[1]["uuid"]
    image = await api.get(f"/web/picture/{first}?size=320", headers={"Accept": "image/webp"})
    assert image.status == 200 and image.headers["Content-Type"] == "image/webp"
    assert "immutable" in image.headers["Cache-Control"] and image.headers["ETag"]

    swapped = await api.post(
        "/web/admin/product-change-picture-position", json={"other": second, "clicked": first}, headers=headers
    )
    assert [p["uuid"] for p in (await swapped.json())["pictures"]] == [second, first]

    cropped = await api.post(
        f"/web/admin/product-upload-resized-picture/{product_id}",
        data=form_with(("c.jpg", jpeg()), foto_x="100", foto_y="0", foto_width="600", foto_height="600", picture=first),
        headers=headers,
    )
    pictures = (await cropped.json())["pictures"]
    assert len(pictures) == 2 and first not in [p["uuid"] for p in pictures]
    new_uuid = pictures[1]["uuid"]
    with Image.open(io.BytesIO(await (await api.get(f"/web/picture/{new_uuid}?format=jpg")).read())) as img:
        assert img.width == img.height
    assert (await api.get(f"/web/picture/{first}")).status == 404

    deleted = await api.post("/web/admin/product-delete-picture", json={"uuid": second}, headers=headers)
    assert (await deleted.json())["message"] == "Foto verwijderd."
    assert [p["position"] for p in (await deleted.json())["product"]["pictures"]] == [1]


async def test_uploads_that_are_not_pictures_get_a_dutch_422(api: Api) -> None:
    headers = await staff(api)
    product_id = await new_soup(api, headers)
    response = await api.post(
        f"/web/admin/product-upload-extra-picture/{product_id}",
        data=form_with(("virus.jpg", b"MZ not a picture at all")),
        headers=headers,
    )
    assert response.status == 422
    assert (await response.json())["errors"] == {
        "image_0": ["Het bestand is geen geldige foto (gebruik JPG, PNG of WebP)."]
    }
    empty = await api.post(f"/web/admin/product-upload-extra-picture/{product_id}", data=form_with(), headers=headers)
    assert (await empty.json())["errors"] == {"images": ["Kies een foto om te uploaden."]}


async def test_a_soup_with_orders_cannot_be_deleted(api: Api) -> None:
    headers = await staff(api)
    sold = await new_soup(api, headers)
    unsold = await new_soup(api, headers, naam="Tomatensoep")
    day = await add_open_day(api, {sold: 5})
    assert (await api.post("/web/bestellen", json=checkout({day.products[0].id: 1}))).status == 200
    refused = await api.post(f"/web/admin/delete_product/{sold}", headers=headers)
    assert refused.status == 422 and "kan daarom niet worden verwijderd" in (await refused.json())["message"]
    other_day = await add_open_day(api, {unsold: 3})
    assert other_day.id
    ok = await api.post(f"/web/admin/delete_product/{unsold}", headers=headers)
    assert (ok.status, (await ok.json())["message"]) == (200, "Product verwijderd.")
    products = await (await api.get("/web/admin/get_products")).json()
    assert [p["id"] for p in products] == [sold]
