"""Use cases that write picture files through the `ImageStore` port: a soup's pictures (upload, replace with a
cropped version, delete, with the product) and the picture library's upload and delete.

The files are stored first (verified, cleaned, resized); when the database part then fails they are removed again,
so a failure leaves no orphan files. Files of a removed picture are removed after the commit.
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from soepkern.domain.errors import ValidationFailed
from soepkern.domain.pictures import InvalidImage, Picture
from soepkern.domain.products import Product
from soepkern.ports import Crop, ImageStore, UnitOfWorkFactory
from soepkern.services import pictures_admin, products_admin


@attrs.frozen
class PicturePorts:
    uow_factory: UnitOfWorkFactory
    images: ImageStore


@attrs.frozen
class PictureFile:
    """One uploaded file: the form field it came in (for the 422), its file name and its bytes."""

    field: str
    filename: str
    data: bytes


async def _store(images: ImageStore, file: PictureFile, crop: Crop | None = None) -> str:
    try:
        return await images.put(file.data, crop)
    except InvalidImage as exc:
        raise ValidationFailed.single(file.field, exc.message) from exc


async def upload_product_pictures(
    product_id: int,
    files: Sequence[PictureFile],
    ports: PicturePorts,
    *,
    name: str | None = None,
    crop: Crop | None = None,
    replaces: str | None = None,
) -> Product:
    """Adds the files as the product's last pictures, or one cropped file in the place of `replaces`."""
    if replaces is not None:  # a picture belongs to its product: refuse another product's before storing anything
        await products_admin.check_picture_of_product(product_id, replaces, ports.uow_factory)
    product: Product | None = None
    for file in files:
        uuid = await _store(ports.images, file, crop)
        picture_name = (name or file.filename.rsplit(".", 1)[0])[:255]  # the column holds 255
        try:
            product = await products_admin.add_picture(
                product_id, uuid, picture_name, ports.uow_factory, replaces=replaces
            )
        except BaseException:
            ports.images.delete(uuid)
            raise
        if replaces and any(p.uuid == uuid for p in product.pictures):
            ports.images.delete(replaces)
    if product is None:
        return await products_admin.get_product(product_id, ports.uow_factory)
    return product


async def delete_product_picture(uuid: str, ports: PicturePorts, *, product_id: int | None = None) -> Product:
    product = await products_admin.delete_picture(uuid, ports.uow_factory, product_id=product_id)
    ports.images.delete(uuid)
    return product


async def delete_product(product_id: int, ports: PicturePorts) -> None:
    """Deletes the soup, then its pictures' files."""
    for uuid in await products_admin.delete_product(product_id, ports.uow_factory):
        ports.images.delete(uuid)


async def upload_library_picture(
    file: PictureFile, naam: str | None, category: str | None, ports: PicturePorts
) -> Picture:
    pictures_admin.check_upload_fields(naam, category)  # a bad name or category is a 422 before anything is stored
    uuid = await _store(ports.images, file)
    try:
        return await pictures_admin.add_picture(uuid, naam, file.filename, category, ports.uow_factory)
    except BaseException:
        ports.images.delete(uuid)
        raise


async def delete_library_picture(uuid: str, ports: PicturePorts) -> None:
    picture = await pictures_admin.delete_picture(uuid, ports.uow_factory)
    ports.images.delete(picture.uuid)
