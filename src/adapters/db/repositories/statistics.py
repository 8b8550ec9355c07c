"""The managers' statistics: a few aggregate queries, narrowed to the order days of a period."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import distinct, exists, func, select

from adapters.db import tables as t
from adapters.db.repositories.base import SqlRepository
from soepkern.domain.statistics import LiveBoard, LiveRow, Statistics, StatisticsPeriod, statistics_from_counts
from soepkern.domain.waitlist_records import OPEN_STATES


def _days_in(period: StatisticsPeriod, column: Any) -> list[Any]:
    conditions = []
    if period.van is not None:
        conditions.append(column >= period.van)
    if period.tot is not None:
        conditions.append(column <= period.tot)
    return conditions


class SqlStatisticsQueries(SqlRepository):
    async def summary(self, period: StatisticsPeriod) -> Statistics:
        days, lines, orders = t.order_days, t.order_lines, t.orders
        day_conditions = _days_in(period, days.c.bestellingsdag)
        order_filter: list[Any] = []
        if period.bounded:
            line_in_period = (
                select(lines.c.id)
                .join(days, days.c.id == lines.c.orderday_id)
                .where(lines.c.order_id == orders.c.id, *day_conditions)
            )
            order_filter.append(exists(line_in_period))

        orderdays = await self._scalar(select(func.count()).select_from(days).where(*day_conditions))
        if period.bounded:
            customers = await self._scalar(select(func.count(distinct(orders.c.email))).where(*order_filter))
        else:
            customers = await self._scalar(select(func.count()).select_from(t.customers))
        by_source = await self._grouped(orders.c.bron, func.count(), order_filter)
        by_option = await self._grouped(orders.c.bezorg_optie, func.count(), order_filter)
        soup_rows = await self._all(
            select(lines.c.naam, func.sum(lines.c.hoeveelheid).label("n"))
            .join(days, days.c.id == lines.c.orderday_id)
            .where(*day_conditions)
            .group_by(lines.c.naam)
        )
        return statistics_from_counts(
            orderdays=orderdays,
            customers=customers,
            by_source=by_source,
            by_soup={row["naam"]: int(row["n"] or 0) for row in soup_rows},
            by_option=by_option,
        )

    async def live_board(self, now: datetime, recent_since: datetime) -> LiveBoard | None:
        days, rows, lines, orders = t.order_days, t.order_day_products, t.order_lines, t.orders
        day = await self._one(
            select(days)
            .where(days.c.inschrijving_geopend.is_(True), days.c.bestelling_sluitings_timestamp > now)
            .order_by(
                (days.c.bestelling_openings_timestamp > now).asc(),
                days.c.bestelling_sluitings_timestamp.asc(),
                days.c.bestelling_openings_timestamp.asc(),
                days.c.id.asc(),
            )
            .limit(1)
        )
        if day is None:
            return None
        w = t.waitlist_entries
        waiting = (
            select(func.count(w.c.id))
            .where(w.c.orderday_product_id == rows.c.id, w.c.state.in_([s.value for s in OPEN_STATES]))
            .scalar_subquery()
        )
        row_records = await self._all(
            select(t.products.c.naam, rows.c.hoeveelheid, rows.c.besteld, waiting.label("wachtend"))
            .join(t.products, t.products.c.id == rows.c.product_id)
            .where(rows.c.orderday_id == day["id"])
            .order_by(rows.c.id)
        )
        recent = await self._scalar(
            select(func.count(distinct(orders.c.id)))
            .join(lines, lines.c.order_id == orders.c.id)
            .where(lines.c.orderday_id == day["id"], orders.c.created_at >= recent_since)
        )
        return LiveBoard(
            orderday_id=day["id"],
            bestellingsdag=day["bestellingsdag"],
            opens_at=day["bestelling_openings_timestamp"],
            closes_at=day["bestelling_sluitings_timestamp"],
            rows=tuple(LiveRow(r["naam"], r["hoeveelheid"], r["besteld"], r["wachtend"] or 0) for r in row_records),
            recent_orders=recent,
        )

    async def _scalar(self, statement: Any) -> int:
        return int((await self._c.execute(statement)).scalar_one() or 0)

    async def _grouped(self, key: Any, value: Any, conditions: list[Any]) -> dict[str, int]:
        rows = (await self._c.execute(select(key, value).where(*conditions).group_by(key))).all()
        return {str(k): int(v) for k, v in rows}
