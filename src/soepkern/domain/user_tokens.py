"""Single-use e-mailed links: password reset (60 minutes) and invitation (7 days). Stored hashed."""

from __future__ import annotations

from datetime import datetime, timedelta
from enum import StrEnum

import attrs


class TokenPurpose(StrEnum):
    PASSWORD_RESET = "password_reset"
    INVITATION = "invitation"


VALIDITY: dict[TokenPurpose, timedelta] = {
    TokenPurpose.PASSWORD_RESET: timedelta(minutes=60),
    TokenPurpose.INVITATION: timedelta(days=7),
}


@attrs.define
class UserToken:
    id: int | None
    user_id: int
    purpose: TokenPurpose
    token_hash: str
    created_at: datetime
    used_at: datetime | None = None

    @property
    def expires_at(self) -> datetime:
        return self.created_at + VALIDITY[self.purpose]

    def is_usable(self, now: datetime) -> bool:
        return self.used_at is None and now < self.expires_at
