"""The picture pipeline on real files: verification, limits, EXIF orientation and stripping, variants."""

from __future__ import annotations

import io

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from adapters.images.pillow_store import (
    NOT_AN_IMAGE,
    TOO_LARGE,
    TOO_MANY_PIXELS,
    Crop,
    InvalidImage,
    PillowImageStore,
    render_variants,
)


def jpeg(width: int, height: int, *, orientation: int | None = None, colour=(200, 40, 30)) -> bytes:
    image = Image.new("RGB", (width, height), colour)
    exif = Image.Exif()
    exif[0x010F] = "Camera Maker"  # Make
    exif[0x9286] = "private comment"  # UserComment-ish
    if orientation:
        exif[0x0112] = orientation
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", exif=exif.tobytes())
    return buffer.getvalue()


def test_exif_orientation_is_applied_and_all_metadata_is_removed(tmp_path):
    data = jpeg(400, 200, orientation=6)  # rotated 90 degrees: shown as 200 x 400
    assert Image.open(io.BytesIO(data)).getexif()
    variants = render_variants(data)
    for body in variants.values():
        out = Image.open(io.BytesIO(body))
        assert not out.getexif(), "no EXIF may survive"
        assert "exif" not in out.info and "icc_profile" not in out.info
        assert out.height > out.width, "orientation must be applied before stripping"


def test_variants_are_webp_and_jpeg_and_never_upscaled():
    variants = render_variants(jpeg(1000, 500))
    assert set(variants) == {"320.webp", "320.jpg", "640.webp", "640.jpg", "1000.webp", "1000.jpg"}
    assert Image.open(io.BytesIO(variants["320.webp"])).format == "WEBP"
    assert Image.open(io.BytesIO(variants["640.jpg"])).size == (640, 320)


def test_a_file_that_is_not_an_image_is_refused():
    for data in (b"<?php echo 'hi'; ?>", b"GIF89a" + b"\x00" * 20, jpeg(50, 50)[:200]):
        with pytest.raises(InvalidImage) as caught:
            render_variants(data)
        assert caught.value.message == NOT_AN_IMAGE


def test_more_than_ten_megabytes_is_refused():
    with pytest.raises(InvalidImage) as caught:
        render_variants(b"\xff\xd8" + b"\x00" * (10 * 1024 * 1024))
    assert caught.value.message == TOO_LARGE


def test_more_than_forty_megapixels_is_refused():
    buffer = io.BytesIO()
    Image.new("1", (8001, 5000)).save(buffer, "PNG")
    assert len(buffer.getvalue()) < 10 * 1024 * 1024
    with pytest.raises(InvalidImage) as caught:
        render_variants(buffer.getvalue())
    assert caught.value.message == TOO_MANY_PIXELS


@settings(max_examples=25, deadline=None)
@given(
    x=st.integers(-50, 400), y=st.integers(-50, 400), size=st.integers(1, 500),
)  # fmt: skip
def test_a_square_crop_never_leaves_the_picture(x, y, size):
    variants = render_variants(jpeg(300, 200), Crop(x, y, size, size))
    largest = max(variants, key=lambda name: int(name.split(".")[0]))
    out = Image.open(io.BytesIO(variants[largest]))
    assert 1 <= out.width <= 300 and 1 <= out.height <= 200


def test_store_saves_under_a_server_uuid_and_serves_the_nearest_width(tmp_path):
    store = PillowImageStore(tmp_path)
    picture = store.store(jpeg(800, 800))
    assert store.widths(picture) == [320, 640, 800]
    assert store.variant_path(picture, 300, prefer_webp=True).name == "320.webp"
    assert store.variant_path(picture, 700, prefer_webp=False).name == "800.jpg"
    assert store.variant_path("../../etc/passwd", 300, prefer_webp=True) is None
    store.delete(picture)
    assert store.variant_path(picture, 300, prefer_webp=True) is None
