"""The bookkeeping export's read: every order line of the order days in a range, streamed in chunks."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

from sqlalchemy import Row, Select, func, select

from adapters.db import tables as t
from adapters.db.repositories.base import SqlRepository
from soepkern.domain.order_export import DateRange, ExportLine

CHUNK = 2000


def _in_period(statement: Select[Any], period: DateRange) -> Select[Any]:
    d = t.order_days
    return statement.where(d.c.bestellingsdag >= period.start, d.c.bestellingsdag <= period.end)


class SqlOrderExportRepository(SqlRepository):
    async def count_lines(self, period: DateRange) -> int:
        lines, d = t.order_lines, t.order_days
        statement = select(func.count()).select_from(lines.join(d, d.c.id == lines.c.orderday_id))
        return int((await self._c.execute(_in_period(statement, period))).scalar_one())

    async def stream_lines(self, period: DateRange) -> AsyncIterator[list[ExportLine]]:
        """Chunks of lines, ordered by order day, order and line; a server-side cursor keeps memory bounded."""
        o, lines, d = t.orders, t.order_lines, t.order_days
        statement = (
            select(
                o.c.id,
                o.c.created_at,
                d.c.bestellingsdag,
                o.c.voornaam,
                o.c.achternaam,
                o.c.bedrijfsnaam,
                lines.c.naam,
                lines.c.hoeveelheid,
                lines.c.prijs,
                lines.c.korting,
                o.c.bezorg_optie,
                o.c.bron,
            )
            .select_from(lines.join(o, o.c.id == lines.c.order_id).join(d, d.c.id == lines.c.orderday_id))
            .order_by(d.c.bestellingsdag, o.c.id, lines.c.id)
            .execution_options(yield_per=CHUNK)
        )
        result = await self._c.stream(_in_period(statement, period))
        async for chunk in result.partitions(CHUNK):
            yield [_line(row) for row in chunk]


def _line(row: Row[Any]) -> ExportLine:
    name = f"{row.voornaam} {row.achternaam}".strip()
    return ExportLine(
        bestelnummer=row.id,
        besteldatum=row.created_at,
        besteldag=row.bestellingsdag,
        klant=f"{name} ({row.bedrijfsnaam})" if row.bedrijfsnaam else name,
        soep=row.naam,
        porties=row.hoeveelheid,
        prijs=row.prijs,
        korting=row.korting,
        optie=row.bezorg_optie,
        bron=row.bron,
    )
