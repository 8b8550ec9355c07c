"""The back office's orders: list and search, create, edit, delete, and resend the confirmation.

Every write is one transaction: the order days of its rows are locked first (decision 0121), then the customer row
is claimed (and locked) by e-mail address as in the shop, each order day's rules are asked of the domain
(order_problems, as staff: closed or invisible days are allowed), the difference in portions per row is reserved or
released with the same conditional updates the shop uses (never oversold, never negative), and the order, its
lines and any mail (outbox) are saved together.
"""

from __future__ import annotations

from datetime import datetime

import attrs

from soepkern.domain.address_rules import judge_address
from soepkern.domain.business_time import business_date
from soepkern.domain.checkout import NOT_DELIVERED_HERE, customer_of, new_order, not_enough, order_details
from soepkern.domain.customers import Customer
from soepkern.domain.errors import NotFound, ValidationErrors
from soepkern.domain.order_days import OrderDay, order_problems
from soepkern.domain.orders import BezorgOptie, Bron, Order, OrderLine
from soepkern.domain.staff_orders import (
    BLOCKED_FOR_STAFF,
    CHOOSE_CUSTOMER,
    UNKNOWN_ROW,
    CleanStaffOrder,
    StaffOrderForm,
    amounts_of,
    check_staff_order,
    stock_changes,
)
from soepkern.ports import Clock, MailRenderer, Page, UnitOfWork, UnitOfWorkFactory
from soepkern.services.order_mails import CONFIRMATION_TEMPLATE, order_mail_context
from soepkern.services.outbox import GIVEN_UP_AT
from soepkern.services.own_orders import issue_link, link_for_mail
from soepkern.services.shop import switches_from
from soepkern.services.waitlist_settle import settle_days

NOT_FOUND = "Bestelling niet gevonden."


@attrs.frozen
class StaffOrderPorts:
    uow_factory: UnitOfWorkFactory
    clock: Clock
    mails: MailRenderer
    public_url: str


@attrs.frozen
class OrderWithDays:
    """An order with the order days its lines belong to (for the order's JSON: day dates and row totals)."""

    order: Order
    days: dict[int, OrderDay]
    # The confirmation is still on its way (queued, not sent, not given up): the screens show it as waiting, not as
    # a mail that failed (issue 25 item 17).
    email_wachtrij: bool = False


@attrs.frozen
class OrderFilter:
    search: str | None = None
    orderday_id: int | None = None
    bezorg_optie: BezorgOptie | None = None


# --- reads ---------------------------------------------------------------------------------------------------


async def with_days(uow: UnitOfWork, orders: list[Order]) -> list[OrderWithDays]:
    day_ids = sorted({line.orderday_id for order in orders for line in order.lines})
    days = {day.id: day for day in await uow.order_days.get_many(day_ids) if day.id is not None}
    unsent = [order.id for order in orders if order.id is not None and not order.email_verzonden]
    waiting = await uow.outbox.waiting_orders(unsent, GIVEN_UP_AT)
    return [OrderWithDays(order, days, order.id in waiting) for order in orders]


async def list_orders(page: int, per_page: int, filters: OrderFilter, ports: StaffOrderPorts) -> Page[OrderWithDays]:
    async with ports.uow_factory() as uow:
        found = await uow.orders.list_page(
            page,
            per_page,
            search=filters.search,
            orderday_id=filters.orderday_id,
            bezorg_optie=filters.bezorg_optie,
        )
        items = await with_days(uow, list(found.items))
    return Page(items, found.total, found.page, found.per_page)


async def get_order(order_id: int, ports: StaffOrderPorts) -> OrderWithDays:
    async with ports.uow_factory() as uow:
        order = await uow.orders.get(order_id)
        if order is None:
            raise NotFound(NOT_FOUND)
        return (await with_days(uow, [order]))[0]


async def find_order(key: str, ports: StaffOrderPorts) -> OrderWithDays:
    async with ports.uow_factory() as uow:
        order = await uow.orders.find(key)
        if order is None:
            raise NotFound(NOT_FOUND)
        return (await with_days(uow, [order]))[0]


async def orderable_days(ports: StaffOrderPorts) -> list[OrderDay]:
    """The days staff can order on: every day from today on (a passed day takes no new portions, see
    `order_problems`), open or closed, visible or not. An order's own passed days come with the order."""
    today = business_date(ports.clock.now())
    async with ports.uow_factory() as uow:
        return await uow.order_days.list_from(today)


