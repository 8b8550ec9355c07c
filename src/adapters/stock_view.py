"""A process-local view of the shop's state, for turning away hopeless orders without touching the database.

When an order day opens, hundreds of visitors order at once for a limited number of portions. Every order that
can succeed must go through the write transaction; the others (sold out, closed) should be answered at once.
This view holds the shop switches, the visible order days, the blacklist and the postal ranges, reloaded at most
every `ttl`, and it lowers its own remaining counts for every sale this process makes. It only ever says "no"
where the database would say "no" too (within `ttl` for changes made by other processes); the write transaction
still decides every "yes" (stock and per-customer totals). Shop writes also pass one gate per process (one order at
a time on SQLite, a few at once on PostgreSQL: decision 0109), so that queued orders re-check the view just before
they write; the gate counts the orders at it, and with the checkouts that keep arriving (`busy`) the mail
sender asks it so that it does not compete with an opening rush for the process (decisions 0108 and 0128). The port is
`soepkern.ports.StockView`; the rule it asks is the domain's (`soepkern.domain.order_days.certain_problems`).
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections import OrderedDict
from collections.abc import Iterator
from datetime import datetime, timedelta

from soepkern.domain.blacklist import BlacklistItem
from soepkern.domain.checkout import CleanCheckout, StoredAnswer
from soepkern.domain.email_address import mailbox_key
from soepkern.domain.order_days import OrderDay, certain_problems
from soepkern.domain.orders import OrderLine
from soepkern.domain.postal_ranges import PostalRange
from soepkern.ports import StockView, UnitOfWorkFactory

DEFAULT_TTL = timedelta(seconds=1)
REMEMBERED_ANSWERS = 100_000
REMEMBERED_SALES = 100_000  # (order day, address) pairs whose sales by this process are kept as a hint
BUSY_AFTER_CHECKOUT = 0.5  # seconds the process stays busy after its last checkout ended (`busy`)
LOOKUP_BATCH = 500  # keys per query of the stored-answer lookups (far below SQLite's limit of bound parameters)


class WriteGate:
    """At most `width` orders of this process write at once (1: one at a time); counts the orders waiting at the gate
    or passing it."""

    def __init__(self, width: int = 1) -> None:
        self._slots = asyncio.Semaphore(width)
        self.orders = 0

    async def __aenter__(self) -> None:
        self.orders += 1
        try:
            await self._slots.acquire()
        except BaseException:
            self.orders -= 1
            raise

    async def __aexit__(self, *_: object) -> None:
        self._slots.release()
        self.orders -= 1


class StoredAnswerLookups:
    """Looks up the answers stored under idempotency keys by any process, many keys in one read: the keys asked while
    a lookup is on its way (or in the same turn of the event loop) wait for the next, which asks for all of them at
    once (`IdempotencyRepository.get_many`). In an opening rush hundreds of refused buyers ask whether an earlier
    attempt of theirs succeeded; one read transaction each competed with the orders for the event loop and the
    database (issue 24, decision 0124). Each asker gets exactly the answer a read of its own would have given at
    the moment of the batch's read, which starts after it asked."""

    def __init__(self) -> None:
        self._waiting: dict[str, list[asyncio.Future[StoredAnswer | None]]] = {}
        self._runner: asyncio.Task[None] | None = None

    async def get(self, uow_factory: UnitOfWorkFactory, key: str) -> StoredAnswer | None:
        answer: asyncio.Future[StoredAnswer | None] = asyncio.get_running_loop().create_future()
        self._waiting.setdefault(key, []).append(answer)
        if self._runner is None:
            self._runner = asyncio.create_task(self._run(uow_factory))
        return await answer

    async def _run(self, uow_factory: UnitOfWorkFactory) -> None:
        try:
            while self._waiting:
                keys = list(self._waiting)[:LOOKUP_BATCH]
                waiting = {key: self._waiting.pop(key) for key in keys}
                try:
                    async with uow_factory() as uow:
                        found = await uow.idempotency.get_many(keys)
                except BaseException as exc:
                    _fail(waiting, exc)
                    if not isinstance(exc, Exception):  # (cancelled: nobody is left waiting for a next lookup)
                        _fail(self._waiting, exc)
                        self._waiting = {}
                        raise
                    continue
                for key, answers in waiting.items():
                    for answer in answers:
                        if not answer.done():  # (an asker that went away)
                            answer.set_result(found.get(key))
        finally:
            self._runner = None


