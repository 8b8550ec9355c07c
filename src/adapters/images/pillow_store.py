"""Pictures: verified with Pillow, EXIF orientation applied then all metadata dropped, stored under a server-made
uuid as resized variants (WebP plus a JPEG fallback), never executed and never under a client-chosen name."""

from __future__ import annotations

import io
import shutil
import uuid as uuidlib
import warnings
from pathlib import Path

from PIL import Image, ImageOps, UnidentifiedImageError

from soepkern.ports import Crop

MAX_BYTES = 10 * 1024 * 1024
MAX_PIXELS = 40_000_000
WIDTHS = (320, 640, 1280)
FORMATS = {"webp": ("WEBP", {"quality": 80, "method": 4}), "jpg": ("JPEG", {"quality": 82, "progressive": True})}
ACCEPTED_FORMATS = {"JPEG", "PNG", "WEBP", "GIF", "MPO", "BMP", "TIFF"}

TOO_LARGE = "De foto is groter dan 10 MB."
TOO_MANY_PIXELS = "De foto is groter dan 40 megapixels."
NOT_AN_IMAGE = "Het bestand is geen geldige foto (gebruik JPG, PNG of WebP)."


class InvalidImage(ValueError):
    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


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
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError, Image.DecompressionBombError) as exc:
        if isinstance(exc, InvalidImage):
            raise
        raise InvalidImage(NOT_AN_IMAGE) from exc
    except Image.DecompressionBombWarning as exc:
        raise InvalidImage(TOO_MANY_PIXELS) from exc
    return image


def _clean_rgb(image: Image.Image) -> Image.Image:
    """A fresh RGB picture with the pixels only: no EXIF, ICC, XMP or comments survive."""
    image = ImageOps.exif_transpose(image) or image
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
    image = _apply_crop(_clean_rgb(_open_verified(data)), crop)
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


class PillowImageStore:
    """Variants on disk under `<root>/<uuid>/<width>.<ext>`."""

    def __init__(self, root: Path) -> None:
        self._root = root

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
