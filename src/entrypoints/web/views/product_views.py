"""The soups screens' calls (document 2, section 7 'Products') and the product pictures."""

from __future__ import annotations

from typing import Any

import attrs
from aiohttp import web

from adapters.serialization import structure
from entrypoints.web.errors import read_json
from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.schemas import (
    BOOL,
    FILES,
    ID_ANSWER,
    INT,
    MESSAGE,
    NUMBER_OR_TEXT,
    PICTURE_FIELDS,
    STR,
    TEXT,
    array,
    message,
    nullable,
    obj,
    ref,
)
from entrypoints.web.params import record_id
from entrypoints.web.route_table import RouteTable
from entrypoints.web.uploads import NO_PICTURE, crop_from, read_upload
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.permissions import Area
from soepkern.domain.products import Product, ProductStatus
from soepkern.domain.users import User
from soepkern.services import picture_files, products_admin
from soepkern.services.picture_files import PictureFile
from soepkern.services.products_admin import ProductForm

MAX_FILES_PER_UPLOAD = 20


routes = RouteTable("soups")


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


@routes.get(
    "/web/admin/get_products",
    "Every soup",
    access=Area.PRODUCTS,
    ok=array(ref("AdminProduct")),
)
async def get_products(request: web.Request, _actor: User) -> web.Response:
    products = await products_admin.list_products(request.app[CONTAINER].uow_factory)
    return web.json_response([admin_product_json(p) for p in products])


@routes.post(
    "/web/admin/create_product",
    "A new draft soup",
    access=Area.PRODUCTS,
    ok=ID_ANSWER,
)
async def create_product(request: web.Request, _actor: User) -> web.Response:
    product_id = await products_admin.create_draft(request.app[CONTAINER].uow_factory)
    return web.json_response({"id": product_id})


@routes.post(
    "/web/admin/update_product/{id}",
    "Edit a soup",
    access=Area.PRODUCTS,
    reads=obj(
        optional={
            "naam": STR,
            "status": STR,
            "prijs": NUMBER_OR_TEXT,
            "korting": NUMBER_OR_TEXT,
            "omschrijving": TEXT,
            "visible": BOOL,
        }
    ),
    ok=obj({"slug": STR, "product": ref("AdminProduct")}),
)
async def update_product(request: web.Request, _actor: User) -> web.Response:
    container = request.app[CONTAINER]
    form = structure(await read_json(request), ProductForm)
    product = await products_admin.update_product(record_id(request), form, container.sanitizer, container.uow_factory)
    return web.json_response({"slug": product.slug, "product": admin_product_json(product)})


@routes.post(
    "/web/admin/delete_product/{id}",
    "Delete a soup",
    access=Area.PRODUCTS,
    ok=MESSAGE,
)
async def delete_product(request: web.Request, _actor: User) -> web.Response:
    await picture_files.delete_product(record_id(request), request.app[CONTAINER].picture_ports)
    return web.json_response({"message": "Product verwijderd."})


@routes.post(
    "/web/admin/refresh_product/{id}",
    "One soup",
    access=Area.PRODUCTS,
    ok=ref("AdminProduct"),
)
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


@routes.post(
    "/web/admin/product-upload-extra-picture/{product}",
    "Add pictures to a soup",
    access=Area.PRODUCTS,
    multipart=FILES,
    ok=ref("AdminProduct"),
)
async def upload_extra_picture(request: web.Request, _actor: User) -> web.Response:
    return await _upload(request, cropped=False)


@routes.post(
    "/web/admin/product-upload-resized-picture/{product}",
    "Add (or replace) a cropped picture",
    access=Area.PRODUCTS,
    multipart=obj(optional={**FILES["properties"], **PICTURE_FIELDS}),
    ok=ref("AdminProduct"),
)
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


@routes.post(
    "/web/admin/product-delete-picture",
    "Delete a soup's picture",
    access=Area.PRODUCTS,
    reads=obj(optional={"uuid": STR, "product": nullable(INT)}),
    ok=message({"product": ref("AdminProduct")}),
)
async def delete_picture(request: web.Request, _actor: User) -> web.Response:
    body = structure(await read_json(request), PictureBody)
    product = await picture_files.delete_product_picture(
        body.uuid, request.app[CONTAINER].picture_ports, product_id=body.product
    )
    return web.json_response({"message": "Foto verwijderd.", "product": admin_product_json(product)})


@routes.post(
    "/web/admin/product-change-picture-position",
    "Swap two pictures of a soup",
    access=Area.PRODUCTS,
    reads=obj(optional={"other": STR, "clicked": STR, "product": nullable(INT)}),
    ok=ref("AdminProduct"),
)
async def change_picture_position(request: web.Request, _actor: User) -> web.Response:
    body = structure(await read_json(request), SwapBody)
    uow_factory = request.app[CONTAINER].uow_factory
    product = await products_admin.swap_pictures(body.other, body.clicked, uow_factory, product_id=body.product)
    return web.json_response(admin_product_json(product))
