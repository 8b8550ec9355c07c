"""Demo pictures for the picture library: one or more drawn scenes per page category (generated with Pillow, so
there are no stock photos to license), so that every carousel shows something on a fresh machine."""

from __future__ import annotations

import io
import random

from PIL import Image, ImageDraw

from soepkern.domain.pictures import PICTURE_CATEGORIES

WIDTH, HEIGHT = 640, 360

# category -> the names (alt texts) of its demo pictures; each name is one picture.
DEMO_PICTURES: dict[str, tuple[str, ...]] = {
    "home": (
        "Jongeren koken samen de soep van de dag",
        "De binnentuin van De Soepketel in de zomer",
        "Samen aan tafel tijdens de lunch",
    ),
    "dagprogramma": ("Ochtendoverleg in de huiskamer", "Aan het werk in de werkplaats"),
    "overons_algemeen": ("Het gebouw van Stichting De Soepketel",),
    "overons_geschiedenis": ("De eerste soepketel uit de buurthuiskeuken",),
    "overons_klachtenprocedure": ("Een rustige spreekkamer voor een goed gesprek",),
    "overons_visie": ("Een begeleider en een deelnemer in gesprek",),
    "overons_organisatie": ("Het team van De Soepketel",),
    "beschermdwonen": ("De gezamenlijke woonkamer van beschermd wonen", "Een eigen kamer met uitzicht op de tuin"),
    "beschutwonen": ("Een studio bij beschut wonen",),
    "werkplaatsen_alle_werkplaatsen": ("Een dag in de werkplaatsen",),
    "werkplaatsen_sport": ("Voetballen in het park",),
    "werkplaatsen_hetleerhuis": ("Samen leren in het leerhuis",),
    "werkplaatsen_horeca": ("Groenten snijden in de keuken", "De soep wordt opgeschept"),
    "werkplaatsen_buiten": ("Oogsten in de moestuin",),
    "werkplaatsen_kunst": ("Schilderen in het atelier",),
    "werkplaatsen_gastaantafel": ("Een gedekte tafel voor onze gasten",),
    "meedoen_doemee": ("Vrijwilligers en deelnemers bij de tuindag",),
    "meedoen_vacature": ("Een collega aan het werk",),
    "meedoen_donaties": ("Nieuw gereedschap voor de werkplaats",),
    "meedoen_doneren": ("Een warme kom soep dankzij uw gift",),
    "meedoen_stagiaires": ("Een stagiair in de keuken",),
    "meedoen_vriendenvan": ("De vriendenmiddag in de tuin",),
    "meedoen_vrijwilligers": ("Een vrijwilliger bezorgt de soep",),
    "meedoen_werkenbij": ("Het team tijdens de koffie",),
    "meedoen_woongemeenschap": ("De woningen rond de binnentuin",),
}

assert set(DEMO_PICTURES) == set(PICTURE_CATEGORIES)

_SKIES = ((164, 205, 232), (250, 214, 165), (196, 222, 205), (215, 200, 235), (240, 196, 196))
_GROUNDS = ((86, 140, 92), (140, 110, 80), (70, 120, 130), (150, 130, 70), (110, 90, 140))


def scene(seed: int) -> bytes:
    """A simple drawn landscape with a house and people-like figures, as JPEG bytes."""
    rng = random.Random(seed)
    sky, ground = rng.choice(_SKIES), rng.choice(_GROUNDS)
    image = Image.new("RGB", (WIDTH, HEIGHT), sky)
    draw = ImageDraw.Draw(image)
    sun_x = rng.randint(80, WIDTH - 80)
    draw.ellipse((sun_x - 30, 26, sun_x + 30, 86), fill=(255, 236, 150))
    horizon = rng.randint(200, 240)
    draw.rectangle((0, horizon, WIDTH, HEIGHT), fill=ground)
    house_x = rng.randint(40, WIDTH - 220)
    draw.rectangle((house_x, horizon - 100, house_x + 160, horizon), fill=(236, 226, 208))
    draw.polygon(
        [(house_x - 14, horizon - 100), (house_x + 80, horizon - 160), (house_x + 174, horizon - 100)],
        fill=(178, 74, 58),
    )
    draw.rectangle((house_x + 66, horizon - 54, house_x + 94, horizon), fill=(96, 70, 52))
    for window in (house_x + 20, house_x + 114):
        draw.rectangle((window, horizon - 80, window + 26, horizon - 56), fill=(250, 240, 190))
    for _ in range(rng.randint(2, 5)):
        x = rng.randint(30, WIDTH - 30)
        y = rng.randint(horizon + 60, HEIGHT - 10)
        colour = (rng.randint(40, 230), rng.randint(40, 230), rng.randint(40, 230))
        draw.ellipse((x - 10, y - 62, x + 10, y - 42), fill=(236, 196, 160))
        draw.rounded_rectangle((x - 15, y - 40, x + 15, y), radius=7, fill=colour)
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=85)
    return buffer.getvalue()
