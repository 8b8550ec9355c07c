"""Customers (and contact details shared with orders)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import func, select, true, update
from sqlalchemy.engine import RowMapping

from adapters.db import tables as t
from adapters.db.repositories.base import SqlRepository, upsert_statement
from adapters.db.repositories.contact_columns import (
    CUSTOMERS_ADDITION,
    contact_columns,
    contact_of,
    contact_values,
)
from adapters.db.repositories.search import fts_count, has_fts, search_condition, sync_fts
from soepkern.domain.customers import Customer
from soepkern.domain.orders import BezorgOptie
from soepkern.domain.search import contact_search_text
from soepkern.domain.users import normalise_email
from soepkern.ports import Page

_STANDING_FIELDS = ("vaste_klant", "vaste_klant_mailen", "vaste_klant_producten")


def _customer_values(customer: Customer) -> dict[str, Any]:
    values = contact_values(customer.contact, CUSTOMERS_ADDITION)
    values.update({f: getattr(customer, f) for f in _STANDING_FIELDS})
    choice = customer.vaste_klant_bezorgkeuze
    values["vaste_klant_bezorgkeuze"] = choice.value if choice else None
    values["zoek"] = customer_search_text(customer)
    return values


def customer_search_text(customer: Customer) -> str:
    """The `zoek` column (`search.contact_search_text`)."""
    return contact_search_text(customer.contact)


def _customer(row: RowMapping) -> Customer:
    choice = row["vaste_klant_bezorgkeuze"]
    return Customer(
        id=row["id"],
        vaste_klant_bezorgkeuze=BezorgOptie(choice) if choice else None,
        contact=contact_of(row, CUSTOMERS_ADDITION),
        **{f: row[f] for f in _STANDING_FIELDS},
    )


def _claim(insert: Any) -> Any:
    """INSERT ... ON CONFLICT (email) DO UPDATE of the contact details and the search text (what the new row would
    have had: `excluded`), RETURNING the row."""
    upsert = insert(t.customers)
    details = [name for name in (*contact_columns(CUSTOMERS_ADDITION), "zoek") if name != "email"]
    return upsert.on_conflict_do_update(
        index_elements=["email"], set_={name: upsert.excluded[name] for name in details}
    ).returning(*t.customers.c)


_claim_statement = upsert_statement(_claim)


class SqlCustomerRepository(SqlRepository):
    async def claim(self, customer: Customer) -> Customer:
        """The customer with this e-mail address, created from `customer` if new, otherwise given `customer`'s
        contact details (standing-customer settings stay), and locked until commit; in one statement.

        The row lock makes concurrent orders of one customer take turns, so per-customer maxima hold.
        """
        values = _customer_values(customer)
        row = (await self._c.execute(_claim_statement(self._c), values)).mappings().one()
        await sync_fts(self._c, "customers", row["id"], row["zoek"])
        return _customer(row)

    async def add(self, customer: Customer) -> int:
        values = _customer_values(customer)
        customer.id = await self._insert(t.customers, values)
        await sync_fts(self._c, "customers", customer.id, values["zoek"])
        return customer.id

    async def get(self, customer_id: int) -> Customer | None:
        return await self._first(t.customers, _customer, id=customer_id)

    async def get_by_email(self, email: str) -> Customer | None:
        row = await self._one(select(t.customers).where(t.customers.c.email == normalise_email(email)))
        return _customer(row) if row else None

    async def update(self, customer: Customer) -> None:
        values = _customer_values(customer)
        await self._c.execute(update(t.customers).where(t.customers.c.id == customer.id).values(**values))
        assert customer.id is not None
        await sync_fts(self._c, "customers", customer.id, values["zoek"])

    async def list_page(self, page: int, per_page: int, search: str | None = None) -> Page[Customer]:
        c = t.customers
        condition: Any = true()
        if search is not None:
            condition = search_condition(c, search, fts=await has_fts(self._c, "customers"))
        total = await fts_count(self._c, c, search) if search is not None else None
        if total is None:
            total = int((await self._c.execute(select(func.count()).select_from(c).where(condition))).scalar_one())
        rows = await self._all(
            select(c).where(condition).order_by(c.c.achternaam, c.c.id).limit(per_page).offset((page - 1) * per_page)
        )
        return Page([_customer(row) for row in rows], total, page, per_page)
