"""The waitlist of a sold-out soup (issue 26 item 2, decisions 0057 and 0073): join, leave by link, and take an
offer by link (the held portions become an order in one step).

Joining takes the checkout's customer details and the wanted portions with the checkout's rules (validation,
delivery area, blacklist, the day's maximum), only for a soup of an open order day that cannot deliver the wish.
The join mail carries a link to leave; every offer mail carries a fresh link (only hashes are stored) to take the
offer or leave. Taking an offer moves no stock: the portions were reserved when the offer was made.
"""

from __future__ import annotations

from datetime import date, datetime

import attrs

from soepkern.domain.checkout import (
    UNKNOWN_PRODUCT,
    CartLine,
    CheckoutForm,
    CleanCheckout,
    DetailsForm,
    check_checkout,
    customer_of,
    new_order,
    over_maximum,
)
from soepkern.domain.contact_details import ContactDetails
from soepkern.domain.email_address import mailbox_key
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.login import new_token, token_hash
from soepkern.domain.order_confirmation import day_title
from soepkern.domain.order_days import OrderDay, order_problems
from soepkern.domain.orders import BezorgOptie, Bron
from soepkern.domain.waitlist import NO_OFFER, NOT_WAITING, OFFER_EXPIRED, Entry, joined
from soepkern.domain.waitlist_records import WaitlistRecord, WaitState, waitlist_of
from soepkern.ports import Clock, MailRenderer, StockView, UnitOfWork, UnitOfWorkFactory
from soepkern.services.order_mails import order_mails
from soepkern.services.own_orders import issue_link, link_for_mail
from soepkern.services.shop import check_address, switches_from
from soepkern.services.waitlist_settle import JOINED_TEMPLATE, hold_for, settle_day, waitlist_mail

STILL_AVAILABLE = "Deze soep is nog te bestellen: u kunt hem gewoon in uw winkelmand doen."
SHOP_CLOSED = "De webwinkel is gesloten."
JOINED = "U staat op de wachtlijst. Komen er porties vrij, dan krijgt u een mail."
LEFT = "U staat niet meer op de wachtlijst."
TAKEN = "Uw bestelling is geplaatst. U krijgt een bevestiging per mail."
MAX_TOKEN = 200


@attrs.frozen
class WaitlistPorts:
    uow_factory: UnitOfWorkFactory
    clock: Clock
    mails: MailRenderer
    stock_view: StockView
    public_url: str


@attrs.frozen
class WaitlistForm(DetailsForm):
    """The checkout's customer details and one wish: `hoeveelheid` portions of order-day product row
    `orderday_product_id`."""

    orderday_product_id: int = attrs.field(kw_only=True)
    hoeveelheid: int = attrs.field(kw_only=True)
    opmerking: str = attrs.field(default="", kw_only=True)

    def as_checkout(self) -> CheckoutForm:
        fields = attrs.asdict(self)
        row_id, amount = fields.pop("orderday_product_id"), fields.pop("hoeveelheid")
        return CheckoutForm(**fields, products=[CartLine(id=row_id, gekozen_hoeveelheid=amount)])


@attrs.frozen
class WaitlistTokenForm:
    token: str = ""


@attrs.frozen
class WaitlistStatus:
    """One wish as its link shows it. `status`: wachtend, aanbod, genomen, verlopen, verlaten or gesloten."""

    status: str
    soep: str = ""
    dag: str = ""
    bestellingsdag: date | None = None
    porties: int = 0
    aanbod_tot: datetime | None = None
    bestelnummer: int | None = None
    melding: str | None = None


# --- join ---------------------------------------------------------------------------------------------------


