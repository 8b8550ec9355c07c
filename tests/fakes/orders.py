"""The OrderRepository port in memory, with the search of the SQL lists (a number below four digits is an id)."""

from __future__ import annotations

import copy

from soepkern.domain.contact_details import ContactDetails
from soepkern.domain.customers import Customer
from soepkern.domain.email_address import mailbox_key
from soepkern.domain.orders import BezorgOptie, Order
from soepkern.domain.search import SearchWord, WordKind, fold, search_words
from soepkern.ports import OrderRepository, Page
from tests.fakes.records import InMemoryRecords

_SEARCHED = ("voornaam", "achternaam", "email", "telefoonnummer", "postcode", "straat", "plaats", "bedrijfsnaam")


def matches(record: Order | Customer, text: str) -> bool:
    """Whether an order or customer is found by the admin lists' search box (the words as the domain reads them)."""
    haystack = " ".join(fold(str(getattr(_contact(record), f))) for f in _SEARCHED)
    words = search_words(text)
    return bool(words) and all(_matches_word(record, haystack, word) for word in words)


def _contact(record: Order | Customer) -> ContactDetails | Customer:
    return record.contact if isinstance(record, Order) else record


def _matches_word(record: Order | Customer, haystack: str, word: SearchWord) -> bool:
    if word.kind is WordKind.EMAIL:
        return _contact(record).email == word.text
    if word.kind is WordKind.POSTCODE:
        return _contact(record).postcode == word.text
    number = word.kind is WordKind.NUMBER and record.id == int(word.text)
    return number if word.only_number else number or word.text in haystack


class InMemoryOrders(InMemoryRecords[Order], OrderRepository):
    def __init__(self) -> None:
        super().__init__()
        self._next_line = 1

    def _numbered(self, order: Order) -> None:
        for line in order.lines:
            if line.id is None:
                line.id = self._next_line
                self._next_line += 1

    async def find(self, key: str) -> Order | None:
        if key.isdigit():
            return await self.get(int(key))
        return next((copy.deepcopy(o) for o in self.rows.values() if o.uuid == key), None)

    async def list_page(
        self,
        page: int,
        per_page: int,
        *,
        search: str | None = None,
        orderday_id: int | None = None,
        bezorg_optie: BezorgOptie | None = None,
    ) -> Page[Order]:
        found = [
            o
            for o in self.rows.values()
            if (search is None or matches(o, search))
            and (orderday_id is None or any(line.orderday_id == orderday_id for line in o.lines))
            and (bezorg_optie is None or o.bezorg_optie is bezorg_optie)
        ]
        found.sort(key=lambda o: (o.created_at, o.id or 0), reverse=True)
        items = found[(page - 1) * per_page : page * per_page]
        return Page([copy.deepcopy(o) for o in items], len(found), page, per_page)

    async def list_for_customer(self, customer_id: int, limit: int = 500) -> list[Order]:
        found = [o for o in self.rows.values() if o.customer_id == customer_id]
        found.sort(key=lambda o: (o.created_at, o.id or 0), reverse=True)
        return [copy.deepcopy(o) for o in found[:limit]]

    async def count_for_orderday(self, day_id: int) -> int:
        return sum(1 for o in self.rows.values() if any(line.orderday_id == day_id for line in o.lines))

    async def portions_for_customer(self, day_id: int, email: str) -> int:
        wanted = mailbox_key(email)
        return sum(
            line.hoeveelheid
            for o in self.rows.values()
            if mailbox_key(o.contact.email) == wanted
            for line in o.lines
            if line.orderday_id == day_id
        )
