"""Pictures: the site's picture library (with categories) and the pictures of a product."""

from __future__ import annotations

import attrs

PICTURE_CATEGORIES: tuple[str, ...] = (
    "home",
    "dagprogramma",
    "overons_algemeen",
    "overons_geschiedenis",
    "overons_klachtenprocedure",
    "overons_visie",
    "overons_organisatie",
    "beschermdwonen",
    "beschutwonen",
    "werkplaatsen_alle_werkplaatsen",
    "werkplaatsen_sport",
    "werkplaatsen_hetleerhuis",
    "werkplaatsen_horeca",
    "werkplaatsen_buiten",
    "werkplaatsen_kunst",
    "werkplaatsen_gastaantafel",
    "meedoen_doemee",
    "meedoen_vacature",
    "meedoen_donaties",
    "meedoen_doneren",
    "meedoen_stagiaires",
    "meedoen_vriendenvan",
    "meedoen_vrijwilligers",
    "meedoen_werkenbij",
    "meedoen_woongemeenschap",
)


def _category(_instance: object, _attribute: attrs.Attribute[str | None], value: str | None) -> None:
    if value is not None and value not in PICTURE_CATEGORIES:
        raise ValueError(f"unknown picture category {value!r}")


@attrs.define
class Picture:
    """A picture in the site's library, shown on the information pages of its category."""

    id: int | None
    uuid: str
    slug: str
    naam: str
    category: str | None = attrs.field(default=None, validator=_category)


@attrs.define
class ProductPicture:
    """A picture of a product; position orders the carousel (1 is the card picture, 2 the hover picture)."""

    id: int | None
    uuid: str
    position: int = attrs.field(validator=attrs.validators.ge(1))
    name: str = ""
