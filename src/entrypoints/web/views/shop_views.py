"""The shop's public calls: GET /web/get_products, POST /web/bestellen, the terms document."""

from __future__ import annotations

import html
import json
from collections.abc import Awaitable, Callable, Sequence
from datetime import date, datetime
from typing import Any, Literal

import attrs
from aiohttp import web

from adapters.serialization import structure, unstructure
from entrypoints.web import rate_limit
from entrypoints.web.errors import read_json
from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.schemas import (
    BEZORG_OPTIE,
    CENTS,
    EMAIL,
    HOUSE_NUMBER,
    INT,
    NAME,
    POSTCODE,
    STR,
    TEXT,
    TEXT_HTML,
    obj,
)
from entrypoints.web.openapi.types import describe
from entrypoints.web.response_cache import cached_json_response
from entrypoints.web.route_table import RouteTable
from entrypoints.web.views.answers import IN_CENTS, Price
from soepkern.domain.checkout import CheckoutForm, OrderPlaced, ShopClosed
from soepkern.domain.order_confirmation import ConfirmationLine
from soepkern.domain.order_days import OrderDay, OrderDayProduct, ShopperState
from soepkern.domain.pictures import ProductPicture
from soepkern.domain.products import Product, ProductStatus
from soepkern.services import address_lookup, shop
from soepkern.services.address_lookup import LookupAnswer
from soepkern.services.stored_settings import setting_value

MAX_IDEMPOTENCY_KEY = 100
WEBSITE_CLOSED = "website_gesloten"  # the contract's answer to an order while the website is closed


routes = RouteTable("shop")
describe(OrderPlaced, totaal=CENTS)
describe(ConfirmationLine, bedrag=CENTS)


@attrs.frozen
class ShopPicture:
    uuid: str
    position: int
    name: str

    @classmethod
    def of(cls, picture: ProductPicture) -> ShopPicture:
        return cls(picture.uuid, picture.position, picture.name)


@attrs.frozen
class ShopRow:
    """This soup's row on an order day (`product`: its price and discount)."""

    id: int
    product_id: int
    naam: str
    hoeveelheid: int
    besteld: int
    product: Price

    @classmethod
    def of(cls, row: OrderDayProduct) -> ShopRow:
        assert row.id is not None
        return cls(row.id, row.product_id, row.naam, row.hoeveelheid, row.besteld, Price.of(row))


@attrs.frozen
class ShopDay:
    """An order day of a soup; `state`: the shopper's state of this soup on this day (OrderDay.shopper_state),
    decided once on the server."""

    id: int
    bestellingsdag: date
    inschrijving_geopend: bool
    bestelling_openings_timestamp: datetime
    bestelling_sluitings_timestamp: datetime
    maximale_producten_per_klant: int
    state: ShopperState | None
    products: list[ShopRow]

    @classmethod
    def of(cls, day: OrderDay, product: Product, now: datetime) -> ShopDay:
        assert day.id is not None
        rows = [row for row in day.products if row.product_id == product.id]
        return cls(
            day.id,
            day.bestellingsdag,
            day.is_open(now),
            day.bestelling_openings_timestamp,
            day.bestelling_sluitings_timestamp,
            day.maximale_producten_per_klant,
            day.shopper_state(rows[0], now) if rows else None,
            [ShopRow.of(row) for row in rows],
        )


@attrs.frozen
class ShopProductCore:
    id: int
    naam: str
    prijs: int = attrs.field(metadata=IN_CENTS)
    korting: int = attrs.field(metadata=IN_CENTS)
    pictures: list[ShopPicture]


@attrs.frozen
class ShopProduct:
    """A soup as the shop shows it. Beside the contract's fields it carries the spec's product-level fields
    (document 1, point 3, 'Shop product'; decision 0051): `product_id`, `hoeveelheid` and `besteld` summed over
    this soup's rows on the listed order days, and `product` with the pictures; `picture`: the card picture."""

    id: int
    product_id: int
    naam: str
    slug: str
    omschrijving: str
    prijs: int = attrs.field(metadata=IN_CENTS)
    korting: int = attrs.field(metadata=IN_CENTS)
    hoeveelheid: int
    besteld: int
    status: ProductStatus
    picture: str | None
    pictures: list[ShopPicture]
    product: ShopProductCore
    besteldagen: list[ShopDay]

    @classmethod
    def of(cls, product: Product, days: Sequence[OrderDay], now: datetime) -> ShopProduct:
        assert product.id is not None
        pictures = [ShopPicture.of(p) for p in product.sorted_pictures()]
        rows = [row for day in days for row in day.products if row.product_id == product.id]
        return cls(
            product.id,
            product.id,
            product.naam,
            product.slug,
            product.omschrijving,
            product.prijs,
            product.korting,
            sum(row.hoeveelheid for row in rows),
            sum(row.besteld for row in rows),
            product.status,
            pictures[0].uuid if pictures else None,
            pictures,
            ShopProductCore(product.id, product.naam, product.prijs, product.korting, pictures),
            [ShopDay.of(day, product, now) for day in days],
        )


