"""The login lockout (contract, staff login point 6; docs/decisions/0033-lockout-per-address.md).

Failed attempts (password or code) are counted per e-mail address, whether or not it is an account. Each attempt
*claims* a count before it is judged (an atomic increment in the database), so parallel attempts can never judge
more than `MAX_FAILURES` guesses: the claim that finds the address locked, or the count past the maximum, is refused
unjudged. The fifth failure in a row locks the address for 15 minutes; each further lock within a day of the last
one lasts twice as long, at most 24 hours. A successful login, or a manager's unlock, starts over.
"""

from __future__ import annotations

from datetime import datetime, timedelta

import attrs

from soepkern.domain.email_address import normalise_email

MAX_FAILURES = 5
FIRST_LOCK = timedelta(minutes=15)
LONGEST_LOCK = timedelta(hours=24)
# Locks further apart than this start the doubling over.
ESCALATION_MEMORY = timedelta(hours=24)
KEY_LENGTH = 255
# A login attempt's code dies after this many wrong guesses (the attempt answers 451 from then on).
MAX_CODE_GUESSES = 3


def lockout_key(email: str) -> str:
    """The address as it is counted: normalised, and cut to the column's length (longer is no address anyway)."""
    return normalise_email(email)[:KEY_LENGTH]


@attrs.frozen
class Claim:
    """What one attempt's atomic count found: the failures in a row including this attempt, the locks so far and
    the end of the last lock (None: never locked)."""

    failures: int
    locks: int
    locked_until: datetime | None

    def is_locked(self, now: datetime) -> bool:
        return self.locked_until is not None and self.locked_until > now

    def may_be_judged(self, now: datetime) -> bool:
        """False when the address is locked or this attempt is past the maximum (a parallel one is still judged)."""
        return not self.is_locked(now) and self.failures <= MAX_FAILURES

    def locks_when_wrong(self) -> bool:
        return self.failures >= MAX_FAILURES


def lock_duration(previous_locks: int) -> timedelta:
    """15 minutes, then 30, 60, ... at most 24 hours."""
    longer: timedelta = FIRST_LOCK * (2 ** min(previous_locks, 16))
    return min(longer, LONGEST_LOCK)


@attrs.frozen
class NextLock:
    locks: int
    until: datetime


def next_lock(claim: Claim, now: datetime) -> NextLock:
    """The lock that the failure of `claim` sets: longer when the last lock ended less than a day ago."""
    recent = claim.locked_until is not None and now - claim.locked_until < ESCALATION_MEMORY
    previous = claim.locks if recent else 0
    return NextLock(locks=previous + 1, until=now + lock_duration(previous))


@attrs.frozen
class LockedAddress:
    """An address that is locked now (the users screen lists them with an unlock button)."""

    email: str
    locked_until: datetime
    locks: int
