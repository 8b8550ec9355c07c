"""Settling an order day's waitlist (issue 26 item 2, decision 0073): expired offers pass on, freed portions are
offered in first-come order, and after the day's closing moment the list closes.

An offer holds its portions by taking them from the row with the same conditional `move_stock` as an order (held
portions are reserved portions), so shop, staff and offers can never sell one portion twice. Each settle runs in the
caller's write transaction after `lock_day`, so two settles of one day never offer the same portions.
Called after an own-order change, when a person joins, leaves or accepts, and from the outbox worker's loop (which
also picks up staff edits and raised stock within seconds, and passes expired offers on without a request).
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping
from datetime import datetime, timedelta

import attrs

from soepkern.domain import mail_texts
from soepkern.domain.business_time import BUSINESS_TZ, business_date
from soepkern.domain.login import new_token, token_hash
from soepkern.domain.mail import MailMessage
from soepkern.domain.order_confirmation import day_title
from soepkern.domain.order_days import OrderDay
from soepkern.domain.waitlist_records import WaitlistRecord, WaitState, settle_plan
from soepkern.ports import Clock, MailRenderer, UnitOfWork, UnitOfWorkFactory
from soepkern.services.order_mails import setting

HOLD_SETTING = "wachtlijst_aanbod_minuten"
LINK_PATH = "/dagelijkse-soep/wachtlijst"
OFFER_TEMPLATE = "waitlist_offer"
JOINED_TEMPLATE = "waitlist_joined"
TEXT_KEYS = {OFFER_TEMPLATE: mail_texts.WAITLIST_OFFER_TEXT_KEY, JOINED_TEMPLATE: mail_texts.WAITLIST_JOINED_TEXT_KEY}
EXAMPLE = "waitlistOffer"
JOINED_EXAMPLE = "waitlistJoined"
EXAMPLES = {EXAMPLE: OFFER_TEMPLATE, JOINED_EXAMPLE: JOINED_TEMPLATE}

logger = logging.getLogger(__name__)


def hold_for(stored: Mapping[str, str]) -> timedelta:
    """The setting's minutes (a missing or odd value: the default 30)."""
    try:
        minutes = int(setting(stored, HOLD_SETTING))
    except ValueError:
        minutes = 30
    return timedelta(minutes=minutes if minutes > 0 else 30)


def waitlist_url(public_url: str, token: str) -> str:
    return f"{public_url}{LINK_PATH}?token={token}"


async def settle_day(
    uow: UnitOfWork, mails: MailRenderer, public_url: str, day_id: int, stored: Mapping[str, str], now: datetime
) -> None:
    """Settles one day's list in the caller's write transaction (the caller commits)."""
    await uow.waitlist.lock_day(day_id)
    records = await uow.waitlist.list_open(day_id)
    day = await uow.order_days.get(day_id) if records else None
    if day is None:
        return
    plan = settle_plan(day, records, day.maximale_producten_per_klant, hold_for(stored), now)
    if plan.is_empty:
        return
    by_id = {record.id: record for record in records}
    refused = set(await uow.order_days.move_stock(plan.stock))
    if refused:
        # The shop took portions between our read and the reservation: the offers of those rows wait for the next
        # settle, but the portions of lapsed offers on them still go back.
        back: dict[int, int] = {}
        for entry_id in plan.lapsed:
            record = by_id[entry_id]
            if record.row_id in refused:
                back[record.row_id] = back.get(record.row_id, 0) - record.wanted
        await uow.order_days.move_stock(back)
    for entry_id in plan.closed:
        await uow.waitlist.update(attrs.evolve(by_id[entry_id], state=WaitState.GESLOTEN))
    for entry_id in plan.lapsed:
        await uow.waitlist.update(attrs.evolve(by_id[entry_id], state=WaitState.VERLOPEN))
    for offer in plan.offers:
        if offer.row_id in refused:
            continue
        offered = await mail_offer(uow, mails, public_url, day, by_id[offer.entry_id], offer.expires_at, stored, now)
        await uow.waitlist.update(offered)
    uow.shop_data_changed()


