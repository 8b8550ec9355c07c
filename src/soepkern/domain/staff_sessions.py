"""Staff sessions on the server: idle timeout 2 hours, absolute timeout 12 hours, revocable."""

from __future__ import annotations

from datetime import datetime, timedelta

import attrs

IDLE_TIMEOUT = timedelta(hours=2)
ABSOLUTE_TIMEOUT = timedelta(hours=12)
# Refresh last_seen_at at most this often, so that reads don't write on every request.
TOUCH_INTERVAL = timedelta(minutes=1)


@attrs.define
class StaffSession:
    id: int | None
    user_id: int
    token_hash: str
    created_at: datetime
    last_seen_at: datetime

    def is_valid(self, now: datetime) -> bool:
        return now < self.last_seen_at + IDLE_TIMEOUT and now < self.created_at + ABSOLUTE_TIMEOUT

    def needs_touch(self, now: datetime) -> bool:
        return now >= self.last_seen_at + TOUCH_INTERVAL
