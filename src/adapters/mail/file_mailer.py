"""The Mailer without an SMTP server: every message becomes an .eml file (open it with any mail program)."""

from __future__ import annotations

import asyncio
import os
import uuid
from datetime import UTC, datetime
from pathlib import Path

from adapters.mail.message import build_email
from soepkern.domain.mail import MailMessage


class FileMailer:
    """Writes `<timestamp>-<uuid>.eml` files into `directory` (created when missing).

    A file appears complete or not at all: it is written under a temporary name and then renamed.
    """

    def __init__(self, directory: Path, mail_from: str) -> None:
        self.directory = Path(directory)
        self._mail_from = mail_from

    async def send(self, message: MailMessage) -> None:
        now = datetime.now(UTC)
        data = build_email(message, self._mail_from, now=now).as_bytes()
        name = f"{now.strftime('%Y%m%dT%H%M%S%fZ')}-{uuid.uuid4().hex}.eml"
        await asyncio.to_thread(self._write, name, data)

    def _write(self, name: str, data: bytes) -> None:
        self.directory.mkdir(parents=True, exist_ok=True)
        target = self.directory / name
        partial = self.directory / f".{name}.partial"
        partial.write_bytes(data)
        os.replace(partial, target)
