"""A customer's own order, by the private link of the confirmation mail (issue 26, decisions 0057 and 0072).

Every confirmation carries a fresh token (only its hash is stored, with the moment the link stops working: the last
closing moment of the order's days). With the setting `bestelling_online_aanpassen` on and a valid token, the
visitor sees the order and can lower or cancel lines, or cancel the whole order, until each line's order day
closes. A change is one write transaction, as a staff edit: the order's lines are saved, the portions go back to
stock with the same conditional update (`move_stock`), the change is written to the audit log (as the customer),
the customer gets a mail, and staff are notified by the same weekday flags as for new orders. A whole order
cancelled this way keeps its row (without lines), marked cancelled, so staff still see it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from datetime import date, datetime, timedelta

import attrs

from soepkern.domain import mail_texts, order_changes, site_settings
from soepkern.domain.business_time import business_date
from soepkern.domain.errors import NotPermitted
from soepkern.domain.login import new_token, token_hash
from soepkern.domain.mail import MailMessage
from soepkern.domain.order_changes import ChangeLink, ChangeOutcome, Refusal
from soepkern.domain.order_confirmation import day_title
from soepkern.domain.order_days import OrderDay
from soepkern.domain.orders import BezorgOptie, Order
from soepkern.ports import Clock, MailRenderer, UnitOfWork, UnitOfWorkFactory
from soepkern.services.audit import Actor, acting_as
from soepkern.services.order_mails import example_order, order_mail_context, setting
from soepkern.services.waitlist_settle import settle_day

SETTING = "bestelling_online_aanpassen"
LINK_PATH = "/dagelijkse-soep/bestelling-aanpassen/"
CHANGED_TEMPLATE = "order_changed"
CHANGED_NOTIFICATION_TEMPLATE = "order_changed_notification"
EXAMPLE = "orderChangedByCustomer"
CANCELLED_EXAMPLE = "orderCancelledByCustomer"
# The audit log's name for changes made by the customer's own link (there is no staff member).
CUSTOMER_ACTOR = "Klant (via de link in de bevestigingsmail)"
LINK_REFUSED = (
    "Deze link is niet (meer) geldig. Wilt u uw bestelling wijzigen of annuleren? Neem dan contact met ons op."
)


_Decision = Callable[[Order, Mapping[int, OrderDay], datetime], ChangeOutcome]


@attrs.frozen
class OwnOrderPorts:
    uow_factory: UnitOfWorkFactory
    clock: Clock
    mails: MailRenderer
    public_url: str


@attrs.frozen
class OwnOrderLine:
    id: int
    naam: str
    hoeveelheid: int
    prijs: int
    korting: int
    bestellingsdag: date
    dag: str
    aanpasbaar: bool


@attrs.frozen
class OwnOrder:
    """What the page shows: the order when the link allows it, otherwise only `toegestaan: false` and why."""

    toegestaan: bool
    reden: str | None = None
    bestelnummer: int | None = None
    voornaam: str = ""
    bezorg_optie: BezorgOptie | None = None
    geannuleerd: bool = False
    totaal: int = 0
    lines: tuple[OwnOrderLine, ...] = ()
    melding: str | None = None


@attrs.frozen
class LineAmount:
    id: int
    hoeveelheid: int


@attrs.frozen
class OrderChangeForm:
    token: str = ""
    lines: tuple[LineAmount, ...] = ()


@attrs.frozen
class OrderCancelForm:
    token: str = ""


# --- the link -----------------------------------------------------------------------------------------------


def link_expiry(days: Sequence[OrderDay], now: datetime) -> datetime:
    """The link works until the last closing moment of the order's days (after that nothing can change)."""
    return max((day.bestelling_sluitings_timestamp for day in days), default=now)


async def issue_link(uow: UnitOfWork, order: Order, days: Sequence[OrderDay], now: datetime) -> str:
    """A new token for the order's link (replacing an earlier one); only its hash is stored. The token itself."""
    assert order.id is not None
    token = new_token()
    await uow.order_links.save(order.id, ChangeLink(token_hash(token), link_expiry(days, now)))
    return token


def change_url(public_url: str, order: Order, token: str) -> str:
    return f"{public_url}{LINK_PATH}{order.uuid}?token={token}"


