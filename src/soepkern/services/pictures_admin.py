"""The picture library (document 2, 'Photo upload' and 'Photos'): add, list, categorise and delete pictures.

The database part only: services/picture_files.py stores the image through the ImageStore before `add_picture`
runs, removes the stored files again when it fails, and after `delete_picture` succeeds.
"""

from __future__ import annotations

from soepkern.domain.errors import NotFound, ValidationErrors, ValidationFailed
from soepkern.domain.pictures import (
    MAX_NAME,
    NAME_TOO_LONG,
    UNKNOWN_CATEGORY,
    Picture,
    is_picture_category,
    picture_name,
    picture_slug,
)
from soepkern.ports import UnitOfWorkFactory

PICTURE_NOT_FOUND = "Foto niet gevonden."
DELETED = "Foto verwijderd."
CATEGORY_SAVED = "Categorie opgeslagen."


def check_upload_fields(naam: str | None, category: str | None) -> tuple[str | None, str | None]:
    """The optional name and category of an upload; checked before the image is stored (422 otherwise)."""
    errors = ValidationErrors()
    cleaned_name = (naam or "").strip() or None
    if cleaned_name is not None and len(cleaned_name) > MAX_NAME:
        errors.add("naam", NAME_TOO_LONG)
    cleaned_category = (category or "").strip() or None
    if cleaned_category is not None and not is_picture_category(cleaned_category):
        errors.add("category", UNKNOWN_CATEGORY)
    errors.raise_if_any()
    return cleaned_name, cleaned_category


async def list_pictures(uow_factory: UnitOfWorkFactory) -> list[Picture]:
    async with uow_factory() as uow:
        return await uow.pictures.list_all()


async def add_picture(
    picture_uuid: str, naam: str | None, filename: str, category: str | None, uow_factory: UnitOfWorkFactory
) -> Picture:
    name, chosen_category = check_upload_fields(naam, category)
    final_name = picture_name(name, filename)[:MAX_NAME]
    slug = picture_slug(final_name, picture_uuid)
    picture = Picture(id=None, uuid=picture_uuid, slug=slug, naam=final_name, category=chosen_category)
    async with uow_factory(write=True) as uow:
        await uow.pictures.add(picture)
        uow.shop_data_changed()
        await uow.commit()
    return picture


async def save_category(picture_id: int, category: object, uow_factory: UnitOfWorkFactory) -> Picture:
    """Only the spec's categories (or null: no page) are accepted."""
    if category is not None and not is_picture_category(category):
        raise ValidationFailed.single("category", UNKNOWN_CATEGORY)
    async with uow_factory(write=True) as uow:
        picture = await uow.pictures.get(picture_id)
        if picture is None:
            raise NotFound(PICTURE_NOT_FOUND)
        picture.category = category if isinstance(category, str) else None
        await uow.pictures.update(picture)
        uow.shop_data_changed()
        await uow.commit()
    return picture


async def delete_picture(picture_uuid: str, uow_factory: UnitOfWorkFactory) -> Picture:
    async with uow_factory(write=True) as uow:
        picture = await uow.pictures.get_by_uuid(picture_uuid)
        if picture is None or picture.id is None:
            raise NotFound(PICTURE_NOT_FOUND)
        await uow.pictures.delete(picture.id)
        uow.shop_data_changed()
        await uow.commit()
    return picture
