"""The standing-customer bulk order (`create_massa_bestelling`, `soep orders bulk`): load, plan, store, commit.

One write transaction: the order day is locked (two staff members at once take turns), the chosen customers are
locked (their webshop orders wait, so the per-customer maximum holds), the plan is made from fresh facts, the
portions are reserved with one conditional update, and the orders (`bron` 'vaste_klant'), their one-per-day claims
and the confirmation mails (outbox, only for `vaste_klant_mailen`) are stored. Any refusal rolls everything back.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

import attrs

from soepkern.domain.bulk_orders import MAX_BULK_CUSTOMERS, SUMMARY, BulkFacts, BulkPlan, PlannedOrder, plan_bulk_order
from soepkern.domain.customers import Customer
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.input_bounds import at_most
from soepkern.domain.order_days import OrderDay, OrderDayProduct
from soepkern.domain.orders import Bron, Order
from soepkern.ports import Clock, MailRenderer, UnitOfWork, UnitOfWorkFactory
from soepkern.services.order_mails import CONFIRMATION_TEMPLATE, order_mail_context
from soepkern.services.own_orders import issue_link, link_for_mail

CREATED = "Bestelling aangemaakt"
DRY_RUN = "Proefbestelling: er is nog niets aangemaakt."
NO_CUSTOMERS = "Kies minimaal één vaste klant."
UNKNOWN_ROW = "Deze soep wordt op geen besteldag aangeboden."
ATTEMPTS = 3


def unknown_customer(customer_id: int) -> str:
    return f"Klant {customer_id} bestaat niet."


@attrs.frozen
class BulkOrderCommand:
    product: int  # the order-day product row
    klanten: list[int] = attrs.field(metadata=at_most(MAX_BULK_CUSTOMERS))
    dry_run: bool = False


@attrs.frozen
class BulkOrderPorts:
    uow_factory: UnitOfWorkFactory
    clock: Clock
    mails: MailRenderer
    public_url: str


@attrs.frozen
class BulkOrderResult:
    day: OrderDay
    row: OrderDayProduct
    plan: BulkPlan
    created: list[int]
    dry_run: bool

    @property
    def message(self) -> str:
        return DRY_RUN if self.dry_run else CREATED


class BulkOrderRefused(ValidationFailed):
    """Someone cannot be served: 422 with `errors.klanten`; nothing was stored. Carries the plan for the screen."""

    def __init__(self, result: BulkOrderResult) -> None:
        self.result = result
        super().__init__({"klanten": [r.message for r in result.plan.refused]}, SUMMARY)


class _Raced(Exception):
    """Another transaction got in between (stock or claim); start over with fresh facts."""


async def standing_customers(uow_factory: UnitOfWorkFactory) -> list[Customer]:
    """The standing customers with a default amount, as the screen and the CLI list them."""
    async with uow_factory() as uow:
        return await uow.standing_orders.list_standing_customers()


async def create_bulk_order(
    command: BulkOrderCommand, ports: BulkOrderPorts, progress: Callable[[int, int], None] | None = None
) -> BulkOrderResult:
    """Plans (dry run) or creates the bulk order; raises BulkOrderRefused (422) when anyone cannot be served."""
    if not command.klanten:
        raise ValidationFailed.single("klanten", NO_CUSTOMERS)
    for attempt in range(ATTEMPTS):
        try:
            return await _attempt(command, ports, progress)
        except _Raced:
            if attempt == ATTEMPTS - 1:
                raise
    raise AssertionError("unreachable")


async def _attempt(
    command: BulkOrderCommand, ports: BulkOrderPorts, progress: Callable[[int, int], None] | None
) -> BulkOrderResult:
    now = ports.clock.now()
    async with ports.uow_factory(write=not command.dry_run) as uow:
        day, row = await _day_and_row(uow, command.product)
        customers = await _customers(uow, command.klanten)
        assert day.id is not None and row.id is not None
        facts = BulkFacts(
            day=day,
            row_id=row.id,
            now=now,
            ordered_by_email=await uow.standing_orders.portions_by_email(day.id, [c.email for c in customers]),
            served=await uow.standing_orders.served(day.id),
            postal_ranges=await uow.postal_ranges.list_all(),
            blacklist=await uow.blacklist.list_all(),
            paused=await uow.customer_pauses.covering(
                day.bestellingsdag, [c.id for c in customers if c.id is not None]
            ),
        )
        plan = plan_bulk_order(customers, facts)
        result = BulkOrderResult(day=day, row=row, plan=plan, created=[], dry_run=command.dry_run)
        if not plan.possible:
            raise BulkOrderRefused(result)
        if command.dry_run:
            return result
        if plan.portions and not await uow.order_days.reserve(row.id, plan.portions):
            raise _Raced()
        stored = await uow.settings_values.get_all()
        for done, planned in enumerate(plan.orders, start=1):
            order = _order(planned, day, row, now)
            order_id = await uow.orders.add(order)
            assert planned.customer.id is not None
            if not await uow.standing_orders.claim(day.id, planned.customer.id, order_id):
                raise _Raced()
            if planned.mail:
                link = link_for_mail(stored, ports.public_url, order, await issue_link(uow, order, [day], now))
                context = order_mail_context(order, stored, ports.public_url, {day.id: day.bestellingsdag}, link)
                message = ports.mails.render(CONFIRMATION_TEMPLATE, order.contact.email, context)
                await uow.outbox.enqueue(message, now, order_id=order_id)
            result.created.append(order_id)
            if progress is not None:
                progress(done, len(plan.orders))
        if result.created:
            uow.shop_data_changed()
        await uow.commit()
    return result


async def _day_and_row(uow: UnitOfWork, row_id: int) -> tuple[OrderDay, OrderDayProduct]:
    day = await uow.order_days.get_by_row(row_id)
    if day is None or day.id is None:
        raise ValidationFailed.single("product", UNKNOWN_ROW)
    await uow.standing_orders.lock_day(day.id)
    fresh = await uow.order_days.get(day.id)  # read again under the lock
    row = fresh.row(row_id) if fresh else None
    if fresh is None or row is None:
        raise ValidationFailed.single("product", UNKNOWN_ROW)
    return fresh, row


async def _customers(uow: UnitOfWork, ids: list[int]) -> list[Customer]:
    found = {c.id: c for c in await uow.standing_orders.lock_customers(sorted(set(ids)))}
    missing = [unknown_customer(i) for i in dict.fromkeys(ids) if i not in found]
    if missing:
        raise ValidationFailed({"klanten": missing})
    return [found[i] for i in dict.fromkeys(ids)]


def _order(planned: PlannedOrder, day: OrderDay, row: OrderDayProduct, now: datetime) -> Order:
    assert day.id is not None
    return planned.customer.new_order(
        [row.order_line(day.id, planned.hoeveelheid)],
        bezorg_optie=planned.bezorg_optie,
        bron=Bron.VASTE_KLANT,
        created_at=now,
    )
