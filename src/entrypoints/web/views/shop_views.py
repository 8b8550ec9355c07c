"""The shop's public calls: GET /web/get_products, POST /web/bestellen, the terms document."""

from __future__ import annotations

import html
import json
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import attrs
from aiohttp import web

from adapters.serialization import structure, unstructure
from entrypoints.web import rate_limit
from entrypoints.web.errors import read_json
from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.schemas import (
    BEZORG_OPTIE,
    BOOL,
    CENTS,
    DAY,
    EMAIL,
    HOUSE_NUMBER,
    INT,
    NAME,
    POSTCODE,
    STR,
    TEXT,
    TEXT_HTML,
    array,
    nullable,
    obj,
    ref,
)
from entrypoints.web.response_cache import cached_json_response
from entrypoints.web.route_table import RouteTable
from soepkern.domain.checkout import CheckoutForm, ShopClosed
from soepkern.domain.order_days import OrderDay
from soepkern.domain.products import Product
from soepkern.services import address_lookup, shop
from soepkern.services.stored_settings import setting_value

MAX_IDEMPOTENCY_KEY = 100
WEBSITE_CLOSED = "website_gesloten"  # the contract's answer to an order while the website is closed


routes = RouteTable("shop")


def _day_json(day: OrderDay, product: Product, now: Any) -> dict[str, Any]:
    return {
        "id": day.id,
        "bestellingsdag": day.bestellingsdag.isoformat(),
        "inschrijving_geopend": day.is_open(now),
        "bestelling_openings_timestamp": unstructure(day.bestelling_openings_timestamp),
        "bestelling_sluitings_timestamp": unstructure(day.bestelling_sluitings_timestamp),
        "maximale_producten_per_klant": day.maximale_producten_per_klant,
        # The shopper's state of this soup on this day (OrderDay.shopper_state), decided once on the server.
        "state": next((day.shopper_state(r, now).value for r in day.products if r.product_id == product.id), None),
        "products": [
            {
                "id": row.id,
                "product_id": row.product_id,
                "naam": row.naam,
                "hoeveelheid": row.hoeveelheid,
                "besteld": row.besteld,
                "product": {"prijs": row.prijs, "korting": row.korting},
            }
            for row in day.products
            if row.product_id == product.id
        ],
    }


def product_json(product: Product, days: Sequence[OrderDay] = ()) -> dict[str, Any]:
    """A soup as the shop shows it. Beside the contract's fields it carries the spec's product-level fields
    (document 1, point 3, 'Shop product'; decision 0051): `product_id`, `hoeveelheid` and `besteld` summed over
    this soup's rows on the listed order days, and `product` with the pictures."""
    pictures = [{"uuid": p.uuid, "position": p.position, "name": p.name} for p in product.sorted_pictures()]
    rows = [row for day in days for row in day.products if row.product_id == product.id]
    return {
        "id": product.id,
        "product_id": product.id,
        "naam": product.naam,
        "slug": product.slug,
        "omschrijving": product.omschrijving,
        "prijs": product.prijs,
        "korting": product.korting,
        "hoeveelheid": sum(row.hoeveelheid for row in rows),
        "besteld": sum(row.besteld for row in rows),
        "status": product.status.value,
        "picture": pictures[0]["uuid"] if pictures else None,
        "pictures": pictures,
        "product": {
            "id": product.id,
            "naam": product.naam,
            "prijs": product.prijs,
            "korting": product.korting,
            "pictures": pictures,
        },
    }


CATALOGUE_KEY = "get_products"


@routes.get(
    "/web/get_products",
    "The soups that can be shown, with their order days",
    ok=array(ref("ShopProduct")),
)
async def get_products(request: web.Request) -> web.Response:
    """From the cache; gzipped once per cache entry for the browsers that accept it (not once per request)."""
    return await cached_json_response(request, CATALOGUE_KEY, catalogue_builder(request.app))


def catalogue_builder(app: web.Application) -> Callable[[], Awaitable[bytes]]:
    """The catalogue; the API and the HTML of shop pages (embedded) share it and its cache."""
    container = app[CONTAINER]

    async def build() -> bytes:
        now = container.clock.now()
        entries = await shop.catalogue(container.uow_factory, now)
        body = [
            {**product_json(e.product, e.days), "besteldagen": [_day_json(d, e.product, now) for d in e.days]}
            for e in entries
        ]
        return json.dumps(body).encode()

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
    ok={
        "anyOf": [
            obj(
                {"bestelnummer": INT, "uuid": STR, "totaal": CENTS},
                {
                    "bevestiging": array(
                        obj(
                            {
                                "bestellingsdag": nullable(DAY),
                                "dag": STR,
                                "regels": array(obj({"naam": STR, "hoeveelheid": INT, "bedrag": CENTS})),
                                "overdracht": STR,
                            }
                        )
                    )
                },
            ),
            {"const": "website_gesloten"},
        ]
    },
)
async def bestellen(request: web.Request) -> web.Response:
    container = request.app[CONTAINER]
    form = structure(_checkout_body(await read_json(request)), CheckoutForm)
    key = (request.headers.get("Idempotency-Key") or "").strip()[:MAX_IDEMPOTENCY_KEY] or None
    result = await shop.place_order(form, key, container.shop_ports)
    if isinstance(result, ShopClosed):
        return web.json_response(WEBSITE_CLOSED)
    return web.json_response(unstructure(result))  # {"bestelnummer", "uuid", "totaal"}: the contract's names


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
    ok=obj(
        {"straat": nullable(STR), "plaats": nullable(STR), "message": nullable(STR)},
        {"bezorggebied": nullable(BOOL)},
    ),
)
async def resolve_postal_code(request: web.Request) -> web.Response:
    body = structure(await read_json(request), AddressBody)
    await rate_limit.limit(request, rate_limit.ADDRESS_LOOKUP_PER_ADDRESS)
    container = request.app[CONTAINER]
    area = await shop.delivery_ranges(container.shop_ports)
    answer = await address_lookup.resolve(body.postcode, body.huisnummer, container.address_lookup, area)
    return web.json_response(
        {
            "straat": answer.straat,
            "plaats": answer.plaats,
            "message": answer.message,
            "bezorggebied": answer.bezorggebied,
        }
    )
