"""Settings of type input are safe wherever they are used (issue 10, point 8): links only with allowed schemes,
text never HTML; values stored before the rule are not served."""

from __future__ import annotations

from typing import Any

import pytest
from aiohttp.test_utils import TestClient

from soepkern.domain.site_settings import CATALOGUE, VariableType
from tests.api.shop_data import set_variables
from tests.api.staff import add_user, login

Api = TestClient[Any, Any]

INPUTS = [d for d in CATALOGUE if d.type is VariableType.INPUT]
LINK_KEYS = [d for d in INPUTS if d.key.startswith("social_")]
VACANCY_LINK_KEYS = [d for d in INPUTS if d.key.startswith("link_voor_vacature_")]
PATH_KEYS = [d for d in INPUTS if d.key.startswith("redirect_")]

BAD_LINKS = [
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example/x",
    "/\\evil.example",
    "https:/\\evil.example",
    "file:///etc/passwd",
]
GOOD_LINKS = ["https://www.facebook.com/soepketel", "http://example.nl/a?b=c", "/doneren", "mailto:a@b.nl"]


async def _headers(api: Api) -> dict[str, str]:
    await add_user(api, "baas@example.nl", rol="superuser")
    return {"X-CSRF-Token": (await login(api, "baas@example.nl"))["token"]}


async def _save(api: Api, headers: dict[str, str], key: str, value: str) -> Any:
    category = next(d.category for d in CATALOGUE if d.key == key)
    return await api.post("/web/admin/save_variables", json={"category": category.value, key: value}, headers=headers)


async def test_links_with_other_schemes_are_refused_for_every_link_setting(api: Api) -> None:
    headers = await _headers(api)
    assert len(LINK_KEYS) >= 3
    for definition in LINK_KEYS:
        for bad in BAD_LINKS:
            response = await _save(api, headers, definition.key, bad)
            assert response.status == 422, (definition.key, bad)
            assert definition.key in (await response.json())["errors"]
        for good in GOOD_LINKS:
            response = await _save(api, headers, definition.key, good)
            assert response.status == 200, (definition.key, good, await response.text())


async def test_vacancy_links_are_a_short_word_or_an_external_web_address(api: Api) -> None:
    """The word is the vacancy page's parameter (/meedoen/werken-bij/<word>); a web address is linked directly."""
    headers = await _headers(api)
    assert len(VACANCY_LINK_KEYS) == 10
    for definition in VACANCY_LINK_KEYS:
        for bad in [*BAD_LINKS, "/doneren", "mailto:a@b.nl", "kok <b>", "twee woorden"]:
            response = await _save(api, headers, definition.key, bad)
            assert response.status == 422, (definition.key, bad)
            assert definition.key in (await response.json())["errors"]
        for good in ["kok", "begeleider-wonen", "kok-24-uur", "https://werkenbij.example.nl/kok"]:
            response = await _save(api, headers, definition.key, good)
            assert response.status == 200, (definition.key, good, await response.text())


async def test_redirects_accept_only_pages_of_this_site(api: Api) -> None:
    headers = await _headers(api)
    assert PATH_KEYS
    for definition in PATH_KEYS:
        for bad in [*BAD_LINKS, "https://evil.example/", "mailto:a@b.nl"]:
            assert (await _save(api, headers, definition.key, bad)).status == 422, (definition.key, bad)
        for good in ("/", "/meedoen", "/doneren?bedankt=1"):
            assert (await _save(api, headers, definition.key, good)).status == 200, (definition.key, good)


@pytest.mark.parametrize("html", ["<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "a</p><p>b", "<!--x-->"])
async def test_html_in_text_inputs_is_refused(api: Api, html: str) -> None:
    headers = await _headers(api)
    for definition in INPUTS:
        response = await _save(api, headers, definition.key, html)
        assert response.status == 422, definition.key
    fine = await _save(api, headers, "titel_voor_vacature_1", "Kok (m/v) < 30 uur & meer")
    assert fine.status == 200


async def test_unsafe_values_stored_earlier_are_not_served(api: Api) -> None:
    await set_variables(
        api,
        social_facebook="javascript:alert(1)",
        titel_voor_vacature_1="<script>alert(1)</script>",
        contact_email="<b>x</b>",
        social_instagram="https://instagram.com/soepketel",
    )
    variables = {v["key"]: v["value"] for v in (await (await api.get("/web/get-settings")).json())["variables"]}
    assert variables["social_facebook"] == ""
    assert variables["titel_voor_vacature_1"] == ""
    assert variables["contact_email"] == ""
    assert variables["social_instagram"] == "https://instagram.com/soepketel"


DOCUMENT_KEYS = [d for d in CATALOGUE if d.type is VariableType.FILE_UPLOAD]


async def test_document_addresses_are_a_path_on_this_site_or_an_https_address(api: Api) -> None:
    """A `file_upload` value is linked on the public site and in the back office: never a script or another scheme."""
    headers = await _headers(api)
    assert len(DOCUMENT_KEYS) >= 4
    for definition in DOCUMENT_KEYS:
        for bad in [*BAD_LINKS, "http://example.nl/anbi.pdf", "mailto:a@b.nl", "anbi.pdf"]:
            response = await _save(api, headers, definition.key, bad)
            assert response.status == 422, (definition.key, bad)
            assert (await response.json())["errors"][definition.key] == [
                "Kies een PDF-bestand om te uploaden, of vul een adres in dat begint met / of https://."
            ]
        for good in ("/documenten/jaarrekening-2025.pdf", "https://example.nl/anbi.pdf", ""):
            response = await _save(api, headers, definition.key, good)
            assert response.status == 200, (definition.key, good, await response.text())
    await set_variables(api, publicatie_jaarrekening="javascript:alert(1)")  # stored before the rule
    variables = {v["key"]: v["value"] for v in (await (await api.get("/web/get-settings")).json())["variables"]}
    assert variables["publicatie_jaarrekening"] == ""


async def test_switches_and_checkboxes_take_only_on_or_off(api: Api) -> None:
    headers = await _headers(api)
    for key in ("website_open", "new_order_notification_monday"):
        response = await _save(api, headers, key, "misschien")
        assert response.status == 422, key
        assert (await response.json())["errors"][key] == ["Kies aan of uit."]
