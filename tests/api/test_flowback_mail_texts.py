"""The texts of the mails of orders flowing back (issue 26 item 5, decision 0086), on SQLite and PostgreSQL: a manager
changes them through the settings call, and the next mails that reach a real SMTP server open with them (the waitlist's
joined and offer mails, the customer's own change and cancellation); the preview and the dashboard's examples show
them too."""

from __future__ import annotations

import asyncio
from email.message import EmailMessage
from typing import Any

from aiohttp.test_utils import TestClient

from soepkern.domain import mail_texts
from tests.api.mailing import MailingApp
from tests.api.test_mail_texts import manager
from tests.api.test_waitlist import sold_out, wish
from tests.smtp_fixtures import SmtpTestServer

Api = TestClient[Any, Any]
TEXTS = {
    mail_texts.ORDER_CHANGED_TEXT_KEY: "<p>Hallo {{ name }}, bestelling {{ bestelnummer }} is nu kleiner.</p>",
    mail_texts.ORDER_CANCELLED_TEXT_KEY: "<p>Jammer {{ name }}, bestelling {{ bestelnummer }} gaat niet door.</p>",
    mail_texts.WAITLIST_JOINED_TEXT_KEY: "<p>Genoteerd, {{ name }}: {{ porties }} x {{ soep }} op {{ dag }}.</p>",
    mail_texts.WAITLIST_OFFER_TEXT_KEY: "<p>Snel, {{ name }}: {{ porties }} x {{ soep }} tot {{ tot }} uur.</p>",
}


def plain(message: EmailMessage) -> str:
    part = message.get_body(preferencelist=("plain",))
    assert part is not None
    return str(part.get_content())


async def mail_to(smtp: SmtpTestServer, to: str, subject_part: str) -> str:
    """The plain text of the mail to `to` whose subject holds `subject_part`, once it reached the SMTP server."""
    for _ in range(250):
        found = [m for m in smtp.messages if m["To"] == to and subject_part in str(m["Subject"])]
        if found:
            return plain(found[-1])
        await asyncio.sleep(0.02)
    raise AssertionError(f"no mail to {to} about {subject_part}: {[m['Subject'] for m in smtp.messages]}")


async def test_the_next_mails_open_with_the_texts_saved_in_the_settings(mailing: MailingApp) -> None:
    api = mailing.api
    headers = await manager(api)
    saved = await api.post("/web/admin/save_variables", json={"category": "soep_emails", **TEXTS}, headers=headers)
    assert saved.status == 200, await saved.text()
    shop = await sold_out(api, portions=3)  # Joke ordered all three portions (the change link is on)
    link = shop["link"]
    async with mailing.sending() as smtp:
        assert (await api.post("/web/wachtlijst", json=wish(shop["row"], 1))).status == 200
        joined = await mail_to(smtp, "wim@example.nl", "wachtlijst")
        assert "Genoteerd, Wim Bakker: 1 x Linzensoep op maandag 30-11-2026." in joined
        assert "U staat op de wachtlijst voor" not in joined and "/dagelijkse-soep/wachtlijst?token=" in joined

        params = {"token": link["token"]}
        view = await (await api.get(f"/web/bestelling-aanpassen/{link['uuid']}", params=params)).json()
        (line,) = view["lines"]
        lowered = await api.post(
            f"/web/bestelling-aanpassen/{link['uuid']}",
            json={"token": link["token"], "lines": [{"id": line["id"], "hoeveelheid": 2}]},
        )
        assert lowered.status == 200, await lowered.text()
        changed = await mail_to(smtp, "joke@example.nl", "is aangepast")
        number = view["bestelnummer"]
        assert f"Hallo Joke Bakker, bestelling {number} is nu kleiner." in changed and "1 x Linzensoep" in changed
        assert "Uw bestelling is aangepast." not in changed
        offer = await mail_to(smtp, "wim@example.nl", "vrijgekomen")
        assert "Snel, Wim Bakker: 1 x Linzensoep tot " in offer and "Goed nieuws" not in offer

        cancelled = await api.post(f"/web/bestelling-annuleren/{link['uuid']}", json={"token": link["token"]})
        assert cancelled.status == 200, await cancelled.text()
        gone = await mail_to(smtp, "joke@example.nl", "is geannuleerd")
        assert f"Jammer Joke Bakker, bestelling {number} gaat niet door." in gone and "2 x Linzensoep" in gone


async def test_preview_and_dashboard_examples_show_the_flowback_texts(api: Api) -> None:
    headers = await manager(api)
    for key, example, default_words in (
        (mail_texts.ORDER_CHANGED_TEXT_KEY, "orderChangedByCustomer", "Uw bestelling is aangepast."),
        (mail_texts.ORDER_CANCELLED_TEXT_KEY, "orderCancelledByCustomer", "Uw bestelling is geannuleerd."),
        (mail_texts.WAITLIST_JOINED_TEXT_KEY, "waitlistJoined", "U staat op de wachtlijst voor 2 porties Erwtensoep"),
        (mail_texts.WAITLIST_OFFER_TEXT_KEY, "waitlistOffer", "er zijn 2 porties Erwtensoep voor"),
    ):
        shown = await api.get(f"/web/admin/show-user-email-example/{example}", headers=headers)
        assert shown.status == 200, example
        assert default_words in await shown.text(), example  # the default text until a manager changes it
        body = {"key": key, "text": "<p>Proef {{ name }}</p>"}
        preview = await api.post("/web/admin/preview_mail_text", json=body, headers=headers)
        assert preview.status == 200, await preview.text()
        answer = await preview.json()
        assert "Proef Joke Bakker" in answer["text"] and default_words not in answer["text"], key
    joined = await (await api.get("/web/admin/show-user-email-example/waitlistJoined", headers=headers)).text()
    assert "/dagelijkse-soep/wachtlijst?token=voorbeeld" in joined and "Van de wachtlijst af" in joined
    refused = await api.post(
        "/web/admin/preview_mail_text",
        json={"key": mail_texts.WAITLIST_JOINED_TEXT_KEY, "text": "<p>{{ bestelnummer }}</p>"},
        headers=headers,
    )
    assert refused.status == 422  # the waitlist mails know no order number
