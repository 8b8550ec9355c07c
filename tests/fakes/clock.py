"""The Clock port in memory: a fixed moment that tests move on."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from soepkern.ports import Clock


class FakeClock(Clock):
    def __init__(self, now: datetime | None = None) -> None:
        self.current = now or datetime(2026, 11, 23, 9, 0, tzinfo=UTC)

    def now(self) -> datetime:
        return self.current

    def advance(self, **delta: float) -> None:
        self.current += timedelta(**delta)
