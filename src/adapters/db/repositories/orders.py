"""Orders and their lines."""

from __future__ import annotations

import functools
from typing import Any

from sqlalchemy import (
    Integer,
    String,
    bindparam,
    delete,
    exists,
    func,
    insert,
    literal,
    select,
    true,
    union_all,
    update,
)
from sqlalchemy.engine import RowMapping
from sqlalchemy.sql.dml import Insert

from adapters.db import tables as t
from adapters.db.repositories.base import SqlRepository
from adapters.db.repositories.contact_columns import ORDERS_ADDITION, contact_of, contact_values
from adapters.db.repositories.search import fts_count, has_fts, search_condition, sync_fts
from soepkern.domain.email_address import mailbox_key
from soepkern.domain.orders import BezorgOptie, Bron, Order, OrderLine
from soepkern.domain.search import contact_search_text
from soepkern.domain.users import normalise_email
from soepkern.ports import Page


def _order_values(order: Order) -> dict[str, Any]:
    """The orders row of an order (without its id, search text and lines). The column keeps the API's name."""
    return {
        "uuid": order.uuid,
        "customer_id": order.customer_id,
        **contact_values(order.contact, ORDERS_ADDITION),
        "email": normalise_email(order.contact.email),
        "email_key": mailbox_key(order.contact.email),
        "opmerking": order.opmerking,
        "email_verzonden": order.email_verzonden,
        "created_at": order.created_at,
        "bezorg_optie": order.bezorg_optie.value,
        "bron": order.bron.value,
        "geannuleerd_at": order.geannuleerd_at,
    }


def _order_from_row(row: RowMapping, lines: list[OrderLine]) -> Order:
    return Order(
        id=row["id"],
        uuid=row["uuid"],
        customer_id=row["customer_id"],
        contact=contact_of(row, ORDERS_ADDITION),
        opmerking=row["opmerking"],
        email_verzonden=row["email_verzonden"],
        created_at=row["created_at"],
        bezorg_optie=BezorgOptie(row["bezorg_optie"]),
        bron=Bron(row["bron"]),
        lines=lines,
        geannuleerd_at=row["geannuleerd_at"],
    )


# The portions one mailbox holds on one order day: asked in every checkout's write transaction (built once with
# bound parameters, not anew with its values for every checkout: decision 0128).
_PORTIONS_FOR_CUSTOMER = (
    select(func.coalesce(func.sum(t.order_lines.c.hoeveelheid), 0))
    .join(t.orders, t.orders.c.id == t.order_lines.c.order_id)
    .where(t.order_lines.c.orderday_id == bindparam("day_id"), t.orders.c.email_key == bindparam("email_key"))
)

_LINE_FIELDS = ("orderday_id", "orderday_product_id", "hoeveelheid", "naam", "prijs", "korting")


@functools.lru_cache(maxsize=64)
def _order_with_lines(columns: tuple[str, ...], lines: int) -> Insert:
    """PostgreSQL: the order (`columns`, parameters `order_<column>`) and its `lines` lines (parameters
    `line<n>_<field>`) in one statement. Each line is one SELECT of bound values (UNION ALL), not a VALUES list:
    SQLAlchemy caches neither a statement holding `values().data()` nor one built anew with literal values, and
    building this one cost about a millisecond per order inside the stock row's lock (decisions 0126, 0134)."""
    new_order = (
        insert(t.orders)
        .values({name: bindparam(f"order_{name}", type_=t.orders.c[name].type) for name in columns})
        .returning(t.orders.c.id)
        .cte("new_order")
    )
    each = [
        select(
            literal(n, Integer).label("position"),
            *(
                bindparam(f"line{n}_{name}", type_=String if name == "naam" else Integer).label(name)
                for name in _LINE_FIELDS
            ),
        )
        for n in range(lines)
    ]
    given = (each[0] if lines == 1 else union_all(*each)).subquery("given_lines")
    rows = (
        select(new_order.c.id, *(given.c[name] for name in _LINE_FIELDS))
        .select_from(new_order.join(given, true()))
        .order_by(given.c.position)
    )
    return (
        insert(t.order_lines)
        .from_select(["order_id", *_LINE_FIELDS], rows)
        .returning(t.order_lines.c.id, t.order_lines.c.order_id)
        .add_cte(new_order)
    )


