"""The shop's use cases: the catalogue (products with their visible order days) and placing an order.

Placing an order is decided in one write transaction: every rule is checked, the portions are reserved with
conditional updates (never more than `hoeveelheid`), the customer row is locked (per-customer maxima hold under
concurrency), the order and its confirmation mail (outbox) are stored, and the answer is kept under the
idempotency key. Any failure rolls everything back.
"""

from __future__ import annotations

from collections import defaultdict
from datetime import date, datetime, timedelta

import attrs

from soepkern.domain import site_settings
from soepkern.domain.address_rules import judge_address
from soepkern.domain.checkout import (
    BLOCKED,
    NOT_DELIVERED_HERE,
    UNKNOWN_PRODUCT,
    CheckoutForm,
    CleanCheckout,
    OrderPlaced,
    ShopClosed,
    ShopSwitches,
    StoredAnswer,
    check_checkout,
    checkout_fingerprint,
    customer_of,
    new_order,
    not_enough,
)
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.order_days import OrderDay, order_problems
from soepkern.domain.orders import Bron, OrderLine
from soepkern.domain.postal_ranges import PostalRange
from soepkern.domain.products import Product
from soepkern.ports import Clock, MailRenderer, StockView, UnitOfWork, UnitOfWorkFactory
from soepkern.services.order_mails import order_confirmation, order_mails
from soepkern.services.own_orders import issue_link, link_for_mail


@attrs.frozen
class ShopPorts:
    uow_factory: UnitOfWorkFactory
    clock: Clock
    mails: MailRenderer
    stock_view: StockView
    public_url: str


def switches_from(stored: dict[str, str]) -> ShopSwitches:
    def on(key: str) -> bool:
        return site_settings.client_value(site_settings.definition(key), stored.get(key)) == 1

    return ShopSwitches(
        website_open=on("website_open"),
        pickup_enabled=on("order_pickup_enabled"),
        shipping_enabled=on("order_shipping_enabled"),
    )


@attrs.frozen
class CatalogueEntry:
    product: Product
    days: list[OrderDay]


async def catalogue(uow_factory: UnitOfWorkFactory, now: datetime) -> list[CatalogueEntry]:
    """Products that can be shown (orderable and visible), each with the visible order days offering it."""
    async with uow_factory() as uow:
        products = [p for p in await uow.products.list_all() if p.is_listed]
        days = [
            d for d in await uow.order_days.list_visible_between(now, now + timedelta(seconds=1)) if d.is_visible(now)
        ]
    entries = []
    for product in products:
        offering = [d for d in days if any(row.product_id == product.id for row in d.products)]
        entries.append(CatalogueEntry(product=product, days=offering))
    return entries


async def delivery_ranges(ports: ShopPorts) -> list[PostalRange]:
    """The delivery area as the checkout will judge it (the stock view's copy, at most one second old)."""
    await ports.stock_view.refresh(ports.uow_factory, ports.clock.now())
    return ports.stock_view.postal_ranges


async def listed_products(uow_factory: UnitOfWorkFactory) -> list[Product]:
    """The soups the public site shows, each with its own page (the sitemap lists them)."""
    async with uow_factory() as uow:
        return [p for p in await uow.products.list_all() if p.is_listed]


async def place_order(form: CheckoutForm, idempotency_key: str | None, ports: ShopPorts) -> OrderPlaced | ShopClosed:
    """Places the order (or gives the result stored under the idempotency key); ShopClosed when the website is
    closed; raises ValidationFailed (the 422 errors).

    The read-mostly facts (switches, order days, blacklist, postal ranges) come from the process's StockView
    (at most one second old); stock and per-customer totals are decided by the database in the write transaction.
    """
    with ports.stock_view.checkout_under_way():  # (the mail sender waits while checkouts are under way)
        return await _place_order(form, idempotency_key, ports)


