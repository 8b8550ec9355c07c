"""Staff see and steer the waitlist (issue 26 item 3): per order day and soup who waits (first come first), the
open offers with their expiry and what was taken; staff remove someone or make an offer by hand.

A hand offer holds portions exactly like an automatic one (the same conditional `move_stock`), so it is only made
when the portions are free and, as in the automatic flow, only to a person holding no offer on any soup of the day
(`Waitlist.holds_offer`, decision 0127); removing someone who holds an offer returns the held portions and the list
settles at once. Both changes are written to the audit log under the order day.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

import attrs

from soepkern.domain.audit import AuditedType, audit_entry
from soepkern.domain.errors import NotFound, ValidationFailed
from soepkern.domain.order_confirmation import day_title
from soepkern.domain.order_days import OrderDay
from soepkern.domain.waitlist_records import WaitlistRecord, WaitState, waitlist_of
from soepkern.ports import UnitOfWork
from soepkern.services.audit import acting
from soepkern.services.waitlist import WaitlistPorts
from soepkern.services.waitlist_settle import hold_for, mail_offer, settle_day

UNKNOWN_DAY = "Deze besteldag bestaat niet."
UNKNOWN_ENTRY = "Deze inschrijving op de wachtlijst bestaat niet."
NOT_OPEN = "Deze persoon staat niet meer op de wachtlijst."
ALREADY_OFFERED = "Deze persoon heeft al een aanbod."
NOT_FREE = "Er zijn niet genoeg porties vrij voor dit aanbod."
DAY_CLOSED = "De bestellingen voor deze dag zijn gesloten."
REMOVED = "Verwijderd van de wachtlijst."
OFFERED = "Het aanbod is verstuurd."


@attrs.frozen
class WaitlistEntryView:
    id: int
    naam: str
    email: str
    telefoonnummer: str
    porties: int
    status: str
    ingeschreven: datetime
    aanbod_tot: datetime | None
    bestelling_id: int | None
    heeft_aanbod: bool  # this person (their mailbox) holds an open offer on a soup of the day: no second one by hand


@attrs.frozen
class WaitlistSoup:
    orderday_product_id: int
    soep: str
    vrij: int
    wachtend: int
    personen: list[WaitlistEntryView]


@attrs.frozen
class DayWaitlist:
    orderday_id: int
    dag: str
    soepen: list[WaitlistSoup]


@attrs.frozen
class WaitlistChanged:
    message: str
    wachtlijst: DayWaitlist


def _entry(record: WaitlistRecord, offer_holders: frozenset[str]) -> WaitlistEntryView:
    details = record.details
    return WaitlistEntryView(
        id=record.id or 0,
        naam=f"{details.get('voornaam', '')} {details.get('achternaam', '')}".strip(),
        email=str(details.get("email", "")),
        telefoonnummer=str(details.get("telefoonnummer", "")),
        porties=record.wanted,
        status=record.state.value,
        ingeschreven=record.joined_at,
        aanbod_tot=record.offer_expires_at if record.state is WaitState.AANBOD else None,
        bestelling_id=record.order_id,
        heeft_aanbod=record.email_key in offer_holders,
    )


def day_waitlist(day: OrderDay, records: Sequence[WaitlistRecord]) -> DayWaitlist:
    """Every soup of the day with its records, first come first (open and closed ones alike)."""
    ordered = sorted(records, key=lambda r: (r.joined_at, r.id or 0))
    # The mailboxes with an open offer that day (`email_key`: the comparison `Waitlist.holds_offer` makes), so the
    # screen can tell before staff press 'Aanbod doen' that a second offer would be refused.
    offer_holders = frozenset(r.email_key for r in records if r.state is WaitState.AANBOD)
    soups = [
        WaitlistSoup(
            orderday_product_id=row.id,
            soep=row.naam,
            vrij=max(0, row.hoeveelheid - row.besteld),
            wachtend=sum(1 for r in ordered if r.row_id == row.id and r.is_open),
            personen=[_entry(r, offer_holders) for r in ordered if r.row_id == row.id],
        )
        for row in day.products
        if row.id is not None
    ]
    return DayWaitlist(orderday_id=day.id or 0, dag=day_title(day.bestellingsdag), soepen=soups)


async def get_day_waitlist(day_id: int, ports: WaitlistPorts) -> DayWaitlist:
    """The day's list after a settle (expired offers passed on first)."""
    now = ports.clock.now()
    async with ports.uow_factory(write=True) as uow:
        day = await uow.order_days.get(day_id)
        if day is None:
            raise NotFound(UNKNOWN_DAY)
        stored = await uow.settings_values.get_all()
        await settle_day(uow, ports.mails, ports.public_url, day_id, stored, now)
        answer = await _answer(uow, day_id)
        await uow.commit()
    return answer


