"""The coordinates kept with the addresses of customers and orders (decision 0078)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from sqlalchemy import select, update

from adapters.db import tables as t
from adapters.db.repositories.base import SqlRepository
from soepkern.domain.route_plan import Point
from soepkern.ports import AddressToLocate


class SqlCoordinatesRepository(SqlRepository):
    async def customers_without(self) -> list[AddressToLocate]:
        c = t.customers
        rows = await self._all(
            select(c.c.id, c.c.postcode, c.c.huisnummer, c.c.huisnummer_extensie)
            .where(c.c.lat.is_(None), c.c.postcode != "", c.c.huisnummer.is_not(None))
            .order_by(c.c.id)
        )
        return [AddressToLocate(r["id"], r["postcode"], r["huisnummer"], r["huisnummer_extensie"]) for r in rows]

    async def delivery_orders_without(self, since: date) -> list[AddressToLocate]:
        o, lines, days = t.orders, t.order_lines, t.order_days
        on_days = (
            select(lines.c.order_id)
            .join(days, days.c.id == lines.c.orderday_id)
            .where(days.c.bestellingsdag >= since)
            .scalar_subquery()
        )
        rows = await self._all(
            select(o.c.id, o.c.postcode, o.c.huisnummer, o.c.huisnummer_extension)
            .where(o.c.lat.is_(None), o.c.bezorg_optie == "bezorgen", o.c.id.in_(on_days))
            .order_by(o.c.id)
        )
        return [AddressToLocate(r["id"], r["postcode"], r["huisnummer"], r["huisnummer_extension"]) for r in rows]

    async def set_customer(self, customer_id: int, point: Point) -> None:
        c = t.customers
        await self._c.execute(update(c).where(c.c.id == customer_id).values(lat=point.lat, lon=point.lon))

    async def set_order(self, order_id: int, point: Point) -> None:
        o = t.orders
        await self._c.execute(update(o).where(o.c.id == order_id).values(lat=point.lat, lon=point.lon))

    async def of_orders(self, order_ids: Sequence[int]) -> dict[int, Point]:
        if not order_ids:
            return {}
        o = t.orders
        rows = await self._all(
            select(o.c.id, o.c.lat, o.c.lon).where(o.c.id.in_(list(order_ids)), o.c.lat.is_not(None))
        )
        return {r["id"]: Point(lat=r["lat"], lon=r["lon"]) for r in rows if r["lon"] is not None}
