"""Signed moments for the contact form's bot check, decided on the server (decision 0031).

The form asks `GET /web/contact-form-token` when it is shown and sends the answer back as `formulier_token`. The
token is the moment it was issued (whole seconds, server clock) and an HMAC-SHA256 of it with `SOEP_SECRET_KEY`, so a
visitor can neither make one up nor change its moment; how long the form was open is then known without believing
the browser (`soepkern.domain.contact.bot_problem` decides).
"""

from __future__ import annotations

import hashlib
import hmac
from datetime import UTC, datetime

_PURPOSE = "contact-form"
_MAX_STAMP_DIGITS = 12


def _signature(secret: str, stamp: str) -> str:
    return hmac.new(secret.encode(), f"{_PURPOSE}:{stamp}".encode(), hashlib.sha256).hexdigest()


def issue(secret: str, now: datetime) -> str:
    stamp = str(int(now.timestamp()))
    return f"{stamp}.{_signature(secret, stamp)}"


def issued_at(secret: str, token: str | None) -> datetime | None:
    """The moment a token was issued, or None when it is missing, malformed or not signed with `secret`."""
    stamp, _dot, signature = (token or "").partition(".")
    if not stamp.isascii() or not stamp.isdigit() or len(stamp) > _MAX_STAMP_DIGITS:
        return None
    if not hmac.compare_digest(signature.encode(), _signature(secret, stamp).encode()):
        return None
    return datetime.fromtimestamp(int(stamp), UTC)
