"""Uploads are bounded in memory and time (issue 10, point 2): limits enforced while the multipart body streams in,
the pixel count checked from the header before decoding."""

from __future__ import annotations

import io
from typing import Any

import pytest
from aiohttp import FormData
from aiohttp.test_utils import TestClient
from PIL import Image

from adapters.images.pillow_store import MAX_PIXELS, TOO_MANY_PIXELS
from entrypoints.web.uploads import MAX_FILES, MAX_REQUEST_BYTES, TOO_MANY_FILES, UPLOAD_TOO_LARGE
from tests.api.staff import add_user, login
from tests.api.test_products_admin import jpeg

Api = TestClient[Any, Any]


async def _setup(api: Api) -> tuple[dict[str, str], int]:
    await add_user(api, "baas@example.nl", rol="beheerder")
    headers = {"X-CSRF-Token": (await login(api, "baas@example.nl"))["token"]}
    product_id = int((await (await api.post("/web/admin/create_product", headers=headers)).json())["id"])
    return headers, product_id


def _form(files: list[tuple[str, bytes]]) -> FormData:
    form = FormData()
    for n, (name, data) in enumerate(files):
        form.add_field(f"image_{n}", data, filename=name, content_type="image/png")
    return form


def png(width: int, height: int) -> bytes:
    buffer = io.BytesIO()
    Image.new("1", (width, height)).save(buffer, "PNG")  # one bit per pixel: tiny on disk, huge when decoded
    return buffer.getvalue()


async def _pictures(api: Api, headers: dict[str, str], product_id: int) -> list[Any]:
    response = await api.post(f"/web/admin/refresh_product/{product_id}", headers=headers)
    return list((await response.json())["pictures"])


async def test_more_files_than_allowed_are_refused_and_nothing_is_stored(api: Api) -> None:
    headers, product_id = await _setup(api)
    small = jpeg(40, 40)
    response = await api.post(
        f"/web/admin/product-upload-extra-picture/{product_id}",
        data=_form([(f"{n}.jpg", small) for n in range(MAX_FILES + 1)]),
        headers=headers,
    )
    assert response.status == 422
    assert (await response.json())["message"] == TOO_MANY_FILES
    assert await _pictures(api, headers, product_id) == []


async def test_a_request_larger_than_the_total_is_refused_while_reading(api: Api) -> None:
    headers, product_id = await _setup(api)
    chunk = b"\x89PNG" + b"\x00" * (9 * 1024 * 1024)
    count = MAX_REQUEST_BYTES // len(chunk) + 1
    response = await api.post(
        f"/web/admin/product-upload-extra-picture/{product_id}",
        data=_form([(f"{n}.png", chunk) for n in range(count)]),
        headers=headers,
    )
    assert response.status == 422
    assert (await response.json())["message"] == UPLOAD_TOO_LARGE


@pytest.mark.parametrize("side", [int((MAX_PIXELS * 1.2) ** 0.5), int((MAX_PIXELS * 3) ** 0.5)])
async def test_too_many_pixels_is_refused_from_the_header(api: Api, side: int) -> None:
    headers, product_id = await _setup(api)
    response = await api.post(
        f"/web/admin/product-upload-extra-picture/{product_id}", data=_form([("bom.png", png(side, side))]),
        headers=headers,
    )  # fmt: skip
    assert response.status == 422
    assert (await response.json())["errors"] == {"image_0": [TOO_MANY_PIXELS]}


@pytest.mark.parametrize("value", ["1e400", "-1e400", "nan", "inf", str(2**63), "1e20", "x"])
async def test_hostile_crop_numbers_are_a_dutch_422(api: Api, value: str) -> None:
    headers, product_id = await _setup(api)
    form = _form([("a.jpg", jpeg(60, 60))])
    for key in ("foto_x", "foto_y", "foto_height"):
        form.add_field(key, "10")
    form.add_field("foto_width", value)
    response = await api.post(f"/web/admin/product-upload-resized-picture/{product_id}", data=form, headers=headers)
    assert response.status == 422
    assert (await response.json())["errors"] == {"image": ["De uitsnede van de foto is ongeldig."]}


async def test_long_names_and_file_names_are_cut_to_the_column(api: Api) -> None:
    headers, product_id = await _setup(api)
    crop = {"foto_x": "0", "foto_y": "0", "foto_width": "9", "foto_height": "9"}
    for kind, extra in (("extra", {}), ("resized", crop)):
        form = _form([("n" * 900 + ".jpg", jpeg(60, 60))])
        for key, value in {"name": "é" * 999, **extra}.items():
            form.add_field(key, value)
        response = await api.post(f"/web/admin/product-upload-{kind}-picture/{product_id}", data=form, headers=headers)
        assert response.status == 200, await response.text()
        assert all(len(p["name"]) <= 255 for p in (await response.json())["pictures"])
