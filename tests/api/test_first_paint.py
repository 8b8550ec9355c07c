"""A public page's first HTML answer already shows its heading, texts and first picture (issue 17)."""

from __future__ import annotations

import json
import re

from entrypoints.web.app import create_app, wait_until_ready
from entrypoints.web.first_paint import FirstPaintPage, first_paint_html
from entrypoints.web.response_cache import RESPONSE_CACHE
from tests.api.shop_data import set_variables

INDEX = (
    '<!doctype html><html><head><title>soep</title><script type="module" crossorigin src="/assets/index-a.js">'
    '</script><link rel="modulepreload" crossorigin href="/assets/react-b.js">'
    '<link rel="stylesheet" crossorigin href="/assets/index-c.css"></head>'
    '<body><div id="root"></div></body></html>'
)
# What the build writes (webapp/src/app/first-paint-pages.ts), for two pages.
PAGES = [
    {
        "path": "/",
        "title": "Stichting De Soepketel",
        "paragraphs": ["Dagprogramma, wonen en werkplaatsen."],
        "category": "home",
        "texts": [{"variable": "home_dagelijksesoep_tekst", "title": "Dagelijkse soep"}],
    },
    {
        "path": "/dagprogramma",
        "title": "Dagprogramma",
        "paragraphs": [],
        "category": "dagprogramma",
        "texts": [{"variable": "pagina_dagprogramma_tekst"}],
    },
]


async def _client(aiohttp_client, make_settings):  # type: ignore[no-untyped-def]
    settings = make_settings()
    (settings.webapp_dist / ".vite").mkdir(parents=True, exist_ok=True)
    (settings.webapp_dist / "index.html").write_text(INDEX)
    (settings.webapp_dist / ".vite" / "first-paint.json").write_text(json.dumps(PAGES))
    app = create_app(settings, send_mail=False)
    client = await aiohttp_client(app)
    await wait_until_ready(app)
    return client


def root_markup(page: str) -> str:
    found = re.search(r'<div id="root">(.*)</div>\s*</body>', page, re.S)
    assert found is not None
    return found.group(1)


async def test_the_first_answer_shows_the_heading_and_the_current_texts(aiohttp_client, make_settings):
    client = await _client(aiohttp_client, make_settings)
    await set_variables(
        client,
        home_dagelijksesoep_tekst="<p>Verse soep, elke werkdag.</p>",
        pagina_dagprogramma_tekst="<p>Een vast ritme en echt werk.</p>",
    )
    client.app[RESPONSE_CACHE].clear()
    home = root_markup(await (await client.get("/")).text())
    assert "<h1>Stichting De Soepketel</h1>" in home
    assert "Dagprogramma, wonen en werkplaatsen." in home
    assert "<h2>Dagelijkse soep</h2>" in home and "<p>Verse soep, elke werkdag.</p>" in home
    day = root_markup(await (await client.get("/dagprogramma/")).text())
    assert "<h1>Dagprogramma</h1>" in day and "<p>Een vast ritme en echt werk.</p>" in day

    # The same one-second cache as the API: a change shows in the next answer once that cache has been refreshed.
    await set_variables(client, pagina_dagprogramma_tekst="<p>Nieuw rooster.</p>")
    client.app[RESPONSE_CACHE].clear()
    assert "<p>Nieuw rooster.</p>" in root_markup(await (await client.get("/dagprogramma")).text())


async def test_the_app_starts_after_the_first_paint_and_other_pages_are_unchanged(aiohttp_client, make_settings):
    client = await _client(aiohttp_client, make_settings)
    page = await (await client.get("/")).text()
    assert '<script src="/first-paint.js" defer></script>' in page
    assert '<script type="application/json" data-soep-module="/assets/index-a.js">' in page
    assert '<link data-soep-modulepreload crossorigin href="/assets/react-b.js">' in page
    assert 'media="print" data-soep-deferred crossorigin href="/assets/index-c.css"' in page
    assert 'type="module"' not in page

    for path in ("/contact", "/admin/bestellingen"):
        other = await (await client.get(path)).text()
        assert "soep-first-paint" not in other and "first-paint.js" not in other
        assert '<script type="module" crossorigin src="/assets/index-a.js">' in other
        assert '<div id="root"></div>' in other


async def test_texts_are_sanitised_again_before_they_become_page_markup(aiohttp_client, make_settings):
    client = await _client(aiohttp_client, make_settings)
    # stored straight into the database, past the save rules
    hostile = '<p>Hallo<script>alert(1)</script><img src=x onerror="x()"></p>'
    await set_variables(client, pagina_dagprogramma_tekst=hostile)
    client.app[RESPONSE_CACHE].clear()
    markup = root_markup(await (await client.get("/dagprogramma")).text())
    assert "<p>Hallo</p>" in markup
    assert "<script" not in markup and "onerror" not in markup and "<img" not in markup


def test_the_first_picture_of_the_pages_category_loads_with_the_page() -> None:
    page = FirstPaintPage("/werkplaatsen", "Werkplaatsen", (), "werkplaatsen", ())
    pictures = [
        {"uuid": "other", "naam": "Elders", "category": "home"},
        {"uuid": "u-1", "naam": 'Kunst & "klei"', "category": "werkplaatsen"},
        {"uuid": "u-2", "naam": "Tuin", "category": "werkplaatsen"},
    ]
    markup = first_paint_html(page, None, pictures, lambda html: html)
    assert 'src="/web/picture/u-1?size=1280"' in markup
    assert "/web/picture/u-1?size=320 320w, /web/picture/u-1?size=640 640w" in markup
    assert 'alt="Kunst &amp; &quot;klei&quot;"' in markup and 'fetchpriority="high"' in markup
    assert "u-2" not in markup and "other" not in markup
    assert 'class="fp-controls"' in markup, "room for the carousel's buttons when it has several pictures"

    alone = first_paint_html(page, None, pictures[:2], lambda html: html)
    assert 'class="fp-controls"' not in alone
    assert "<img" not in first_paint_html(page, None, [], lambda html: html)