# --- writes --------------------------------------------------------------------------------------------------


async def create_order(form: StaffOrderForm, ports: StaffOrderPorts) -> int:
    now = ports.clock.now()
    async with ports.uow_factory(write=True) as uow:
        stored = await uow.settings_values.get_all()
        clean = check_staff_order(form, switches_from(stored))
        rows = await _lock_days(uow, clean, None)
        customer = await _claim_customer(uow, clean)
        lines = await _apply_lines(uow, clean, None, rows, now)
        order = new_order(clean.details, customer, lines, now, Bron.ADMIN)
        await uow.orders.add(order)
        await _enqueue_confirmation(uow, ports, order, stored, now)
        uow.shop_data_changed()
        await uow.commit()
    assert order.id is not None
    return order.id


async def edit_order(order_id: int, form: StaffOrderForm, ports: StaffOrderPorts) -> int:
    now = ports.clock.now()
    async with ports.uow_factory(write=True) as uow:
        saved = await uow.orders.get(order_id)
        if saved is None:
            raise NotFound(NOT_FOUND)
        clean = check_staff_order(form, switches_from(await uow.settings_values.get_all()), saved)
        rows = await _lock_days(uow, clean, saved)
        customer = await _claim_customer(uow, clean)
        lines = await _apply_lines(uow, clean, saved, rows, now)
        changed = attrs.evolve(saved, **order_details(clean.details), customer_id=customer.id, lines=lines)
        await uow.orders.update(changed)
        days = {line.orderday_id for line in (*saved.lines, *lines)}
        await settle_days(uow, ports.mails, ports.public_url, days, now)  # freed portions to the waitlist (0073)
        uow.shop_data_changed()
        await uow.commit()
    return order_id


async def destroy_order(order_id: int, ports: StaffOrderPorts) -> None:
    """Deletes the order; its portions become available again (in the same transaction)."""
    async with ports.uow_factory(write=True) as uow:
        saved = await uow.orders.get(order_id)
        if saved is None:
            raise NotFound(NOT_FOUND)
        days = {line.orderday_id for line in saved.lines}
        for day_id in sorted(days):  # the days before their rows, as every waitlist path (no lock cycle)
            await uow.waitlist.lock_day(day_id)
        await uow.order_days.move_stock({row_id: -portions for row_id, portions in amounts_of(saved).items()})
        await uow.orders.delete(order_id)
        await settle_days(uow, ports.mails, ports.public_url, days, ports.clock.now())  # to the waitlist (0073)
        uow.shop_data_changed()
        await uow.commit()


async def resend_confirmation(order_id: int, ports: StaffOrderPorts) -> None:
    now = ports.clock.now()
    async with ports.uow_factory(write=True) as uow:
        order = await uow.orders.get(order_id)
        if order is None:
            raise NotFound(NOT_FOUND)
        await _enqueue_confirmation(uow, ports, order, await uow.settings_values.get_all(), now)
        await uow.commit()


async def _enqueue_confirmation(
    uow: UnitOfWork, ports: StaffOrderPorts, order: Order, stored: dict[str, str], now: datetime
) -> None:
    (with_day,) = await with_days(uow, [order])
    days = {day_id: day.bestellingsdag for day_id, day in with_day.days.items()}
    token = await issue_link(uow, order, list(with_day.days.values()), now)  # a resent mail gets a fresh link
    link = link_for_mail(stored, ports.public_url, order, token)
    context = order_mail_context(order, stored, ports.public_url, days, link)
    await uow.outbox.enqueue(
        ports.mails.render(CONFIRMATION_TEMPLATE, order.contact.email, context), now, order_id=order.id
    )


async def _claim_customer(uow: UnitOfWork, clean: CleanStaffOrder) -> Customer:
    """The blacklist and delivery areas as in the shop; then the customer by e-mail address, locked till commit."""
    details = clean.details
    errors = ValidationErrors()
    if clean.existing_customer is not None and await uow.customers.get(clean.existing_customer) is None:
        errors.add("customer_id", CHOOSE_CUSTOMER)
    blacklist, ranges = await uow.blacklist.list_all(), await uow.postal_ranges.list_all()
    verdict = judge_address(blacklist, ranges, details.contact, details.bezorg_optie)
    if verdict.blocked:
        errors.add("products", BLOCKED_FOR_STAFF)
    if verdict.outside_area:
        errors.add("bezorg_optie", NOT_DELIVERED_HERE)
    errors.raise_if_any()
    return await uow.customers.claim(customer_of(details))


