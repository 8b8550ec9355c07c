"""The public site's route table on the server: search engines and sharing.

The web app routes on the client, but the server knows the public pages too: the page table of the website's copy
(src/entrypoints/site_copy/pages.json), which the web app reads as well. With it the server
- answers `GET /sitemap.xml` and `GET /robots.txt` (admin, login and checkout steps excluded),
- puts each page's title, description, canonical URL and Open Graph tags in the HTML it serves, so crawlers and
  link previews that do not run JavaScript see them, and
- answers unknown paths that are no app route with a real 404 status (the body is still the web app, which shows
  its 'Pagina niet gevonden' page). See docs/decisions/0014-picture-library-and-public-site.md.
"""

from __future__ import annotations

import datetime
import functools
import gzip
import hashlib
import html
import json
import logging
import re
from xml.sax.saxutils import escape
from zoneinfo import ZoneInfo

import attrs
from aiohttp import web

from entrypoints.site_copy import PublicPage, site_copy
from entrypoints.web.auth import session_token
from entrypoints.web.first_paint import (
    FirstPaintPage,
    defer_app,
    find_page,
    next_page,
    next_page_preload,
    page_markup,
    pages_by_path,
)
from entrypoints.web.first_paint import style as first_paint_style
from entrypoints.web.keys import ASSETS, CONTAINER, MAINTENANCE
from entrypoints.web.response_cache import RESPONSE_CACHE
from entrypoints.web.route_table import RouteTable
from entrypoints.web.static_assets import NO_CACHE, Asset, AssetTable, asset_response
from entrypoints.web.views.picture_library_views import CACHE_KEY as PICTURES_KEY
from entrypoints.web.views.picture_library_views import pictures_builder
from entrypoints.web.views.shop_views import CATALOGUE_KEY, catalogue_builder
from entrypoints.web.views.site_settings_views import PUBLIC_SETTINGS_KEY, public_settings_builder
from soepkern.services import shop

log = logging.getLogger(__name__)

routes = RouteTable("site")

HOUR = {"Cache-Control": "public, max-age=3600"}

# App routes with a parameter (react-router patterns), and the areas that route entirely on the client.
DYNAMIC_ROUTES: tuple[re.Pattern[str], ...] = (
    re.compile(r"^/meedoen/werken-bij/[^/]+$"),
    re.compile(r"^/dagelijkse-soep/bestelling-aanpassen/[^/]+$"),
    re.compile(r"^/dagelijkse-soep/[^/]+$"),
    re.compile(r"^/wachtwoord-resetten/[^/]+/[^/]+$"),
    re.compile(r"^/admin(/.*)?$"),
)

ROBOTS_DISALLOW = (
    "/admin",
    "/inloggen",
    "/wachtwoord-resetten",
    "/dagelijkse-soep/bestellen",
    "/dagelijkse-soep/bestelling-ontvangen",
    "/dagelijkse-soep/bestelling-aanpassen/",
    "/dagelijkse-soep/wachtlijst",
    "/contact-formulier-verzonden",
    "/web/",
    "/api/",
)


def normalise(path: str) -> str:
    return path.rstrip("/") or "/"


def page_for(path: str) -> PublicPage | None:
    return site_copy().page(normalise(path))


def is_app_route(path: str) -> bool:
    path = normalise(path)
    return page_for(path) is not None or any(pattern.match(path) for pattern in DYNAMIC_ROUTES)


def document_title(page: PublicPage) -> str:
    site_name = site_copy().name
    return site_name if page.title == site_name else f"{page.title} | {site_name}"


def head_tags(page: PublicPage, url: str) -> str:
    title = document_title(page)
    t, d, u = html.escape(title), html.escape(page.description), html.escape(url)
    robots = "" if page.indexed else '<meta name="robots" content="noindex" />'
    return (
        f'<link rel="canonical" href="{u}" />'
        f'<meta property="og:title" content="{t}" />'
        f'<meta property="og:description" content="{d}" />'
        '<meta property="og:type" content="website" />'
        f'<meta property="og:url" content="{u}" />'
        f'<meta property="og:site_name" content="{html.escape(site_copy().name)}" />'
        '<meta property="og:locale" content="nl_NL" />'
        f"{robots}"
    )


_TITLE = re.compile(rb"<title>.*?</title>", re.S)
_DESCRIPTION = re.compile(rb'<meta\s+name="description"\s+content="[^"]*"\s*/?>', re.S)


@functools.lru_cache(maxsize=256)
def page_html(index: bytes, path: str, public_url: str) -> bytes:
    """index.html with the page's title, description, canonical URL and Open Graph tags."""
    page = page_for(path)
    if page is None:
        return index  # a product, a vacancy, an admin screen, or no page at all: the web app sets its own tags
    title = document_title(page)
    description = page.description
    url = public_url + normalise(path)
    body = _TITLE.sub(lambda _m: f"<title>{html.escape(title)}</title>".encode(), index, count=1)
    meta = f'<meta name="description" content="{html.escape(description)}" />'.encode()
    body = _DESCRIPTION.sub(lambda _m: meta, body, count=1)
    return body.replace(b"</head>", head_tags(page, url).encode() + b"</head>", 1)


