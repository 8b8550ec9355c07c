"""The bookkeeping export: every order line of the order days in a date range, one row each.

Columns carry a kind, so each file format writes real values: numbers as numbers, money in euros with the euro
format, dates as dates (xlsx), or the Dutch way as text (csv for Dutch Excel).
"""

from __future__ import annotations

from datetime import date, datetime
from enum import StrEnum

import attrs

from soepkern.domain.errors import ValidationFailed
from soepkern.domain.orders import BezorgOptie, Bron

RANGE_BACKWARDS = "De einddatum ligt voor de begindatum."


class Kind(StrEnum):
    INTEGER = "integer"
    TEXT = "text"
    EURO = "euro"  # cents in the row, euros in the file
    DATE = "date"
    MOMENT = "moment"  # a business-time date and time


@attrs.frozen
class ExportColumn:
    title: str
    kind: Kind
    width: int = 14


COLUMNS: tuple[ExportColumn, ...] = (
    ExportColumn("Bestelnummer", Kind.INTEGER, 13),
    ExportColumn("Besteldatum", Kind.MOMENT, 17),
    ExportColumn("Besteldag", Kind.DATE, 12),
    ExportColumn("Klant", Kind.TEXT, 28),
    ExportColumn("Soep", Kind.TEXT, 28),
    ExportColumn("Porties", Kind.INTEGER, 9),
    ExportColumn("Prijs", Kind.EURO, 11),
    ExportColumn("Korting", Kind.EURO, 11),
    ExportColumn("Totaal", Kind.EURO, 12),
    ExportColumn("Optie", Kind.TEXT, 10),
    ExportColumn("Bron", Kind.TEXT, 12),
)
OPTION_LABELS = {BezorgOptie.OPHALEN.value: "Ophalen", BezorgOptie.BEZORGEN.value: "Bezorgen"}
# The same words as on every screen (webapp/src/lib/order-source.ts).
SOURCE_LABELS = {Bron.WEBSHOP.value: "Webshop", Bron.ADMIN.value: "Beheer", Bron.VASTE_KLANT.value: "Vaste klant"}


@attrs.frozen
class ExportLine:
    """One order line; `prijs` and `korting` per portion, in cents."""

    bestelnummer: int
    besteldatum: datetime
    besteldag: date
    klant: str
    soep: str
    porties: int
    prijs: int
    korting: int
    optie: str
    bron: str

    @property
    def totaal(self) -> int:
        return self.porties * (self.prijs - self.korting)

    def values(self) -> tuple[object, ...]:
        """The row in COLUMNS order: money in cents (a writer turns it into euros)."""
        return (
            self.bestelnummer,
            self.besteldatum,
            self.besteldag,
            self.klant,
            self.soep,
            self.porties,
            self.porties * self.prijs,
            self.porties * self.korting,
            self.totaal,
            OPTION_LABELS.get(self.optie, self.optie),
            SOURCE_LABELS.get(self.bron, self.bron),
        )


@attrs.frozen
class DateRange:
    start: date
    end: date  # inclusive

    def __attrs_post_init__(self) -> None:
        if self.end < self.start:
            raise ValidationFailed.single("to", RANGE_BACKWARDS)