async def mail_offer(
    uow: UnitOfWork,
    mails: MailRenderer,
    public_url: str,
    day: OrderDay,
    record: WaitlistRecord,
    expires_at: datetime,
    stored: Mapping[str, str],
    now: datetime,
) -> WaitlistRecord:
    """Makes `record` an offer held until `expires_at` with a fresh link, and puts the offer mail in the outbox.
    Returns the offered record; the caller stores it (the portions must already be held)."""
    token = new_token()
    offered = attrs.evolve(
        record,
        state=WaitState.AANBOD,
        token_hash=token_hash(token),
        offered_at=now,
        offer_expires_at=expires_at,
    )
    await uow.outbox.enqueue(waitlist_mail(mails, OFFER_TEMPLATE, offered, day, token, public_url, stored), now)
    return offered


def waitlist_mail(
    mails: MailRenderer,
    template: str,
    record: WaitlistRecord,
    day: OrderDay,
    token: str,
    public_url: str,
    stored: Mapping[str, str],
) -> MailMessage:
    """A waitlist mail (joined or offer) to the record's person, with the link of `token`."""
    row = day.row(record.row_id)
    soep, dag = row.naam if row else "", day_title(day.bestellingsdag)
    return _render(mails, template, record, soep, dag, token, public_url, stored)


def _render(
    mails: MailRenderer,
    template: str,
    record: WaitlistRecord,
    soep: str,
    dag: str,
    token: str,
    public_url: str,
    stored: Mapping[str, str],
) -> MailMessage:
    text_key = TEXT_KEYS[template]
    context = {
        **offer_mail_context(record, soep, dag, stored),
        "link": waitlist_url(public_url, token),
        "contactformulier_link": f"{public_url}/contact",
        "mail_text": setting(stored, text_key),
        "mail_text_key": text_key,
    }
    return mails.render(template, str(record.details.get("email", "")), context)


def offer_mail_context(record: WaitlistRecord, soep: str, dag: str, stored: Mapping[str, str]) -> dict[str, object]:
    """The placeholders of the waitlist mails (mail_texts.WAITLIST_PLACEHOLDERS; `tot` only for an offer)."""
    details = record.details
    return {
        "name": f"{details.get('voornaam', '')} {details.get('achternaam', '')}".strip(),
        "soep": soep,
        "dag": dag,
        "porties": record.wanted,
        "tot": record.offer_expires_at.astimezone(BUSINESS_TZ).strftime("%H:%M") if record.offer_expires_at else "",
        "contact_telefoonnummer": setting(stored, "contact_telefoonnummer"),
        "contact_email": setting(stored, "contact_email"),
    }


async def settle_days(
    uow: UnitOfWork, mails: MailRenderer, public_url: str, day_ids: Iterable[int], now: datetime
) -> None:
    """Settles the given days in the caller's write transaction (after a staff edit or delete freed portions)."""
    stored = await uow.settings_values.get_all()
    for day_id in sorted(set(day_ids)):
        await settle_day(uow, mails, public_url, day_id, stored, now)


async def settle_open_days(uow_factory: UnitOfWorkFactory, mails: MailRenderer, public_url: str, clock: Clock) -> None:
    """Settles every day with an open waitlist record, one write transaction per day (the outbox worker's loop)."""
    async with uow_factory() as uow:
        day_ids = await uow.waitlist.open_day_ids()
    for day_id in day_ids:
        async with uow_factory(write=True) as uow:
            stored = await uow.settings_values.get_all()
            await settle_day(uow, mails, public_url, day_id, stored, clock.now())
            await uow.commit()


def example_mail(
    name: str, mails: MailRenderer, stored: Mapping[str, str], public_url: str, now: datetime
) -> MailMessage | None:
    """The dashboard's examples of the waitlist's mails: the offer and the joined mail (or None for another name)."""
    template = EXAMPLES.get(name)
    if template is None:
        return None
    offered = template == OFFER_TEMPLATE
    record = WaitlistRecord(
        id=1,
        orderday_id=1,
        row_id=1,
        details={"voornaam": "Joke", "achternaam": "Bakker", "email": "joke.bakker@example.nl"},
        email_key="joke.bakker@example.nl",
        wanted=2,
        joined_at=now,
        token_hash="",
        state=WaitState.AANBOD if offered else WaitState.WACHTEND,
        offered_at=now if offered else None,
        offer_expires_at=now + hold_for(stored) if offered else None,
    )
    dag = day_title(business_date(now) + timedelta(days=1))
    return _render(mails, template, record, "Erwtensoep", dag, "voorbeeld", public_url, stored)
