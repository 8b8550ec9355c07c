"""What the order-day screens show and propose: the effective state of a day, and the next week's day.

The effective state (decision 0048) leads the order-days list: what a visitor meets right now ("Open tot …",
"Gesloten — gaat open op …"), decided from the switch and the moments as `OrderDay.is_open` decides it; the switch
itself is shown second. A new order day starts as a copy of the latest one, whole weeks later (same soups and
amounts, the same wall-clock moments in the business time zone), or, when there is none, from fixed defaults
(decision 0049), on a date that has no order day yet.
"""

from __future__ import annotations

from collections.abc import Collection
from datetime import date, datetime, time, timedelta
from enum import StrEnum

import attrs

from soepkern.domain.business_time import BUSINESS_TZ, business_date, combine_business, format_moment, to_utc_iso
from soepkern.domain.dates import format_iso_date
from soepkern.domain.order_days import DEFAULT_MAX_PER_CUSTOMER, OrderDay, OrderDayForm, ProductChoice, RowForm

WEEK = timedelta(days=7)
# The defaults of a first order day: a week ahead, open from 09:00 a week before until 12:00 the day before,
# visible while open and until the day has ended.
FIRST_DAY_AHEAD = WEEK
OPENS_AT = time(9, 0)
CLOSES_AT = time(12, 0)


class RegistrationState(StrEnum):
    OPEN = "open"
    OPENS_LATER = "opens_later"
    CLOSED_BY_TIME = "closed_by_time"
    SWITCHED_OFF = "switched_off"


class VisibilityState(StrEnum):
    VISIBLE = "visible"
    VISIBLE_LATER = "visible_later"
    HIDDEN_BY_TIME = "hidden_by_time"
    SWITCHED_OFF = "switched_off"


@attrs.frozen
class Status:
    state: str
    text: str


def registration_status(day: OrderDay, now: datetime) -> Status:
    """Whether a visitor can order on the day right now, and until or from when."""
    closing, opening = day.bestelling_sluitings_timestamp, day.bestelling_openings_timestamp
    if now >= closing:
        return Status(RegistrationState.CLOSED_BY_TIME, f"Gesloten sinds {format_moment(closing)}")
    if not day.inschrijving_geopend:
        return Status(RegistrationState.SWITCHED_OFF, "Gesloten — met de hand gesloten")
    if now < opening:
        return Status(RegistrationState.OPENS_LATER, f"Gesloten — gaat open op {format_moment(opening)}")
    return Status(RegistrationState.OPEN, f"Open tot {format_moment(closing)}")


def visibility_status(day: OrderDay, now: datetime) -> Status:
    """Whether the shop shows the day right now, and until or from when."""
    hidden, shown = day.bestelling_onzichtbaar_timestamp, day.bestelling_zichtbaar_timestamp
    if now >= hidden:
        return Status(VisibilityState.HIDDEN_BY_TIME, f"Onzichtbaar sinds {format_moment(hidden)}")
    if not day.zichtbaar:
        return Status(VisibilityState.SWITCHED_OFF, "Onzichtbaar — met de hand verborgen")
    if now < shown:
        return Status(VisibilityState.VISIBLE_LATER, f"Onzichtbaar — zichtbaar vanaf {format_moment(shown)}")
    return Status(VisibilityState.VISIBLE, f"Zichtbaar tot {format_moment(hidden)}")


@attrs.frozen
class Proposal:
    """A filled-in order-day form, and the day it copies (None: the defaults)."""

    form: OrderDayForm
    copied_from: OrderDay | None


def _free_date(first: date, step: timedelta, taken: Collection[date]) -> date:
    day = first
    while day in taken:
        day += step
    return day


def _later(moment: datetime, days: timedelta) -> str:
    """The same wall-clock time in the business time zone, `days` later (a DST change keeps 09:00 at 09:00)."""
    local = moment.astimezone(BUSINESS_TZ)
    return to_utc_iso(combine_business(local.date() + days, time(local.hour, local.minute)))


def propose_order_day(days: Collection[OrderDay], available_products: Collection[int], now: datetime) -> Proposal:
    """The next order day to add: the latest day moved on by whole weeks to the first free date after today."""
    today = business_date(now)
    taken = {day.bestellingsdag for day in days}
    latest = max(days, key=lambda day: (day.bestellingsdag, day.id or 0), default=None)
    if latest is None:
        return Proposal(_defaults(_free_date(today + FIRST_DAY_AHEAD, timedelta(days=1), taken)), None)
    weeks = max(1, (today - latest.bestellingsdag).days // 7 + 1)
    target = _free_date(latest.bestellingsdag + weeks * WEEK, WEEK, taken)
    shift = target - latest.bestellingsdag
    form = OrderDayForm(
        bestellingsdag=format_iso_date(target),
        bestelling_openings_timestamp=_later(latest.bestelling_openings_timestamp, shift),
        bestelling_sluitings_timestamp=_later(latest.bestelling_sluitings_timestamp, shift),
        bestelling_zichtbaar_timestamp=_later(latest.bestelling_zichtbaar_timestamp, shift),
        bestelling_onzichtbaar_timestamp=_later(latest.bestelling_onzichtbaar_timestamp, shift),
        maximale_producten_per_klant=latest.maximale_producten_per_klant,
        products=[
            RowForm(naam=ProductChoice(row.product_id), hoeveelheid=row.hoeveelheid)
            for row in latest.products
            if row.product_id in available_products
        ],
    )
    return Proposal(form, latest)


def _defaults(day: date) -> OrderDayForm:
    opening = to_utc_iso(combine_business(day - WEEK, OPENS_AT))
    return OrderDayForm(
        bestellingsdag=format_iso_date(day),
        bestelling_openings_timestamp=opening,
        bestelling_sluitings_timestamp=to_utc_iso(combine_business(day - timedelta(days=1), CLOSES_AT)),
        bestelling_zichtbaar_timestamp=opening,
        bestelling_onzichtbaar_timestamp=to_utc_iso(combine_business(day + timedelta(days=1), time(0, 0))),
        maximale_producten_per_klant=DEFAULT_MAX_PER_CUSTOMER,
    )
