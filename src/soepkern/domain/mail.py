"""An e-mail as the core sees it: rendered text, ready for the outbox."""

from __future__ import annotations

import attrs


@attrs.frozen
class MailMessage:
    to: str
    subject: str
    text: str
    html: str | None = None
    reply_to: str | None = None


@attrs.frozen
class OutboxItem:
    """A queued mail with its delivery bookkeeping."""

    id: int
    message: MailMessage
    attempts: int
