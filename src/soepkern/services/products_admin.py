"""The soups screens: create a draft, edit, delete, and manage a soup's pictures."""

from __future__ import annotations

from uuid import uuid4

import attrs

from soepkern.domain.errors import NotFound, ValidationErrors, ValidationFailed
from soepkern.domain.input_bounds import MULTILINE
from soepkern.domain.money import parse_euro_input
from soepkern.domain.products import NEW_PRODUCT_NAME, Product, ProductStatus, make_slug
from soepkern.ports import HtmlSanitizer, UnitOfWork, UnitOfWorkFactory

NOT_FOUND = "Soep niet gevonden."
PICTURE_NOT_FOUND = "Foto niet gevonden."
NAME_REQUIRED = "Vul een naam in."
NAME_TOO_LONG = "De naam mag maximaal 255 tekens lang zijn."
STATUS_INVALID = "Kies een geldige status."
PRICE_INVALID = "Vul een geldige prijs in, bijvoorbeeld 4,50."
DISCOUNT_INVALID = "Vul een geldige korting in, bijvoorbeeld 0,50."
DISCOUNT_TOO_HIGH = "De korting mag niet hoger zijn dan de prijs."
HAS_ORDERS = (
    "Deze soep staat op een besteldag met bestellingen en kan daarom niet worden verwijderd. "
    "Zet de status op 'niet beschikbaar' om hem uit de winkel te halen."
)


@attrs.frozen
class ProductForm:
    naam: str
    status: str
    prijs: int | str
    korting: int | str = 0
    omschrijving: str = attrs.field(default="", metadata=MULTILINE)
    visible: bool = True


def _cents(value: int | str) -> int | None:
    if isinstance(value, int) and not isinstance(value, bool):
        return value if 0 <= value <= 100_000_000 else None
    return parse_euro_input(str(value))


async def _get(uow: UnitOfWork, product_id: int) -> Product:
    product = await uow.products.get(product_id)
    if product is None:
        raise NotFound(NOT_FOUND)
    return product


async def list_products(uow_factory: UnitOfWorkFactory) -> list[Product]:
    async with uow_factory() as uow:
        return await uow.products.list_all()


async def get_product(product_id: int, uow_factory: UnitOfWorkFactory) -> Product:
    async with uow_factory() as uow:
        return await _get(uow, product_id)


async def create_draft(uow_factory: UnitOfWorkFactory) -> int:
    """'Toevoegen' makes a draft ('concept') and the screen opens it."""
    async with uow_factory(write=True) as uow:
        product = Product(id=None, naam=NEW_PRODUCT_NAME, slug="", status=ProductStatus.CONCEPT)
        product.slug = f"nieuw-{uuid4().hex}"
        product_id = await uow.products.add(product)
        product.slug = make_slug(product_id, product.naam)
        await uow.products.update(product)
        await uow.commit()
    return product_id


def _checked(form: ProductForm, sanitizer: HtmlSanitizer) -> tuple[str, ProductStatus, int, int, str]:
    errors = ValidationErrors()
    naam = form.naam.strip()
    if not naam:
        errors.add("naam", NAME_REQUIRED)
    elif len(naam) > 255:
        errors.add("naam", NAME_TOO_LONG)
    try:
        status = ProductStatus(form.status)
    except ValueError:
        errors.add("status", STATUS_INVALID)
        status = ProductStatus.CONCEPT
    prijs = _cents(form.prijs)
    korting = _cents(form.korting if form.korting != "" else 0)
    if prijs is None:
        errors.add("prijs", PRICE_INVALID)
    if korting is None:
        errors.add("korting", DISCOUNT_INVALID)
    elif prijs is not None and korting > prijs:
        errors.add("korting", DISCOUNT_TOO_HIGH)
    errors.raise_if_any()
    assert prijs is not None and korting is not None
    return naam, status, prijs, korting, sanitizer.clean(form.omschrijving)


async def update_product(
    product_id: int, form: ProductForm, sanitizer: HtmlSanitizer, uow_factory: UnitOfWorkFactory
) -> Product:
    naam, status, prijs, korting, omschrijving = _checked(form, sanitizer)
    async with uow_factory(write=True) as uow:
        product = await _get(uow, product_id)
        product.naam, product.status, product.omschrijving, product.visible = naam, status, omschrijving, form.visible
        product.korting = 0
        product.prijs = prijs
        product.korting = korting
        product.slug = make_slug(product_id, naam)
        await uow.products.update(product)
        uow.shop_data_changed()
        await uow.commit()
    return product


async def delete_product(product_id: int, uow_factory: UnitOfWorkFactory) -> list[str]:
    """Deletes the soup (and its rows on order days without orders); returns the picture uuids to remove."""
    async with uow_factory(write=True) as uow:
        product = await _get(uow, product_id)
        for day in await uow.order_days.list_all():
            if not any(row.product_id == product_id for row in day.products):
                continue
            assert day.id is not None
            if await uow.orders.count_for_orderday(day.id) > 0:
                raise ValidationFailed.single("product", HAS_ORDERS)
            day.products = [row for row in day.products if row.product_id != product_id]
            await uow.order_days.update(day)
        await uow.products.delete(product_id)
        uow.shop_data_changed()
        await uow.commit()
    return [p.uuid for p in product.pictures]


async def check_picture_of_product(product_id: int, uuid: str, uow_factory: UnitOfWorkFactory) -> None:
    """Refuses (404) a picture that is not one of the product's pictures, before anything is stored or deleted."""
    async with uow_factory() as uow:
        (await _get(uow, product_id)).own_picture(uuid)


async def add_picture(
    product_id: int, uuid: str, name: str, uow_factory: UnitOfWorkFactory, *, replaces: str | None = None
) -> Product:
    """Adds a stored picture at the end, or in the place of `replaces` (a cropped version of this product's picture)."""
    async with uow_factory(write=True) as uow:
        product = await _get(uow, product_id)
        product.add_picture(uuid, name, replaces=replaces)
        await uow.products.update(product)
        uow.shop_data_changed()
        await uow.commit()
    return product


async def delete_picture(uuid: str, uow_factory: UnitOfWorkFactory, *, product_id: int | None = None) -> Product:
    """Removes a picture from the product it belongs to (and, when `product_id` is named, only from that one)."""
    async with uow_factory(write=True) as uow:
        product = await _get(uow, product_id) if product_id is not None else await _product_with_picture(uow, uuid)
        product.remove_picture(uuid)
        await uow.products.update(product)
        uow.shop_data_changed()
        await uow.commit()
    return product


async def swap_pictures(
    other: str, clicked: str, uow_factory: UnitOfWorkFactory, *, product_id: int | None = None
) -> Product:
    """Moving a picture up or down swaps its position with the neighbour's; both belong to the same product."""
    async with uow_factory(write=True) as uow:
        product = await _get(uow, product_id) if product_id is not None else await _product_with_picture(uow, clicked)
        product.swap_pictures(clicked, other)
        await uow.products.update(product)
        uow.shop_data_changed()
        await uow.commit()
    return product


async def _product_with_picture(uow: UnitOfWork, uuid: str) -> Product:
    for product in await uow.products.list_all():
        if any(p.uuid == uuid for p in product.pictures):
            return product
    raise NotFound(PICTURE_NOT_FOUND)
