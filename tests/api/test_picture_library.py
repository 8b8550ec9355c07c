"""The picture library calls: public list, managers' upload (Pillow pipeline), category and delete; roles."""

from __future__ import annotations

import io
from typing import Any

from aiohttp import FormData
from aiohttp.test_utils import TestClient
from PIL import Image

from tests.api.staff import add_user, container, login

Api = TestClient[Any, Any]


async def manager(api: Api, email: str = "beheer@example.nl", rol: str = "beheerder") -> dict[str, str]:
    await add_user(api, email, rol=rol)
    session = await login(api, email)
    return {"X-CSRF-Token": session["token"]}


def photo(width: int = 1600, height: int = 900, *, orientation: int | None = None) -> bytes:
    image = Image.new("RGB", (width, height), (40, 120, 200))
    buffer = io.BytesIO()
    if orientation is None:
        image.save(buffer, "JPEG")
    else:
        exif = Image.Exif()
        exif[0x0112] = orientation
        exif[0x010F] = "Camera Maker"
        image.save(buffer, "JPEG", exif=exif.tobytes())
    return buffer.getvalue()


def upload_form(data: bytes, filename: str = "zomerfeest.jpg", **fields: str) -> FormData:
    form = FormData()
    for name, value in fields.items():
        form.add_field(name, value)
    form.add_field("image", data, filename=filename, content_type="image/jpeg")
    return form


def stored_folders(api: Api) -> set[str]:
    root = container(api).image_store._root
    return {p.name for p in root.iterdir()} if root.exists() else set()


async def test_upload_list_category_delete(api: Api) -> None:
    headers = await manager(api)
    response = await api.post(
        "/web/upload-picture", data=upload_form(photo(orientation=6), naam="Zomerfeest 2026"), headers=headers
    )
    assert response.status == 200, await response.text()
    created = await response.json()
    assert set(created) == {"id", "uuid", "slug"}
    assert created["slug"].startswith("zomerfeest-2026-")

    listed = await (await api.get("/web/get-all-pictures")).json()
    assert listed == [{**created, "naam": "Zomerfeest 2026", "category": None}]

    # Orientation applied, metadata gone, resized variants in WebP and JPEG, cached for a year.
    small = await api.get(f"/web/picture/{created['uuid']}?w=320", headers={"Accept": "image/webp"})
    assert small.status == 200 and small.headers["Content-Type"] == "image/webp"
    assert "immutable" in small.headers["Cache-Control"]
    image = Image.open(io.BytesIO(await small.read()))
    assert image.width == 320 and image.height > image.width  # turned upright (orientation 6)
    assert not image.getexif()
    jpeg = await api.get(f"/web/picture/{created['uuid']}?w=640&format=jpg")
    assert Image.open(io.BytesIO(await jpeg.read())).width == 640

    saved = await api.post(
        f"/web/save-picture-category/{created['id']}", json={"category": "werkplaatsen_kunst"}, headers=headers
    )
    assert saved.status == 200, await saved.text()
    listed = await (await api.get("/web/get-all-pictures")).json()
    assert listed[0]["category"] == "werkplaatsen_kunst"

    deleted = await api.post(f"/web/delete-picture/{created['uuid']}", headers=headers)
    assert (await deleted.json())["message"] == "Foto verwijderd."
    assert await (await api.get("/web/get-all-pictures")).json() == []
    assert created["uuid"] not in stored_folders(api)
    assert (await api.get(f"/web/picture/{created['uuid']}")).status == 404
    again = await api.post(f"/web/delete-picture/{created['uuid']}", headers=headers)
    assert again.status == 404


async def test_name_defaults_to_the_file_name_and_category_on_upload(api: Api) -> None:
    headers = await manager(api)
    form = upload_form(photo(), filename="Tuin in de zon.jpg", category="werkplaatsen_buiten")
    created = await (await api.post("/web/upload-picture", data=form, headers=headers)).json()
    listed = await (await api.get("/web/get-all-pictures")).json()
    assert listed == [{**created, "naam": "Tuin in de zon", "category": "werkplaatsen_buiten"}]


