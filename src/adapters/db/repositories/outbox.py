"""The mail outbox."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import RowMapping, and_, delete, insert, or_, select, update
from sqlalchemy.ext.asyncio import AsyncConnection

from adapters.db import tables as t
from adapters.db.repositories.base import SqlRepository
from soepkern.domain.mail import FailedMail, MailAttachment, MailBodyCutoffs, MailMessage, OutboxItem
from soepkern.ports import Effect
from soepkern.services.outbox import GIVEN_UP_AT

# What a redacted mail keeps: recipient, subject, template, times, attempts and its order; the body goes.
REDACTED: dict[str, Any] = {"text_body": "", "html_body": None, "body_redacted": True}


# Built once (every checkout queues its mails with it; decision 0134).
_ENQUEUE = insert(t.mail_outbox).returning(t.mail_outbox.c.id, sort_by_parameter_order=True)


class SqlOutboxRepository(SqlRepository):
    def __init__(self, connection: AsyncConnection, effects: set[Effect] | None = None) -> None:
        super().__init__(connection)
        self._effects = effects if effects is not None else set()

    async def enqueue(self, message: MailMessage, now: datetime, *, order_id: int | None = None) -> int:
        mail_id = await self._insert(t.mail_outbox, self._row(message, now, order_id))
        await self._add_attachments([(mail_id, message)])
        return mail_id

    async def enqueue_many(self, messages: Sequence[tuple[MailMessage, int | None]], now: datetime) -> list[int]:
        """One INSERT for all of them (SQLAlchemy's insertmanyvalues: one round trip, one cached statement)."""
        if not messages:
            return []
        rows = [self._row(message, now, order_id) for message, order_id in messages]
        ids = [int(row_id) for row_id in (await self._c.execute(_ENQUEUE, rows)).scalars()]
        await self._add_attachments(list(zip(ids, (message for message, _ in messages), strict=True)))
        return ids

    async def _add_attachments(self, mails: list[tuple[int, MailMessage]]) -> None:
        rows = [
            {
                "mail_id": mail_id,
                "position": position,
                "filename": a.filename,
                "content_type": a.content_type,
                "data": a.data,
            }
            for mail_id, message in mails
            for position, a in enumerate(message.attachments)
        ]
        if rows:
            await self._c.execute(insert(t.mail_attachments), rows)

    async def _attachments(self, mail_ids: list[int]) -> dict[int, list[MailAttachment]]:
        found: dict[int, list[MailAttachment]] = {}
        if not mail_ids:
            return found
        a = t.mail_attachments
        rows = await self._all(select(a).where(a.c.mail_id.in_(mail_ids)).order_by(a.c.mail_id, a.c.position))
        for row in rows:
            found.setdefault(row["mail_id"], []).append(
                MailAttachment(filename=row["filename"], content_type=row["content_type"], data=bytes(row["data"]))
            )
        return found

    async def _drop_redacted_attachments(self) -> None:
        """A blanked mail keeps no file either (a gift statement holds a name, an address and amounts)."""
        o, a = t.mail_outbox, t.mail_attachments
        await self._c.execute(delete(a).where(a.c.mail_id.in_(select(o.c.id).where(o.c.body_redacted.is_(True)))))

    def _row(self, message: MailMessage, now: datetime, order_id: int | None) -> dict[str, Any]:
        values = {
            "order_id": order_id,
            "recipient": message.to,
            "subject": message.subject,
            "text_body": message.text,
            "html_body": message.html,
            "reply_to": message.reply_to,
            "template": message.template,
            "next_attempt_at": now,
            "created_at": now,
            "last_error": None,
        }
        if message.problem is None:
            self._effects.add(Effect.MAIL_QUEUED)
        else:  # parked as failed at once: staff see it and can send it again
            values |= {"last_error": message.problem[:2000], "next_attempt_at": GIVEN_UP_AT}
        return values

    async def due(self, now: datetime, limit: int) -> list[OutboxItem]:
        o = t.mail_outbox
        rows = await self._all(
            select(o)
            .where(o.c.sent_at.is_(None), o.c.next_attempt_at <= now, o.c.body_redacted.is_(False))
            .order_by(o.c.id)
            .limit(limit)
        )
        attachments = await self._attachments([row["id"] for row in rows])
        return [
            OutboxItem(
                id=row["id"],
                message=MailMessage(
                    to=row["recipient"],
                    subject=row["subject"],
                    text=row["text_body"],
                    html=row["html_body"],
                    reply_to=row["reply_to"],
                    template=row["template"],
                    attachments=tuple(attachments.get(row["id"], ())),
                ),
                attempts=row["attempts"],
            )
            for row in rows
        ]

    async def claim(self, item_ids: list[int], now: datetime, lease_until: datetime) -> list[int]:
        """Takes the items that are still due for this process: moves their next attempt to `lease_until`.

        A conditional update, so of several processes claiming the same item exactly one gets it (PostgreSQL
        re-checks the condition after waiting for the row lock; SQLite runs write transactions one at a time).
        """
        if not item_ids:
            return []
        o = t.mail_outbox
        result = await self._c.execute(
            update(o)
            .where(o.c.id.in_(item_ids), o.c.sent_at.is_(None), o.c.next_attempt_at <= now)
            .values(next_attempt_at=lease_until)
            .returning(o.c.id)
        )
        return sorted(int(row[0]) for row in result)

    async def mark_sent(self, item_id: int, at: datetime, *, redact: bool = False) -> None:
        o = t.mail_outbox
        values: dict[str, Any] = {"sent_at": at, "attempts": o.c.attempts + 1, **(REDACTED if redact else {})}
        await self._c.execute(update(o).where(o.c.id == item_id).values(**values))
        if redact:
            await self._c.execute(delete(t.mail_attachments).where(t.mail_attachments.c.mail_id == item_id))
        confirmed = select(o.c.order_id).where(o.c.id == item_id).scalar_subquery()
        await self._c.execute(
            update(t.orders)
            .where(t.orders.c.id == confirmed, t.orders.c.email_verzonden.is_(False))
            .values(email_verzonden=True)
        )

    async def redact_bodies(self, cutoffs: MailBodyCutoffs, secret_templates: frozenset[str]) -> int:
        o = t.mail_outbox
        old_sent = o.c.sent_at < cutoffs.sent_before
        stale_secret = and_(
            o.c.sent_at.is_(None), o.c.template.in_(secret_templates), o.c.created_at < cutoffs.secrets_made_before
        )
        result = await self._c.execute(
            update(o).where(o.c.body_redacted.is_(False), or_(old_sent, stale_secret)).values(**REDACTED)
        )
        await self._drop_redacted_attachments()
        return int(result.rowcount or 0)

    async def mark_failed(self, item_id: int, error: str, retry_at: datetime) -> None:
        o = t.mail_outbox
        await self._c.execute(
            update(o)
            .where(o.c.id == item_id)
            .values(attempts=o.c.attempts + 1, last_error=error[:2000], next_attempt_at=retry_at)
        )

    async def given_up(self, parked_at: datetime, limit: int) -> list[FailedMail]:
        """The unsent mails parked at or after `parked_at` (the outbox gave up on them), oldest first."""
        o = t.mail_outbox
        rows = await self._all(
            select(o)
            .where(o.c.sent_at.is_(None), o.c.next_attempt_at >= parked_at, o.c.body_redacted.is_(False))
            .order_by(o.c.id)
            .limit(limit)
        )
        return [_failed_mail(row) for row in rows]

    async def waiting_orders(self, order_ids: Sequence[int], parked_at: datetime) -> set[int]:
        if not order_ids:
            return set()
        o = t.mail_outbox
        rows = await self._c.execute(
            select(o.c.order_id)
            .where(o.c.order_id.in_(list(order_ids)), o.c.sent_at.is_(None), o.c.next_attempt_at < parked_at)
            .distinct()
        )
        return {int(row[0]) for row in rows}

    async def requeue(self, item_id: int, parked_at: datetime, now: datetime) -> bool:
        """Makes a parked mail due again at `now`; False when there is no such parked, unsent mail."""
        o = t.mail_outbox
        result = await self._c.execute(
            update(o)
            .where(
                o.c.id == item_id,
                o.c.sent_at.is_(None),
                o.c.next_attempt_at >= parked_at,
                o.c.body_redacted.is_(False),  # a blanked mail is never sent
            )
            .values(next_attempt_at=now)
            .returning(o.c.id)
        )
        if result.first() is None:
            return False
        self._effects.add(Effect.MAIL_QUEUED)
        return True


def _failed_mail(row: RowMapping) -> FailedMail:
    return FailedMail(
        id=row["id"],
        to=row["recipient"],
        subject=row["subject"],
        attempts=row["attempts"],
        last_error=row["last_error"] or "",
        created_at=row["created_at"],
    )