async def join_waitlist(form: WaitlistForm, ports: WaitlistPorts) -> WaitlistStatus:
    """Puts the person on the list (422 with the checkout's messages when a rule refuses)."""
    now = ports.clock.now()
    view = ports.stock_view
    await view.refresh(ports.uow_factory, now)
    switches = switches_from(view.stored_settings)
    if not switches.website_open:
        raise ValidationFailed.single("wachtlijst", SHOP_CLOSED)
    clean = check_checkout(form.as_checkout(), switches)
    check_address(view, clean)
    ((row_id, wanted),) = clean.amounts.items()
    async with ports.uow_factory(write=True) as uow:
        stored = await uow.settings_values.get_all()
        found = await uow.order_days.get_by_row(row_id)
        if found is None or found.id is None:
            raise ValidationFailed.single("orderday_product_id", UNKNOWN_PRODUCT)
        await uow.waitlist.lock_day(found.id)
        day = await uow.order_days.get(found.id)
        assert day is not None and day.id is not None
        _check_wish(day, row_id, wanted, await uow.orders.portions_for_customer(day.id, clean.contact.email), now)
        records = await uow.waitlist.list_open(day.id)
        key = mailbox_key(clean.contact.email)
        waitlist = waitlist_of(day, records, day.maximale_producten_per_klant, hold_for(stored))
        joined(waitlist, Entry(0, row_id, key, wanted, now), now)  # one place per person per soup, the maximum
        token = new_token()
        record = WaitlistRecord(
            id=None,
            orderday_id=day.id,
            row_id=row_id,
            details=_details(clean),
            email_key=key,
            wanted=wanted,
            joined_at=now,
            token_hash=token_hash(token),
        )
        record = attrs.evolve(record, id=await uow.waitlist.add(record))
        mail = waitlist_mail(ports.mails, JOINED_TEMPLATE, record, day, token, ports.public_url, stored)
        await uow.outbox.enqueue(mail, now)
        await settle_day(uow, ports.mails, ports.public_url, day.id, stored, now)
        current = await uow.waitlist.by_token(record.token_hash) or record
        await uow.commit()
    return _status(current, day, JOINED)


def _check_wish(day: OrderDay, row_id: int, wanted: int, already: int, now: datetime) -> None:
    """The checkout's day rules; the wish must be one the shop cannot deliver now (a sold-out soup)."""
    problems = order_problems(day, {row_id: wanted}, now, already=already)
    if not problems:
        raise ValidationFailed.single("hoeveelheid", STILL_AVAILABLE)
    if any(problem.row_id != row_id for problem in problems):
        raise ValidationFailed({"cart": [problem.message for problem in problems]})


def _details(clean: CleanCheckout) -> dict[str, object]:
    """The wish's stored details: the contact fields, the delivery choice and the remark, flat (as stored)."""
    return {**clean.contact.fields(), "bezorg_optie": clean.bezorg_optie.value, "opmerking": clean.opmerking}


def _clean_of(record: WaitlistRecord) -> CleanCheckout:
    details = dict(record.details)
    option, remark = BezorgOptie(details.pop("bezorg_optie")), str(details.pop("opmerking", ""))
    contact = ContactDetails(**details)
    return CleanCheckout(contact, option, remark, amounts={record.row_id: record.wanted})


# --- by link ------------------------------------------------------------------------------------------------


async def waitlist_status(token: str, ports: WaitlistPorts) -> WaitlistStatus:
    """The wish behind the link (expired offers passed on first); `status: onbekend` for an unknown link."""
    now = ports.clock.now()
    async with ports.uow_factory(write=True) as uow:
        record = await _record(uow, token)
        if record is None:
            return WaitlistStatus(status="onbekend", melding=NOT_WAITING)
        stored = await uow.settings_values.get_all()
        await settle_day(uow, ports.mails, ports.public_url, record.orderday_id, stored, now)
        record = await uow.waitlist.by_token(record.token_hash) or record
        day = await uow.order_days.get(record.orderday_id)
        await uow.commit()
    return _status(record, day)


async def leave_waitlist(form: WaitlistTokenForm, ports: WaitlistPorts) -> WaitlistStatus:
    """Leaves the list; an offer held passes on at once (its portions go to the next fitting wish)."""
    now = ports.clock.now()
    async with ports.uow_factory(write=True) as uow:
        record = await _record(uow, form.token)
        if record is None or not record.is_open:
            raise ValidationFailed.single("wachtlijst", NOT_WAITING)
        await uow.waitlist.lock_day(record.orderday_id)
        record = await uow.waitlist.by_token(record.token_hash) or record
        if not record.is_open:
            raise ValidationFailed.single("wachtlijst", NOT_WAITING)
        if record.state is WaitState.AANBOD:
            await uow.order_days.move_stock({record.row_id: -record.wanted})
        record = attrs.evolve(record, state=WaitState.VERLATEN)
        await uow.waitlist.update(record)
        stored = await uow.settings_values.get_all()
        await settle_day(uow, ports.mails, ports.public_url, record.orderday_id, stored, now)
        day = await uow.order_days.get(record.orderday_id)
        uow.shop_data_changed()
        await uow.commit()
    return _status(record, day, LEFT)


