"""Staff open and close the shop and edit texts: save_variables per category, sanitised, with the spec's rules."""

from __future__ import annotations

from typing import Any

from aiohttp.test_utils import TestClient

from tests.api.staff import add_user, login

Api = TestClient[Any, Any]

HOSTILE = [
    "<p>Hallo<script>alert(1)</script></p>",
    '<p onclick="alert(1)">Hallo</p>',
    '<a href="javascript:alert(1)">Hallo</a>',
    "<img src=x onerror=alert(1)>Hallo",
    '<iframe src="https://evil.example"></iframe>Hallo',
    '<a href="JaVaScRiPt:alert(1)">Hallo</a>',
    "<svg><script>alert(1)</script></svg>Hallo",
    '<p style="background:url(javascript:alert(1))">Hallo</p>',
]


async def manager(api: Api, rol: str = "beheerder") -> dict[str, str]:
    await add_user(api, f"{rol}@example.nl", rol=rol)
    session = await login(api, f"{rol}@example.nl")
    return {"X-CSRF-Token": session["token"]}


def value_of(settings: dict[str, Any], key: str) -> Any:
    return next(v["value"] for v in settings["variables"] if v["key"] == key)


async def test_closing_the_shop_and_the_closed_message_rule(api: Api) -> None:
    headers = await manager(api)
    body = {"category": "website_open", "website_open": 0, "website_closed_message": "Dicht"}
    response = await api.post("/web/admin/save_variables", json=body, headers=headers)
    assert (response.status, await response.json()) == (200, {"message": "Variabelen opgeslagen"})
    public = await (await api.get("/web/get-settings")).json()
    assert value_of(public, "website_open") == 0
    assert value_of(public, "website_closed_message") == ""  # shorter than 8 characters: emptied
    body["website_closed_message"] = "Vandaag gesloten wegens ziekte"
    await api.post("/web/admin/save_variables", json=body, headers=headers)
    public = await (await api.get("/web/get-settings")).json()
    assert value_of(public, "website_closed_message") == "Vandaag gesloten wegens ziekte"
    everything = await (await api.get("/web/admin/get_all_settings")).json()
    assert value_of(everything, "kor") in (0, 1)


async def test_editor_html_is_sanitised_before_it_is_stored(api: Api) -> None:
    headers = await manager(api)
    for sample in HOSTILE:
        body = {"category": "home_tekst", "home_dagelijksesoep_tekst": sample}
        assert (await api.post("/web/admin/save_variables", json=body, headers=headers)).status == 200
        stored = value_of(await (await api.get("/web/get-settings")).json(), "home_dagelijksesoep_tekst")
        lowered = stored.lower()
        assert "<script" not in lowered and "javascript:" not in lowered and "onerror" not in lowered, stored
        assert "onclick" not in lowered and "<iframe" not in lowered and "style=" not in lowered, stored
        assert "Hallo" in stored
    safe = '<p>Bel <a href="tel:0301234567">ons</a> of <a href="https://example.nl">kijk</a></p>'
    await api.post(
        "/web/admin/save_variables", json={"category": "home_tekst", "home_donatie_tekst": safe}, headers=headers
    )
    stored = value_of(await (await api.get("/web/get-settings")).json(), "home_donatie_tekst")
    assert 'href="tel:0301234567"' in stored and 'href="https://example.nl"' in stored


async def test_bad_values_are_a_422_and_nothing_is_saved(api: Api) -> None:
    headers = await manager(api)
    body = {"category": "soep_bezorgen_en_ophalen", "soep_bezorgtijden_begin": "25:00", "order_pickup_enabled": 0}
    response = await api.post("/web/admin/save_variables", json=body, headers=headers)
    assert response.status == 422
    assert (await response.json())["errors"] == {
        "soep_bezorgtijden_begin": ["Vul een geldige tijd in, bijvoorbeeld 11:30."]
    }
    public = await (await api.get("/web/get-settings")).json()
    assert value_of(public, "order_pickup_enabled") == 1
    unknown = await api.post("/web/admin/save_variables", json={"category": "geheim"}, headers=headers)
    assert (await unknown.json())["errors"] == {"category": ["Onbekende categorie."]}
    times = {"category": "soep_bezorgen_en_ophalen", "soep_bezorgtijden_begin": "1130"}
    await api.post("/web/admin/save_variables", json=times, headers=headers)
    assert value_of(await (await api.get("/web/get-settings")).json(), "soep_bezorgtijden_begin") == "11:30"


async def test_a_soep_coordinator_may_not_change_settings(api: Api) -> None:
    headers = await manager(api, rol="soep_coordinator")
    response = await api.post(
        "/web/admin/save_variables", json={"category": "website_open", "website_open": 0}, headers=headers
    )
    assert response.status == 403
