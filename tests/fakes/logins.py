"""The login ports in memory: login attempts, failed-login counts, staff sessions and e-mailed user tokens, with the
SQL repositories' conditions (single use, at most so many guesses, soepkern.domain.lockout)."""

from __future__ import annotations

import copy
from datetime import datetime
from typing import Any

from soepkern.domain.lockout import MAX_FAILURES, Claim, LockedAddress, NextLock
from soepkern.domain.login import LoginAttempt
from soepkern.domain.staff_sessions import StaffSession
from soepkern.domain.user_tokens import TokenPurpose, UserToken
from soepkern.ports import LoginAttemptRepository, LoginFailureRepository, StaffSessionRepository, UserTokenRepository
from tests.fakes.records import InMemoryRecords


class InMemoryLoginAttempts(InMemoryRecords[LoginAttempt], LoginAttemptRepository):
    def __init__(self) -> None:
        super().__init__()
        self.guesses: dict[int, int] = {}

    async def get_by_token_hash(self, token_hash: str) -> LoginAttempt | None:
        return next((copy.deepcopy(r) for r in self.rows.values() if r.token_hash == token_hash), None)

    async def delete_older_than(self, moment: datetime) -> None:
        self.rows = {k: r for k, r in self.rows.items() if r.created_at >= moment}

    async def claim_guess(self, attempt_id: int, max_guesses: int) -> bool:
        row = self.rows.get(attempt_id)
        if row is None or row.used_at is not None or self.guesses.get(attempt_id, 0) >= max_guesses:
            return False
        self.guesses[attempt_id] = self.guesses.get(attempt_id, 0) + 1
        return True

    async def mark_used(self, attempt_id: int, at: datetime) -> bool:
        row = self.rows.get(attempt_id)
        if row is None or row.used_at is not None:
            return False
        row.used_at = at
        return True


class InMemoryLoginFailures(LoginFailureRepository):
    """The lockout's counts per address."""

    def __init__(self) -> None:
        self.rows: dict[str, dict[str, Any]] = {}

    async def claim(self, key: str, now: datetime) -> Claim:
        row = self.rows.setdefault(key, {"failures": 0, "locks": 0, "locked_until": None, "updated_at": now})
        if not (row["locked_until"] is not None and row["locked_until"] > now):
            row["failures"] += 1
        row["updated_at"] = now
        return Claim(failures=row["failures"], locks=row["locks"], locked_until=row["locked_until"])

    async def lock(self, key: str, lock: NextLock, now: datetime) -> bool:
        row = self.rows.get(key)
        if row is None or row["failures"] < MAX_FAILURES:
            return False
        if row["locked_until"] is not None and row["locked_until"] > now:
            return False
        row.update(failures=0, locks=lock.locks, locked_until=lock.until, updated_at=now)
        return True

    async def release(self, key: str) -> None:
        if key in self.rows and self.rows[key]["failures"] > 0:
            self.rows[key]["failures"] -= 1

    async def reset(self, key: str) -> None:
        self.rows.pop(key, None)

    async def unlock(self, key: str) -> bool:
        row = self.rows.pop(key, None)
        return row is not None and row["locked_until"] is not None

    async def locked(self, now: datetime) -> list[LockedAddress]:
        return [
            LockedAddress(email=k, locked_until=r["locked_until"], locks=r["locks"])
            for k, r in self.rows.items()
            if r["locked_until"] is not None and r["locked_until"] > now
        ]

    async def forget_before(self, moment: datetime, now: datetime) -> None:
        self.rows = {
            k: r
            for k, r in self.rows.items()
            if r["updated_at"] >= moment or (r["locked_until"] is not None and r["locked_until"] > now)
        }


class InMemoryStaffSessions(InMemoryRecords[StaffSession], StaffSessionRepository):
    async def get_by_token_hash(self, token_hash: str) -> StaffSession | None:
        return next((copy.deepcopy(r) for r in self.rows.values() if r.token_hash == token_hash), None)

    async def touch(self, session_id: int, at: datetime) -> None:
        self.rows[session_id].last_seen_at = at

    async def delete_for_user(self, user_id: int) -> None:
        self.rows = {k: r for k, r in self.rows.items() if r.user_id != user_id}

    async def delete_others_of_user(self, user_id: int, keep_token_hash: str) -> None:
        self.rows = {k: r for k, r in self.rows.items() if r.user_id != user_id or r.token_hash == keep_token_hash}


class InMemoryUserTokens(InMemoryRecords[UserToken], UserTokenRepository):
    """The e-mailed single-use links; `mark_used` succeeds once, like the SQL conditional update."""

    async def get_by_token_hash(self, token_hash: str) -> UserToken | None:
        return next((copy.deepcopy(r) for r in self.rows.values() if r.token_hash == token_hash), None)

    async def mark_used(self, token_id: int, at: datetime) -> bool:
        token = self.rows.get(token_id)
        if token is None or token.used_at is not None:
            return False
        token.used_at = at
        return True

    async def revoke_for_user(self, user_id: int, purpose: TokenPurpose, at: datetime) -> None:
        for token in self.rows.values():
            if token.user_id == user_id and token.purpose == purpose and token.used_at is None:
                token.used_at = at
