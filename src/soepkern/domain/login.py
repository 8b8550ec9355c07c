"""The two-step staff login: a password, then a 6-digit code sent by e-mail.

A login attempt is bound to a random `loginToken` that only the browser holds; the database stores hashes of the
token and of the code (the code hash is keyed with the token, so a leaked table cannot be brute-forced offline).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from datetime import datetime, timedelta

import attrs

CODE_VALIDITY = timedelta(minutes=10)
RESEND_INTERVAL = timedelta(minutes=2)
CODE_DIGITS = 6


def new_code() -> str:
    """Six digits from a cryptographically secure source."""
    return f"{secrets.randbelow(10**CODE_DIGITS):0{CODE_DIGITS}d}"


def new_token() -> str:
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def code_hash(login_token: str, code: str) -> str:
    return hmac.new(login_token.encode(), code.encode(), hashlib.sha256).hexdigest()


@attrs.define
class LoginAttempt:
    id: int | None
    user_id: int
    token_hash: str
    code_hash: str
    created_at: datetime
    last_mail_at: datetime
    used_at: datetime | None = None

    def is_usable(self, now: datetime) -> bool:
        return self.used_at is None and now < self.created_at + CODE_VALIDITY

    def may_resend(self, now: datetime) -> bool:
        return now >= self.last_mail_at + RESEND_INTERVAL

    def code_matches(self, login_token: str, code: str) -> bool:
        return hmac.compare_digest(self.code_hash, code_hash(login_token, code.strip()))

    def resend(self, login_token: str, code: str, now: datetime) -> None:
        """A new code replaces the old one; the attempt's 10 minutes start again."""
        self.code_hash = code_hash(login_token, code)
        self.last_mail_at = now
        self.created_at = now


def start_attempt(user_id: int, now: datetime) -> tuple[LoginAttempt, str, str]:
    """A new attempt with its (plain) loginToken and code, which only the browser and the e-mail get."""
    login_token, code = new_token(), new_code()
    attempt = LoginAttempt(
        id=None,
        user_id=user_id,
        token_hash=token_hash(login_token),
        code_hash=code_hash(login_token, code),
        created_at=now,
        last_mail_at=now,
    )
    return attempt, login_token, code
