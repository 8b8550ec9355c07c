"""The standing-customer bulk order: who gets what, who is skipped and who cannot, decided as one pure function.

Staff make one order (`bron` 'vaste_klant') of `vaste_klant_producten` portions of one order-day product row for
every chosen standing customer. The plan is all or nothing: when anyone cannot be served (not enough portions left,
blacklisted, outside the delivery area, over the day's maximum), nothing is created and each refusal is named.
A customer who already has a standing order on that day is skipped, so a rerun plans nothing for them. A customer
whose pause covers the order day is skipped too, with the pause's reason (decision 0079).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime

import attrs

from soepkern.domain.address_rules import judge_address
from soepkern.domain.blacklist import BlacklistItem
from soepkern.domain.customer_pauses import CustomerPause, paused_reason
from soepkern.domain.customers import Customer
from soepkern.domain.email_address import mailbox_key
from soepkern.domain.order_days import OrderDay, day_passed, order_problems
from soepkern.domain.orders import BezorgOptie
from soepkern.domain.postal_ranges import PostalRange
from soepkern.domain.wording import counted, plural

# The standing customers one bulk order serves (one order each, in one transaction).
MAX_BULK_CUSTOMERS = 5000

NOT_STANDING = "Is geen vaste klant met een vast aantal soepen."
BLACKLISTED = "Staat op de blacklist."
OUTSIDE_AREA = "Woont buiten het bezorggebied."
INCOMPLETE_ADDRESS = "Het adres is niet volledig (postcode en huisnummer ontbreken)."
ALREADY_SERVED = "Heeft al een vaste-klantbestelling voor deze besteldag."
SUMMARY = "Niet alle vaste klanten kunnen deze bestelling krijgen. Er is niets aangemaakt."
DEFAULT_OPTION = BezorgOptie.OPHALEN


def not_enough_left(needed: int, left: int) -> str:
    return f"Niet genoeg porties over: {needed} nodig, nog {max(left, 0)} beschikbaar."


def over_day_maximum(maximum: int, already: int) -> str:
    message = f"Boven het maximum van {counted(maximum, 'soep', 'soepen')} per klant voor deze besteldag."
    if already:
        message += f" Er {plural(already, 'is', 'zijn')} al {already} besteld."
    return message


@attrs.frozen
class BulkFacts:
    """What the plan depends on besides the customers, read in the creating transaction."""

    day: OrderDay
    row_id: int  # the order-day product row every customer gets
    now: datetime
    ordered_by_email: Mapping[str, int] = attrs.field(factory=dict)  # portions already ordered that day
    served: frozenset[int] = frozenset()  # customers with a 'vaste_klant' order on that day
    postal_ranges: Sequence[PostalRange] = ()
    blacklist: Sequence[BlacklistItem] = ()
    paused: Mapping[int, CustomerPause] = attrs.field(factory=dict)  # customer id -> the pause covering the day


@attrs.frozen
class PlannedOrder:
    customer: Customer
    hoeveelheid: int
    bezorg_optie: BezorgOptie

    @property
    def mail(self) -> bool:
        return self.customer.vaste_klant_mailen


@attrs.frozen
class Refusal:
    customer: Customer
    reason: str

    @property
    def message(self) -> str:
        return f"{self.customer.full_name} ({self.customer.contact.email}): {self.reason}"


@attrs.frozen
class BulkPlan:
    orders: list[PlannedOrder]
    skipped: list[Customer]
    refused: list[Refusal]
    paused: list[Refusal] = attrs.field(factory=list)
    """Skipped because a pause covers the order day; `reason` names the pause."""

    @property
    def possible(self) -> bool:
        return not self.refused

    @property
    def portions(self) -> int:
        return sum(order.hoeveelheid for order in self.orders)

    @property
    def emails(self) -> int:
        return sum(1 for order in self.orders if order.mail)


def is_standing(customer: Customer) -> bool:
    """A standing customer with a default amount: listed on the bulk-order screen."""
    return customer.vaste_klant and (customer.vaste_klant_producten or 0) >= 1


def _address_problem(customer: Customer, option: BezorgOptie, facts: BulkFacts) -> str | None:
    verdict = judge_address(facts.blacklist, facts.postal_ranges, customer.contact, option)
    if verdict.blocked:
        return BLACKLISTED
    if not customer.contact.postcode or customer.contact.huisnummer is None:
        return INCOMPLETE_ADDRESS
    return OUTSIDE_AREA if verdict.outside_area else None


def plan_bulk_order(customers: Sequence[Customer], facts: BulkFacts) -> BulkPlan:
    """Plans one order per customer, in the given order; portions go to the first customers while they last."""
    orders: list[PlannedOrder] = []
    skipped: list[Customer] = []
    refused: list[Refusal] = []
    paused: list[Refusal] = []
    seen: set[int | None] = set()
    row = facts.day.row(facts.row_id)
    if row is None:
        raise ValueError("the row is not on this order day")
    left = row.remaining
    maximum = facts.day.maximale_producten_per_klant
    ordered: dict[str, int] = {}
    for email, n in facts.ordered_by_email.items():  # one mailbox, however it is spelled (email_address)
        ordered[mailbox_key(email)] = ordered.get(mailbox_key(email), 0) + n
    for customer in customers:
        if customer.id in seen:
            continue
        seen.add(customer.id)
        if customer.id is not None and customer.id in facts.served:
            skipped.append(customer)
            continue
        pause = facts.paused.get(customer.id) if customer.id is not None else None
        if pause is not None and pause.covers(facts.day.bestellingsdag):
            paused.append(Refusal(customer, paused_reason(pause)))
            continue
        if not is_standing(customer):
            refused.append(Refusal(customer, NOT_STANDING))
            continue
        amount = customer.vaste_klant_producten or 0
        option = customer.vaste_klant_bezorgkeuze or DEFAULT_OPTION
        problem = _address_problem(customer, option, facts)
        already = ordered.get(mailbox_key(customer.contact.email), 0)
        if problem is None and facts.day.has_passed(facts.now):
            problem = day_passed(facts.day.bestellingsdag)
        if problem is None and order_problems(
            facts.day, {facts.row_id: amount}, facts.now, already=already, staff=True, check_stock=False
        ):
            problem = over_day_maximum(maximum, already)  # the shop's rule, worded for staff
        if problem is None and amount > left:
            problem = not_enough_left(amount, left)
        if problem is not None:
            refused.append(Refusal(customer, problem))
            continue
        left -= amount
        ordered[mailbox_key(customer.contact.email)] = already + amount
        orders.append(PlannedOrder(customer, amount, option))
    return BulkPlan(orders=orders, skipped=skipped, refused=refused, paused=paused)
