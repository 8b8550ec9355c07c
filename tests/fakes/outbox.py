"""The OutboxRepository port in memory, and a unit-of-work factory over it alone that counts open transactions."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any, Self

import attrs

from soepkern.domain.mail import FailedMail, MailBodyCutoffs, MailMessage, OutboxItem
from soepkern.ports import OutboxRepository
from soepkern.services.outbox import GIVEN_UP_AT


@attrs.define
class OutboxRow:
    id: int
    message: MailMessage
    next_attempt_at: datetime
    attempts: int = 0
    sent_at: datetime | None = None
    last_error: str | None = None
    created_at: datetime | None = None
    order_id: int | None = None
    redacted: bool = False

    def redact(self) -> None:
        self.message = attrs.evolve(self.message, text="", html=None)
        self.redacted = True


class InMemoryOutbox(OutboxRepository):
    def __init__(self) -> None:
        self.rows: dict[int, OutboxRow] = {}
        self.confirmed_orders: set[int] = set()

    async def enqueue_many(self, messages: Sequence[tuple[MailMessage, int | None]], now: datetime) -> None:
        for message, order_id in messages:
            await self.enqueue(message, now, order_id=order_id)

    async def enqueue(self, message: MailMessage, now: datetime, *, order_id: int | None = None) -> int:
        row_id = max(self.rows, default=0) + 1
        self.rows[row_id] = OutboxRow(
            id=row_id, message=message, next_attempt_at=now, created_at=now, order_id=order_id
        )
        if message.problem is not None:  # as the real outbox: parked as failed at once
            self.rows[row_id].next_attempt_at = GIVEN_UP_AT
            self.rows[row_id].last_error = message.problem
        return row_id

    async def due(self, now: datetime, limit: int) -> list[OutboxItem]:
        rows = sorted(self.rows.values(), key=lambda r: r.id)
        due = [r for r in rows if r.sent_at is None and r.next_attempt_at <= now and not r.redacted][:limit]
        return [OutboxItem(id=r.id, message=r.message, attempts=r.attempts) for r in due]

    async def waiting_orders(self, order_ids: Sequence[int], parked_at: datetime) -> set[int]:
        return {
            r.order_id
            for r in self.rows.values()
            if r.order_id is not None
            and r.order_id in order_ids
            and r.sent_at is None
            and r.next_attempt_at < parked_at
        }

    async def claim(self, item_ids: list[int], now: datetime, lease_until: datetime) -> list[int]:
        claimed = []
        for item_id in item_ids:
            row = self.rows[item_id]
            if row.sent_at is None and row.next_attempt_at <= now:
                row.next_attempt_at = lease_until
                claimed.append(item_id)
        return claimed

    async def mark_sent(self, item_id: int, at: datetime, *, redact: bool = False) -> None:
        row = self.rows[item_id]
        row.sent_at = at
        row.attempts += 1
        if redact:
            row.redact()
        if row.order_id is not None:
            self.confirmed_orders.add(row.order_id)

    async def redact_bodies(self, cutoffs: MailBodyCutoffs, secret_templates: frozenset[str]) -> int:
        due = [
            r
            for r in self.rows.values()
            if not r.redacted
            and (
                (r.sent_at is not None and r.sent_at < cutoffs.sent_before)
                or (
                    r.sent_at is None
                    and r.message.template in secret_templates
                    and (r.created_at or r.next_attempt_at) < cutoffs.secrets_made_before
                )
            )
        ]
        for row in due:
            row.redact()
        return len(due)

    async def mark_failed(self, item_id: int, error: str, retry_at: datetime) -> None:
        row = self.rows[item_id]
        row.attempts += 1
        row.last_error = error
        row.next_attempt_at = retry_at

    async def given_up(self, parked_at: datetime, limit: int) -> list[FailedMail]:
        rows = sorted(self.rows.values(), key=lambda r: r.id)
        parked = [r for r in rows if r.sent_at is None and r.next_attempt_at >= parked_at and not r.redacted][:limit]
        return [
            FailedMail(
                id=r.id,
                to=r.message.to,
                subject=r.message.subject,
                attempts=r.attempts,
                last_error=r.last_error or "",
                created_at=r.created_at or r.next_attempt_at,
            )
            for r in parked
        ]

    async def requeue(self, item_id: int, parked_at: datetime, now: datetime) -> bool:
        row = self.rows.get(item_id)
        if row is None or row.sent_at is not None or row.next_attempt_at < parked_at or row.redacted:
            return False
        row.next_attempt_at = now
        return True


class FakeOutboxUnitOfWork:
    def __init__(self, store: OutboxStore, *, write: bool) -> None:
        self._store = store
        self.write = write
        self.outbox = store.outbox

    async def __aenter__(self) -> Self:
        self._store.open_transactions += 1
        self._store.transactions.append("write" if self.write else "read")
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        self._store.open_transactions -= 1

    async def commit(self) -> None:
        if not self.write:
            raise AssertionError("commit in a read-only unit of work")
        self._store.commits += 1


class OutboxStore:
    """A unit-of-work factory whose only repository is the outbox (writes apply at once; these tests never roll
    back)."""

    def __init__(self) -> None:
        self.outbox = InMemoryOutbox()
        self.open_transactions = 0
        self.transactions: list[str] = []
        self.commits = 0

    def __call__(self, *, write: bool = False) -> Any:
        return FakeOutboxUnitOfWork(self, write=write)
