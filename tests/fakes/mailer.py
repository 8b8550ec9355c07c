"""The Mailer port in memory: records what it sends (and fails on demand)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from soepkern.domain.mail import MailMessage
from soepkern.ports import Mailer
from tests.fakes.outbox import OutboxStore


class RecordingMailer(Mailer):
    """Records every message; `fail_when(message)` returning an exception makes that send raise it."""

    def __init__(self, store: OutboxStore | None = None) -> None:
        self.sent: list[MailMessage] = []
        self.attempted: list[MailMessage] = []
        self.fail_when: Callable[[MailMessage], Exception | None] = lambda _message: None
        self._store = store
        self.transactions_open_during_send: list[int] = []

    async def send(self, message: MailMessage) -> None:
        if self._store is not None:
            self.transactions_open_during_send.append(self._store.open_transactions)
        self.attempted.append(message)
        error = self.fail_when(message)
        if error is not None:
            raise error
        self.sent.append(message)


def a_message(n: int = 1, **changes: Any) -> MailMessage:
    fields: dict[str, Any] = {"to": f"klant{n}@example.nl", "subject": f"Bericht {n}", "text": f"Tekst {n}"}
    return MailMessage(**{**fields, **changes})
