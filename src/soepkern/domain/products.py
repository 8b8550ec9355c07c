"""Products (soups): status, price and discount in cents, the slug."""

from __future__ import annotations

import re
import unicodedata
from enum import StrEnum

import attrs

from soepkern.domain.pictures import ProductPicture


class ProductStatus(StrEnum):
    CONCEPT = "concept"
    BESCHIKBAAR = "beschikbaar"
    NIET_BESCHIKBAAR = "niet_beschikbaar"


NEW_PRODUCT_NAME = "Nieuwe soep"


def make_slug(product_id: int, naam: str) -> str:
    """The slug is built from the id and the lower-cased name: `12-erwtensoep-met-worst`."""
    ascii_name = unicodedata.normalize("NFKD", naam).encode("ascii", "ignore").decode("ascii").lower()
    words = re.sub(r"[^a-z0-9]+", "-", ascii_name).strip("-")
    return f"{product_id}-{words}" if words else str(product_id)


def _discount_within_price(instance: Product, _attribute: attrs.Attribute[int], value: int) -> None:
    if value > instance.prijs:
        raise ValueError("korting exceeds prijs")


@attrs.define
class Product:
    id: int | None
    naam: str
    slug: str
    status: ProductStatus = ProductStatus.CONCEPT
    prijs: int = attrs.field(default=0, validator=attrs.validators.ge(0))
    korting: int = attrs.field(default=0, validator=[attrs.validators.ge(0), _discount_within_price])
    visible: bool = True
    omschrijving: str = ""
    pictures: list[ProductPicture] = attrs.field(factory=list)

    @property
    def price_to_pay(self) -> int:
        return self.prijs - self.korting

    @property
    def is_orderable(self) -> bool:
        return self.status is ProductStatus.BESCHIKBAAR

    def sorted_pictures(self) -> list[ProductPicture]:
        return sorted(self.pictures, key=lambda p: p.position)
