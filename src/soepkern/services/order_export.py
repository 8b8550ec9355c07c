"""`soep export orders`: every order line of the order days in a range, written row by row (bounded memory)."""

from __future__ import annotations

from collections.abc import Callable

from soepkern.domain.order_export import DateRange
from soepkern.ports import TableSink, UnitOfWorkFactory


async def export_orders(
    period: DateRange,
    uow_factory: UnitOfWorkFactory,
    sink: TableSink,
    progress: Callable[[int, int], None] | None = None,
) -> int:
    """Writes the lines into `sink` (and closes it); returns how many were written."""
    written = 0
    async with uow_factory() as uow:
        total = await uow.order_export.count_lines(period)
        async for chunk in uow.order_export.stream_lines(period):
            for line in chunk:
                sink.append(line.values())
            written += len(chunk)
            if progress is not None:
                progress(written, total)
    sink.close()
    return written