def _asset(body: bytes) -> Asset:
    etag = '"' + hashlib.sha256(body).hexdigest()[:32] + '"'
    return Asset(body, gzip.compress(body, compresslevel=6, mtime=0), "text/html", etag, NO_CACHE)


# The data a public page needs first, embedded in its HTML (`<script type="application/json" id=...>`); the web app
# seeds its queries from it (webapp/src/lib/embedded-data.ts), so the first paint needs no second round trip.
EMBEDDED_SETTINGS_ID = "soep-settings"
EMBEDDED_PICTURES_ID = "soep-pictures"
EMBEDDED_CATALOGUE_ID = "soep-catalogue"


def json_script(element_id: str, body: bytes) -> bytes:
    """A JSON data block that cannot end the script element early: every `<` is written as \u003c."""
    return (
        f'<script type="application/json" id="{element_id}">'.encode() + body.replace(b"<", b"\\u003c") + b"</script>"
    )


@attrs.frozen
class FirstData:
    """The answers of the API's own cache that a public page embeds: JSON bodies, None when not embedded."""

    settings: bytes | None = None
    pictures: bytes | None = None
    catalogue: bytes | None = None

    def scripts(self) -> bytes:
        blocks = (
            (EMBEDDED_SETTINGS_ID, self.settings),
            (EMBEDDED_PICTURES_ID, self.pictures),
            (EMBEDDED_CATALOGUE_ID, self.catalogue),
        )
        return b"".join(json_script(element_id, body) for element_id, body in blocks if body is not None)


async def first_data(request: web.Request) -> FirstData:
    """The public settings and picture list, and on shop pages the catalogue, from the API's own cache and builders.

    Nothing is embedded in the back office, no settings for a logged-in staff member (the API gives them the admin
    part too), and nothing when the database cannot answer
    (then the web app fetches as before).
    """
    path = normalise(request.path)
    if path == "/admin" or path.startswith("/admin/") or request.app[MAINTENANCE].active:
        return FirstData()
    cache, app = request.app[RESPONSE_CACHE], request.app
    try:
        pictures = await cache.get_or_build(PICTURES_KEY, pictures_builder(app))
        settings = None
        if await session_token(request) is None:  # staff get their own settings (with the admin part) from the API
            settings = await cache.get_or_build(PUBLIC_SETTINGS_KEY, public_settings_builder(app))
        catalogue = None
        if path == "/dagelijkse-soep" or path.startswith("/dagelijkse-soep/"):
            catalogue = await cache.get_or_build(CATALOGUE_KEY, catalogue_builder(app))
    except Exception:
        log.exception("The data for the page's HTML could not be read; the web app fetches it itself")
        return FirstData()
    return FirstData(settings, pictures, catalogue)


def first_paint(request: web.Request, data: FirstData) -> tuple[bytes, bytes]:
    """The page's first paint for `<div id="root">` and its style for `<head>`; empty for other paths."""
    assets = request.app[ASSETS]
    found = find_page(_first_paint_pages(assets), normalise(request.path))
    if found is None:
        return b"", b""
    page, value = found
    page = page.for_query(request.query)
    settings = json.loads(data.settings) if data.settings is not None else None
    pictures = json.loads(data.pictures) if data.pictures is not None else None
    catalogue = json.loads(data.catalogue) if data.catalogue is not None else None
    pages = _first_paint_pages(assets)
    preload = ""
    if page.waits_for is not None and request.query.get(page.waits_for):
        preload = next_page_preload(pages, page, settings, pictures)  # where the app goes once it knows
    elif (target := next_page(pages, page, settings)) is not None:
        page, value = target, ""  # the app goes there at once: its page is what the visitor sees (decision 0125)
    clean = request.app[CONTAINER].sanitizer.clean
    markup = page_markup(page, value, settings, pictures, catalogue, clean, _this_year(request))
    if not markup:
        return b"", b""
    fonts = {weight: assets.find(f"/assets/inter-latin-{weight}-normal-", ".woff2") for weight in (400, 700)}
    found_fonts = {weight: url for weight, url in fonts.items() if url is not None}
    style = first_paint_style(found_fonts, form=page.layout == "form")
    return markup.encode(), (preload + style).encode()


def _this_year(request: web.Request) -> int:
    """The footer's year, in the foundation's time zone."""
    return datetime.datetime.now(ZoneInfo(request.app[CONTAINER].settings.timezone)).year


@functools.lru_cache(maxsize=4)
def _first_paint_pages(assets: AssetTable) -> dict[str, FirstPaintPage]:
    return pages_by_path(assets.first_paint_pages)


