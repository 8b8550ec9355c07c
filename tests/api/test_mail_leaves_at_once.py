"""Every write call that queues a mail has it sent at once (SQLite and PostgreSQL): the unit of work collects
`Effect.MAIL_QUEUED` and the composition root wakes the outbox sender after the commit; no view has to remember it.

The sender here polls only once an hour (tests/api/mailing.py), so a mail that reaches the test SMTP server came
through the wake-up.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable
from typing import Any

from aiohttp.test_utils import TestClient

from tests.api.mailing import MailingApp, all_sent
from tests.api.shop_data import add_open_day, add_soup, checkout
from tests.api.staff import PASSWORD, add_user
from tests.api.test_bulk_orders import add_customer
from tests.api.test_contact_form import filled
from tests.api.test_donations import DONOR
from tests.api.test_shop import row_of
from tests.smtp_fixtures import SmtpTestServer

Api = TestClient[Any, Any]
MANAGER = "beheerder@example.nl"


async def sent_at_once(api: Api, smtp: SmtpTestServer, call: Awaitable[Any], what: str) -> None:
    """The call queues at least one mail, and every queued mail reaches the SMTP server without a poll."""
    before = len(smtp.messages)
    response = await call
    assert response.status in (200, 303), (what, response.status, await response.text())
    await smtp.wait_for(before + 1)
    await all_sent(api, what)


async def test_every_write_that_queues_mail_sends_it_at_once(mailing: MailingApp) -> None:
    async with mailing.sending() as smtp:
        await walk(mailing.api, smtp)


def code_in(smtp: SmtpTestServer) -> str:
    part = smtp.messages[-1].get_body(preferencelist=("plain",))
    found = re.search(r"\b(\d{6})\b", part.get_content() if part else "")
    assert found
    return found.group(1)


async def walk(api: Api, smtp: SmtpTestServer) -> None:
    await add_user(api, MANAGER)
    response = await api.post("/web/login", json={"email": MANAGER, "password": PASSWORD})
    assert response.status == 200
    started = await response.json()
    await smtp.wait_for(1)
    await all_sent(api, "login code")
    step_two = {"code": code_in(smtp), "user": started["user"], "loginToken": started["loginToken"]}
    headers = {"X-CSRF-Token": await (await api.post("/web/validate-2fa-code", json=step_two)).json()}

    await sent_at_once(api, smtp, api.post("/web/resetpassword", json={"email": MANAGER}), "password reset")
    new_user = {"name": "Piet", "email": "piet@example.nl", "rol": "soep_coordinator", "uitnodigen": True}
    created = api.post("/web/admin/create_user", json=new_user, headers=headers)
    await sent_at_once(api, smtp, created, "invitation")
    [piet] = [u for u in await (await api.get("/web/admin/get_users", headers=headers)).json() if u["name"] == "Piet"]
    resend = api.post(f"/web/admin/resend_invitation/{piet['id']}", headers=headers)
    await sent_at_once(api, smtp, resend, "invitation again")

    soup = await add_soup(api)
    day = await add_open_day(api, {soup: 50})
    row = await row_of(api, soup)
    order = api.post("/web/bestellen", json=checkout({row: 1}))
    await sent_at_once(api, smtp, order, "web order")
    [listed] = (await (await api.get("/web/admin/get_orders", headers=headers)).json())["data"]
    again = api.post(f"/web/admin/resend_order_email/{listed['id']}", headers=headers)
    await sent_at_once(api, smtp, again, "order confirmation again")
    assert day.products[0].id is not None
    standing = [await add_customer(api, 1, 2)]
    bulk = {"product": day.products[0].id, "klanten": standing, "dry_run": False}
    await sent_at_once(api, smtp, api.post("/web/admin/create_massa_bestelling", json=bulk, headers=headers), "bulk")

    await sent_at_once(api, smtp, api.post("/web/submit-contact-form", json=filled(api)), "contact form")
    payment_page = await (await api.post("/web/donate", json=DONOR)).json()
    paid = api.post(payment_page, data={"status": "paid"}, allow_redirects=False)
    await sent_at_once(api, smtp, paid, "donation paid")

    new_address = {"name": "Test", "email": "nieuw@example.nl", "huidig_wachtwoord": PASSWORD}
    own = api.post(f"/api/edit-user-from-settings/{started['user']}", json=new_address, headers=headers)
    await sent_at_once(api, smtp, own, "own e-mail address changed (the old address is told)")
