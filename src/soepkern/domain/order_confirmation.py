"""What a confirmation says about when and where: the order's lines grouped per order day, each group headed by
its day ("Vrijdag 27-11-2026") and closed by the handover: the pickup window and the foundation's pickup address, or
the delivery window and the address delivered to.

The one place that builds this (issue 25): the order mail, the bulk-order mails, the dashboard's example mails, the
staff notification and the order-received page ("Bestelling ontvangen") all show these groups.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date

import attrs

from soepkern.domain.dates import format_date
from soepkern.domain.orders import BezorgOptie, Order
from soepkern.domain.postcode import normalise_postcode

WEEKDAY_TITLES = ("Maandag", "Dinsdag", "Woensdag", "Donderdag", "Vrijdag", "Zaterdag", "Zondag")
UNKNOWN_DAY = "Besteldag onbekend"


@attrs.frozen
class Handover:
    """The settings a handover sentence needs (times as 'HH:MM'; an empty value is left out)."""

    pickup_begin: str = ""
    pickup_end: str = ""
    pickup_address: str = ""
    delivery_begin: str = ""
    delivery_end: str = ""


@attrs.frozen
class ConfirmationLine:
    naam: str
    hoeveelheid: int
    bedrag: int  # cents, after discount

    @property
    def text(self) -> str:
        return f"{self.hoeveelheid} × {self.naam}"


@attrs.frozen
class ConfirmationDay:
    bestellingsdag: date | None
    dag: str  # "Vrijdag 27-11-2026"
    regels: tuple[ConfirmationLine, ...]
    overdracht: str  # "Ophalen op vrijdag 27-11-2026 tussen 12:00 en 13:30 uur bij ..."

    @property
    def line_texts(self) -> list[str]:
        """Every line with its day: "Vrijdag 27-11-2026: 2 × Erwtensoep"."""
        return [f"{self.dag}: {line.text}" for line in self.regels]


def day_title(day: date) -> str:
    return f"{WEEKDAY_TITLES[day.weekday()]} {format_date(day)}"


def _postcode(text: str) -> str:
    normalised = normalise_postcode(text)
    return f"{normalised[:4]} {normalised[4:]}" if normalised else text


def delivery_address(order: Order) -> str:
    """ "Kerkstraat 12A, 3511 AB Utrecht"."""
    house = f"{order.contact.huisnummer}{order.contact.huisnummer_extensie}".strip()
    street = " ".join(part for part in (order.contact.straat, house) if part)
    town = " ".join(part for part in (_postcode(order.contact.postcode), order.contact.plaats) if part)
    return ", ".join(part for part in (street, town) if part)


def _window(begin: str, end: str) -> str:
    if begin and end:
        return f" tussen {begin} en {end} uur"
    if begin:
        return f" vanaf {begin} uur"
    if end:
        return f" tot {end} uur"
    return ""


def handover_text(order: Order, day: date | None, handover: Handover) -> str:
    on = f" op {day_title(day).lower()}" if day is not None else ""
    if order.bezorg_optie is BezorgOptie.OPHALEN:
        where = ", ".join(" ".join(line.split()) for line in handover.pickup_address.splitlines() if line.strip())
        place = f" bij {where}" if where else ""
        return f"Ophalen{on}{_window(handover.pickup_begin, handover.pickup_end)}{place}."
    address = delivery_address(order)
    place = f" op {address}" if address else ""
    return f"Bezorgen{on}{_window(handover.delivery_begin, handover.delivery_end)}{place}."


def confirmation_days(order: Order, days: Mapping[int, date], handover: Handover) -> tuple[ConfirmationDay, ...]:
    """The order's lines per order day, earliest day first (lines of an unknown day last), in the order's line
    order within a day."""
    grouped: dict[date | None, list[ConfirmationLine]] = {}
    for line in order.lines:
        amount = line.subtotal - line.discount
        grouped.setdefault(days.get(line.orderday_id), []).append(ConfirmationLine(line.naam, line.hoeveelheid, amount))
    ordered = sorted(grouped, key=lambda day: (day is None, day or date.min))
    return tuple(
        ConfirmationDay(
            bestellingsdag=day,
            dag=day_title(day) if day is not None else UNKNOWN_DAY,
            regels=tuple(grouped[day]),
            overdracht=handover_text(order, day, handover),
        )
        for day in ordered
    )
