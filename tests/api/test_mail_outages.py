"""The SMTP server down during orders (SQLite and PostgreSQL), with the real SMTP mailer and a real SMTP sink.

Orders succeed while SMTP refuses connections; their mails wait in the outbox with a growing back-off; when the
server returns each mail goes exactly once; a mail that keeps failing is parked after MAX_ATTEMPTS and shows up
for managers (`get_failed_mails`), who can send it again (`retry_mail/{id}`).
"""

from __future__ import annotations

from collections import Counter
from datetime import datetime, timedelta
from typing import Any

from aiohttp.test_utils import TestClient
from sqlalchemy import select

from adapters.db import tables as t
from soepkern.domain.mail import MailMessage
from soepkern.services.outbox import GIVEN_UP_AT, MAX_ATTEMPTS, deliver_due
from tests.api.mailing import MailingApp
from tests.api.shop_data import add_open_day, add_soup, checkout
from tests.api.staff import add_user, container, login, use_fake_clock
from tests.api.test_shop import row_of
from tests.smtp_fixtures import running_smtp_server

Api = TestClient[Any, Any]
MANAGER = "beheerder@example.nl"


async def pending(api: Api) -> dict[int, tuple[int, datetime]]:
    """Every unsent mail: id -> (attempts, next attempt)."""
    o = t.mail_outbox
    engine = container(api).uow_factory.engine
    async with engine.connect() as connection:
        rows = (await connection.execute(select(o.c.id, o.c.attempts, o.c.next_attempt_at))).all()
        unsent = {row.id for row in (await connection.execute(select(o.c.id).where(o.c.sent_at.is_(None)))).all()}
    return {row.id: (row.attempts, row.next_attempt_at) for row in rows if row.id in unsent}


async def deliver(api: Api) -> int:
    c = container(api)
    return await deliver_due(c.uow_factory, c.mailer, c.clock, limit=100)


async def test_orders_survive_smtp_down_and_every_mail_goes_once(mailing: MailingApp) -> None:
    api, port = mailing.api, mailing.port  # nothing listens there yet: SMTP is down
    clock = use_fake_clock(api)
    await add_user(api, MANAGER)
    headers = {"X-CSRF-Token": (await login(api, MANAGER))["token"]}
    soup = await add_soup(api)
    await add_open_day(api, {soup: 50})
    row = await row_of(api, soup)

    buyers = [f"klant{n}@example.nl" for n in range(3)]
    for email in buyers:
        response = await api.post("/web/bestellen", json=checkout({row: 1}, email=email))
        assert response.status == 200, await response.text()  # SMTP down never fails checkout
    queued = await pending(api)
    assert len(queued) >= len(buyers) + 1  # the login code and an order confirmation per buyer

    # back-off grows: 1, 2, 4, 8 minutes after the 1st, 2nd, 3rd, 4th failure
    delays = []
    for attempt in range(1, 5):
        assert await deliver(api) == 0
        now = clock.now()
        state = await pending(api)
        assert {attempts for attempts, _ in state.values()} == {attempt}
        [delay] = {when - now for _, when in state.values()}
        delays.append(delay)
        clock.current = now + delay
    assert delays == [timedelta(minutes=m) for m in (1, 2, 4, 8)]

    # SMTP is back: every waiting mail goes, once
    with running_smtp_server(port=port) as smtp:
        assert await deliver(api) == len(queued)
        assert await (await api.get("/web/admin/get_failed_mails", headers=headers)).json() == []
        clock.advance(hours=2)
        assert await deliver(api) == 0
        assert await pending(api) == {}
        received = Counter(m["To"] for m in smtp.messages)
        assert all(received[email] == 1 for email in buyers), received
        assert received[MANAGER] == 1
        assert sum(received.values()) == len(queued)


async def test_a_mail_that_keeps_failing_shows_up_for_managers_and_can_be_retried(mailing: MailingApp) -> None:
    api, port = mailing.api, mailing.port
    clock = use_fake_clock(api)
    await add_user(api, MANAGER)
    await add_user(api, "coordinator@example.nl", rol="soep_coordinator")
    # SMTP is down for good; one mail keeps failing
    async with container(api).uow_factory(write=True) as uow:
        mail_id = await uow.outbox.enqueue(
            MailMessage(to="klant@example.nl", subject="Uw bestelling", text="Hallo"), clock.now()
        )
        await uow.commit()
    for _ in range(MAX_ATTEMPTS):
        assert await deliver(api) == 0
        clock.advance(hours=1)
    attempts, parked = (await pending(api))[mail_id]
    assert attempts == MAX_ATTEMPTS and parked == GIVEN_UP_AT  # no longer due, but not gone
    coordinator = {"X-CSRF-Token": (await login(api, "coordinator@example.nl"))["token"]}
    assert (await api.get("/web/admin/get_failed_mails", headers=coordinator)).status == 403
    assert (await api.post(f"/web/admin/retry_mail/{mail_id}", headers=coordinator)).status == 403
    manager = {"X-CSRF-Token": (await login(api, MANAGER))["token"]}  # the test client has one cookie jar

    response = await api.get("/web/admin/get_failed_mails", headers=manager)
    assert response.status == 200
    [failed] = await response.json()
    assert failed["id"] == mail_id and failed["aan"] == "klant@example.nl" and failed["onderwerp"] == "Uw bestelling"
    assert failed["pogingen"] == MAX_ATTEMPTS and "Error" in failed["laatste_fout"]

    with running_smtp_server(port=port) as smtp:
        response = await api.post(f"/web/admin/retry_mail/{mail_id}", headers=manager)
        assert response.status == 200, await response.text()
        assert (await response.json())["message"] == "De e-mail wordt opnieuw verstuurd."
        assert await deliver(api) == 3  # the retried mail, and the two login codes that were waiting
        assert sorted(m["To"] for m in smtp.messages) == sorted([MANAGER, "coordinator@example.nl", "klant@example.nl"])
    assert await (await api.get("/web/admin/get_failed_mails", headers=manager)).json() == []
    again = await api.post(f"/web/admin/retry_mail/{mail_id}", headers=manager)  # sent: nothing left to retry
    assert again.status == 404
    assert (await again.json())["message"] == "Deze mislukte e-mail bestaat niet (meer)."