def link_for_mail(stored: Mapping[str, str], public_url: str, order: Order, token: str) -> str:
    """The link as the confirmation mail shows it: only while the setting is on (off, the page is the notice)."""
    return change_url(public_url, order, token) if setting(stored, SETTING) == "1" else ""


# --- reads --------------------------------------------------------------------------------------------------


async def _load(uow: UnitOfWork, key: str) -> tuple[Order | None, dict[int, OrderDay], ChangeLink | None]:
    order = await uow.orders.find(key) if _looks_like_uuid(key) else None
    if order is None or order.id is None or order.uuid != key.strip().lower():
        return None, {}, None
    day_ids = sorted({line.orderday_id for line in order.lines})
    days = {day.id: day for day in await uow.order_days.get_many(day_ids) if day.id is not None}
    return order, days, await uow.order_links.get(order.id)


def _looks_like_uuid(key: str) -> bool:
    text = key.strip()
    return len(text) == 36 and text.count("-") == 4


def _refusal(
    stored: Mapping[str, str],
    order: Order | None,
    days: Mapping[int, OrderDay],
    link: ChangeLink | None,
    token: str,
    now: datetime,
) -> Refusal | None:
    if order is None:
        return Refusal.SETTING_OFF if setting(stored, SETTING) != "1" else Refusal.TOKEN_WRONG
    if order.geannuleerd:
        return Refusal.CLOSED
    return order_changes.refusal(
        setting_on=setting(stored, SETTING) == "1",
        link=link,
        presented_hash=token_hash(token) if token else None,
        days=days,
        order=order,
        now=now,
    )


def own_order_view(order: Order, days: Mapping[int, OrderDay], now: datetime, melding: str | None = None) -> OwnOrder:
    lines = []
    for line in order.lines:
        day = days[line.orderday_id]
        assert line.id is not None
        lines.append(
            OwnOrderLine(
                id=line.id,
                naam=line.naam,
                hoeveelheid=line.hoeveelheid,
                prijs=line.prijs,
                korting=line.korting,
                bestellingsdag=day.bestellingsdag,
                dag=day_title(day.bestellingsdag),
                aanpasbaar=order_changes.line_changeable(day, now),
            )
        )
    return OwnOrder(
        toegestaan=True,
        bestelnummer=order.id,
        voornaam=order.contact.voornaam,
        bezorg_optie=order.bezorg_optie,
        geannuleerd=order.geannuleerd,
        totaal=order.total,
        lines=tuple(lines),
        melding=melding,
    )


async def view_own_order(key: str, token: str, ports: OwnOrderPorts) -> OwnOrder:
    """The order behind the link, or `toegestaan: false` (the page then shows the spec's change-order notice)."""
    now = ports.clock.now()
    async with ports.uow_factory() as uow:
        stored = await uow.settings_values.get_all()
        order, days, link = await _load(uow, key)
    refused = _refusal(stored, order, days, link, token, now)
    if refused is not None or order is None:
        return OwnOrder(toegestaan=False, reden=(refused or Refusal.TOKEN_WRONG).value)
    return own_order_view(order, days, now)


# --- writes -------------------------------------------------------------------------------------------------


async def change_own_order(key: str, form: OrderChangeForm, ports: OwnOrderPorts) -> OwnOrder:
    """Lowers or cancels the named lines (`hoeveelheid` 0 cancels a line)."""
    amounts = {line.id: line.hoeveelheid for line in form.lines}

    def decide(order: Order, days: Mapping[int, OrderDay], now: datetime) -> ChangeOutcome:
        return order_changes.changed(order, amounts, days, now)

    return await _change(key, form.token, ports, decide)


async def cancel_own_order(key: str, form: OrderCancelForm, ports: OwnOrderPorts) -> OwnOrder:
    """Cancels every line that can still change (the whole order when every day is still open)."""
    return await _change(key, form.token, ports, order_changes.cancelled)


