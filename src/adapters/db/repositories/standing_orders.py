"""What the standing-customer bulk order reads and locks, and the one-per-customer-per-day backstop."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import and_, func, select

from adapters.db import tables as t
from adapters.db.repositories.base import SqlRepository, dialect_insert
from adapters.db.repositories.customers import _customer as customer_from_row
from adapters.db.repositories.order_days import lock_order_day
from soepkern.domain.customers import Customer
from soepkern.domain.email_address import mailbox_key
from soepkern.domain.orders import Bron


class SqlStandingOrderRepository(SqlRepository):
    async def list_standing_customers(self) -> list[Customer]:
        c = t.customers
        rows = await self._all(
            select(c)
            .where(c.c.vaste_klant.is_(True), c.c.vaste_klant_producten >= 1)
            .order_by(func.lower(c.c.achternaam), func.lower(c.c.voornaam), c.c.id)
        )
        return [customer_from_row(row) for row in rows]

    async def lock_day(self, day_id: int) -> None:
        """Bulk orders of one order day take turns, and with every waitlist path and staff order of that day
        (`lock_order_day`, the same lock as `waitlist.lock_day`)."""
        await lock_order_day(self._c, day_id)

    async def lock_customers(self, customer_ids: Sequence[int]) -> list[Customer]:
        """These customers, locked until commit in id order (their webshop orders wait, so maxima hold)."""
        c = t.customers
        rows = await self._all(select(c).where(c.c.id.in_(list(customer_ids))).order_by(c.c.id).with_for_update())
        return [customer_from_row(row) for row in rows]

    async def served(self, day_id: int) -> frozenset[int]:
        """Customers who already have a 'vaste_klant' order with a line on this order day."""
        o, lines = t.orders, t.order_lines
        statement = (
            select(o.c.customer_id)
            .join(lines, lines.c.order_id == o.c.id)
            .where(lines.c.orderday_id == day_id, o.c.bron == Bron.VASTE_KLANT.value, o.c.customer_id.is_not(None))
            .distinct()
        )
        claimed = select(t.standing_orders.c.customer_id).where(t.standing_orders.c.orderday_id == day_id)
        found = {row[0] for row in (await self._c.execute(statement)).all()}
        found |= {row[0] for row in (await self._c.execute(claimed)).all()}
        return frozenset(found)

    async def portions_by_email(self, day_id: int, emails: Sequence[str]) -> dict[str, int]:
        """Portions already ordered on this order day, per mailbox (`mailbox_key`; any source, any spelling)."""
        o, lines = t.orders, t.order_lines
        statement = (
            select(o.c.email_key, func.sum(lines.c.hoeveelheid))
            .join(lines, and_(lines.c.order_id == o.c.id, lines.c.orderday_id == day_id))
            .where(o.c.email_key.in_(sorted({mailbox_key(email) for email in emails})))
            .group_by(o.c.email_key)
        )
        return {row[0]: int(row[1]) for row in (await self._c.execute(statement)).all()}

    async def claim(self, day_id: int, customer_id: int, order_id: int) -> bool:
        """Records the customer's standing order of this day; False when one exists already."""
        statement = (
            dialect_insert(self._c)(t.standing_orders)
            .values(orderday_id=day_id, customer_id=customer_id, order_id=order_id)
            .on_conflict_do_nothing(index_elements=["orderday_id", "customer_id"])
        )
        return (await self._c.execute(statement)).rowcount == 1
