"""Search engines and sharing: sitemap.xml, robots.txt, the page's tags in the served HTML, 404 for no route."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from entrypoints.site_copy import site_copy
from entrypoints.web.app import create_app, wait_until_ready
from entrypoints.web.public_routes import is_app_route

INDEX = (
    '<!doctype html><html lang="nl"><head><meta charset="UTF-8" />'
    '<meta name="description" content="Algemeen" /><title>Stichting De Soepketel</title></head>'
    '<body><div id="root"></div></body></html>'
)
WEBAPP_SRC = Path(__file__).parents[2] / "webapp/src"
INFO_PAGES_TS = WEBAPP_SRC / "features/info-pages/info-pages.ts"
SITE_COPY_TS = WEBAPP_SRC / "lib/site-copy.ts"


async def client_with_index(aiohttp_client: Any, make_settings: Any) -> Any:
    settings = make_settings()
    settings.webapp_dist.mkdir(parents=True, exist_ok=True)
    (settings.webapp_dist / "index.html").write_text(INDEX)
    app = create_app(settings)
    client = await aiohttp_client(app)
    await wait_until_ready(app)
    return client, settings


async def test_served_html_carries_the_page_tags(aiohttp_client: Any, make_settings: Any) -> None:
    client, settings = await client_with_index(aiohttp_client, make_settings)
    response = await client.get("/werkplaatsen/")
    assert response.status == 200
    page = await response.text()
    assert "<title>Werkplaatsen | Stichting De Soepketel</title>" in page
    assert 'name="description" content="Sport en spel, het leerhuis' in page
    assert page.count('name="description"') == 1
    assert f'<link rel="canonical" href="{settings.public_url}/werkplaatsen" />' in page
    assert '<meta property="og:title" content="Werkplaatsen | Stichting De Soepketel" />' in page
    assert '<html lang="nl">' in page
    login = await (await client.get("/inloggen")).text()
    assert '<meta name="robots" content="noindex" />' in login


async def test_unknown_paths_are_404_but_app_routes_are_not(aiohttp_client: Any, make_settings: Any) -> None:
    client, _settings = await client_with_index(aiohttp_client, make_settings)
    missing = await client.get("/bestaat-niet/echt-niet")
    assert missing.status == 404
    # The thank-you page lives under meedoen only; the web app has no route without that prefix.
    assert (await client.get("/donaties/bedankt-voor-uw-donatie")).status == 404
    assert '<div id="root">' in await missing.text()  # the web app shows 'Pagina niet gevonden'
    for path in ("/", "/meedoen/werken-bij/kok", "/admin/fotos", "/dagelijkse-soep/3-erwtensoep", "/contact"):
        assert (await client.get(path)).status == 200, path
    assert (await client.get("/web/bestaat-niet")).status == 404


async def test_sitemap_and_robots(aiohttp_client: Any, make_settings: Any) -> None:
    client, settings = await client_with_index(aiohttp_client, make_settings)
    sitemap = await client.get("/sitemap.xml")
    assert sitemap.status == 200 and sitemap.content_type == "application/xml"
    locations = re.findall(r"<loc>([^<]+)</loc>", await sitemap.text())
    assert f"{settings.public_url}/" in locations
    assert f"{settings.public_url}/werkplaatsen/huis-en-haard" in locations
    assert not any("/admin" in url or "/inloggen" in url or "bestellen" in url for url in locations)
    robots = await (await client.get("/robots.txt")).text()
    assert "Disallow: /admin" in robots and "Disallow: /inloggen" in robots
    assert f"Sitemap: {settings.public_url}/sitemap.xml" in robots


def test_the_page_table_is_one_declaration_that_the_web_app_reads() -> None:
    pages = site_copy().pages
    assert len({page.path for page in pages}) == len(pages) >= 36
    assert site_copy().page("/werkplaatsen") is not None and site_copy().page("/bestaat-niet") is None
    assert "site_copy/pages.json" in SITE_COPY_TS.read_text() and "lib/site-copy" in INFO_PAGES_TS.read_text()
    web_sources = [path.read_text() for path in WEBAPP_SRC.rglob("*.ts*")]
    for page in pages:  # written once: no description is copied into the web app's sources
        if page.description != site_copy().description:
            assert not any(page.description in source for source in web_sources), page.path
    assert is_app_route("/meedoen/werken-bij/10") and not is_app_route("/meedoen/werken-bij/a/b")


def test_every_indexed_page_but_home_has_its_own_description() -> None:
    own = [page for page in site_copy().pages if page.indexed and page.path != "/"]
    assert [page.path for page in own if page.description == site_copy().description] == []


async def test_public_json_is_gzipped_once_for_clients_that_accept_it(api: Any) -> None:
    plain = await api.get("/web/get-settings", headers={"Accept-Encoding": "identity"})
    assert "Content-Encoding" not in plain.headers
    zipped = await api.get("/web/get-settings", headers={"Accept-Encoding": "gzip, br"})
    assert zipped.headers["Content-Encoding"] == "gzip" and zipped.headers["Vary"] == "Accept-Encoding"
    assert await zipped.json() == await plain.json()  # the client undoes the gzip
    pictures = await api.get("/web/get-all-pictures", headers={"Accept-Encoding": "gzip"})
    assert pictures.status == 200 and await pictures.json() == []