async def accept_offer(form: WaitlistTokenForm, ports: WaitlistPorts) -> WaitlistStatus:
    """Turns the open offer into an order (the held portions, nothing moves); an expired offer passes on first, and
    an offer that would take the person over the day's maximum is refused (it stays held)."""
    now = ports.clock.now()
    refusal: str | None = None
    async with ports.uow_factory(write=True) as uow:
        record = await _record(uow, form.token)
        if record is None:
            raise ValidationFailed.single("aanbod", NO_OFFER)
        stored = await uow.settings_values.get_all()
        await settle_day(uow, ports.mails, ports.public_url, record.orderday_id, stored, now)
        record = await uow.waitlist.by_token(record.token_hash) or record
        day = await uow.order_days.get(record.orderday_id)
        if record.state is WaitState.VERLOPEN:
            refusal = OFFER_EXPIRED
        elif record.state is not WaitState.AANBOD or day is None or day.id is None:
            refusal = NO_OFFER
        else:
            refusal = await _over_maximum(uow, record, day)
            if refusal is None:
                record = await _place(uow, ports, record, day, stored, now)
        await uow.commit()
    if refusal is not None:
        raise ValidationFailed.single("aanbod", refusal)
    return _status(record, day, TAKEN)


async def _over_maximum(uow: UnitOfWork, record: WaitlistRecord, day: OrderDay) -> str | None:
    """The shop's words when the offer would take the person over the day's maximum (they may have ordered more
    since they joined); the offer then stays held until it lapses or they leave."""
    assert day.id is not None
    already = await uow.orders.portions_for_customer(day.id, str(record.details.get("email", "")))
    if already + record.wanted <= day.maximale_producten_per_klant:
        return None
    return over_maximum(day.bestellingsdag, day.maximale_producten_per_klant, already)


async def _place(
    uow: UnitOfWork, ports: WaitlistPorts, record: WaitlistRecord, day: OrderDay, stored: dict[str, str], now: datetime
) -> WaitlistRecord:
    assert day.id is not None
    row = day.row(record.row_id)
    assert row is not None
    clean = _clean_of(record)
    customer = await uow.customers.claim(customer_of(clean))
    order = new_order(clean, customer, [row.order_line(day.id, record.wanted)], now, Bron.WEBSHOP)
    await uow.orders.add(order)
    token = await issue_link(uow, order, [day], now)
    link = link_for_mail(stored, ports.public_url, order, token)
    days = {day.id: day.bestellingsdag}
    confirmation, *notifications = order_mails(ports.mails, order, stored, ports.public_url, now, days, link)
    await uow.outbox.enqueue(confirmation, now, order_id=order.id)
    for message in notifications:
        await uow.outbox.enqueue(message, now)
    taken = attrs.evolve(record, state=WaitState.GENOMEN, order_id=order.id)
    await uow.waitlist.update(taken)
    return taken


async def _record(uow: UnitOfWork, token: str) -> WaitlistRecord | None:
    token = token.strip()[:MAX_TOKEN]
    return await uow.waitlist.by_token(token_hash(token)) if token else None


def _status(record: WaitlistRecord, day: OrderDay | None, melding: str | None = None) -> WaitlistStatus:
    row = day.row(record.row_id) if day else None
    return WaitlistStatus(
        status=record.state.value,
        soep=row.naam if row else "",
        dag=day_title(day.bestellingsdag) if day else "",
        bestellingsdag=day.bestellingsdag if day else None,
        porties=record.wanted,
        aanbod_tot=record.offer_expires_at if record.state is WaitState.AANBOD else None,
        bestelnummer=record.order_id,
        melding=melding,
    )
