"""Domain rule: a picture belongs to its product; every picture operation refuses any other picture."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from soepkern.domain.pictures import ProductPicture
from soepkern.domain.products import PictureNotOfProduct, Product

uuids = st.uuids().map(str)


def product_with(pictures: list[str]) -> Product:
    return Product(
        id=1,
        naam="Soep",
        slug="1-soep",
        pictures=[ProductPicture(id=None, uuid=u, position=i) for i, u in enumerate(pictures, start=1)],
    )


@given(own=st.lists(uuids, min_size=1, max_size=6, unique=True), foreign=uuids, new=uuids)
def test_every_operation_refuses_a_picture_that_is_not_the_products(own: list[str], foreign: str, new: str) -> None:
    if foreign in own:
        return
    product = product_with(own)
    before = [(p.uuid, p.position) for p in product.pictures]
    for operation in (
        lambda: product.own_picture(foreign),
        lambda: product.add_picture(new, "x", replaces=foreign),
        lambda: product.remove_picture(foreign),
        lambda: product.swap_pictures(own[0], foreign),
        lambda: product.swap_pictures(foreign, own[0]),
    ):
        with pytest.raises(PictureNotOfProduct):
            operation()
        assert [(p.uuid, p.position) for p in product.pictures] == before  # nothing changed


@given(own=st.lists(uuids, min_size=1, max_size=6, unique=True), data=st.data())
def test_operations_on_own_pictures_keep_positions_consistent(own: list[str], data: st.DataObject) -> None:
    product = product_with(own)
    target = data.draw(st.sampled_from(own))
    product.remove_picture(target)
    assert target not in [p.uuid for p in product.pictures]
    assert sorted(p.position for p in product.pictures) == list(range(1, len(own)))


def test_replacing_keeps_the_position() -> None:
    product = product_with(["a", "b", "c"])
    product.add_picture("d", "", replaces="b")
    assert [p.uuid for p in product.sorted_pictures()] == ["a", "d", "c"]