async def remove_from_waitlist(entry_id: int, ports: WaitlistPorts) -> WaitlistChanged:
    """Takes someone off the list; an offer they hold passes on at once."""
    now = ports.clock.now()
    async with ports.uow_factory(write=True) as uow:
        record = await _open_record(uow, entry_id)
        if record.state is WaitState.AANBOD:
            await uow.order_days.move_stock({record.row_id: -record.wanted})
        await _save(uow, record, attrs.evolve(record, state=WaitState.VERLATEN), now)
        stored = await uow.settings_values.get_all()
        await settle_day(uow, ports.mails, ports.public_url, record.orderday_id, stored, now)
        uow.shop_data_changed()
        answer = await _answer(uow, record.orderday_id)
        await uow.commit()
    return WaitlistChanged(REMOVED, answer)


async def offer_by_hand(entry_id: int, ports: WaitlistPorts) -> WaitlistChanged:
    """Offers a waiting person their wish now (holding free portions for the set time) and mails them the link."""
    now = ports.clock.now()
    async with ports.uow_factory(write=True) as uow:
        record = await _open_record(uow, entry_id)
        day = await uow.order_days.get(record.orderday_id)
        if day is None:
            raise NotFound(UNKNOWN_DAY)
        stored = await uow.settings_values.get_all()
        held_for = hold_for(stored)
        # The domain's one-open-offer rule over the day's stored list, as a settle reads it: an offer of this entry
        # or of another soup of the same person (e-mail key) refuses, also one that expired but was not passed on.
        waitlist = waitlist_of(
            day, await uow.waitlist.list_open(record.orderday_id), day.maximale_producten_per_klant, held_for
        )
        if waitlist.holds_offer(record.email_key):
            raise ValidationFailed.single("wachtlijst", ALREADY_OFFERED)
        if now >= day.bestelling_sluitings_timestamp:
            raise ValidationFailed.single("wachtlijst", DAY_CLOSED)
        if await uow.order_days.move_stock({record.row_id: record.wanted}):
            raise ValidationFailed.single("wachtlijst", NOT_FREE)
        expires_at = now + held_for
        offered = await mail_offer(uow, ports.mails, ports.public_url, day, record, expires_at, stored, now)
        await _save(uow, record, offered, now)
        uow.shop_data_changed()
        answer = await _answer(uow, record.orderday_id)
        await uow.commit()
    return WaitlistChanged(OFFERED, answer)


async def _open_record(uow: UnitOfWork, entry_id: int) -> WaitlistRecord:
    found = await uow.waitlist.get(entry_id)
    if found is None:
        raise NotFound(UNKNOWN_ENTRY)
    await uow.waitlist.lock_day(found.orderday_id)
    record = await uow.waitlist.get(entry_id)
    if record is None or not record.is_open:
        raise ValidationFailed.single("wachtlijst", NOT_OPEN)
    return record


async def _save(uow: UnitOfWork, before: WaitlistRecord, after: WaitlistRecord, now: datetime) -> None:
    await uow.waitlist.update(after)
    actor = acting()
    if actor is None:
        return
    entry = audit_entry(
        AuditedType.ORDER_DAY,
        before.orderday_id,
        {f"wachtlijst {before.id} ({before.details.get('email', '')})": before.state.value},
        {f"wachtlijst {before.id} ({before.details.get('email', '')})": after.state.value},
        user_id=actor.user_id,
        user_name=actor.user_name,
        at=now,
    )
    if entry is not None:
        await uow.audit_log.add(entry)


async def _answer(uow: UnitOfWork, day_id: int) -> DayWaitlist:
    day = await uow.order_days.get(day_id)
    if day is None:
        raise NotFound(UNKNOWN_DAY)
    return day_waitlist(day, await uow.waitlist.list_day(day_id))