async def test_bad_uploads_and_categories_are_422_and_leave_no_files(api: Api) -> None:
    headers = await manager(api)
    not_image = await api.post(
        "/web/upload-picture", data=upload_form(b"<?php echo 1; ?>", filename="x.jpg"), headers=headers
    )
    assert not_image.status == 422 and "image" in (await not_image.json())["errors"]
    bad_category = await api.post("/web/upload-picture", data=upload_form(photo(), category="kelder"), headers=headers)
    assert bad_category.status == 422
    assert (await bad_category.json())["errors"]["category"] == ["Kies een geldige categorie."]
    no_file = await api.post("/web/upload-picture", data={"naam": "x"}, headers=headers)
    assert no_file.status == 422
    assert stored_folders(api) == set()
    assert await (await api.get("/web/get-all-pictures")).json() == []

    created = await (await api.post("/web/upload-picture", data=upload_form(photo()), headers=headers)).json()
    for bad in ({"category": "kelder"}, {"category": 3}, {}, []):
        response = await api.post(f"/web/save-picture-category/{created['id']}", json=bad, headers=headers)
        assert response.status == 422, bad
    unknown = await api.post("/web/save-picture-category/999999", json={"category": "home"}, headers=headers)
    assert unknown.status == 404


async def test_a_failing_save_removes_the_stored_files(api: Api, monkeypatch: Any) -> None:
    headers = await manager(api)
    from soepkern.services import pictures_admin

    async def broken(*_args: Any, **_kwargs: Any) -> Any:
        raise RuntimeError("database down")

    monkeypatch.setattr(pictures_admin, "add_picture", broken)
    response = await api.post("/web/upload-picture", data=upload_form(photo()), headers=headers)
    assert response.status == 500
    assert stored_folders(api) == set()


async def test_only_managers(api: Api) -> None:
    # Without a session: 401 (the list stays public).
    assert (await api.get("/web/get-all-pictures")).status == 200
    assert (await api.post("/web/upload-picture", data=upload_form(photo()))).status == 401
    assert (await api.post("/web/save-picture-category/1", json={"category": "home"})).status == 401
    assert (await api.post("/web/delete-picture/x")).status == 401

    coordinator = await manager(api, "coordinator@example.nl", rol="soep_coordinator")
    assert (await api.post("/web/upload-picture", data=upload_form(photo()), headers=coordinator)).status == 403
    category = {"category": "home"}
    assert (await api.post("/web/save-picture-category/1", json=category, headers=coordinator)).status == 403
    assert (await api.post("/web/delete-picture/x", headers=coordinator)).status == 403
    assert stored_folders(api) == set()

    superuser = await manager(api, "super@example.nl", rol="superuser")
    assert (await api.post("/web/upload-picture", data=upload_form(photo()), headers=superuser)).status == 200
    without_csrf = await api.post("/web/upload-picture", data=upload_form(photo()))
    assert without_csrf.status == 403


async def test_publications_are_uploaded_replaced_and_served(api: Api) -> None:
    headers = await manager(api)
    pdf = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"

    def pdf_form(data: bytes) -> FormData:
        form = FormData()
        form.add_field("file", data, filename="jaarrekening.pdf", content_type="application/pdf")
        return form

    url = "/web/admin/upload-publication/publicatie_jaarrekening"
    first = await api.post(url, data=pdf_form(pdf), headers=headers)
    assert first.status == 200, await first.text()
    first_url = (await first.json())["value"]
    settings = await (await api.get("/web/get-settings")).json()
    assert {"key": "publicatie_jaarrekening", "value": first_url} in [
        {"key": v["key"], "value": v["value"]} for v in settings["variables"]
    ]
    served = await api.get(first_url)
    assert served.status == 200 and served.headers["Content-Type"] == "application/pdf"
    assert await served.read() == pdf

    second = await api.post(
        "/web/admin/upload-publication/publicatie_jaarrekening", data=pdf_form(pdf), headers=headers
    )
    second_url = (await second.json())["value"]
    assert second_url != first_url
    assert (await api.get(first_url)).status == 404  # last year's file is replaced
    assert (await api.get(second_url)).status == 200

    not_pdf = await api.post(
        "/web/admin/upload-publication/publicatie_jaarrekening", data=pdf_form(b"<html>"), headers=headers
    )
    assert not_pdf.status == 422
    unknown = await api.post("/web/admin/upload-publication/wachtwoorden", data=pdf_form(pdf), headers=headers)
    assert unknown.status == 404
    coordinator = await manager(api, "coord@example.nl", rol="soep_coordinator")
    forbidden = await api.post(
        "/web/admin/upload-publication/publicatie_jaarrekening", data=pdf_form(pdf), headers=coordinator
    )
    assert forbidden.status == 403
    assert (await api.get("/web/publicatie/../../etc/passwd")).status == 404
