"""Container labels of one delivery day: what each label says, in which order, and where each text line goes on it
(issue 27 item 2; sheets and text fitting in `label_sheets`).

One label per order, or one per container (a portion each). Order: each delivery list in turn with its stops in
route order, then delivery orders not on a list, then the pickups by name, so the labels come off the sheet in the
order the bags are packed.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

import attrs

from soepkern.domain.delivery_lists import DayOrder, DeliveryList
from soepkern.domain.label_sheets import (
    LabelBox,
    LabelSheet,
    Measure,
    fit_lines,
    fit_text,
    label_box,
)

PICKUP_TEXT = "Ophalen"
NOT_ON_A_LIST = "Nog niet op een bezorglijst"
ERROR_PER = "Kies 'bestelling' of 'bak'."

PADDING_MM = 3.0
POINT_MM = 25.4 / 72
LINE_FACTOR = 1.2


class LabelsPer(StrEnum):
    ORDER = "bestelling"
    CONTAINER = "bak"


@attrs.frozen
class LabelContent:
    order_id: int
    naam: str
    soepen: str
    bestemming: str
    lijst: str
    notitie: str

    @property
    def heading(self) -> str:
        return f"{self.order_id} · {self.naam}"


def _soups(order: DayOrder) -> str:
    return ", ".join(f"{p.hoeveelheid}× {p.naam}" for p in order.portions if p.hoeveelheid > 0)


def _destination(order: DayOrder) -> str:
    if order.bezorg_optie != "bezorgen":
        return PICKUP_TEXT
    return order.contact.address_line


def _note(order: DayOrder) -> str:
    return " / ".join(part for part in (order.bezorg_notitie.strip(), order.opmerking.strip()) if part)


def _labels_of(order: DayOrder, lijst: str, per: LabelsPer) -> list[LabelContent]:
    base = LabelContent(order.id, order.naam, _soups(order), _destination(order), lijst, _note(order))
    if per is LabelsPer.ORDER:
        return [base] if base.soepen else []
    containers = [p.naam for p in order.portions for _ in range(max(0, p.hoeveelheid))]
    return [
        attrs.evolve(base, soepen=f"{naam} (bak {n} van {len(containers)})")
        for n, naam in enumerate(containers, start=1)
    ]


def day_labels(orders: Sequence[DayOrder], lists: Sequence[DeliveryList], per: LabelsPer) -> list[LabelContent]:
    """The day's labels in packing order (see the module's text); orders without portions get none."""
    by_id = {o.id: o for o in orders}
    labels: list[LabelContent] = []
    placed: set[int] = set()
    for dl in sorted(lists, key=lambda d: d.id or 0):
        for stop, order_id in enumerate(dl.order_ids, start=1):
            order = by_id.get(order_id)
            if order is None:
                continue
            placed.add(order_id)
            labels.extend(_labels_of(order, f"{dl.naam}, stop {stop}", per))
    not_listed = sorted((o for o in orders if o.id not in placed and o.bezorg_optie == "bezorgen"), key=lambda o: o.id)
    for order in not_listed:
        labels.extend(_labels_of(order, NOT_ON_A_LIST, per))
    pickups = sorted((o for o in orders if o.bezorg_optie != "bezorgen"), key=lambda o: (o.contact.achternaam, o.id))
    for order in pickups:
        labels.extend(_labels_of(order, "", per))
    return labels


@attrs.frozen
class PlacedLine:
    """One line of text on a page: its left edge and baseline-free top in mm from the page's top-left corner."""

    x: float
    y: float
    size: float
    bold: bool
    text: str


@attrs.frozen
class PlacedLabel:
    box: LabelBox
    lines: tuple[PlacedLine, ...]


def _line_height(size: float) -> float:
    return size * POINT_MM * LINE_FACTOR


def layout_label(
    content: LabelContent, box: LabelBox, measure: Measure, measure_bold: Measure | None = None
) -> PlacedLabel:
    """The label's lines inside its box with a padding: heading (number and name, bold: `measure_bold`), soups
    (2 lines), destination, list and stop, note (2 lines). Each line is shrunk or cut to the box's inner width, and a
    line that would reach below the box is left out."""
    width = box.width - 2 * PADDING_MM
    bottom = box.y + box.height - PADDING_MM
    x, y = box.x + PADDING_MM, box.y + PADDING_MM
    lines: list[PlacedLine] = []

    def single(text: str, size: float, min_size: float, bold: bool = False) -> None:
        nonlocal y
        if not text:
            return
        fitted = fit_text(text, width, (measure_bold or measure) if bold else measure, size, min_size)
        if fitted.text and y + _line_height(fitted.size) <= bottom:
            lines.append(PlacedLine(x, y, fitted.size, bold, fitted.text))
            y += _line_height(fitted.size)

    def several(text: str, max_lines: int, size: float, min_size: float) -> None:
        nonlocal y
        if not text:
            return
        fitted = fit_lines(text, width, max_lines, measure, size, min_size)
        for line in fitted.lines:
            if y + _line_height(fitted.size) > bottom:
                return
            lines.append(PlacedLine(x, y, fitted.size, False, line))
            y += _line_height(fitted.size)

    single(content.heading, 11, 7, bold=True)
    several(content.soepen, 2, 9, 6)
    single(content.bestemming, 9, 6)
    single(content.lijst, 8, 6)
    several(content.notitie, 2, 8, 6)
    return PlacedLabel(box, tuple(lines))


def layout_labels(
    contents: Sequence[LabelContent],
    sheet: LabelSheet,
    start: int,
    measure: Measure,
    measure_bold: Measure | None = None,
) -> list[PlacedLabel]:
    """Every label on its sheet position, the first on position `start` of the first sheet."""
    return [
        layout_label(content, label_box(sheet, n, start), measure, measure_bold) for n, content in enumerate(contents)
    ]
