"""Drawn demo pictures of soup bowls (no stock photos to license; generated with Pillow)."""

from __future__ import annotations

import io
import random

from PIL import Image, ImageDraw, ImageFilter

SIZE = 1200


def soup_bowl(soup: tuple[int, int, int], garnish: tuple[int, int, int], *, seed: int, angle: int = 0) -> bytes:
    """A top view of a bowl of soup on a table cloth, as JPEG bytes."""
    rng = random.Random(seed)
    image = Image.new("RGB", (SIZE, SIZE), (236, 229, 216))
    draw = ImageDraw.Draw(image)
    stripe = (214, 200, 180) if angle % 2 == 0 else (200, 214, 206)
    for offset in range(0, SIZE, 120):
        draw.rectangle((offset, 0, offset + 50, SIZE), fill=stripe)
    margin = 140
    draw.ellipse((margin - 10, margin + 20, SIZE - margin + 30, SIZE - margin + 50), fill=(120, 110, 100))
    draw.ellipse((margin, margin, SIZE - margin, SIZE - margin), fill=(250, 250, 247))
    inner = margin + 90
    draw.ellipse((inner, inner, SIZE - inner, SIZE - inner), fill=soup)
    for _ in range(28):
        x = rng.randint(inner + 80, SIZE - inner - 80)
        y = rng.randint(inner + 80, SIZE - inner - 80)
        radius = rng.randint(10, 26)
        draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=garnish)
    spoon_x = SIZE - margin - 40 + angle * 10
    draw.rounded_rectangle((spoon_x, 300, spoon_x + 40, 900), radius=20, fill=(190, 190, 195))
    image = image.filter(ImageFilter.GaussianBlur(1.2))
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=88)
    return buffer.getvalue()