async def _place_order(form: CheckoutForm, idempotency_key: str | None, ports: ShopPorts) -> OrderPlaced | ShopClosed:
    now = ports.clock.now()
    view = ports.stock_view
    # The key is bound to this request (decision 0037); its hash is made only when a key's answer is stored or
    # compared (a buyer refused at once, as most of an opening rush is, never needs it).
    made: list[str] = []

    def fingerprint() -> str:
        if not made:
            made.append(checkout_fingerprint(form))
        return made[0]

    if idempotency_key and (earlier := view.answer_for(idempotency_key)) is not None:
        return earlier.for_request(fingerprint())
    await view.refresh(ports.uow_factory, now)
    switches = switches_from(view.stored_settings)
    if not switches.website_open:
        return ShopClosed()
    clean = check_checkout(form, switches)
    check_address(view, clean)
    if (problems := view.problems(clean, now)) and (earlier := await _stored_answer(ports, idempotency_key)):
        return earlier.for_request(
            fingerprint()
        )  # a retry whose first attempt succeeded in another process (and sold the last portions)
    _raise_cart(problems)
    confirmed = False  # the database was asked about the maximum (and had room): no second question
    while True:
        over: OrderDay | None = None
        async with view.write_gate:
            if idempotency_key and (earlier := view.answer_for(idempotency_key)) is not None:
                return earlier.for_request(fingerprint())
            problems = view.problems(clean, now)  # sales made while this order waited at the gate
            if not problems and (confirmed or (over := view.likely_over_maximum(clean)) is None):
                try:
                    with view.writing(clean):
                        placed, lines = await _write_order(clean, idempotency_key, fingerprint(), ports, now)
                except ValidationFailed:
                    if (earlier := await _stored_answer(ports, idempotency_key)) is not None:
                        return earlier.for_request(fingerprint())
                    raise
                view.record_sale(lines, clean.contact.email)
                if idempotency_key:
                    view.remember_answer(idempotency_key, StoredAnswer(placed, fingerprint()))
                return placed
        if over is None:
            break
        # This process's own sales put the address over the day's maximum: the database confirms it with a read
        # outside the gate (the orders behind this one do not wait for it) before the order is refused; when the
        # database has room (a cancelled or lowered order), the order queues again and is written (decision 0126).
        problems = await _over_maximum(ports, over, clean, now)
        if problems:
            break
        confirmed = True
    # Refused: a retry whose first attempt succeeded in another process still gets that answer (asked after
    # leaving the gate, so that the orders behind this one do not wait for the question).
    if (earlier := await _stored_answer(ports, idempotency_key)) is not None:
        return earlier.for_request(fingerprint())
    raise ValidationFailed({"cart": problems})


async def _over_maximum(ports: ShopPorts, day: OrderDay, clean: CleanCheckout, now: datetime) -> list[str]:
    """What the write transaction would answer now for a cart of one order day on the customer's maximum: the
    portions this address holds on the day, read from the database (every process's orders, none cancelled),
    judged by the same rule (`order_problems`) with the same copy of the day the write transaction would use."""
    assert day.id is not None
    await ports.stock_view.written(clean)  # this address's orders this process is writing: counted once they end
    async with ports.uow_factory() as uow:
        already = await uow.orders.portions_for_customer(day.id, clean.contact.email)
    return [problem.message for problem in order_problems(day, clean.amounts, now, already=already, check_stock=False)]


def _raise_cart(problems: list[str]) -> None:
    if problems:
        raise ValidationFailed({"cart": problems})


def check_address(view: StockView, clean: CleanCheckout) -> None:
    verdict = judge_address(view.blacklist, view.postal_ranges, clean.contact, clean.bezorg_optie)
    if verdict.blocked:
        raise ValidationFailed.single("cart", BLOCKED)
    if verdict.outside_area:
        raise ValidationFailed.single("bezorg_optie", NOT_DELIVERED_HERE)


async def _write_order(
    clean: CleanCheckout, idempotency_key: str | None, fingerprint: str, ports: ShopPorts, now: datetime
) -> tuple[OrderPlaced, list[OrderLine]]:
    """The order's write transaction. The stock is taken last, right before the commit: on PostgreSQL the stock
    row stays locked for its conditional update and the commit only, not for the order's other statements (the
    other orders of an opening rush queue for that lock; decision 0135). When the stock does not fit after all,
    the whole transaction rolls back (order, link, mails and stored answer with it)."""
    async with ports.uow_factory(write=True) as uow:
        customer = await uow.customers.claim(customer_of(clean))
        wanted = await _checked_rows(uow, ports.stock_view, clean, now)
        lines = [_order_line(day, row_id, amount) for day, row_id, amount in wanted]
        order = new_order(clean, customer, lines, now, Bron.WEBSHOP)
        await uow.orders.add(order)
        days = _days_of(ports.stock_view, lines)
        stored = ports.stock_view.stored_settings
        token = await issue_link(uow, order, _order_days_of(ports.stock_view, lines), now)
        link = link_for_mail(stored, ports.public_url, order, token)
        confirmation, *notifications = order_mails(ports.mails, order, stored, ports.public_url, now, days, link)
        await uow.outbox.enqueue_many([(confirmation, order.id), *((message, None) for message in notifications)], now)
        assert order.id is not None
        placed = OrderPlaced(
            bestelnummer=order.id,
            uuid=order.uuid,
            totaal=order.total,
            bevestiging=order_confirmation(order, days, ports.stock_view.stored_settings),
        )
        if idempotency_key and not await uow.idempotency.save(idempotency_key, placed, now, fingerprint=fingerprint):
            # A twin request with the same key (in another process) won the race: keep its order, not ours (and
            # when the twin was another checkout, this one is refused: ours rolls back).
            return (await _answer_of_twin(ports, idempotency_key)).for_request(fingerprint), []
        _raise_cart(await _stock_problems(uow, ports.stock_view, wanted))
        uow.stock_taken()
        await uow.commit()
    return placed, lines


