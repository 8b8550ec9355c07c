"""The web app shell: settings endpoint, error answers, maintenance, static files and the SPA fallback."""

from __future__ import annotations

from pathlib import Path

from entrypoints.web import keys
from entrypoints.web.app import create_app, wait_until_ready
from entrypoints.web.maintenance import FLAG_FILE_NAME, MAINTENANCE_MESSAGE
from soepkern.domain import site_settings

SPEC_VARIABLES = {
    "home_dagelijksesoep_tekst", "home_stageplekken_tekst", "home_donatie_tekst", "home_wachtlijst_tekst",
    "meedoen_doe_mee_tekst", "meedoen_vrijwilligers_tekst", "redirect_after_donation",
    "website_open", "website_closed_message", "soep_startpagina", "soep_redirect_after_order",
    "soep_bezorgtijden_begin", "soep_bezorgtijden_eind", "soep_pickup_begin", "order_pickup_enabled",
    "order_shipping_enabled",
    *(f"vacature_zichtbaar_{n}" for n in range(1, 11)),
    *(f"titel_voor_vacature_{n}" for n in range(1, 11)),
    *(f"link_voor_vacature_{n}" for n in range(1, 11)),
    *(f"vacature_tekst_{n}" for n in range(1, 11)),
}  # fmt: skip
ADMIN_ONLY = {f"new_order_notification_{day}" for day in site_settings.WEEKDAYS} | {"kor", "moss"}


async def test_settings_list_every_public_variable_of_the_spec(api):
    response = await api.get("/web/get-settings")
    assert response.status == 200
    body = await response.json()
    keys = {v["key"] for v in body["variables"]}
    assert SPEC_VARIABLES <= keys
    assert not keys & ADMIN_ONLY, "visitors must not see the admin-only variables"
    assert body["admin"] is None
    for variable in body["variables"]:
        assert set(variable) == {"key", "value", "name", "type", "category", "options"}
        assert variable["type"] in {t.value for t in site_settings.VariableType}
    by_key = {v["key"]: v for v in body["variables"]}
    assert by_key["website_open"]["value"] in (0, 1)
    assert by_key["home_dagelijksesoep_tekst"]["value"].startswith("<")
    assert "home" in body["pictures"] and "meedoen_woongemeenschap" in body["pictures"]
    assert body["onderwerpen"], "the contact form needs subjects"


async def test_unknown_api_path_is_a_json_404(api):
    for path in ("/web/does-not-exist", "/api/nothing/here"):
        response = await api.get(path)
        assert response.status == 404
        assert (await response.json())["message"]


async def test_unreadable_json_body_is_a_dutch_422_not_a_500(api):
    response = await api.post("/web/get-settings", data=b"{not json", headers={"Content-Type": "application/json"})
    assert response.status in (405, 422)
    assert "message" in await response.json()


async def test_every_answer_carries_the_security_headers(api):
    for path in ("/web/get-settings", "/", "/over-ons"):
        response = await api.get(path)
        assert "frame-ancestors 'none'" in response.headers["Content-Security-Policy"]
        assert response.headers["X-Content-Type-Options"] == "nosniff"
        assert response.headers["Referrer-Policy"]


def test_scripts_styles_and_fonts_get_the_short_policy_of_answers_that_are_no_document() -> None:
    """Decision 0119: a policy on a script, a stylesheet or a font is not applied to the page (the app starts no
    workers); the page's long policy and the headers only a document reads there only cost bytes."""
    from multidict import CIMultiDict

    from entrypoints.web.security import CONTENT_SECURITY_POLICY, JSON_CONTENT_SECURITY_POLICY, SecurityHeaders

    security = SecurityHeaders(https=False)
    for content_type, policy in (
        ("text/javascript; charset=utf-8", JSON_CONTENT_SECURITY_POLICY),
        ("text/css", JSON_CONTENT_SECURITY_POLICY),
        ("font/woff2", JSON_CONTENT_SECURITY_POLICY),
        ("application/json", JSON_CONTENT_SECURITY_POLICY),
        ("text/html; charset=utf-8", CONTENT_SECURITY_POLICY),
        ("image/svg+xml", CONTENT_SECURITY_POLICY),
        ("application/pdf", CONTENT_SECURITY_POLICY),
    ):
        headers = CIMultiDict({"Content-Type": content_type})
        security.on_answer(headers, api=False)
        assert headers["Content-Security-Policy"] == policy, content_type
        assert headers["X-Content-Type-Options"] == "nosniff" and headers["Referrer-Policy"]
        document_only = {"X-Frame-Options", "Permissions-Policy", "Cross-Origin-Opener-Policy"} & set(headers)
        subresource = content_type.startswith(("text/javascript", "text/css", "font/"))
        assert document_only == (
            set() if subresource else {"X-Frame-Options", "Permissions-Policy", "Cross-Origin-Opener-Policy"}
        )


async def test_spa_fallback_serves_index_for_any_page_and_assets_with_long_cache(aiohttp_client, make_settings):
    settings = make_settings()
    dist = settings.webapp_dist
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_text("<!doctype html><title>soep</title>" + "x" * 600)
    (dist / "assets" / "main-abc123.js").write_text("console.log('hallo');" * 100)
    app = create_app(settings)
    client = await aiohttp_client(app)
    await wait_until_ready(app)

    page = await client.get("/dagelijkse-soep/iets-onbekends")
    assert page.status == 200
    assert "<title>soep</title>" in await page.text()
    assert page.headers["Cache-Control"] == "no-cache"

    asset = await client.get("/assets/main-abc123.js", headers={"Accept-Encoding": "gzip"})
    assert asset.status == 200
    assert "immutable" in asset.headers["Cache-Control"]
    assert asset.headers.get("Content-Encoding") == "gzip"
    assert "hallo" in await asset.text()

    again = await client.get("/assets/main-abc123.js", headers={"If-None-Match": asset.headers["ETag"]})
    assert again.status == 304
    assert (await client.get("/assets/missing.js")).status == 404


async def test_api_answers_503_while_a_migration_runs_elsewhere(api, make_settings):
    data_dir = Path(make_settings().data_dir)
    (data_dir / FLAG_FILE_NAME).write_text("migrating")
    try:
        # The flag is read at most once a second.
        api.app[keys.MAINTENANCE]._checked_at = 0
        response = await api.get("/web/get-settings")
        assert response.status == 503
        assert (await response.json())["message"] == MAINTENANCE_MESSAGE
        assert response.headers["Retry-After"]
        assert (await api.get("/")).status == 200, "pages still load; the app shows the banner"
    finally:
        (data_dir / FLAG_FILE_NAME).unlink()
