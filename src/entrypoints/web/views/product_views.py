"""The soups screens' calls (document 2, section 7 'Products') and the product pictures."""

from __future__ import annotations

from typing import Any

import attrs
from aiohttp import web

from adapters.serialization import structure
from entrypoints.web.auth import staff_view
from entrypoints.web.errors import read_json
from entrypoints.web.keys import CONTAINER
from entrypoints.web.params import record_id
from entrypoints.web.uploads import NO_PICTURE, crop_from, read_upload
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.permissions import Area
from soepkern.domain.products import Product, ProductStatus
from soepkern.domain.users import User
from soepkern.services import picture_files, products_admin
from soepkern.services.picture_files import PictureFile
from soepkern.services.products_admin import ProductForm

MAX_FILES_PER_UPLOAD = 20


def admin_product_json(product: Product) -> dict[str, Any]:
    label = {ProductStatus.NIET_BESCHIKBAAR: "Sold", ProductStatus.CONCEPT: "Preview"}.get(product.status)
    return {
        "id": product.id,
        "slug": product.slug,
        "naam": product.naam,
        "status": product.status.value,
        "label": label,
        "prijs": product.prijs,
        "korting": product.korting,
        "totaal": product.price_to_pay,
        "visible": product.visible,
        "omschrijving": product.omschrijving,
        "pictures": [
            {"id": p.id, "uuid": p.uuid, "position": p.position, "name": p.name} for p in product.sorted_pictures()
        ],
    }


@staff_view(Area.PRODUCTS)
async def get_products(request: web.Request, _actor: User) -> web.Response:
    products = await products_admin.list_products(request.app[CONTAINER].uow_factory)
    return web.json_response([admin_product_json(p) for p in products])


@staff_view(Area.PRODUCTS)
async def create_product(request: web.Request, _actor: User) -> web.Response:
    product_id = await products_admin.create_draft(request.app[CONTAINER].uow_factory)
    return web.json_response({"id": product_id})


@staff_view(Area.PRODUCTS)
async def update_product(request: web.Request, _actor: User) -> web.Response:
    container = request.app[CONTAINER]
    form = structure(await read_json(request), ProductForm)
    product = await products_admin.update_product(record_id(request), form, container.sanitizer, container.uow_factory)
    return web.json_response({"slug": product.slug, "product": admin_product_json(product)})


@staff_view(Area.PRODUCTS)
async def delete_product(request: web.Request, _actor: User) -> web.Response:
    await picture_files.delete_product(record_id(request), request.app[CONTAINER].picture_ports)
    return web.json_response({"message": "Product verwijderd."})


@staff_view(Area.PRODUCTS)
async def refresh_product(request: web.Request, _actor: User) -> web.Response:
    product = await products_admin.get_product(record_id(request), request.app[CONTAINER].uow_factory)
    return web.json_response(admin_product_json(product))


async def _upload(request: web.Request, *, cropped: bool) -> web.Response:
    product_id = record_id(request, "product")
    await products_admin.get_product(product_id, request.app[CONTAINER].uow_factory)  # 404 before the upload is read
    upload = await read_upload(request)
    files = [PictureFile(f.field, f.filename, f.data) for f in upload.files[:MAX_FILES_PER_UPLOAD]]
    if not files:
        raise ValidationFailed.single("images", NO_PICTURE)
    crop = crop_from(upload.fields) if cropped else None
    replaces = (upload.fields.get("picture") or None) if cropped else None
    product = await picture_files.upload_product_pictures(
        product_id,
        files,
        request.app[CONTAINER].picture_ports,
        name=upload.fields.get("name") or None,
        crop=crop,
        replaces=replaces,
    )
    return web.json_response(admin_product_json(product))


@staff_view(Area.PRODUCTS)
async def upload_extra_picture(request: web.Request, _actor: User) -> web.Response:
    return await _upload(request, cropped=False)


@staff_view(Area.PRODUCTS)
async def upload_resized_picture(request: web.Request, _actor: User) -> web.Response:
    return await _upload(request, cropped=True)


@attrs.frozen
class PictureBody:
    uuid: str
    product: int | None = None  # when sent, the picture must belong to this product


@attrs.frozen
class SwapBody:
    other: str
    clicked: str
    product: int | None = None


@staff_view(Area.PRODUCTS)
async def delete_picture(request: web.Request, _actor: User) -> web.Response:
    body = structure(await read_json(request), PictureBody)
    product = await picture_files.delete_product_picture(
        body.uuid, request.app[CONTAINER].picture_ports, product_id=body.product
    )
    return web.json_response({"message": "Foto verwijderd.", "product": admin_product_json(product)})


@staff_view(Area.PRODUCTS)
async def change_picture_position(request: web.Request, _actor: User) -> web.Response:
    body = structure(await read_json(request), SwapBody)
    uow_factory = request.app[CONTAINER].uow_factory
    product = await products_admin.swap_pictures(body.other, body.clicked, uow_factory, product_id=body.product)
    return web.json_response(admin_product_json(product))
