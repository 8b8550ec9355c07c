"""Pictures: verified with Pillow, EXIF orientation applied then all metadata dropped, stored under a server-made
uuid as resized variants (WebP plus a JPEG fallback), never executed and never under a client-chosen name."""

from __future__ import annotations

import asyncio
import concurrent.futures
import io
import shutil
import uuid as uuidlib
import warnings
from pathlib import Path

from PIL import Image, ImageOps, UnidentifiedImageError

from soepkern.domain.pictures import InvalidImage
from soepkern.ports import Crop

__all__ = ["InvalidImage", "PillowImageStore", "render_variants"]

MAX_BYTES = 10 * 1024 * 1024
MAX_PIXELS = 40_000_000
WIDTHS = (320, 640, 1280)
FORMATS = {"webp": ("WEBP", {"quality": 80, "method": 4}), "jpg": ("JPEG", {"quality": 82, "progressive": True})}
ACCEPTED_FORMATS = {"JPEG", "PNG", "WEBP", "GIF", "MPO", "BMP", "TIFF"}

TOO_LARGE = "De foto is groter dan 10 MB."
TOO_MANY_PIXELS = "De foto is groter dan 40 megapixels."
NOT_AN_IMAGE = "Het bestand is geen geldige foto (gebruik JPG, PNG of WebP)."


# Pillow refuses to decode more pixels than this (its decompression-bomb guard uses the header, before decoding);
# the size is also checked from the header in _open_verified, with a Dutch message.
Image.MAX_IMAGE_PIXELS = MAX_PIXELS


def _open_verified(data: bytes) -> Image.Image:
    if len(data) > MAX_BYTES:
        raise InvalidImage(TOO_LARGE)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            probe = Image.open(io.BytesIO(data))
            if probe.format not in ACCEPTED_FORMATS:
                raise InvalidImage(NOT_AN_IMAGE)
            if probe.width * probe.height > MAX_PIXELS:
                raise InvalidImage(TOO_MANY_PIXELS)
            probe.verify()
            image = Image.open(io.BytesIO(data))
            image.load()
    except InvalidImage:
        raise
    except (Image.DecompressionBombError, Image.DecompressionBombWarning) as exc:
        raise InvalidImage(TOO_MANY_PIXELS) from exc
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError) as exc:
        raise InvalidImage(NOT_AN_IMAGE) from exc
    except Exception as exc:  # any other decoder failure on a hostile file is still "not a picture"
        raise InvalidImage(NOT_AN_IMAGE) from exc
    return image


def _clean_rgb(image: Image.Image) -> Image.Image:
    """A fresh RGB picture with the pixels only: no EXIF, ICC, XMP or comments survive."""
    if image.mode in ("RGBA", "LA", "P"):
        rgba = image.convert("RGBA")
        flat = Image.new("RGB", rgba.size, (255, 255, 255))
        flat.paste(rgba, mask=rgba.getchannel("A"))
        image = flat
    elif image.mode != "RGB":
        image = image.convert("RGB")
    clean = Image.new("RGB", image.size)
    clean.paste(image)
    return clean


def _shrink(image: Image.Image) -> Image.Image:
    limit = WIDTHS[-1]
    if image.width <= limit:
        return image
    if image.mode not in ("RGB", "RGBA", "L", "LA"):
        image = image.convert("RGBA")  # palette and bilevel pictures resize well only in a full mode
    height = max(1, round(image.height * limit / image.width))
    return image.resize((limit, height), Image.Resampling.LANCZOS, reducing_gap=3.0)


def _apply_crop(image: Image.Image, crop: Crop | None) -> Image.Image:
    if crop is None:
        return image
    left = min(max(crop.x, 0), image.width - 1)
    top = min(max(crop.y, 0), image.height - 1)
    right = min(left + max(crop.width, 1), image.width)
    bottom = min(top + max(crop.height, 1), image.height)
    return image.crop((left, top, right, bottom))


def render_variants(data: bytes, crop: Crop | None = None) -> dict[str, bytes]:
    """Every stored variant of an upload: '{width}.{ext}' -> bytes. Raises InvalidImage with a Dutch message."""
    # Memory: the decoded original is the one large image; it is turned upright in place, cropped, and shrunk to
    # the widest variant before any further copy is made (docs/performance.md, "Hostile uploads").
    image = _open_verified(data)
    ImageOps.exif_transpose(image, in_place=True)
    image = _clean_rgb(_shrink(_apply_crop(image, crop)))
    variants: dict[str, bytes] = {}
    widths = [w for w in WIDTHS if w < image.width] + [min(image.width, WIDTHS[-1])]
    for width in sorted(set(widths)):
        height = max(1, round(image.height * width / image.width))
        resized = image if width == image.width else image.resize((width, height), Image.Resampling.LANCZOS)
        for ext, (fmt, options) in FORMATS.items():
            buffer = io.BytesIO()
            resized.save(buffer, fmt, **options)
            variants[f"{width}.{ext}"] = buffer.getvalue()
    return variants


# Decoding and resizing run in their own small thread pool: at most DECODE_CONCURRENCY pictures are decoded at
# once (memory stays bounded, one core stays free for visitors); the rest wait their turn without blocking the loop.
DECODE_CONCURRENCY = 1
_DECODER = concurrent.futures.ThreadPoolExecutor(max_workers=DECODE_CONCURRENCY, thread_name_prefix="picture-decode")


class PillowImageStore:
    """Variants on disk under `<root>/<uuid>/<width>.<ext>`."""

    def __init__(self, root: Path) -> None:
        self._root = root

    async def put(self, data: bytes, crop: Crop | None = None) -> str:
        """`store` off the event loop, in the bounded decoder pool."""
        return await asyncio.get_running_loop().run_in_executor(_DECODER, self.store, data, crop)

    def store(self, data: bytes, crop: Crop | None = None) -> str:
        variants = render_variants(data, crop)
        picture_uuid = str(uuidlib.uuid4())
        folder = self._root / picture_uuid
        folder.mkdir(parents=True, exist_ok=False)
        for name, body in variants.items():
            (folder / name).write_bytes(body)
        return picture_uuid

    def variant_path(self, picture_uuid: str, width: int | None, prefer_webp: bool) -> Path | None:
        """The stored file closest to `width` (at least as wide, else the widest); None when unknown."""
        try:
            folder = self._root / str(uuidlib.UUID(picture_uuid))
        except ValueError:
            return None
        ext = "webp" if prefer_webp else "jpg"
        available = sorted(int(p.stem) for p in folder.glob(f"*.{ext}")) if folder.is_dir() else []
        if not available:
            return None
        wanted = width or available[-1]
        chosen = next((w for w in available if w >= wanted), available[-1])
        return folder / f"{chosen}.{ext}"

    def widths(self, picture_uuid: str) -> list[int]:
        path = self.variant_path(picture_uuid, None, prefer_webp=False)
        return sorted(int(p.stem) for p in path.parent.glob("*.jpg")) if path else []

    def delete(self, picture_uuid: str) -> None:
        try:
            folder = self._root / str(uuidlib.UUID(picture_uuid))
        except ValueError:
            return
        shutil.rmtree(folder, ignore_errors=True)
