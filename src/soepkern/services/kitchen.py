"""The kitchen's papers of one delivery day: the kitchen count and the container labels (issue 27)."""

from __future__ import annotations

from datetime import date

import attrs

from soepkern.domain.container_labels import ERROR_PER, LabelContent, LabelsPer, day_labels
from soepkern.domain.errors import ValidationErrors
from soepkern.domain.kitchen_count import KitchenCount, kitchen_count
from soepkern.domain.label_sheets import (
    DEFAULT_SHEET,
    ERROR_START,
    ERROR_UNKNOWN_SHEET,
    SHEETS,
    LabelSheet,
    sheet_names,
)
from soepkern.services.delivery_lists_admin import DeliveryDay, DeliveryPorts, delivery_day


def count_of(day: DeliveryDay) -> KitchenCount:
    soups = [(row.id, row.naam or "") for row in day.day.products if row.id is not None]
    return kitchen_count(day.day.id or 0, day.day.bestellingsdag, soups, day.orders, day.lists)


async def kitchen_count_of_day(day_id: int, ports: DeliveryPorts) -> KitchenCount:
    """The count of one order day (404 'Leverdag niet gevonden.' for an unknown day)."""
    return count_of(await delivery_day(day_id, ports))


@attrs.frozen
class LabelRequest:
    """The labels a screen or the CLI asks for: the sheet (by name), the first free position, per order or bak."""

    sheet: str = DEFAULT_SHEET
    start: int = 1
    per: str = LabelsPer.ORDER.value


@attrs.frozen
class DayLabels:
    bestellingsdag: date
    sheet: LabelSheet
    start: int
    labels: list[LabelContent]

    @property
    def file_name(self) -> str:
        return f"etiketten-{self.bestellingsdag.isoformat()}.pdf"

    @property
    def title(self) -> str:
        return f"Etiketten leverdag {self.bestellingsdag.strftime('%d-%m-%Y')}"


def _checked(request: LabelRequest) -> tuple[LabelSheet, LabelsPer]:
    errors = ValidationErrors()
    sheet = next((s for s in SHEETS if s.name == request.sheet), None)
    if sheet is None:
        errors.add("sheet", f"{ERROR_UNKNOWN_SHEET} Kies {' of '.join(sheet_names())}.")
    elif not 1 <= request.start <= sheet.per_page:
        errors.add("start", ERROR_START.format(last=sheet.per_page))
    per = next((p for p in LabelsPer if p.value == request.per), None)
    if per is None:
        errors.add("per", ERROR_PER)
    errors.raise_if_any()
    assert sheet is not None and per is not None
    return sheet, per


async def labels_of_day(day_id: int, request: LabelRequest, ports: DeliveryPorts) -> DayLabels:
    """The day's labels in packing order (route order per delivery list); 422 on `sheet`, `start` or `per`."""
    sheet, per = _checked(request)
    day = await delivery_day(day_id, ports)
    return DayLabels(day.day.bestellingsdag, sheet, request.start, day_labels(day.orders, day.lists, per))