@attrs.frozen
class _RowDays:
    """The order day of each row the form or the saved order names (found before any lock); rows of no day."""

    days: dict[int, OrderDay]
    day_of_row: dict[int, OrderDay]
    unknown: list[int]


async def _lock_days(uow: UnitOfWork, clean: CleanStaffOrder, saved: Order | None) -> _RowDays:
    """Finds the order day of every row and locks those days (ascending id) before the customer is claimed: the
    order days before the customer and their rows, as the bulk order and a taken waitlist offer (decision 0121)."""
    days: dict[int, OrderDay] = {}
    day_of_row: dict[int, OrderDay] = {}
    unknown: list[int] = []
    for row_id in sorted(set(amounts_of(saved)) | set(clean.amounts)):
        day = next((d for d in days.values() if d.row(row_id) is not None), None)
        day = day or await uow.order_days.get_by_row(row_id)
        if day is None or day.id is None:
            unknown.append(row_id)
            continue
        days[day.id] = day
        day_of_row[row_id] = day
    for day_id in sorted(days):  # the days before their rows, as every waitlist path (no lock cycle)
        await uow.waitlist.lock_day(day_id)
    return _RowDays(days, day_of_row, unknown)


async def _apply_lines(
    uow: UnitOfWork, clean: CleanStaffOrder, saved: Order | None, rows: _RowDays, now: datetime
) -> list[OrderLine]:
    """Checks each day's rules for the new amounts and moves the difference in the stock (the days are locked
    already, `_lock_days`); the new lines."""
    old = amounts_of(saved)
    email_kept = saved is not None and saved.contact.email == clean.details.contact.email
    errors = ValidationErrors()
    days, day_of_row = rows.days, rows.day_of_row
    for row_id in rows.unknown:
        errors.add(f"products.{clean.line_of_row.get(row_id, 0)}.orderday_product.id", UNKNOWN_ROW)
    errors.raise_if_any()
    for day in days.values():
        assert day.id is not None
        wanted = {row: n for row, n in clean.amounts.items() if day_of_row.get(row) is day}
        held = {row: n for row, n in old.items() if day_of_row.get(row) is day}
        if not wanted:
            continue
        already = await uow.orders.portions_for_customer(day.id, clean.details.contact.email)
        if not email_kept:
            already += sum(held.values())  # this order's portions counted under its old address so far
        for problem in order_problems(day, wanted, now, already=already, held=held, staff=True):
            errors.add(_field(clean, problem.row_id, "hoeveelheid"), problem.message)
    errors.raise_if_any()
    for row_id in await uow.order_days.move_stock(stock_changes(old, clean.amounts)):
        day = day_of_row[row_id]
        fresh = await uow.order_days.get(day.id or 0)
        row = fresh.row(row_id) if fresh else None
        remaining = (row.remaining if row else 0) + old.get(row_id, 0)
        naam = row.naam if row else ""
        errors.add(_field(clean, row_id, "hoeveelheid"), not_enough(naam, day.bestellingsdag, remaining))
    errors.raise_if_any()
    return _lines(clean, saved, day_of_row)


def _field(clean: CleanStaffOrder, row_id: int | None, name: str) -> str:
    if row_id is None or row_id not in clean.line_of_row:
        return "products"
    return f"products.{clean.line_of_row[row_id]}.{name}"


def _lines(clean: CleanStaffOrder, saved: Order | None, day_of_row: dict[int, OrderDay]) -> list[OrderLine]:
    saved_lines = {line.id: line for line in saved.lines} if saved else {}
    lines = []
    for row_id, amount in clean.amounts.items():
        line_id = clean.kept_lines.get(row_id)
        kept = saved_lines.get(line_id) if line_id is not None else None
        if kept is None and saved is not None:
            # A new line for a row the order already had under another line id: keep that line (one per row).
            kept = next((line for line in saved.lines if line.orderday_product_id == row_id), None)
        if kept is not None:
            lines.append(attrs.evolve(kept, hoeveelheid=amount))
            continue
        day = day_of_row[row_id]
        row = day.row(row_id)
        assert row is not None and day.id is not None
        lines.append(row.order_line(day.id, amount))
    return lines
