"""Staff send a donor's yearly gift statement from the donor's row in the donations list, or download its PDF
(issue 28 item 4, decision 0089): managers only, CSRF, audited, Dutch 422s. SQLite and PostgreSQL."""

from __future__ import annotations

from typing import Any

from soepkern.domain.audit import AuditAction
from soepkern.domain.donations import DonationStatus
from soepkern.services.gift_statements import send_statement, year_of_gifts
from tests.api.staff import container, queued_mails, use_fake_clock
from tests.api.test_donations_admin import Api, add_donation, staff
from tests.integration.test_gift_statement_pdf import text_of

JOKE = {"voornaam": "Joke", "achternaam": "Bakker", "email": "Joke@Example.nl", "plaats": "Utrecht"}
PAID = DonationStatus.BETAALD


async def donors(api: Api) -> dict[str, int]:
    """The clock says 23 November 2026: Joke gave twice in 2025 and once in 2026."""
    use_fake_clock(api)
    return {
        "joke": await add_donation(api, 2500, PAID, 400, **JOKE),
        "joke_later": await add_donation(api, 1250, PAID, 380, **JOKE),
        "joke_now": await add_donation(api, 700, PAID, 10, **JOKE),
        "anonymous": await add_donation(api, 900, PAID, 400, anoniem=True),
        "erased": await add_donation(api, 800, PAID, 400),
    }


async def audited(api: Api) -> list[Any]:
    async with container(api).uow_factory() as uow:
        return list((await uow.audit_log.list_page(1, 10, entity_type="gift_statement")).items)


def statements_to_joke(mails: list[Any]) -> list[Any]:
    return [m for m in mails if m.to == "joke@example.nl" and m.subject.startswith("Overzicht van uw giften")]


async def test_a_manager_mails_a_donors_statement_of_last_year_with_the_pdf_audited(api: Api) -> None:
    ids = await donors(api)
    headers = await staff(api)

    response = await api.post(f"/web/admin/send_gift_statement/{ids['joke_now']}", json={}, headers=headers)

    assert response.status == 200, await response.text()
    assert (await response.json())["message"] == "Het overzicht van de giften 2025 is verstuurd naar joke@example.nl."
    [mail] = statements_to_joke(await queued_mails(api))
    assert mail.subject == "Overzicht van uw giften 2025" and "€ 37,50" in mail.text
    [pdf] = mail.attachments
    text = text_of(pdf.data)
    assert "Joke Bakker" in text and "EUR 25,00" in text and "EUR 12,50" in text and "EUR 37,50" in text
    assert "EUR 7,00" not in text, "this year's gift is on next year's statement"
    [entry] = await audited(api)
    assert (entry.entity_id, entry.action, entry.user_name) == (ids["joke_now"], AuditAction.CREATED, "Fatima")
    assert entry.after == {"jaar": 2025, "email": "joke@example.nl", "giften": 2}

    again = await api.post(f"/web/admin/send_gift_statement/{ids['joke']}", json={"year": 2026}, headers=headers)
    assert again.status == 200
    assert [m.subject for m in statements_to_joke(await queued_mails(api))] == [
        "Overzicht van uw giften 2025",
        "Overzicht van uw giften 2026",
    ]
    yearly = container(api)  # the yearly run later: Joke had hers already
    gifts = await year_of_gifts(yearly.uow_factory, 2025)
    [statement] = gifts.statements
    assert await send_statement(yearly.statement_ports, statement, gifts) is False


async def test_the_statement_is_refused_in_dutch_when_there_is_none_to_make(api: Api) -> None:
    ids = await donors(api)
    headers = await staff(api)
    cases = [
        (ids["anonymous"], {}, "id", "Deze donatie is anoniem gegeven: daar hoort geen jaaroverzicht bij."),
        (ids["erased"], {}, "id", "Van deze donatie zijn geen naam en e-mailadres (meer) bekend"),
        (ids["joke"], {"year": 2024}, "year", "Joke Bakker heeft in 2024 geen giften op naam gedaan"),
        (ids["joke"], {"year": 2027}, "year", "Kies een jaar"),
        (ids["joke"], {"year": "vorig jaar"}, "year", ""),
    ]
    for donation_id, body, field, message in cases:
        response = await api.post(f"/web/admin/send_gift_statement/{donation_id}", json=body, headers=headers)
        assert response.status == 422, (body, await response.text())
        assert (await response.json())["errors"][field][0].startswith(message)
        download = await api.get(f"/web/admin/download_gift_statement/{donation_id}", params=body, headers=headers)
        assert download.status == 422, body
    missing = await api.post("/web/admin/send_gift_statement/9999", json={}, headers=headers)
    assert missing.status == 404
    assert statements_to_joke(await queued_mails(api)) == [] and await audited(api) == []


async def test_staff_download_the_pdf_of_a_year(api: Api) -> None:
    ids = await donors(api)
    headers = await staff(api)

    response = await api.get(
        f"/web/admin/download_gift_statement/{ids['joke']}", params={"year": "2026"}, headers=headers
    )

    assert response.status == 200 and response.content_type == "application/pdf"
    assert f"overzicht-giften-2026-{ids['joke_now']:06d}.pdf" in response.headers["Content-Disposition"]
    text = text_of(await response.read())
    assert "Overzicht van uw giften 2026" in text and "Joke Bakker" in text and "EUR 7,00" in text
    assert statements_to_joke(await queued_mails(api)) == [], "a download mails nothing"


async def test_only_managers_with_the_csrf_token_send_statements(api: Api) -> None:
    ids = await donors(api)
    path = f"/web/admin/send_gift_statement/{ids['joke']}"
    assert (await api.post(path, json={})).status == 401
    assert (await api.get(f"/web/admin/download_gift_statement/{ids['joke']}")).status == 401
    await staff(api, "soep_coordinator")
    assert (await api.get(f"/web/admin/download_gift_statement/{ids['joke']}")).status == 403
    headers = await staff(api)
    assert (await api.post(path, json={})).status == 403, "no CSRF token"
    assert statements_to_joke(await queued_mails(api)) == []
    assert (await api.post(path, json={}, headers=headers)).status == 200
