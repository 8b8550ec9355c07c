"""Pictures: the site's picture library (with categories) and the pictures of a product."""

from __future__ import annotations

import re
import unicodedata

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


UNKNOWN_CATEGORY = "Kies een geldige categorie."
NAME_TOO_LONG = "De naam mag maximaal 255 tekens lang zijn."
MAX_NAME = 255


def is_picture_category(value: object) -> bool:
    return isinstance(value, str) and value in PICTURE_CATEGORIES


def picture_name(naam: str | None, filename: str) -> str:
    """The given name, else the file name without its extension (a photo always has a readable name)."""
    chosen = (naam or "").strip() or filename.rsplit("/", 1)[-1].rsplit(".", 1)[0].strip()
    return chosen or "Foto"


def picture_slug(naam: str, picture_uuid: str) -> str:
    """A readable, unique slug: the lower-cased ASCII name plus the first eight characters of the uuid."""
    ascii_name = unicodedata.normalize("NFKD", naam).encode("ascii", "ignore").decode("ascii").lower()
    words = re.sub(r"[^a-z0-9]+", "-", ascii_name).strip("-")[:200].strip("-")
    suffix = picture_uuid.replace("-", "")[:8]
    return f"{words}-{suffix}" if words else f"foto-{suffix}"


class InvalidImage(ValueError):
    """The upload is no picture we accept (too large, too many pixels, not an image): a Dutch message."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message