# How many orders a page may walk (newest first, testing `zoek`) before the trigram table is the faster way.
WALK_LIMIT = 20_000


class SqlOrderRepository(SqlRepository):
    async def add(self, order: Order) -> int:
        values = _order_values(order)
        values["zoek"] = order_search_text(order)
        if order.lines and self._c.dialect.name == "postgresql":
            return await self._add_in_one_statement(order, values)
        order.id = await self._insert(t.orders, values)
        await sync_fts(self._c, "orders", order.id, values["zoek"])
        for line in order.lines:
            line.id = await self._insert(t.order_lines, _line_values(order.id, line))
        return order.id

    async def _add_in_one_statement(self, order: Order, values: dict[str, Any]) -> int:
        """The order and its lines in one round trip (the opening rush's hot path, decision 0069): the order's
        INSERT ... RETURNING as a CTE that the lines' INSERT ... SELECT reads its id from. Line ids come from the
        sequence in the lines' order (the SELECT is ordered by their position). The statement is built once per
        number of lines with bound parameters and executed with this order's values (decision 0134)."""
        statement = _order_with_lines(tuple(values), len(order.lines))
        parameters = {f"order_{name}": value for name, value in values.items()}
        for n, line in enumerate(order.lines):
            parameters.update({f"line{n}_{name}": getattr(line, name) for name in _LINE_FIELDS})
        inserted = (await self._c.execute(statement, parameters)).all()
        order.id = int(inserted[0].order_id)
        for line, line_id in zip(order.lines, sorted(int(row.id) for row in inserted), strict=True):
            line.id = line_id
        return order.id

    async def _lines(self, order_ids: list[int]) -> dict[int, list[OrderLine]]:
        found: dict[int, list[OrderLine]] = {order_id: [] for order_id in order_ids}
        rows = await self._all(
            select(t.order_lines).where(t.order_lines.c.order_id.in_(order_ids)).order_by(t.order_lines.c.id)
        )
        for row in rows:
            found[row["order_id"]].append(
                OrderLine(
                    id=row["id"],
                    orderday_id=row["orderday_id"],
                    orderday_product_id=row["orderday_product_id"],
                    hoeveelheid=row["hoeveelheid"],
                    naam=row["naam"],
                    prijs=row["prijs"],
                    korting=row["korting"],
                )
            )
        return found

    def _order(self, row: RowMapping, lines: list[OrderLine]) -> Order:
        return _order_from_row(row, lines)

    async def get(self, order_id: int) -> Order | None:
        row = await self._one(select(t.orders).where(t.orders.c.id == order_id))
        return self._order(row, (await self._lines([order_id]))[order_id]) if row else None

    async def list_page(
        self,
        page: int,
        per_page: int,
        *,
        search: str | None = None,
        orderday_id: int | None = None,
        bezorg_optie: BezorgOptie | None = None,
    ) -> Page[Order]:
        o, line_table = t.orders, t.order_lines
        condition: Any = true()
        if orderday_id is not None:
            condition = condition & exists().where(
                line_table.c.order_id == o.c.id, line_table.c.orderday_id == orderday_id
            )
        if bezorg_optie is not None:
            condition = condition & (o.c.bezorg_optie == bezorg_optie.value)
        fts = search is not None and await has_fts(self._c, "orders")
        counted = condition if search is None else condition & search_condition(o, search, fts=fts)
        unfiltered = orderday_id is None and bezorg_optie is None
        total = await self._count(counted, search if unfiltered else None, everything=unfiltered and search is None)
        paged = counted
        if fts and search is not None and total:
            # SQLite: a common fragment is found sooner by walking the newest orders and testing `zoek` than by
            # sorting every trigram match; a rare one through the trigram table. The count tells which.
            everything = int((await self._c.execute(select(func.count()).select_from(o))).scalar_one())
            if page * per_page * everything / total <= WALK_LIMIT:
                paged = condition & search_condition(o, search, fts=False)
        # Newest first; (created_at, id) is one index, so a page of ids is an index-only walk even deep into the
        # list (ix_orders_created_at_id), and only the page's own rows are read (a deferred join).
        newest_first = (o.c.created_at.desc(), o.c.id.desc())
        keys = select(o.c.id).where(paged).order_by(*newest_first).limit(per_page).offset((page - 1) * per_page)
        page_ids = keys.subquery()
        rows = await self._all(select(o).join(page_ids, page_ids.c.id == o.c.id).order_by(*newest_first))
        lines = await self._lines([row["id"] for row in rows])
        return Page([self._order(row, lines[row["id"]]) for row in rows], total, page, per_page)

    async def _count(self, condition: Any, search: str | None, *, everything: bool = False) -> int:
        """The list's exact total (decision 0023). All orders on PostgreSQL: the sum of the counter rows its
        triggers keep; a plain fragment alone on SQLite: counted in the trigram table (no row reads)."""
        if everything and self._c.dialect.name == "postgresql":
            summed = select(func.coalesce(func.sum(t.order_count_shards.c.n), 0))
            return int((await self._c.execute(summed)).scalar_one())
        counted = await fts_count(self._c, t.orders, search) if search is not None else None
        if counted is None:
            counted = int(
                (await self._c.execute(select(func.count()).select_from(t.orders).where(condition))).scalar_one()
            )
        return counted

    async def count_for_orderday(self, day_id: int) -> int:
        statement = select(func.count(func.distinct(t.order_lines.c.order_id))).where(
            t.order_lines.c.orderday_id == day_id
        )
        return int((await self._c.execute(statement)).scalar_one())

    async def portions_for_customer(self, day_id: int, email: str) -> int:
        found = await self._c.execute(_PORTIONS_FOR_CUSTOMER, {"day_id": day_id, "email_key": mailbox_key(email)})
        return int(found.scalar_one())

    async def delete(self, order_id: int) -> None:
        await self._c.execute(delete(t.orders).where(t.orders.c.id == order_id))
        await sync_fts(self._c, "orders", order_id, None)

    # --- staff orders ---------------------------------------------------------------------------------------

    async def update(self, order: Order) -> None:
        """Saves the order's fields and lines: lines without an id are added, lines no longer listed removed."""
        assert order.id is not None
        values = {k: v for k, v in _order_values(order).items() if k not in ("uuid", "created_at")}
        values["zoek"] = order_search_text(order)
        await self._c.execute(update(t.orders).where(t.orders.c.id == order.id).values(**values))
        await sync_fts(self._c, "orders", order.id, values["zoek"])
        lines = t.order_lines
        kept = [line.id for line in order.lines if line.id is not None]
        await self._c.execute(delete(lines).where(lines.c.order_id == order.id, lines.c.id.not_in(kept)))
        for line in order.lines:
            if line.id is None:
                line.id = await self._insert(lines, _line_values(order.id, line))
            else:
                await self._c.execute(
                    update(lines)
                    .where(lines.c.id == line.id, lines.c.order_id == order.id)
                    .values(hoeveelheid=line.hoeveelheid)
                )

    async def find(self, key: str) -> Order | None:
        """An order by its number or its uuid."""
        if key.isdigit() and len(key) < 10:
            return await self.get(int(key))
        row = await self._one(select(t.orders.c.id).where(t.orders.c.uuid == key.strip().lower()))
        return await self.get(row["id"]) if row else None

    async def list_for_customer(self, customer_id: int, limit: int = 500) -> list[Order]:
        o = t.orders
        rows = await self._all(
            select(o).where(o.c.customer_id == customer_id).order_by(o.c.created_at.desc(), o.c.id.desc()).limit(limit)
        )
        lines = await self._lines([row["id"] for row in rows])
        return [self._order(row, lines[row["id"]]) for row in rows]


def order_search_text(order: Order) -> str:
    """The `zoek` column (`search.contact_search_text`)."""
    return contact_search_text(order.contact)


def _line_values(order_id: int, line: OrderLine) -> dict[str, Any]:
    return {
        "order_id": order_id,
        "orderday_id": line.orderday_id,
        "orderday_product_id": line.orderday_product_id,
        "hoeveelheid": line.hoeveelheid,
        "naam": line.naam,
        "prijs": line.prijs,
        "korting": line.korting,
    }