async def _change(key: str, token: str, ports: OwnOrderPorts, decide: _Decision) -> OwnOrder:
    now = ports.clock.now()
    # The customer acts without a staff session: the audit log names them, and the order repository records the
    # change in the same transaction (as a staff edit is recorded).
    with acting_as(Actor(None, CUSTOMER_ACTOR, ports.clock)):
        async with ports.uow_factory(write=True) as uow:
            stored = await uow.settings_values.get_all()
            order, days, link = await _load(uow, key)
            if order is None or _refusal(stored, order, days, link, token, now) is not None:
                raise NotPermitted(LINK_REFUSED)
            outcome = decide(order, days, now)
            for day_id in sorted(days):  # the days before their rows, as every waitlist path (no lock cycle)
                await uow.waitlist.lock_day(day_id)
            refused = await uow.order_days.move_stock({row: -back for row, back in outcome.returned.items()})
            assert not refused  # giving portions back never fails the conditional update
            changed = attrs.evolve(
                order, lines=list(outcome.lines), geannuleerd_at=now if outcome.cancels_order else None
            )
            await uow.orders.update(changed)
            await _enqueue_mails(uow, ports, order, changed, stored, days, now)
            for day_id in sorted(days) if outcome.returned else ():  # freed portions flow to the waitlist (0073)
                await settle_day(uow, ports.mails, ports.public_url, day_id, stored, now)
            uow.shop_data_changed()
            await uow.commit()
    return own_order_view(changed, days, now, outcome.message)


def _change_mail_context(
    before: Order, after: Order, stored: dict[str, str], public_url: str, dates: Mapping[int, date]
) -> dict[str, object]:
    cancelled = not after.lines
    text_key = mail_texts.ORDER_CANCELLED_TEXT_KEY if cancelled else mail_texts.ORDER_CHANGED_TEXT_KEY
    return {
        **order_mail_context(after, stored, public_url, dates),
        "geannuleerd": cancelled,
        "melding": order_changes.ORDER_CANCELLED if cancelled else order_changes.ORDER_CHANGED,
        "teruggegeven": _returned_lines(before, after),
        "mail_text": setting(stored, text_key),
        "mail_text_key": text_key,
    }


def example_mail(
    name: str, mails: MailRenderer, stored: dict[str, str], public_url: str, now: datetime
) -> MailMessage | None:
    """The dashboard's examples of the mail a customer gets after lowering (one soup cancelled) or cancelling their
    whole order by the link (or None for another name)."""
    if name not in (EXAMPLE, CANCELLED_EXAMPLE):
        return None
    sample = example_order(BezorgOptie.OPHALEN, now)
    before = attrs.evolve(sample, lines=[attrs.evolve(line, id=n) for n, line in enumerate(sample.lines, start=1)])
    after = attrs.evolve(before, lines=before.lines[1:] if name == EXAMPLE else [])
    dates = {1: business_date(now) + timedelta(days=1), 2: business_date(now) + timedelta(days=2)}
    return mails.render(
        CHANGED_TEMPLATE, after.contact.email, _change_mail_context(before, after, stored, public_url, dates)
    )


async def _enqueue_mails(
    uow: UnitOfWork,
    ports: OwnOrderPorts,
    before: Order,
    after: Order,
    stored: dict[str, str],
    days: Mapping[int, OrderDay],
    now: datetime,
) -> None:
    """The customer's confirmation of the change; staff are told on the weekdays whose notification flag is on."""
    dates = {day_id: day.bestellingsdag for day_id, day in days.items()}
    context = _change_mail_context(before, after, stored, ports.public_url, dates)
    await uow.outbox.enqueue(ports.mails.render(CHANGED_TEMPLATE, after.contact.email, context), now)
    weekday = site_settings.WEEKDAYS[business_date(now).weekday()]
    staff_address = setting(stored, "contact_email")
    if setting(stored, f"new_order_notification_{weekday}") == "1" and staff_address:
        await uow.outbox.enqueue(
            ports.mails.render(CHANGED_NOTIFICATION_TEMPLATE, staff_address, {**context, "mail_text": ""}), now
        )


def _returned_lines(before: Order, after: Order) -> list[str]:
    """'2 x Erwtensoep' per line that lost portions (the mails name what went back)."""
    kept = {line.id: line.hoeveelheid for line in after.lines}
    texts = []
    for line in before.lines:
        back = line.hoeveelheid - kept.get(line.id, 0)
        if back:
            texts.append(f"{back} x {line.naam}")
    return texts