def _days_of(view: StockView, lines: list[OrderLine]) -> dict[int, date]:
    """The order day of each line's order day (by id), as the stock view knows them."""
    days: dict[int, date] = {}
    for line in lines:
        day = view.day_of_row(line.orderday_product_id)
        if day is not None:
            days[line.orderday_id] = day.bestellingsdag
    return days


def _order_days_of(view: StockView, lines: list[OrderLine]) -> list[OrderDay]:
    found = (view.day_of_row(line.orderday_product_id) for line in lines)
    return [day for day in found if day is not None]


async def _stored_answer(ports: ShopPorts, key: str | None) -> StoredAnswer | None:
    """The result stored under an idempotency key by any process (only asked when this attempt would fail)."""
    if not key:
        return None
    return await ports.stock_view.stored_answer(ports.uow_factory, key)  # (asked together: one query)


async def _answer_of_twin(ports: ShopPorts, key: str) -> StoredAnswer:
    async with ports.uow_factory() as uow:
        stored = await uow.idempotency.get(key)
    assert stored is not None
    return stored


Wanted = list[tuple[OrderDay, int, int]]  # (order day, row id, portions) per cart line, grouped by day


async def _checked_rows(uow: UnitOfWork, view: StockView, clean: CleanCheckout, now: datetime) -> Wanted:
    """Checks each order day's rules (the customer's maximum asked of the database) and returns the cart's rows,
    grouped by day. A cart that breaks a rule is refused with every problem under `cart`, day by day: the rules'
    and, for the days that pass them, the stock's (asked with the same conditional update, which the refusal's
    rollback undoes)."""
    per_day: dict[int, Wanted] = defaultdict(list)
    unknown: list[str] = []
    for row_id, amount in clean.amounts.items():
        day = view.day_of_row(row_id) or await uow.order_days.get_by_row(row_id)
        if day is None or day.id is None:
            unknown.append(UNKNOWN_PRODUCT)
            continue
        per_day[day.id].append((day, row_id, amount))
    problems: dict[int, list[str]] = {}
    for day_id, entries in per_day.items():
        day = entries[0][0]
        amounts = {row_id: amount for _, row_id, amount in entries}
        found = order_problems(day, amounts, now, check_stock=False)  # open and visible, before any query
        if not found:
            already = await uow.orders.portions_for_customer(day_id, clean.contact.email)
            found = order_problems(day, amounts, now, already=already, check_stock=False)
        problems[day_id] = [problem.message for problem in found]
    wanted = [entry for day_id, entries in per_day.items() for entry in entries]
    if unknown or any(problems.values()):
        passing = [entry for entry in wanted if not problems[entry[0].id or 0]]
        await _stock_problems(uow, view, passing, problems)
        raise ValidationFailed({"cart": unknown + [message for found in problems.values() for message in found]})
    return wanted


async def _stock_problems(
    uow: UnitOfWork, view: StockView, wanted: Wanted, problems: dict[int, list[str]] | None = None
) -> list[str]:
    """Reserves the portions of `wanted` (in one `move_stock`: the rows' lock order, whatever the cart's order);
    the refusals of the rows that did not fit, also added to `problems` under their day when given."""
    refused = set(await uow.order_days.move_stock({row_id: amount for _, row_id, amount in wanted}))
    messages: list[str] = []
    for day, row_id, _amount in wanted:
        if row_id in refused:
            row = day.row(row_id)
            assert row is not None
            message = await _not_enough(uow, view, day, row_id, row.naam)
            messages.append(message)
            if problems is not None:
                problems.setdefault(day.id or 0, []).append(message)
    return messages


def _order_line(day: OrderDay, row_id: int, amount: int) -> OrderLine:
    row = day.row(row_id)
    assert row is not None and day.id is not None
    return row.order_line(day.id, amount)


async def _not_enough(uow: UnitOfWork, view: StockView, day: OrderDay, row_id: int, naam: str) -> str:
    """The refusal for a row whose reservation did not fit, with what is left now (other processes' sales
    included, which the stock view learns, so the next order is answered at once)."""
    fresh = await uow.order_days.get(day.id or 0)
    fresh_row = fresh.row(row_id) if fresh else None
    if fresh_row is not None:
        view.record_stock(row_id, fresh_row.besteld)
    return not_enough(naam, day.bestellingsdag, fresh_row.remaining if fresh_row else 0)
