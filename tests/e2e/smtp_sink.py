"""A real SMTP server (aiosmtpd) for the browser tests: every received mail becomes one JSON file in a folder.

Usage: python tests/e2e/smtp_sink.py PORT FOLDER. Prints "ready" once it listens on 127.0.0.1:PORT.
Each file holds {"to": [...], "subject": "...", "text": "<plain-text part>", "html": "<html part>", "reply_to": "...",
"attachments": [{"filename": "...", "content_type": "...", "size": <bytes>}]}.
"""

from __future__ import annotations

import email
import email.policy
import json
import sys
import threading
import uuid
from email.message import EmailMessage
from pathlib import Path
from typing import Any

from aiosmtpd.controller import Controller


def _part(message: EmailMessage, subtype: str) -> str:
    part = message.get_body(preferencelist=(subtype,))
    return str(part.get_content()) if part is not None else ""


class SaveAsJson:
    def __init__(self, folder: Path) -> None:
        self._folder = folder

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        message = email.message_from_bytes(envelope.content, policy=email.policy.default)
        assert isinstance(message, EmailMessage)
        record = {
            "to": list(envelope.rcpt_tos),
            "subject": str(message["Subject"] or ""),
            "text": _part(message, "plain"),
            "html": _part(message, "html"),
            "reply_to": str(message["Reply-To"] or ""),
            "attachments": [
                {
                    "filename": part.get_filename() or "",
                    "content_type": part.get_content_type(),
                    "size": len(part.get_payload(decode=True) or b""),
                }
                for part in message.iter_attachments()
            ],
        }
        name = f"{uuid.uuid4().hex}.json"
        (self._folder / f".{name}").write_text(json.dumps(record), encoding="utf-8")
        (self._folder / f".{name}").rename(self._folder / name)
        return "250 Message accepted for delivery"


def main() -> None:
    port, folder = int(sys.argv[1]), Path(sys.argv[2])
    folder.mkdir(parents=True, exist_ok=True)
    controller = Controller(SaveAsJson(folder), hostname="127.0.0.1", port=port)
    controller.start()
    print("ready", flush=True)
    threading.Event().wait()


if __name__ == "__main__":
    main()
