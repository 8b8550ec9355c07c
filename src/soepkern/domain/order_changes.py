"""A customer's own order, changed by the private link of the confirmation mail (issue 26, decision 0057).

Only the rules live here: whether the link allows a change now, which changes are allowed (lower a line, cancel a
line, cancel the whole order; never raise) and the portions each change returns to stock. Storage, the token's
hashing at rest, mails and the audit log are wired by the adapters on top of these functions.
"""

from __future__ import annotations

import hmac
from collections.abc import Mapping
from datetime import datetime
from enum import StrEnum

import attrs

from soepkern.domain.errors import ValidationErrors
from soepkern.domain.order_days import OrderDay
from soepkern.domain.orders import Order, OrderLine

AMOUNT_INVALID = "Vul 0 of meer in."
RAISE_NOT_ALLOWED = "U kunt het aantal alleen verlagen. Wilt u meer porties? Plaats dan een nieuwe bestelling."
LINE_UNKNOWN = "Deze regel hoort niet bij deze bestelling."
LINE_CLOSED = "Deze regel kan niet meer worden aangepast: de bestelling voor deze besteldag is gesloten."
NOTHING_CHANGED = "Er is niets gewijzigd."
ORDER_CANCELLED = "Uw bestelling is geannuleerd."
ORDER_CHANGED = "Uw bestelling is aangepast."


class Refusal(StrEnum):
    """Why the link shows the spec's change-order notice instead of the order."""

    SETTING_OFF = "setting_off"
    TOKEN_WRONG = "token_wrong"
    TOKEN_EXPIRED = "token_expired"
    CLOSED = "closed"


@attrs.frozen
class ChangeLink:
    """The link's secret as stored: only its hash, and the moment it stops working."""

    token_hash: str
    expires_at: datetime


def line_changeable(day: OrderDay, now: datetime) -> bool:
    """A line may be changed until its order day's closing moment (the shop's own window, decision 0005)."""
    return now < day.bestelling_sluitings_timestamp


def refusal(
    *,
    setting_on: bool,
    link: ChangeLink | None,
    presented_hash: str | None,
    days: Mapping[int, OrderDay],
    order: Order,
    now: datetime,
) -> Refusal | None:
    """None when the visitor may see and change the order now; otherwise why not (the page then shows the notice).

    `presented_hash`: the hash of the token in the visitor's link (hashed by the caller the same way as at rest).
    `days`: the order days of the order's lines by id. Closed means no line of the order can be changed any more.
    """
    if not setting_on:
        return Refusal.SETTING_OFF
    if link is None or presented_hash is None or not hmac.compare_digest(link.token_hash, presented_hash):
        return Refusal.TOKEN_WRONG
    if now >= link.expires_at:
        return Refusal.TOKEN_EXPIRED
    if not any(line_changeable(days[line.orderday_id], now) for line in order.lines):
        return Refusal.CLOSED
    return None


@attrs.frozen
class ChangeOutcome:
    """What a change does: the lines the order keeps and the portions returned per order-day product row."""

    lines: tuple[OrderLine, ...]
    returned: Mapping[int, int]

    @property
    def cancels_order(self) -> bool:
        return not self.lines

    @property
    def message(self) -> str:
        return ORDER_CANCELLED if self.cancels_order else ORDER_CHANGED


def changed(order: Order, amounts: Mapping[int, int], days: Mapping[int, OrderDay], now: datetime) -> ChangeOutcome:
    """The order with its lines lowered to `amounts` (line id -> new amount; 0 cancels the line).

    Lines not named keep their amount. Raises ValidationFailed (field `lines.<id>.hoeveelheid`) for an unknown
    line, a negative amount, a raise, or a change to a line whose order day has closed, and when nothing changes.
    """
    errors = ValidationErrors()
    by_id = {line.id: line for line in order.lines}
    for line_id, amount in amounts.items():
        field = f"lines.{line_id}.hoeveelheid"
        line = by_id.get(line_id)
        if line is None:
            errors.add(field, LINE_UNKNOWN)
        elif amount < 0:
            errors.add(field, AMOUNT_INVALID)
        elif amount > line.hoeveelheid:
            errors.add(field, RAISE_NOT_ALLOWED)
        elif amount != line.hoeveelheid and not line_changeable(days[line.orderday_id], now):
            errors.add(field, LINE_CLOSED)
    errors.raise_if_any()
    kept: list[OrderLine] = []
    returned: dict[int, int] = {}
    for line in order.lines:
        amount = amounts.get(line.id, line.hoeveelheid) if line.id is not None else line.hoeveelheid
        back = line.hoeveelheid - amount
        if back:
            returned[line.orderday_product_id] = returned.get(line.orderday_product_id, 0) + back
        if amount:
            kept.append(attrs.evolve(line, hoeveelheid=amount))
    if not returned:
        errors.add("lines", NOTHING_CHANGED)
        errors.raise_if_any()
    return ChangeOutcome(lines=tuple(kept), returned=returned)


def cancelled(order: Order, days: Mapping[int, OrderDay], now: datetime) -> ChangeOutcome:
    """The whole order cancelled: every line still changeable goes to 0 (lines of closed days stay as they are)."""
    return changed(
        order,
        {line.id: 0 for line in order.lines if line.id is not None and line_changeable(days[line.orderday_id], now)},
        days,
        now,
    )
