"""The CustomerRepository port in memory: `claim` keeps one customer per e-mail address, like the SQL upsert."""

from __future__ import annotations

import copy

from soepkern.domain.customers import Customer
from soepkern.domain.users import normalise_email
from soepkern.ports import CustomerRepository, Page
from tests.fakes.orders import matches
from tests.fakes.records import InMemoryRecords


class InMemoryCustomers(InMemoryRecords[Customer], CustomerRepository):
    async def claim(self, customer: Customer) -> Customer:
        existing = next((c for c in self.rows.values() if c.contact.email == customer.contact.email), None)
        if existing is None:
            await self.add(customer)
            return copy.deepcopy(customer)
        existing.contact = customer.contact  # the same address (the e-mail address is the key)
        return copy.deepcopy(existing)

    async def get_by_email(self, email: str) -> Customer | None:
        wanted = normalise_email(email)
        return next((copy.deepcopy(c) for c in self.rows.values() if c.contact.email == wanted), None)

    async def list_page(self, page: int, per_page: int, search: str | None = None) -> Page[Customer]:
        found = [c for c in self.rows.values() if search is None or matches(c, search)]
        found.sort(key=lambda c: (c.contact.achternaam, c.id or 0))
        items = found[(page - 1) * per_page : page * per_page]
        return Page([copy.deepcopy(c) for c in items], len(found), page, per_page)
