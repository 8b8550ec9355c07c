"""Picture use cases on the ImageStore port: files stored, kept, replaced and removed, never orphaned on failure."""

from __future__ import annotations

import pytest

from soepkern.domain.errors import NotFound, ValidationFailed
from soepkern.domain.products import Product
from soepkern.services import picture_files
from soepkern.services.picture_files import PictureFile, PicturePorts
from tests.fakes import FakeCatalogueStore, FakeImageStore

GOOD = PictureFile("images", "tomaat.jpg", b"jpeg")


async def _soup(store: FakeCatalogueStore) -> int:
    return await store.products.add(Product(id=None, naam="Tomatensoep", slug="1-tomatensoep"))


def _ports(store: FakeCatalogueStore) -> tuple[PicturePorts, FakeImageStore]:
    images = FakeImageStore()
    return PicturePorts(uow_factory=store, images=images), images


async def test_uploads_become_the_soups_pictures_in_order_and_are_announced() -> None:
    store = FakeCatalogueStore()
    ports, images = _ports(store)
    soup = await _soup(store)
    files = [GOOD, PictureFile("images", "ui.png", b"png")]
    product = await picture_files.upload_product_pictures(soup, files, ports)
    assert [(p.position, p.name) for p in product.sorted_pictures()] == [(1, "tomaat"), (2, "ui")]
    assert images.files == {p.uuid for p in product.pictures}
    assert store.shop_data_changes == 2


async def test_a_bad_file_is_a_422_on_its_field_and_leaves_nothing() -> None:
    store = FakeCatalogueStore()
    ports, images = _ports(store)
    soup = await _soup(store)
    with pytest.raises(ValidationFailed) as refused:
        await picture_files.upload_product_pictures(soup, [PictureFile("images", "x.jpg", b"bad")], ports)
    assert list(refused.value.errors) == ["images"]
    assert images.files == set()
    assert (await store.products.get(soup)).pictures == []  # type: ignore[union-attr]


async def test_a_failing_database_step_removes_the_stored_file() -> None:
    store = FakeCatalogueStore()
    ports, images = _ports(store)
    soup = await _soup(store)
    await picture_files.upload_product_pictures(soup, [GOOD], ports)
    kept = set(images.files)
    del store.products.rows[soup]  # the soup is deleted while the upload runs
    with pytest.raises(NotFound):
        await picture_files.upload_product_pictures(soup, [GOOD], ports)
    assert images.files == kept


async def test_replacing_keeps_the_place_and_removes_the_old_file() -> None:
    store = FakeCatalogueStore()
    ports, images = _ports(store)
    soup = await _soup(store)
    first = await picture_files.upload_product_pictures(soup, [GOOD, GOOD], ports)
    old = first.sorted_pictures()[0].uuid
    product = await picture_files.upload_product_pictures(soup, [GOOD], ports, replaces=old)
    assert old not in images.files
    assert product.sorted_pictures()[0].uuid not in {p.uuid for p in first.pictures}
    assert len(product.pictures) == 2


async def test_another_soups_picture_cannot_be_replaced_and_nothing_is_stored() -> None:
    store = FakeCatalogueStore()
    ports, images = _ports(store)
    soup, other = await _soup(store), await _soup(store)
    theirs = (await picture_files.upload_product_pictures(other, [GOOD], ports)).pictures[0].uuid
    before = set(images.files)
    with pytest.raises(NotFound):
        await picture_files.upload_product_pictures(soup, [GOOD], ports, replaces=theirs)
    assert images.files == before


async def test_deleting_a_picture_or_the_soup_removes_the_files() -> None:
    store = FakeCatalogueStore()
    ports, images = _ports(store)
    soup = await _soup(store)
    product = await picture_files.upload_product_pictures(soup, [GOOD, GOOD, GOOD], ports)
    gone = product.sorted_pictures()[1].uuid
    after = await picture_files.delete_product_picture(gone, ports, product_id=soup)
    assert gone not in images.files and len(after.pictures) == 2
    await picture_files.delete_product(soup, ports)
    assert images.files == set()
    assert await store.products.get(soup) is None


async def test_the_library_upload_cleans_up_when_refused_and_delete_removes_the_file() -> None:
    store = FakeCatalogueStore()
    ports, images = _ports(store)
    with pytest.raises(ValidationFailed):
        await picture_files.upload_library_picture(PictureFile("image", "x.jpg", b"bad"), None, None, ports)
    with pytest.raises(ValidationFailed):
        await picture_files.upload_library_picture(GOOD, None, "geen-categorie", ports)
    assert images.files == set()
    picture = await picture_files.upload_library_picture(GOOD, "Vrijwilligers", None, ports)
    assert images.files == {picture.uuid}
    await picture_files.delete_library_picture(picture.uuid, ports)
    assert images.files == set()
