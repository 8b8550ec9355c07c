"""The HTML of a public page carries the data its first paint needs, from the same cache as the API answers."""

from __future__ import annotations

import json
import re
from typing import Any

from entrypoints.web.app import create_app, wait_until_ready
from entrypoints.web.response_cache import RESPONSE_CACHE
from tests.api.shop_data import add_soup, set_variables
from tests.api.staff import add_user, login

INDEX = "<!doctype html><html><head><title>soep</title></head><body><div id=root></div></body></html>"


def embedded(page: str, element_id: str) -> Any:
    found = re.search(rf'<script type="application/json" id="{element_id}">(.*?)</script>', page, re.S)
    assert found is not None, f"{element_id} is not in the page"
    return json.loads(found.group(1))


async def _client(aiohttp_client, make_settings):  # type: ignore[no-untyped-def]
    settings = make_settings()
    settings.webapp_dist.mkdir(parents=True, exist_ok=True)
    (settings.webapp_dist / "index.html").write_text(INDEX)
    app = create_app(settings, send_mail=False)
    client = await aiohttp_client(app)
    await wait_until_ready(app)
    return client


async def test_public_pages_embed_the_public_settings_and_pictures(aiohttp_client, make_settings):
    client = await _client(aiohttp_client, make_settings)
    page = await (await client.get("/meedoen")).text()
    assert embedded(page, "soep-settings") == await (await client.get("/web/get-settings")).json()
    assert embedded(page, "soep-pictures") == await (await client.get("/web/get-all-pictures")).json()
    assert "soep-catalogue" not in page, "only shop pages need the catalogue"


async def test_shop_pages_embed_the_catalogue(aiohttp_client, make_settings):
    client = await _client(aiohttp_client, make_settings)
    await add_soup(client, naam="Linzensoep")
    client.app[RESPONSE_CACHE].clear()
    for path in ("/dagelijkse-soep", "/dagelijkse-soep/1-linzensoep"):
        page = await (await client.get(path)).text()
        catalogue = embedded(page, "soep-catalogue")
        assert [p["naam"] for p in catalogue] == ["Linzensoep"]
        assert catalogue == await (await client.get("/web/get_products")).json()


async def test_embedded_text_cannot_end_the_script_element(aiohttp_client, make_settings):
    client = await _client(aiohttp_client, make_settings)
    hostile = "</script><script>alert(1)</script><!--"
    # stored straight into the database (past the save rules), as an editor text that is served as it is stored
    await set_variables(client, home_dagelijksesoep_tekst=hostile)
    client.app[RESPONSE_CACHE].clear()
    page = await (await client.get("/")).text()
    assert "<script>alert(1)" not in page
    values = {v["key"]: v["value"] for v in embedded(page, "soep-settings")["variables"]}
    assert values["home_dagelijksesoep_tekst"] == hostile


async def test_back_office_and_unknown_paths_embed_nothing(aiohttp_client, make_settings):
    client = await _client(aiohttp_client, make_settings)
    assert "soep-settings" not in await (await client.get("/admin/bestellingen")).text()
    unknown = await client.get("/bestaat-niet")
    assert unknown.status == 404
    assert "soep-settings" not in await unknown.text()


async def test_public_pages_preload_the_main_font(aiohttp_client, make_settings):
    settings = make_settings()
    (settings.webapp_dist / "assets").mkdir(parents=True, exist_ok=True)
    (settings.webapp_dist / "index.html").write_text(INDEX)
    (settings.webapp_dist / "assets" / "inter-latin-400-normal-abc.woff2").write_bytes(b"font")
    app = create_app(settings, send_mail=False)
    client = await aiohttp_client(app)
    await wait_until_ready(app)
    page = await (await client.get("/contact")).text()
    assert '<link rel="preload" href="/assets/inter-latin-400-normal-abc.woff2" as="font"' in page


async def test_shop_pages_preload_their_route_chunks(aiohttp_client, make_settings):
    settings = make_settings()
    (settings.webapp_dist / ".vite").mkdir(parents=True, exist_ok=True)
    (settings.webapp_dist / "index.html").write_text(INDEX)
    shop = "src/features/shop/components/"
    manifest = {
        "index.html": {"file": "assets/index-1.js", "isEntry": True, "imports": ["_react-1.js"]},
        "_react-1.js": {"file": "assets/react-1.js"},
        f"{shop}shop-shell.tsx": {"file": "assets/shop-shell-1.js", "imports": ["index.html", "_dates-1.js"]},
        "_dates-1.js": {"file": "assets/dates-1.js", "imports": ["_react-1.js"]},
        f"{shop}landing-page.tsx": {"file": "assets/landing-page-1.js", "imports": [f"{shop}shop-shell.tsx"]},
    }
    (settings.webapp_dist / ".vite" / "manifest.json").write_text(json.dumps(manifest))
    app = create_app(settings, send_mail=False)
    client = await aiohttp_client(app)
    await wait_until_ready(app)
    page = await (await client.get("/dagelijkse-soep")).text()
    preloaded = re.findall(r'<link rel="modulepreload" crossorigin href="([^"]+)">', page)
    assert preloaded == ["/assets/shop-shell-1.js", "/assets/dates-1.js", "/assets/landing-page-1.js"]
    assert "modulepreload" not in await (await client.get("/meedoen")).text()


async def test_logged_in_staff_get_their_settings_from_the_api(aiohttp_client, make_settings):
    client = await _client(aiohttp_client, make_settings)
    await add_user(client, "beheer@example.nl")
    await login(client, "beheer@example.nl")
    page = await (await client.get("/")).text()
    assert "soep-settings" not in page, "the public settings lack the admin part staff screens read"
    assert "soep-pictures" in page
