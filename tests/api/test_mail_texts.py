"""Managers' e-mail texts with placeholders: unknown placeholders refused by name, rendered in the real mails,
previewed with sample data (SQLite and PostgreSQL)."""

from __future__ import annotations

from typing import Any

import pytest
from aiohttp.test_utils import TestClient

from tests.api.shop_data import add_open_day, add_soup, checkout
from tests.api.staff import add_user, container, login, queued_mails
from tests.api.test_orders_admin import body as staff_order_body

Api = TestClient[Any, Any]


async def manager(api: Api) -> dict[str, str]:
    await add_user(api, "beheer@example.nl", rol="beheerder")
    session = await login(api, "beheer@example.nl")
    return {"X-CSRF-Token": session["token"]}


async def test_unknown_placeholders_are_refused_by_name(api: Api) -> None:
    headers = await manager(api)
    body = {"category": "soep_emails", "email_tekst_bestelling": "<p>Hoi {{ name }}, {{ wachtwoord }} {{ iban }}</p>"}
    response = await api.post("/web/admin/save_variables", json=body, headers=headers)
    assert response.status == 422
    (message,) = (await response.json())["errors"]["email_tekst_bestelling"]
    assert "{{ iban }}" in message and "{{ wachtwoord }}" in message and "{{ name }}" not in message
    broken = {"category": "soep_emails", "email_tekst_bestelling": "<p>Hoi {{ name </p>"}
    response = await api.post("/web/admin/save_variables", json=broken, headers=headers)
    assert response.status == 422
    assert "dubbele accolades" in (await response.json())["errors"]["email_tekst_bestelling"][0]
    sandbox_escape = {"category": "donaties", "email_tekst_donatie": "{{ name.__class__.__mro__ }}"}
    response = await api.post("/web/admin/save_variables", json=sandbox_escape, headers=headers)
    assert response.status == 422  # attribute access is no placeholder (tests/unit/test_mail_text_constructs.py)
    assert "{{ name.__class__.__mro__ }}" in (await response.json())["errors"]["email_tekst_donatie"][0]


async def test_a_saved_text_opens_the_order_confirmation_with_values_filled_in(api: Api) -> None:
    headers = await manager(api)
    text = "<p>Dag {{ name }}! Uw bestelling {{ bestelnummer }} kost {{ totaal }}: {{ producten }}.</p>"
    body = {"category": "soep_emails", "email_tekst_bestelling": text}
    assert (await api.post("/web/admin/save_variables", json=body, headers=headers)).status == 200
    soup = await add_soup(api, "Linzensoep")
    day = await add_open_day(api, {soup: 10})
    row = day.products[0].id or 0
    order = checkout({row: 2}, email="jip@example.nl", voornaam="<b>Jip</b>")
    response = await api.post("/web/bestellen", json=order, headers={"Idempotency-Key": "mt1"})
    assert response.status == 200, await response.text()
    number = (await response.json())["bestelnummer"]
    (mail,) = [m for m in await queued_mails(api) if m.to == "jip@example.nl"]
    assert f"Uw bestelling {number} kost" in mail.text and "Maandag 30-11-2026: 2 × Linzensoep" in mail.text
    assert mail.html is not None and "&lt;b&gt;Jip&lt;/b&gt;" in mail.html, "values are escaped"
    assert "Bedankt voor uw bestelling! Hieronder" not in mail.html


async def test_preview_shows_the_text_with_sample_data_before_saving(api: Api) -> None:
    headers = await manager(api)
    body = {"key": "email_tekst_donatie", "text": "<p>Dank u wel, {{ name }}, voor {{ donatie_bedrag }}.</p>"}
    response = await api.post("/web/admin/preview_mail_text", json=body, headers=headers)
    assert response.status == 200
    preview = await response.json()
    assert "Dank u wel," in preview["html"] and "€" in preview["html"]
    bad = {"key": "email_tekst_donatie", "text": "<p>{{ bestelnummer }}</p>"}
    response = await api.post("/web/admin/preview_mail_text", json=bad, headers=headers)
    assert (
        response.status == 422 and "{{ bestelnummer }}" in (await response.json())["errors"]["email_tekst_donatie"][0]
    )
    await add_user(api, "coord@example.nl", rol="soep_coordinator")
    coordinator = await login(api, "coord@example.nl")
    refused = await api.post("/web/admin/preview_mail_text", json=body, headers={"X-CSRF-Token": coordinator["token"]})
    assert refused.status == 403


BROKEN_STORED_TEXTS = [
    "{% for x in range(100001) %}{% for y in range(100001) %}.{% endfor %}{% endfor %}",
    "<p>{{ name.__class__.__mro__ }}</p>",
    "<p>Dag {{ name </p>",
]


async def _store_directly(api: Api, key: str, text: str) -> None:
    """As old data saved before the placeholder rules: straight into the table, past every check."""
    async with container(api).uow_factory(write=True) as uow:
        await uow.settings_values.save({key: text})
        await uow.commit()


async def _failed(api: Api, headers: dict[str, str]) -> list[dict[str, Any]]:
    response = await api.get("/web/admin/get_failed_mails", headers=headers)
    assert response.status == 200
    return list(await response.json())


@pytest.mark.parametrize("text", BROKEN_STORED_TEXTS)
async def test_a_broken_stored_text_never_fails_an_order(api: Api, text: str) -> None:
    headers = await manager(api)
    await _store_directly(api, "email_tekst_bestelling", text)
    soup = await add_soup(api, "Linzensoep")
    day = await add_open_day(api, {soup: 10})
    row = day.products[0].id or 0
    # the shop's checkout: the order is stored, its mail parked as failed with the reason
    response = await api.post("/web/bestellen", json=checkout({row: 1}, email="jip@example.nl"))
    assert response.status == 200, await response.text()
    number = (await response.json())["bestelnummer"]
    failed = await _failed(api, headers)
    assert [m["aan"] for m in failed] == ["jip@example.nl"]
    assert "email_tekst_bestelling" in failed[0]["laatste_fout"]
    assert [m for m in await queued_mails(api) if m.to == "jip@example.nl"] == []  # nothing goes out by itself
    # a staff order and a resend succeed too, and their mails join the failed ones
    staff_body = staff_order_body([(row, 1)], email="piet@example.nl")
    response = await api.post("/web/admin/create_bestelling", json=staff_body, headers=headers)
    assert response.status == 200, await response.text()
    response = await api.post(f"/web/admin/resend_order_email/{number}", headers=headers)
    assert response.status == 200, await response.text()
    assert sorted(m["aan"] for m in await _failed(api, headers)) == [
        "jip@example.nl",
        "jip@example.nl",
        "piet@example.nl",
    ]
    # staff send it again: it goes out with the template's own opening lines, not the broken text
    retried = await api.post(f"/web/admin/retry_mail/{failed[0]['id']}", headers=headers)
    assert retried.status == 200
    (mail,) = [m for m in await queued_mails(api) if m.to == "jip@example.nl"]
    assert f"{number}" in mail.text and "{%" not in mail.text and "__class__" not in mail.text
