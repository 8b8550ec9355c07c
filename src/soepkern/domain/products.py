"""Products (soups): status, price and discount in cents, the slug."""

from __future__ import annotations

import re
import unicodedata
from enum import StrEnum

import attrs

from soepkern.domain.errors import NotFound
from soepkern.domain.pictures import ProductPicture

PICTURE_NOT_OF_PRODUCT = "Foto niet gevonden."


class PictureNotOfProduct(NotFound):
    """The picture named is not one of this product's pictures (HTTP 404): a picture belongs to its product."""

    default_message = PICTURE_NOT_OF_PRODUCT


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

    @property
    def is_listed(self) -> bool:
        """Shown on the public site (shop and sitemap): available and not hidden."""
        return self.is_orderable and self.visible

    def sorted_pictures(self) -> list[ProductPicture]:
        return sorted(self.pictures, key=lambda p: p.position)

    def own_picture(self, uuid: str) -> ProductPicture:
        """This product's picture `uuid`; any other picture (another product's, or none) is refused."""
        found = next((p for p in self.pictures if p.uuid == uuid), None)
        if found is None:
            raise PictureNotOfProduct()
        return found

    def add_picture(self, uuid: str, name: str, *, replaces: str | None = None) -> None:
        """A new picture at the end, or in the place of `replaces`, which must be one of this product's pictures."""
        if replaces:
            old = self.own_picture(replaces)
            self.pictures = [p for p in self.pictures if p is not old]
            self.pictures.append(ProductPicture(id=None, uuid=uuid, position=old.position, name=name or old.name))
            return
        position = max((p.position for p in self.pictures), default=0) + 1
        self.pictures.append(ProductPicture(id=None, uuid=uuid, position=position, name=name))

    def remove_picture(self, uuid: str) -> None:
        """Removes one of this product's pictures; the others close up (positions 1, 2, ...)."""
        self.own_picture(uuid)
        self.pictures = [p for p in self.sorted_pictures() if p.uuid != uuid]
        for position, picture in enumerate(self.pictures, start=1):
            picture.position = position

    def swap_pictures(self, first_uuid: str, second_uuid: str) -> None:
        """Swaps the positions of two of this product's pictures."""
        first, second = self.own_picture(first_uuid), self.own_picture(second_uuid)
        first.position, second.position = second.position, first.position
