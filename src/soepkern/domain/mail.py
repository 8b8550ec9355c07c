"""An e-mail as the core sees it: rendered text, ready for the outbox."""

from __future__ import annotations

from datetime import datetime

import attrs


@attrs.frozen
class MailMessage:
    to: str
    subject: str
    text: str
    html: str | None = None
    reply_to: str | None = None
    # Why the mail cannot go out as meant (a stored e-mail text that breaks the rules): queued as failed at once.
    problem: str | None = None


@attrs.frozen
class OutboxItem:
    """A queued mail with its delivery bookkeeping."""

    id: int
    message: MailMessage
    attempts: int


@attrs.frozen
class FailedMail:
    """A queued mail the outbox gave up on after too many failed attempts: shown to managers, who can retry it."""

    id: int
    to: str
    subject: str
    attempts: int
    last_error: str
    created_at: datetime