# The body text's font weight: preloaded, so the text is drawn in it from the start (font-display: swap otherwise).
MAIN_FONT = ("/assets/inter-latin-400-normal-", ".woff2")


def font_preload(assets: AssetTable) -> bytes:
    path = assets.find(*MAIN_FONT)
    if path is None:
        return b""
    return f'<link rel="preload" href="{html.escape(path)}" as="font" type="font/woff2" crossorigin />'.encode()


_SHOP = "src/features/shop/components/"
_LOGIN = "src/features/login/components/"
# The lazily loaded route modules of a path (webapp/src/features/*/routes.tsx), preloaded with the page.
ROUTE_MODULES: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = (
    (re.compile(r"^/dagelijkse-soep$"), (_SHOP + "shop-shell.tsx", _SHOP + "landing-page.tsx")),
    (re.compile(r"^/dagelijkse-soep/bestellen$"), (_SHOP + "shop-shell.tsx", _SHOP + "checkout-page.tsx")),
    (re.compile(r"^/dagelijkse-soep/bestelling-"), (_SHOP + "shop-shell.tsx",)),
    (re.compile(r"^/dagelijkse-soep/[^/]+$"), (_SHOP + "shop-shell.tsx", _SHOP + "product-page.tsx")),
    (re.compile(r"^/contact$"), ("src/features/contact/components/contact-page.tsx",)),
    (re.compile(r"^/meedoen/donaties$"), ("src/features/donations/components/donations-page.tsx",)),
    (re.compile(r"^/meedoen/doneren$"), ("src/features/donations/components/donate-page.tsx",)),
    (
        re.compile(r"^/meedoen/donaties/bedankt-voor-uw-donatie$"),
        ("src/features/donations/components/thanks-page.tsx",),
    ),
    (
        re.compile(r"^/meedoen/donaties/mijn-maandelijkse-gift$"),
        ("src/features/donations/components/my-gift-page.tsx",),
    ),
    (re.compile(r"^/inloggen$"), (_LOGIN + "login-page.tsx",)),
    (re.compile(r"^/wachtwoord-resetten$"), (_LOGIN + "reset-request-page.tsx",)),
    (re.compile(r"^/wachtwoord-resetten/[^/]+/[^/]+$"), (_LOGIN + "new-password-page.tsx",)),
)


def route_preloads(assets: AssetTable, path: str) -> bytes:
    path = normalise(path)
    for pattern, sources in ROUTE_MODULES:
        if pattern.match(path):
            files = assets.chunks_for(sources)
            return "".join(f'<link rel="modulepreload" crossorigin href="{html.escape(f)}">' for f in files).encode()
    return b""


async def index_response(request: web.Request) -> web.StreamResponse:
    """The web app for a non-file path: with the page's tags and first data; 404 status when it is no app route."""
    assets = request.app[ASSETS]
    public_url = request.app[CONTAINER].settings.public_url
    body = page_html(assets.index.body, request.path, public_url)
    if is_app_route(request.path):
        data = await first_data(request)
        markup, style = first_paint(request, data)
        body = body.replace(b"</title>", b"</title>" + font_preload(assets) + route_preloads(assets, request.path), 1)
        body = body.replace(b"</head>", style + data.scripts() + b"</head>", 1)
        if markup:
            body = defer_app(body).replace(b'<div id="root"></div>', b'<div id="root">' + markup + b"</div>", 1)
    response = asset_response(request, _asset(body))
    if not is_app_route(request.path) and response.status == 200:
        response.set_status(404)
    return response


@routes.get(
    "/robots.txt",
    "Rules for robots",
    ok_media="text/plain",
)
async def robots_txt(request: web.Request) -> web.Response:
    public_url = request.app[CONTAINER].settings.public_url
    disallowed = [f"Disallow: {path}" for path in ROBOTS_DISALLOW]
    lines = ["User-agent: *", *disallowed, "", f"Sitemap: {public_url}/sitemap.xml"]
    return web.Response(text="\n".join(lines) + "\n", content_type="text/plain", headers=HOUR)


@routes.get(
    "/sitemap.xml",
    "The public pages and soups",
    ok_media="application/xml",
)
async def sitemap_xml(request: web.Request) -> web.Response:
    container = request.app[CONTAINER]
    products = await shop.listed_products(container.uow_factory)
    paths = [page.path for page in site_copy().pages if page.indexed]
    paths += [f"/dagelijkse-soep/{p.slug}" for p in products]
    urls = "".join(f"<url><loc>{escape(container.settings.public_url + path)}</loc></url>" for path in paths)
    body = (
        '<?xml version="1.0" encoding="UTF-8"?>'
        f'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{urls}</urlset>'
    )
    return web.Response(text=body, content_type="application/xml", headers=HOUR)
