"""The managers' statistics: counts over orders, customers and order days, optionally for a range of order days."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date, datetime

import attrs

from soepkern.domain.dates import parse_iso_date
from soepkern.domain.errors import ValidationErrors
from soepkern.domain.orders import BezorgOptie, Bron

INVALID_DATE = "Vul een datum in als JJJJ-MM-DD."
RANGE_REVERSED = "De einddatum ligt voor de begindatum."


@attrs.frozen
class StatisticsPeriod:
    """Order days from `van` up to and including `tot`; an open end is unbounded."""

    van: date | None = None
    tot: date | None = None

    @property
    def bounded(self) -> bool:
        return self.van is not None or self.tot is not None

    def contains(self, day: date) -> bool:
        return (self.van is None or day >= self.van) and (self.tot is None or day <= self.tot)


def period_from_query(van: str | None, tot: str | None) -> StatisticsPeriod:
    """The period of `?van=YYYY-MM-DD&tot=YYYY-MM-DD` (both optional); a Dutch 422 for anything else."""
    errors = ValidationErrors()
    parsed: dict[str, date | None] = {}
    for field, text in (("van", van), ("tot", tot)):
        parsed[field] = None
        if text:
            try:
                parsed[field] = parse_iso_date(text)
            except ValueError:
                errors.add(field, INVALID_DATE)
    errors.raise_if_any()
    start, end = parsed["van"], parsed["tot"]
    if start is not None and end is not None and end < start:
        errors.add("tot", RANGE_REVERSED)
    errors.raise_if_any()
    return StatisticsPeriod(start, end)


@attrs.frozen
class Statistics:
    orderdays: int
    customers: int
    orders: int
    orders_bronnen: Mapping[str, int]
    orders_producten: Mapping[str, int]
    orders_bezorgopties: Mapping[str, int]


def statistics_from_counts(
    *,
    orderdays: int,
    customers: int,
    by_source: Mapping[str, int],
    by_soup: Mapping[str, int],
    by_option: Mapping[str, int],
) -> Statistics:
    """Every source and delivery option is named (zero when absent); soups ordered by portions, most first."""
    sources = {bron.value: int(by_source.get(bron.value, 0)) for bron in Bron}
    options = {optie.value: int(by_option.get(optie.value, 0)) for optie in BezorgOptie}
    soups = dict(sorted(((name, int(n)) for name, n in by_soup.items() if n), key=lambda item: (-item[1], item[0])))
    return Statistics(
        orderdays=orderdays,
        customers=customers,
        orders=sum(sources.values()),
        orders_bronnen=sources,
        orders_producten=soups,
        orders_bezorgopties=options,
    )


RECENT_ORDERS_WINDOW_MINUTES = 15


@attrs.frozen
class LiveRow:
    naam: str
    hoeveelheid: int
    besteld: int
    wachtend: int = 0
    """People on the soup's waitlist (waiting or holding an offer)."""

    @property
    def over(self) -> int:
        return max(self.hoeveelheid - self.besteld, 0)


@attrs.frozen
class LiveBoard:
    """The order day that is open now, or else the next one to open: portions left and recent orders."""

    orderday_id: int
    bestellingsdag: date
    opens_at: datetime
    closes_at: datetime
    rows: tuple[LiveRow, ...]
    recent_orders: int

    def is_open(self, now: datetime) -> bool:
        return self.opens_at <= now < self.closes_at
