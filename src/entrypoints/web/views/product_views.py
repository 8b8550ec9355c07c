"""The soups screens' calls (document 2, section 7 'Products') and the product pictures."""

from __future__ import annotations

from typing import Literal

import attrs
from aiohttp import web

from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.schemas import FILES, PICTURE_FIELDS, obj
from entrypoints.web.params import record_id
from entrypoints.web.route_table import RouteTable
from entrypoints.web.uploads import NO_PICTURE, crop_from, read_upload
from entrypoints.web.views.answers import IN_CENTS, Message, NewRecord
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.permissions import Area
from soepkern.domain.pictures import ProductPicture
from soepkern.domain.products import Product, ProductStatus
from soepkern.domain.users import User
from soepkern.services import picture_files, products_admin
from soepkern.services.picture_files import PictureFile
from soepkern.services.products_admin import ProductForm

MAX_FILES_PER_UPLOAD = 20


routes = RouteTable("soups")


LABELS: dict[ProductStatus, Literal["Sold", "Preview"]] = {
    ProductStatus.NIET_BESCHIKBAAR: "Sold",
    ProductStatus.CONCEPT: "Preview",
}


@attrs.frozen
class AdminProduct:
    """A soup as the soups screen shows it (`label`: the card's ribbon)."""

    id: int
    slug: str
    naam: str
    status: ProductStatus
    label: Literal["Sold", "Preview"] | None
    prijs: int = attrs.field(metadata=IN_CENTS)
    korting: int = attrs.field(metadata=IN_CENTS)
    totaal: int = attrs.field(metadata=IN_CENTS)
    visible: bool
    omschrijving: str
    pictures: list[ProductPicture]

    @classmethod
    def of(cls, product: Product) -> AdminProduct:
        assert product.id is not None
        return cls(
            product.id,
            product.slug,
            product.naam,
            product.status,
            LABELS.get(product.status),
            product.prijs,
            product.korting,
            product.price_to_pay,
            product.visible,
            product.omschrijving,
            product.sorted_pictures(),
        )


@attrs.frozen
class ProductSaved:
    slug: str
    product: AdminProduct


@attrs.frozen
class PictureDeleted:
    message: str
    product: AdminProduct


@routes.get("/web/admin/get_products", "Every soup", access=Area.PRODUCTS, answer=list[AdminProduct])
async def get_products(request: web.Request, _actor: User) -> list[AdminProduct]:
    products = await products_admin.list_products(request.app[CONTAINER].uow_factory)
    return [AdminProduct.of(p) for p in products]


@routes.post("/web/admin/create_product", "A new draft soup", access=Area.PRODUCTS, answer=NewRecord)
async def create_product(request: web.Request, _actor: User) -> NewRecord:
    return NewRecord(await products_admin.create_draft(request.app[CONTAINER].uow_factory))


@routes.post(
    "/web/admin/update_product/{id}", "Edit a soup", access=Area.PRODUCTS, body=ProductForm, answer=ProductSaved
)
async def update_product(request: web.Request, _actor: User, form: ProductForm) -> ProductSaved:
    container = request.app[CONTAINER]
    product = await products_admin.update_product(record_id(request), form, container.sanitizer, container.uow_factory)
    return ProductSaved(product.slug, AdminProduct.of(product))


@routes.post("/web/admin/delete_product/{id}", "Delete a soup", access=Area.PRODUCTS, answer=Message)
async def delete_product(request: web.Request, _actor: User) -> Message:
    await picture_files.delete_product(record_id(request), request.app[CONTAINER].picture_ports)
    return Message("Product verwijderd.")


@routes.post("/web/admin/refresh_product/{id}", "One soup", access=Area.PRODUCTS, answer=AdminProduct)
async def refresh_product(request: web.Request, _actor: User) -> AdminProduct:
    return AdminProduct.of(await products_admin.get_product(record_id(request), request.app[CONTAINER].uow_factory))


async def _upload(request: web.Request, *, cropped: bool) -> AdminProduct:
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
    return AdminProduct.of(product)


@routes.post(
    "/web/admin/product-upload-extra-picture/{product}",
    "Add pictures to a soup",
    access=Area.PRODUCTS,
    multipart=FILES,
    answer=AdminProduct,
)
async def upload_extra_picture(request: web.Request, _actor: User) -> AdminProduct:
    return await _upload(request, cropped=False)


@routes.post(
    "/web/admin/product-upload-resized-picture/{product}",
    "Add (or replace) a cropped picture",
    access=Area.PRODUCTS,
    multipart=obj(optional={**FILES["properties"], **PICTURE_FIELDS}),
    answer=AdminProduct,
)
async def upload_resized_picture(request: web.Request, _actor: User) -> AdminProduct:
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
    body=PictureBody,
    answer=PictureDeleted,
)
async def delete_picture(request: web.Request, _actor: User, body: PictureBody) -> PictureDeleted:
    product = await picture_files.delete_product_picture(
        body.uuid, request.app[CONTAINER].picture_ports, product_id=body.product
    )
    return PictureDeleted("Foto verwijderd.", AdminProduct.of(product))


@routes.post(
    "/web/admin/product-change-picture-position",
    "Swap two pictures of a soup",
    access=Area.PRODUCTS,
    body=SwapBody,
    answer=AdminProduct,
)
async def change_picture_position(request: web.Request, _actor: User, body: SwapBody) -> AdminProduct:
    uow_factory = request.app[CONTAINER].uow_factory
    product = await products_admin.swap_pictures(body.other, body.clicked, uow_factory, product_id=body.product)
    return AdminProduct.of(product)
