"""Managers' e-mail texts with placeholders: unknown placeholders refused by name, rendered in the real mails,
previewed with sample data (SQLite and PostgreSQL)."""

from __future__ import annotations

from typing import Any

from aiohttp.test_utils import TestClient

from tests.api.shop_data import add_open_day, add_soup, checkout
from tests.api.staff import add_user, login, queued_mails

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
    assert response.status == 200  # only the known name: attribute access renders nothing harmful


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