CATALOGUE_KEY = "get_products"


@routes.get(
    "/web/get_products",
    "The soups that can be shown, with their order days",
    answer=list[ShopProduct],
)
async def get_products(request: web.Request) -> web.Response:
    """From the cache; gzipped once per cache entry for the browsers that accept it (not once per request)."""
    return await cached_json_response(request, CATALOGUE_KEY, catalogue_builder)


def catalogue_builder(app: web.Application) -> Callable[[], Awaitable[bytes]]:
    """The catalogue; the API and the HTML of shop pages (embedded) share it and its cache."""
    container = app[CONTAINER]

    async def build() -> bytes:
        now = container.clock.now()
        entries = await shop.catalogue(container.uow_factory, now)
        return json.dumps(unstructure([ShopProduct.of(e.product, e.days, now) for e in entries])).encode()

    return build


def _checkout_body(data: Any) -> Any:
    """Accepts the spec's spellings of the house-number addition; empty optional fields may be null."""
    if not isinstance(data, dict):
        return data
    data = {k: v for k, v in data.items() if v is not None}
    for alias in ("huisnummer_extension", "huisnummer extensie"):
        if alias in data and "huisnummer_extensie" not in data:
            data["huisnummer_extensie"] = data[alias]
    return data


@routes.post(
    "/web/bestellen",
    'Place an order (Idempotency-Key header); "website_gesloten" when the shop is closed',
    reads=obj(
        {
            "voornaam": NAME,
            "achternaam": NAME,
            "email": EMAIL,
            "telefoonnummer": {"type": "string", "pattern": "^0[0-9]{9}$"},
            "postcode": POSTCODE,
            "huisnummer": HOUSE_NUMBER,
            "straat": NAME,
            "plaats": NAME,
            "bezorg_optie": BEZORG_OPTIE,
            "voorwaarden": {"const": True},
            "products": {
                "type": "array",
                "minItems": 1,
                "maxItems": 3,
                "items": obj({"id": {"type": "integer", "minimum": 1, "maximum": 20}, "gekozen_hoeveelheid": INT}),
            },
        },
        {"huisnummer_extensie": TEXT, "bedrijfsnaam": TEXT, "opmerking": TEXT, "totale_producten": INT},
    ),
    answer=OrderPlaced | Literal["website_gesloten"],
)
async def bestellen(request: web.Request) -> OrderPlaced | str:
    container = request.app[CONTAINER]
    form = structure(_checkout_body(await read_json(request)), CheckoutForm)
    key = (request.headers.get("Idempotency-Key") or "").strip()[:MAX_IDEMPOTENCY_KEY] or None
    result = await shop.place_order(form, key, container.shop_ports)
    return WEBSITE_CLOSED if isinstance(result, ShopClosed) else result


@routes.get(
    "/web/bekijk-voorwaarden-dagelijkse-soep",
    "The terms as an HTML page",
    ok_media=TEXT_HTML,
)
async def terms(request: web.Request) -> web.Response:
    """The terms of the daily soup (setting soep_voorwaarden, sanitised HTML) as a printable page."""
    content = str(await setting_value("soep_voorwaarden", request.app[CONTAINER].uow_factory))
    page = (
        '<!doctype html><html lang="nl"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{html.escape('Voorwaarden dagelijkse soep')}</title>"
        "<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;"
        "line-height:1.6;color:#1a1a1a}</style></head>"
        f"<body><main>{content}</main></body></html>"
    )
    return web.Response(text=page, content_type="text/html")


@attrs.frozen
class AddressBody:
    postcode: str
    huisnummer: str


@routes.post(
    "/web/resolve-postal-code",
    "Street and place of an address (PDOK); null with a Dutch message when unknown or unreachable",
    reads=obj(optional={"postcode": STR, "huisnummer": STR}),
    answer=LookupAnswer,
)
async def resolve_postal_code(request: web.Request) -> LookupAnswer:
    body = structure(await read_json(request), AddressBody)
    await rate_limit.limit(request, rate_limit.ADDRESS_LOOKUP_PER_ADDRESS)
    container = request.app[CONTAINER]
    area = await shop.delivery_ranges(container.shop_ports)
    return await address_lookup.resolve(body.postcode, body.huisnummer, container.address_lookup, area)
