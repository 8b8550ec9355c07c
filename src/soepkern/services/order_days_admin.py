"""The order-day screens: add, edit (with product rows), delete, and the open and visible switches.

An edit settles the day's waitlist in its own transaction (decision 0084): portions freed by raised stock are offered
at once, and the offer mails queued there leave after the commit (`Effect.MAIL_QUEUED`)."""

from __future__ import annotations

from datetime import date

import attrs

from soepkern.domain.business_time import BUSINESS_TZ, business_date
from soepkern.domain.errors import NotFound, ValidationFailed
from soepkern.domain.order_day_plans import Proposal, propose_order_day
from soepkern.domain.order_days import OrderDay, OrderDayForm
from soepkern.domain.products import ProductStatus
from soepkern.ports import Clock, MailRenderer, UnitOfWork, UnitOfWorkFactory
from soepkern.services.waitlist_settle import settle_days

NOT_FOUND = "Besteldag niet gevonden."
HAS_ORDERS = "Deze besteldag heeft bestellingen en kan daarom niet worden verwijderd."


@attrs.frozen
class OrderDayPorts:
    uow_factory: UnitOfWorkFactory
    clock: Clock
    mails: MailRenderer
    public_url: str


async def _available_products(uow: UnitOfWork) -> set[int]:
    return {p.id for p in await uow.products.list_all() if p.status is ProductStatus.BESCHIKBAAR and p.id is not None}


async def _get(uow: UnitOfWork, day_id: int) -> OrderDay:
    day = await uow.order_days.get(day_id)
    if day is None:
        raise NotFound(NOT_FOUND)
    return day


@attrs.frozen
class OrderDayOverview:
    day: OrderDay
    orders: int


async def list_days(ports: OrderDayPorts) -> list[OrderDayOverview]:
    async with ports.uow_factory() as uow:
        days = await uow.order_days.list_all()
        return [OrderDayOverview(d, await uow.orders.count_for_orderday(d.id or 0)) for d in days]


async def get_day(day_id: int, ports: OrderDayPorts) -> OrderDayOverview:
    async with ports.uow_factory() as uow:
        day = await _get(uow, day_id)
        return OrderDayOverview(day, await uow.orders.count_for_orderday(day_id))


async def _taken_dates(uow: UnitOfWork) -> dict[date, int]:
    """The dates that have an order day (one order day per date, decided in the domain)."""
    return {day.bestellingsdag: day.id for day in await uow.order_days.list_all() if day.id is not None}


async def create_day(form: OrderDayForm, created_by: int | None, ports: OrderDayPorts) -> int:
    today = business_date(ports.clock.now(), BUSINESS_TZ)
    async with ports.uow_factory(write=True) as uow:
        day = OrderDay.planned(form, await _available_products(uow), today, created_by, await _taken_dates(uow))
        day_id = await uow.order_days.add(day)
        uow.shop_data_changed()
        await uow.commit()
    return day_id


async def edit_day(day_id: int, form: OrderDayForm, ports: OrderDayPorts) -> None:
    now = ports.clock.now()
    today = business_date(now, BUSINESS_TZ)
    async with ports.uow_factory(write=True) as uow:
        existing = await _get(uow, day_id)
        day = existing.revised(form, await _available_products(uow), today, await _taken_dates(uow))
        await uow.order_days.update(day)
        await settle_days(uow, ports.mails, ports.public_url, [day_id], now)  # raised stock to the waitlist (0084)
        uow.shop_data_changed()
        await uow.commit()


async def propose_day(ports: OrderDayPorts) -> Proposal:
    """The form a new order day starts from: last week's day a week on, or the defaults (decision 0049)."""
    async with ports.uow_factory() as uow:
        days = await uow.order_days.list_all()
        return propose_order_day(days, await _available_products(uow), ports.clock.now())


async def delete_day(day_id: int, ports: OrderDayPorts) -> None:
    async with ports.uow_factory(write=True) as uow:
        await _get(uow, day_id)
        if await uow.orders.count_for_orderday(day_id) >= 1:
            raise ValidationFailed.single("bestellingen", HAS_ORDERS)
        await uow.order_days.delete(day_id)
        uow.shop_data_changed()
        await uow.commit()


async def set_open(day_id: int, action: bool, ports: OrderDayPorts) -> OrderDay:
    """Opening by hand opens now: an opening moment still ahead moves to now (see decision 0005)."""
    now = ports.clock.now()
    async with ports.uow_factory(write=True) as uow:
        day = await _get(uow, day_id)
        day.switch_registration(action, now)
        await uow.order_days.update(day)
        uow.shop_data_changed()
        await uow.commit()
    return day


async def set_visible(day_id: int, action: bool, ports: OrderDayPorts) -> OrderDay:
    """Making visible by hand shows the day now: a visible-from moment still ahead moves to now."""
    now = ports.clock.now()
    async with ports.uow_factory(write=True) as uow:
        day = await _get(uow, day_id)
        day.switch_visibility(action, now)
        await uow.order_days.update(day)
        uow.shop_data_changed()
        await uow.commit()
    return day
