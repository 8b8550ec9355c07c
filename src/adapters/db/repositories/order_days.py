"""Order days and their product rows."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import date, datetime
from typing import TypeVar

from sqlalchemy import bindparam, delete, select, update
from sqlalchemy.engine import RowMapping
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.db import tables as t
from adapters.db.repositories.base import SqlRepository
from soepkern.domain.order_days import OrderDay, OrderDayProduct

T = TypeVar("T")


def in_lock_order(rows: Iterable[tuple[int, T]]) -> list[tuple[int, T]]:
    """Order-day product rows in the one order every transaction locks them in: ascending id (a transaction that
    takes rows in another order could wait for a second one that waits for it: a deadlock on PostgreSQL)."""
    return sorted(rows, key=lambda pair: pair[0])


async def lock_order_day(connection: AsyncConnection, day_id: int) -> None:
    """Locks the order-day row till commit, before any of its rows (decisions 0113, 0114, 0121): the waitlist's
    settles, the bulk order and staff orders of one day take turns. FOR NO KEY UPDATE on PostgreSQL (SQLAlchemy's
    `key_share=True`): a checkout that already reserved its rows adds order lines whose foreign key reads this day
    (KEY SHARE); FOR UPDATE would make it wait for us while we wait for its rows (a deadlock). SQLite ignores row
    locks (its writes are serialised)."""
    d = t.order_days
    await connection.execute(select(d.c.id).where(d.c.id == day_id).with_for_update(key_share=True))


_DAY_FIELDS = (
    "bestellingsdag",
    "bestelling_openings_timestamp",
    "bestelling_sluitings_timestamp",
    "bestelling_zichtbaar_timestamp",
    "bestelling_onzichtbaar_timestamp",
    "maximale_producten_per_klant",
    "inschrijving_geopend",
    "zichtbaar",
    "created_by",
)


# The conditional stock updates of every checkout, built once with bound parameters (decision 0128).
_ROWS = t.order_day_products
_RESERVE = (
    update(_ROWS)
    .where(_ROWS.c.id == bindparam("row_id"), _ROWS.c.besteld + bindparam("portions") <= _ROWS.c.hoeveelheid)
    .values(besteld=_ROWS.c.besteld + bindparam("portions"))
)
_RELEASE = (
    update(_ROWS)
    .where(_ROWS.c.id == bindparam("row_id"), _ROWS.c.besteld >= bindparam("portions"))
    .values(besteld=_ROWS.c.besteld - bindparam("portions"))
)


class SqlOrderDayRepository(SqlRepository):
    async def add(self, day: OrderDay) -> int:
        day.id = await self._insert(t.order_days, {f: getattr(day, f) for f in _DAY_FIELDS})
        for row in day.products:
            await self._add_row(day.id, row)
        return day.id

    async def _add_row(self, day_id: int, row: OrderDayProduct) -> None:
        values = {"orderday_id": day_id, "product_id": row.product_id, "hoeveelheid": row.hoeveelheid}
        row.id = await self._insert(t.order_day_products, {**values, "besteld": row.besteld})

    async def _rows(self, day_ids: list[int]) -> dict[int, list[OrderDayProduct]]:
        p, r = t.products, t.order_day_products
        statement = (
            select(r, p.c.naam, p.c.prijs, p.c.korting)
            .join(p, p.c.id == r.c.product_id)
            .where(r.c.orderday_id.in_(day_ids))
            .order_by(r.c.id)
        )
        found: dict[int, list[OrderDayProduct]] = {day_id: [] for day_id in day_ids}
        for row in await self._all(statement):
            found[row["orderday_id"]].append(
                OrderDayProduct(
                    id=row["id"],
                    product_id=row["product_id"],
                    hoeveelheid=row["hoeveelheid"],
                    besteld=row["besteld"],
                    naam=row["naam"],
                    prijs=row["prijs"],
                    korting=row["korting"],
                )
            )
        return found

    def _day(self, row: RowMapping, products: list[OrderDayProduct]) -> OrderDay:
        return OrderDay(id=row["id"], products=products, **{f: row[f] for f in _DAY_FIELDS})

    async def get_by_row(self, row_id: int) -> OrderDay | None:
        """The order day that holds this order-day product row."""
        r = t.order_day_products
        day_id = (await self._c.execute(select(r.c.orderday_id).where(r.c.id == row_id))).scalar_one_or_none()
        return None if day_id is None else await self.get(day_id)

    async def list_visible_between(self, start: datetime, end: datetime) -> list[OrderDay]:
        """Days whose visibility window overlaps [start, end] (the shop's candidates)."""
        d = t.order_days
        rows = await self._all(
            select(d)
            .where(d.c.bestelling_zichtbaar_timestamp <= end, d.c.bestelling_onzichtbaar_timestamp > start)
            .order_by(d.c.bestellingsdag, d.c.id)
        )
        products = await self._rows([row["id"] for row in rows])
        return [self._day(row, products[row["id"]]) for row in rows]

    async def get(self, day_id: int) -> OrderDay | None:
        row = await self._one(select(t.order_days).where(t.order_days.c.id == day_id))
        return self._day(row, (await self._rows([day_id]))[day_id]) if row else None

    async def list_all(self) -> list[OrderDay]:
        rows = await self._all(select(t.order_days).order_by(t.order_days.c.bestellingsdag, t.order_days.c.id))
        products = await self._rows([row["id"] for row in rows])
        return [self._day(row, products[row["id"]]) for row in rows]

    async def update(self, day: OrderDay) -> None:
        assert day.id is not None
        r = t.order_day_products
        await self._c.execute(
            update(t.order_days).where(t.order_days.c.id == day.id).values(**{f: getattr(day, f) for f in _DAY_FIELDS})
        )
        kept = [row.id for row in day.products if row.id is not None]
        await self._c.execute(delete(r).where(r.c.orderday_id == day.id, r.c.id.not_in(kept)))
        for row_id, row in in_lock_order((row.id, row) for row in day.products if row.id is not None):
            # The ordered count is only ever changed by reserve/release, atomically.
            await self._c.execute(
                update(r).where(r.c.id == row_id).values(product_id=row.product_id, hoeveelheid=row.hoeveelheid)
            )
        for row in day.products:
            if row.id is None:
                await self._add_row(day.id, row)

    async def delete(self, day_id: int) -> None:
        await self._c.execute(delete(t.order_days).where(t.order_days.c.id == day_id))

    async def reserve(self, row_id: int, portions: int) -> bool:
        result = await self._c.execute(_RESERVE, {"row_id": row_id, "portions": portions})
        return result.rowcount == 1

    async def release(self, row_id: int, portions: int) -> None:
        await self._c.execute(_RELEASE, {"row_id": row_id, "portions": portions})

    async def move_stock(self, changes: Mapping[int, int]) -> list[int]:
        """The one place that writes several rows' ordered counts: in ascending id order, like every other path
        that locks these rows (`update`), so PostgreSQL never sees a lock cycle between two transactions."""
        refused = []
        for row_id, delta in in_lock_order(changes.items()):
            if delta < 0:
                await self.release(row_id, -delta)
            elif delta > 0 and not await self.reserve(row_id, delta):
                refused.append(row_id)
        return refused

    # --- staff orders ---------------------------------------------------------------------------------------

    async def get_many(self, day_ids: list[int]) -> list[OrderDay]:
        """The order days with these ids (with their rows), in no particular order; unknown ids are skipped."""
        if not day_ids:
            return []
        rows = await self._all(select(t.order_days).where(t.order_days.c.id.in_(sorted(set(day_ids)))))
        products = await self._rows([row["id"] for row in rows])
        return [self._day(row, products[row["id"]]) for row in rows]

    async def list_from(self, first_day: date) -> list[OrderDay]:
        """Every order day on or after `first_day` (open or closed, visible or not), earliest first."""
        d = t.order_days
        rows = await self._all(select(d).where(d.c.bestellingsdag >= first_day).order_by(d.c.bestellingsdag, d.c.id))
        products = await self._rows([row["id"] for row in rows])
        return [self._day(row, products[row["id"]]) for row in rows]
