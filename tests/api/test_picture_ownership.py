"""A picture belongs to its product (issue 10, point 3): no operation through one product touches another's
pictures, for every role that may edit soups."""

from __future__ import annotations

from typing import Any

import pytest
from aiohttp.test_utils import TestClient

from entrypoints.web.keys import CONTAINER
from tests.api.staff import add_user, login
from tests.api.test_products_admin import form_with, jpeg

Api = TestClient[Any, Any]


async def _soup_with_picture(api: Api, headers: dict[str, str]) -> tuple[int, str]:
    product_id = int((await (await api.post("/web/admin/create_product", headers=headers)).json())["id"])
    response = await api.post(
        f"/web/admin/product-upload-extra-picture/{product_id}", data=form_with(("a.jpg", jpeg())), headers=headers
    )
    assert response.status == 200, await response.text()
    return product_id, (await response.json())["pictures"][0]["uuid"]


async def _pictures(api: Api, headers: dict[str, str], product_id: int) -> list[str]:
    response = await api.post(f"/web/admin/refresh_product/{product_id}", headers=headers)
    return [p["uuid"] for p in (await response.json())["pictures"]]


@pytest.mark.parametrize("rol", ["superuser", "beheerder", "soep_coordinator"])
async def test_no_picture_operation_reaches_another_products_picture(api: Api, rol: str) -> None:
    await add_user(api, f"{rol}@example.nl", rol=rol)
    headers = {"X-CSRF-Token": (await login(api, f"{rol}@example.nl"))["token"]}
    mine, my_picture = await _soup_with_picture(api, headers)
    theirs, their_picture = await _soup_with_picture(api, headers)
    store = api.server.app[CONTAINER].image_store
    files_before = sorted(p.name for p in store._root.rglob("*"))
    assert any(their_picture in name for name in files_before)

    replaced = await api.post(
        f"/web/admin/product-upload-resized-picture/{mine}",
        data=form_with(("c.jpg", jpeg()), foto_x="0", foto_y="0", foto_width="300", foto_height="300",
                       picture=their_picture),
        headers=headers,
    )  # fmt: skip
    assert replaced.status == 404
    assert (await replaced.json())["message"] == "Foto niet gevonden."
    deleted = await api.post(
        "/web/admin/product-delete-picture", json={"uuid": their_picture, "product": mine}, headers=headers
    )
    assert deleted.status == 404
    swapped = await api.post(
        "/web/admin/product-change-picture-position",
        json={"other": their_picture, "clicked": my_picture},
        headers=headers,
    )
    assert swapped.status == 404
    swapped = await api.post(
        "/web/admin/product-change-picture-position",
        json={"other": my_picture, "clicked": their_picture, "product": theirs},
        headers=headers,
    )
    assert swapped.status == 404

    assert await _pictures(api, headers, mine) == [my_picture]
    assert await _pictures(api, headers, theirs) == [their_picture]
    assert (await api.get(f"/web/picture/{their_picture}")).status == 200  # its files are still there
    assert sorted(p.name for p in store._root.rglob("*")) == files_before  # nothing stored, nothing deleted


async def test_own_picture_operations_still_work_with_the_product_named(api: Api) -> None:
    await add_user(api, "baas@example.nl", rol="beheerder")
    headers = {"X-CSRF-Token": (await login(api, "baas@example.nl"))["token"]}
    mine, first = await _soup_with_picture(api, headers)
    response = await api.post(
        f"/web/admin/product-upload-extra-picture/{mine}", data=form_with(("b.jpg", jpeg())), headers=headers
    )
    second = (await response.json())["pictures"][1]["uuid"]
    swapped = await api.post(
        "/web/admin/product-change-picture-position",
        json={"other": second, "clicked": first, "product": mine},
        headers=headers,
    )
    assert [p["uuid"] for p in (await swapped.json())["pictures"]] == [second, first]
    deleted = await api.post(
        "/web/admin/product-delete-picture", json={"uuid": first, "product": mine}, headers=headers
    )
    assert deleted.status == 200
    assert await _pictures(api, headers, mine) == [second]
