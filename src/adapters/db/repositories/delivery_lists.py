"""Delivery lists and their addresses, and the delivery day's read model (orders of a day, counts per day)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any

from sqlalchemy import case, delete, func, insert, select, update
from sqlalchemy.engine import RowMapping
from sqlalchemy.exc import IntegrityError

from adapters.db import tables as t
from adapters.db.repositories.base import SqlRepository
from adapters.db.repositories.contact_columns import ORDERS_ADDITION, contact_of
from soepkern.domain.delivery_lists import (
    AddressCandidate,
    AddressTaken,
    DayOrder,
    DayPortion,
    DeliveryAddress,
    DeliveryDaySummary,
    DeliveryList,
    DeliveryStatus,
)
from soepkern.ports import Page


def _address(row: RowMapping) -> DeliveryAddress:
    return DeliveryAddress(order_id=row["order_id"], sort_key=row["sort_key"], bezorgd_at=row["bezorgd_at"])


def _list(row: RowMapping, adressen: list[DeliveryAddress]) -> DeliveryList:
    return DeliveryList(
        id=row["id"],
        orderday_id=row["orderday_id"],
        naam=row["naam"],
        route_link=row["route_link"],
        bezorger=row["bezorger"],
        status=DeliveryStatus(row["status"]),
        adressen=adressen,
    )


def _day_order(row: RowMapping, portions: tuple[DayPortion, ...]) -> DayOrder:
    return DayOrder(
        id=row["id"],
        contact=contact_of(row, ORDERS_ADDITION),
        bezorg_optie=row["bezorg_optie"],
        opmerking=row["opmerking"],
        customer_id=row["customer_id"],
        bezorg_notitie=row["bezorg_notitie"] or "",
        portions=portions,
        uuid=row["uuid"],
        bron=row["bron"],
        created_at=row["created_at"],
        email_verzonden=row["email_verzonden"],
    )


class SqlDeliveryListRepository(SqlRepository):
    async def add(self, delivery_list: DeliveryList) -> int:
        delivery_list.id = await self._insert(t.delivery_lists, self._values(delivery_list))
        await self._insert_addresses(delivery_list.id, delivery_list.adressen)
        return delivery_list.id

    @staticmethod
    def _values(delivery_list: DeliveryList) -> dict[str, Any]:
        return {
            "orderday_id": delivery_list.orderday_id,
            "naam": delivery_list.naam,
            "route_link": delivery_list.route_link,
            "bezorger": delivery_list.bezorger,
            "status": delivery_list.status.value,
        }

    async def _insert_addresses(self, list_id: int, adressen: Sequence[DeliveryAddress]) -> None:
        """Raises AddressTaken when the unique constraint (one list per order) or the order's foreign key refuses."""
        try:
            await self._insert_address_rows(list_id, adressen)
        except IntegrityError as exc:
            raise AddressTaken() from exc

    async def _insert_address_rows(self, list_id: int, adressen: Sequence[DeliveryAddress]) -> None:
        await self._c.execute(
            insert(t.delivery_list_addresses),
            [
                {
                    "delivery_list_id": list_id,
                    "order_id": a.order_id,
                    "sort_key": a.sort_key,
                    "bezorgd_at": a.bezorgd_at,
                }
                for a in adressen
            ],
        )

    async def update(self, delivery_list: DeliveryList) -> None:
        """Saves the fields and replaces the addresses (route order and ticks as in `delivery_list`)."""
        assert delivery_list.id is not None
        d, a = t.delivery_lists, t.delivery_list_addresses
        await self._c.execute(update(d).where(d.c.id == delivery_list.id).values(**self._values(delivery_list)))
        await self._c.execute(delete(a).where(a.c.delivery_list_id == delivery_list.id))
        await self._insert_addresses(delivery_list.id, delivery_list.adressen)

    async def save_tick(self, delivery_list: DeliveryList, address: DeliveryAddress) -> None:
        """Saves one address's tick and the list's status (no rewrite of the other addresses)."""
        d, a = t.delivery_lists, t.delivery_list_addresses
        await self._c.execute(
            update(a)
            .where(a.c.delivery_list_id == delivery_list.id, a.c.order_id == address.order_id)
            .values(bezorgd_at=address.bezorgd_at)
        )
        await self._c.execute(update(d).where(d.c.id == delivery_list.id).values(status=delivery_list.status.value))

    async def delete(self, list_id: int) -> None:
        await self._c.execute(delete(t.delivery_lists).where(t.delivery_lists.c.id == list_id))

    async def _addresses(self, list_ids: list[int]) -> dict[int, list[DeliveryAddress]]:
        a = t.delivery_list_addresses
        found: dict[int, list[DeliveryAddress]] = {list_id: [] for list_id in list_ids}
        rows = await self._all(select(a).where(a.c.delivery_list_id.in_(list_ids)).order_by(a.c.sort_key, a.c.order_id))
        for row in rows:
            found[row["delivery_list_id"]].append(_address(row))
        return found

    async def _lists(self, condition: Any) -> list[DeliveryList]:
        rows = await self._all(select(t.delivery_lists).where(condition).order_by(t.delivery_lists.c.id))
        addresses = await self._addresses([row["id"] for row in rows])
        return [_list(row, addresses[row["id"]]) for row in rows]

    async def get(self, list_id: int) -> DeliveryList | None:
        found = await self._lists(t.delivery_lists.c.id == list_id)
        return found[0] if found else None

    async def list_for_orderday(self, day_id: int) -> list[DeliveryList]:
        return await self._lists(t.delivery_lists.c.orderday_id == day_id)

    async def list_for_orderdays(self, day_ids: Sequence[int]) -> list[DeliveryList]:
        return await self._lists(t.delivery_lists.c.orderday_id.in_(list(day_ids)))

    async def lists_holding(self, order_ids: Sequence[int]) -> dict[int, DeliveryList]:
        """The list that holds each of these orders (orders on no list are left out)."""
        a = t.delivery_list_addresses
        rows = await self._all(select(a.c.order_id, a.c.delivery_list_id).where(a.c.order_id.in_(list(order_ids))))
        lists = {d.id: d for d in await self._lists(t.delivery_lists.c.id.in_({r["delivery_list_id"] for r in rows}))}
        return {row["order_id"]: lists[row["delivery_list_id"]] for row in rows}

    async def candidates(self, day_id: int, order_ids: Sequence[int]) -> dict[int, AddressCandidate]:
        o, line = t.orders, t.order_lines
        on_day = select(line.c.order_id).where(line.c.orderday_id == day_id, line.c.order_id == o.c.id).exists()
        rows = await self._all(
            select(o.c.id, o.c.bezorg_optie, on_day.label("on_day")).where(o.c.id.in_(list(order_ids)))
        )
        return {
            row["id"]: AddressCandidate(row["id"], bool(row["on_day"]), row["bezorg_optie"] == "bezorgen")
            for row in rows
        }

    async def orders_for_day(self, day_id: int) -> list[DayOrder]:
        """Every order with portions on this day (only this day's portions), by name."""
        o, line, c = t.orders, t.order_lines, t.customers
        day_orders = select(line.c.order_id).where(line.c.orderday_id == day_id).distinct()
        rows = await self._all(
            select(o, c.c.bezorg_notitie)
            .select_from(o.outerjoin(c, c.c.id == o.c.customer_id))
            .where(o.c.id.in_(day_orders))
            .order_by(o.c.achternaam, o.c.voornaam, o.c.id)
        )
        portions: dict[int, list[DayPortion]] = {row["id"]: [] for row in rows}
        line_rows = await self._all(
            select(line).where(line.c.orderday_id == day_id).order_by(line.c.orderday_product_id, line.c.id)
        )
        for lr in line_rows:
            if lr["order_id"] in portions:
                portions[lr["order_id"]].append(
                    DayPortion(
                        orderday_product_id=lr["orderday_product_id"],
                        naam=lr["naam"],
                        hoeveelheid=lr["hoeveelheid"],
                        line_id=lr["id"],
                        prijs=lr["prijs"],
                        korting=lr["korting"],
                    )
                )
        return [_day_order(row, tuple(portions[row["id"]])) for row in rows]

    async def day_summaries(self, page: int, per_page: int, today: date, upcoming: bool) -> Page[DeliveryDaySummary]:
        """Order days from today on (ascending: the next one first) or before it (newest first), with counts.

        The counts are taken for the page's days only, so a page stays fast with years of orders.
        """
        d, o, line = t.order_days, t.orders, t.order_lines
        condition = d.c.bestellingsdag >= today if upcoming else d.c.bestellingsdag < today
        total = int((await self._c.execute(select(func.count()).select_from(d).where(condition))).scalar_one())
        order = (d.c.bestellingsdag.asc(), d.c.id.asc()) if upcoming else (d.c.bestellingsdag.desc(), d.c.id.desc())
        days = await self._all(
            select(d.c.id, d.c.bestellingsdag)
            .where(condition)
            .order_by(*order)
            .limit(per_page)
            .offset((page - 1) * per_page)
        )
        day_ids = [row["id"] for row in days]
        per_day = (
            select(line.c.orderday_id.label("day_id"), line.c.order_id.label("order_id"))
            .where(line.c.orderday_id.in_(day_ids))
            .distinct()
            .subquery()
        )
        counts = {
            row["day_id"]: row
            for row in await self._all(
                select(
                    per_day.c.day_id,
                    func.count().label("bestellingen"),
                    func.sum(case((o.c.bezorg_optie == "bezorgen", 1), else_=0)).label("bezorgen"),
                    func.sum(case((o.c.bezorg_optie == "ophalen", 1), else_=0)).label("ophalen"),
                )
                .select_from(per_day.join(o, o.c.id == per_day.c.order_id))
                .group_by(per_day.c.day_id)
            )
        }
        summaries = [
            DeliveryDaySummary(
                orderday_id=row["id"],
                bestellingsdag=row["bestellingsdag"],
                bestellingen=int(counts[row["id"]]["bestellingen"]) if row["id"] in counts else 0,
                bezorgen=int(counts[row["id"]]["bezorgen"] or 0) if row["id"] in counts else 0,
                ophalen=int(counts[row["id"]]["ophalen"] or 0) if row["id"] in counts else 0,
            )
            for row in days
        ]
        return Page(summaries, total, page, per_page)

    async def set_care_note(self, customer_id: int, note: str | None) -> bool:
        """The customer's care note for the round; False when the customer does not exist."""
        c = t.customers
        result = await self._c.execute(update(c).where(c.c.id == customer_id).values(bezorg_notitie=note or None))
        return bool(result.rowcount)

    async def care_note(self, customer_id: int) -> str | None:
        row = await self._one(select(t.customers.c.bezorg_notitie).where(t.customers.c.id == customer_id))
        return None if row is None else (row["bezorg_notitie"] or "")
