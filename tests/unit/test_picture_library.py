"""Picture names and slugs (pure rules of the picture library)."""

from __future__ import annotations

import re
import uuid

from hypothesis import given
from hypothesis import strategies as st

from soepkern.domain.pictures import PICTURE_CATEGORIES, is_picture_category, picture_name, picture_slug


@given(st.text(max_size=300), st.uuids())
def test_slug_is_url_safe_and_carries_the_uuid(naam: str, picture_uuid: uuid.UUID) -> None:
    slug = picture_slug(naam, str(picture_uuid))
    assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", slug)
    assert slug.endswith(str(picture_uuid).replace("-", "")[:8])
    assert len(slug) <= 255


def test_slug_examples() -> None:
    some_uuid = "3f2a1b9c-0000-4000-8000-000000000000"
    assert picture_slug("Zomerfeest café 2026!", some_uuid) == "zomerfeest-cafe-2026-3f2a1b9c"
    assert picture_slug("???", some_uuid) == "foto-3f2a1b9c"


def test_name_falls_back_to_the_file_name() -> None:
    assert picture_name("  Tuin  ", "x.jpg") == "Tuin"
    assert picture_name(None, "Tuin in de zon.jpeg") == "Tuin in de zon"
    assert picture_name("", ".jpg") == "Foto"


def test_only_the_spec_categories() -> None:
    assert len(PICTURE_CATEGORIES) == 25
    assert all(is_picture_category(c) for c in PICTURE_CATEGORIES)
    assert not is_picture_category("kelder") and not is_picture_category(None) and not is_picture_category(3)
