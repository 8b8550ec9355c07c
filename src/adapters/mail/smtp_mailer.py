"""The Mailer that speaks SMTP (aiosmtplib): one connection per message, bounded by a timeout."""

from __future__ import annotations

from typing import Protocol

import aiosmtplib

from adapters.mail.message import address_of, build_email
from soepkern.domain.mail import MailMessage

DEFAULT_TIMEOUT_SECONDS = 15.0
IMPLICIT_TLS_PORT = 465


class SmtpServerSettings(Protocol):
    """The shape of entrypoints.settings.SmtpSettings (adapters may not import entrypoints)."""

    @property
    def host(self) -> str: ...
    @property
    def port(self) -> int: ...
    @property
    def user(self) -> str | None: ...
    @property
    def password(self) -> str | None: ...
    @property
    def starttls(self) -> bool: ...


class SmtpMailer:
    """Sends each message over a fresh SMTP connection; raises on any failure (the outbox retries).

    STARTTLS when configured; implicit TLS on port 465; AUTH when a user is set. Every network step is bounded by
    `timeout`, so a hanging server delays the outbox, never the caller for long.
    """

    def __init__(
        self, settings: SmtpServerSettings, mail_from: str, *, timeout: float = DEFAULT_TIMEOUT_SECONDS
    ) -> None:
        self._settings = settings
        self._mail_from = mail_from
        self._timeout = timeout

    async def send(self, message: MailMessage) -> None:
        settings = self._settings
        implicit_tls = settings.port == IMPLICIT_TLS_PORT and not settings.starttls
        await aiosmtplib.send(
            build_email(message, self._mail_from),
            sender=address_of(self._mail_from),
            recipients=[message.to],
            hostname=settings.host,
            port=settings.port,
            username=settings.user or None,
            password=(settings.password or "") if settings.user else None,
            use_tls=implicit_tls,
            start_tls=settings.starttls,
            timeout=self._timeout,
        )
