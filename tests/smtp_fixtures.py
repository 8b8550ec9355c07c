"""A real SMTP server (aiosmtpd) on 127.0.0.1 for tests that send mail.

    def test_something(smtp_server: SmtpTestServer) -> None:
        ... SmtpMailer(SmtpSettings(host=smtp_server.host, port=smtp_server.port), "noreply@example.nl") ...
        [message] = await smtp_server.wait_for(1)
        assert message["Subject"] == "Uw inlogcode"

`running_smtp_server(port=..., credentials=...)` starts one by hand (on a chosen port, or requiring AUTH).
"""

from __future__ import annotations

import asyncio
import contextlib
import email
import email.policy
import socket
import threading
from collections.abc import Iterator
from email.message import EmailMessage
from typing import Any, cast

import attrs
import pytest
from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult, LoginPassword

HOST = "127.0.0.1"


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((HOST, 0))
        return int(probe.getsockname()[1])


@attrs.frozen
class Envelope:
    mail_from: str
    rcpt_tos: list[str]
    login: str | None


@attrs.define
class SmtpTestServer:
    host: str
    port: int
    messages: list[EmailMessage] = attrs.field(factory=list)
    envelopes: list[Envelope] = attrs.field(factory=list)
    _lock: threading.Lock = attrs.field(factory=threading.Lock)

    def _receive(self, message: EmailMessage, envelope: Envelope) -> None:
        with self._lock:
            self.messages.append(message)
            self.envelopes.append(envelope)

    async def wait_for(self, count: int, timeout: float = 5.0) -> list[EmailMessage]:  # noqa: ASYNC109
        """Waits until at least `count` messages arrived; returns them all. Fails the test after `timeout` s."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while len(self.messages) < count:
            if loop.time() > deadline:
                raise AssertionError(f"expected {count} mail(s) within {timeout} s, got {len(self.messages)}")
            await asyncio.sleep(0.02)
        with self._lock:
            return list(self.messages)


class _Handler:
    def __init__(self, server: SmtpTestServer) -> None:
        self._server = server

    async def handle_DATA(self, _smtp: Any, session: Any, envelope: Any) -> str:
        message = cast(EmailMessage, email.message_from_bytes(envelope.content, policy=email.policy.default))
        login = session.auth_data.login.decode() if isinstance(session.auth_data, LoginPassword) else None
        self._server._receive(
            message, Envelope(mail_from=envelope.mail_from, rcpt_tos=list(envelope.rcpt_tos), login=login)
        )
        return "250 Message accepted for delivery"


def _authenticator(credentials: tuple[str, str]) -> Any:
    def authenticate(_smtp: Any, _session: Any, _envelope: Any, _mechanism: str, auth_data: Any) -> AuthResult:
        ok = isinstance(auth_data, LoginPassword) and (auth_data.login.decode(), auth_data.password.decode()) == (
            credentials
        )
        return AuthResult(success=ok, handled=False, auth_data=auth_data if ok else None)

    return authenticate


@contextlib.contextmanager
def running_smtp_server(
    port: int | None = None, credentials: tuple[str, str] | None = None
) -> Iterator[SmtpTestServer]:
    """An aiosmtpd server in its own thread; with `credentials` (user, password) it requires AUTH (without TLS)."""
    options: dict[str, Any] = {}
    if credentials is not None:
        options = {"auth_required": True, "auth_require_tls": False, "authenticator": _authenticator(credentials)}
    for attempt in range(5):
        server = SmtpTestServer(host=HOST, port=port or free_port())
        controller = Controller(_Handler(server), hostname=HOST, port=server.port, **options)
        try:
            controller.start()
        except Exception:
            if port is not None or attempt == 4:
                raise
            continue  # someone took the free port in between: pick another
        try:
            yield server
        finally:
            controller.stop()
        return


@pytest.fixture
def smtp_server() -> Iterator[SmtpTestServer]:
    with running_smtp_server() as server:
        yield server