def _fail(waiting: dict[str, list[asyncio.Future[StoredAnswer | None]]], exc: BaseException) -> None:
    for answers in waiting.values():
        for answer in answers:
            if not answer.done():
                answer.set_exception(exc)


class ProcessStockView(StockView):
    def __init__(self, ttl: timedelta = DEFAULT_TTL, *, writers: int = 1) -> None:
        self._ttl = ttl
        self._loaded_at: datetime | None = None
        self._stored_settings: dict[str, str] = {}
        self._day_of_row: dict[int, OrderDay] = {}
        self._load_lock = asyncio.Lock()
        self._write_gate = WriteGate(writers)
        self._answers: OrderedDict[str, StoredAnswer] = OrderedDict()
        self._sold_to: OrderedDict[tuple[int, str], int] = OrderedDict()
        self._writing: dict[tuple[int, str], list[tuple[int, asyncio.Future[None]]]] = {}
        self._lookups = StoredAnswerLookups()
        self._blacklist: list[BlacklistItem] = []
        self._postal_ranges: list[PostalRange] = []
        self._checkouts = 0  # under way now (`checkout_under_way`)
        self._last_checkout = -BUSY_AFTER_CHECKOUT  # (time.monotonic() when the last one ended)

    @property
    def write_gate(self) -> WriteGate:
        return self._write_gate

    @contextlib.contextmanager
    def checkout_under_way(self) -> Iterator[None]:
        self._checkouts += 1
        try:
            yield
        finally:
            self._checkouts -= 1
            self._last_checkout = time.monotonic()

    def busy(self) -> bool:
        """An opening rush is on: orders of this process are at the write gate, checkouts are under way, or the last
        ended less than `BUSY_AFTER_CHECKOUT` seconds ago. Not only the orders at the gate: once the stock is gone,
        the hundreds of buyers still to be answered are refused without passing it (decision 0128)."""
        return (
            self._write_gate.orders > 0
            or self._checkouts > 0
            or time.monotonic() - self._last_checkout < BUSY_AFTER_CHECKOUT
        )

    @property
    def blacklist(self) -> list[BlacklistItem]:
        return self._blacklist

    @property
    def postal_ranges(self) -> list[PostalRange]:
        return self._postal_ranges

    def day_of_row(self, row_id: int) -> OrderDay | None:
        return self._day_of_row.get(row_id)

    def remember_answer(self, key: str, answer: StoredAnswer) -> None:
        """Answers this process gave under an idempotency key (the database keeps all of them)."""
        self._answers[key] = answer
        self._answers.move_to_end(key)
        while len(self._answers) > REMEMBERED_ANSWERS:
            self._answers.popitem(last=False)

    def answer_for(self, key: str) -> StoredAnswer | None:
        return self._answers.get(key)

    async def stored_answer(self, uow_factory: UnitOfWorkFactory, key: str) -> StoredAnswer | None:
        return await self._lookups.get(uow_factory, key)

    def _fresh(self, now: datetime) -> bool:
        return self._loaded_at is not None and self._loaded_at <= now < self._loaded_at + self._ttl

    async def refresh(self, uow_factory: UnitOfWorkFactory, now: datetime) -> None:
        if self._fresh(now):
            return
        async with self._load_lock:
            if self._fresh(now):
                return
            async with uow_factory() as uow:
                stored = await uow.settings_values.get_all()
                days = await uow.order_days.list_visible_between(now, now + timedelta(seconds=1))
                self._blacklist = await uow.blacklist.list_all()
                self._postal_ranges = await uow.postal_ranges.list_all()
            self._stored_settings = stored
            self._day_of_row = {row.id: day for day in days for row in day.products if row.id is not None}
            self._loaded_at = now

    @property
    def stored_settings(self) -> dict[str, str]:
        return self._stored_settings

    def invalidate(self) -> None:
        self._loaded_at = None

    def problems(self, clean: CleanCheckout, now: datetime) -> list[str]:
        """Reasons this order would fail for sure. Rows this view does not know are left to the database."""
        return certain_problems(self._day_of_row, clean.amounts, now)

    def record_sale(self, lines: list[OrderLine], email: str | None = None) -> None:
        for line in lines:
            day = self._day_of_row.get(line.orderday_product_id)
            row = day.row(line.orderday_product_id) if day else None
            if row is not None:
                row.besteld = min(row.hoeveelheid, row.besteld + line.hoeveelheid)
        if email is not None:
            address = mailbox_key(email)
            for line in lines:
                key = (line.orderday_id, address)
                self._sold_to[key] = self._sold_to.get(key, 0) + line.hoeveelheid
                self._sold_to.move_to_end(key)
            while len(self._sold_to) > REMEMBERED_SALES:
                self._sold_to.popitem(last=False)

    def _day_and_address(self, clean: CleanCheckout) -> tuple[OrderDay, tuple[int, str]] | None:
        """The order day of a cart of rows this view knows, all of one day, and the (day, mailbox key) pair."""
        days = {id(day): day for day in map(self._day_of_row.get, clean.amounts)}
        if len(days) != 1:
            return None
        [day] = days.values()
        if day is None or day.id is None:
            return None
        return day, (day.id, mailbox_key(clean.contact.email))

    def likely_over_maximum(self, clean: CleanCheckout) -> OrderDay | None:
        """The order day of a cart (rows this view knows, of one order day) that this process's own sales to the
        same address, with the orders of that address it is writing now, already put over the day's maximum. Only a
        hint that the database be asked (decision 0126): those sales may since have been cancelled or lowered,
        orders being written may fail, and other processes' sales are not counted."""
        found = self._day_and_address(clean)
        if found is None:
            return None
        day, key = found
        sold = self._sold_to.get(key, 0) + sum(portions for portions, _ in self._writing.get(key, []))
        return day if sold + sum(clean.amounts.values()) > day.maximale_producten_per_klant else None

    @contextlib.contextmanager
    def writing(self, clean: CleanCheckout) -> Iterator[None]:
        """This process writes `clean` (in the write transaction) while the block runs."""
        found = self._day_and_address(clean)
        if found is None:
            yield
            return
        entry = (sum(clean.amounts.values()), asyncio.get_running_loop().create_future())
        entries = self._writing.setdefault(found[1], [])
        entries.append(entry)
        try:
            yield
        finally:
            entries.remove(entry)
            if not entries and self._writing.get(found[1]) is entries:
                del self._writing[found[1]]
            entry[1].set_result(None)

    async def written(self, clean: CleanCheckout) -> None:
        """Returns once the orders of this cart's address and day that this process is writing now have ended
        (committed or rolled back), so that a read after it sees them."""
        found = self._day_and_address(clean)
        ongoing = [done for _, done in self._writing.get(found[1], [])] if found else []
        if ongoing:
            await asyncio.wait(ongoing)

    def record_stock(self, row_id: int, besteld: int) -> None:
        """The database told how much of a row is sold (sales of other processes included): never forget a sale."""
        day = self._day_of_row.get(row_id)
        row = day.row(row_id) if day else None
        if row is not None:
            row.besteld = min(row.hoeveelheid, max(row.besteld, besteld))
