"""Login attempts, staff sessions and user tokens."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import and_, case, delete, or_, select, update

from adapters.db import tables as t
from adapters.db.repositories.base import SqlRepository, dialect_insert
from soepkern.domain.lockout import MAX_FAILURES, Claim, LockedAddress, NextLock
from soepkern.domain.login import LoginAttempt
from soepkern.domain.staff_sessions import StaffSession
from soepkern.domain.user_tokens import TokenPurpose, UserToken

_ATTEMPT_FIELDS = ("user_id", "token_hash", "code_hash", "created_at", "last_mail_at", "used_at")  # not code_guesses


class SqlLoginAttemptRepository(SqlRepository):
    async def add(self, attempt: LoginAttempt) -> int:
        attempt.id = await self._insert(t.login_attempts, {f: getattr(attempt, f) for f in _ATTEMPT_FIELDS})
        return attempt.id

    async def get_by_token_hash(self, token_hash: str) -> LoginAttempt | None:
        row = await self._one(select(t.login_attempts).where(t.login_attempts.c.token_hash == token_hash))
        return LoginAttempt(id=row["id"], **{f: row[f] for f in _ATTEMPT_FIELDS}) if row else None

    async def update(self, attempt: LoginAttempt) -> None:
        values = {f: getattr(attempt, f) for f in _ATTEMPT_FIELDS}
        await self._c.execute(update(t.login_attempts).where(t.login_attempts.c.id == attempt.id).values(**values))

    async def delete_older_than(self, moment: datetime) -> None:
        await self._c.execute(delete(t.login_attempts).where(t.login_attempts.c.created_at < moment))

    async def claim_guess(self, attempt_id: int, max_guesses: int) -> bool:
        a = t.login_attempts
        result = await self._c.execute(
            update(a)
            .where(a.c.id == attempt_id, a.c.code_guesses < max_guesses, a.c.used_at.is_(None))
            .values(code_guesses=a.c.code_guesses + 1)
        )
        return result.rowcount == 1

    async def mark_used(self, attempt_id: int, at: datetime) -> bool:
        a = t.login_attempts
        result = await self._c.execute(update(a).where(a.c.id == attempt_id, a.c.used_at.is_(None)).values(used_at=at))
        return result.rowcount == 1


class SqlLoginFailureRepository(SqlRepository):
    """Each method is one statement, so concurrent attempts in several processes count exactly (decision 0033)."""

    async def claim(self, key: str, now: datetime) -> Claim:
        f = t.login_failures
        insert = dialect_insert(self._c)(f)
        locked = and_(f.c.locked_until.is_not(None), f.c.locked_until > now)
        statement = (
            insert.values(email=key, failures=1, locks=0, locked_until=None, updated_at=now)
            .on_conflict_do_update(
                index_elements=[f.c.email],
                set_={"failures": case((locked, f.c.failures), else_=f.c.failures + 1), "updated_at": now},
            )
            .returning(f.c.failures, f.c.locks, f.c.locked_until)
        )
        row = (await self._c.execute(statement)).mappings().one()
        return Claim(failures=row["failures"], locks=row["locks"], locked_until=row["locked_until"])

    async def lock(self, key: str, lock: NextLock, now: datetime) -> bool:
        f = t.login_failures
        result = await self._c.execute(
            update(f)
            .where(
                f.c.email == key,
                f.c.failures >= MAX_FAILURES,
                or_(f.c.locked_until.is_(None), f.c.locked_until <= now),
            )
            .values(failures=0, locks=lock.locks, locked_until=lock.until, updated_at=now)
        )
        return result.rowcount == 1

    async def release(self, key: str) -> None:
        f = t.login_failures
        await self._c.execute(update(f).where(f.c.email == key, f.c.failures > 0).values(failures=f.c.failures - 1))

    async def reset(self, key: str) -> None:
        await self._c.execute(delete(t.login_failures).where(t.login_failures.c.email == key))

    async def unlock(self, key: str) -> bool:
        f = t.login_failures
        row = await self._one(delete(f).where(f.c.email == key).returning(f.c.locked_until))
        return row is not None and row["locked_until"] is not None

    async def locked(self, now: datetime) -> list[LockedAddress]:
        f = t.login_failures
        rows = await self._all(select(f).where(f.c.locked_until > now).order_by(f.c.locked_until.desc(), f.c.email))
        return [LockedAddress(email=r["email"], locked_until=r["locked_until"], locks=r["locks"]) for r in rows]

    async def forget_before(self, moment: datetime, now: datetime) -> None:
        f = t.login_failures
        await self._c.execute(
            delete(f).where(f.c.updated_at < moment, or_(f.c.locked_until.is_(None), f.c.locked_until <= now))
        )


_SESSION_FIELDS = ("user_id", "token_hash", "created_at", "last_seen_at")


class SqlStaffSessionRepository(SqlRepository):
    async def add(self, session: StaffSession) -> int:
        session.id = await self._insert(t.staff_sessions, {f: getattr(session, f) for f in _SESSION_FIELDS})
        return session.id

    async def get_by_token_hash(self, token_hash: str) -> StaffSession | None:
        row = await self._one(select(t.staff_sessions).where(t.staff_sessions.c.token_hash == token_hash))
        return StaffSession(id=row["id"], **{f: row[f] for f in _SESSION_FIELDS}) if row else None

    async def touch(self, session_id: int, at: datetime) -> None:
        s = t.staff_sessions
        await self._c.execute(update(s).where(s.c.id == session_id).values(last_seen_at=at))

    async def delete(self, session_id: int) -> None:
        await self._c.execute(delete(t.staff_sessions).where(t.staff_sessions.c.id == session_id))

    async def delete_for_user(self, user_id: int) -> None:
        await self._c.execute(delete(t.staff_sessions).where(t.staff_sessions.c.user_id == user_id))

    async def delete_others_of_user(self, user_id: int, keep_token_hash: str) -> None:
        s = t.staff_sessions
        await self._c.execute(delete(s).where(s.c.user_id == user_id, s.c.token_hash != keep_token_hash))


class SqlUserTokenRepository(SqlRepository):
    async def add(self, token: UserToken) -> int:
        values = {
            "user_id": token.user_id,
            "purpose": token.purpose.value,
            "token_hash": token.token_hash,
            "created_at": token.created_at,
            "used_at": token.used_at,
        }
        token.id = await self._insert(t.user_tokens, values)
        return token.id

    async def get_by_token_hash(self, token_hash: str) -> UserToken | None:
        row = await self._one(select(t.user_tokens).where(t.user_tokens.c.token_hash == token_hash))
        if row is None:
            return None
        return UserToken(
            id=row["id"],
            user_id=row["user_id"],
            purpose=TokenPurpose(row["purpose"]),
            token_hash=row["token_hash"],
            created_at=row["created_at"],
            used_at=row["used_at"],
        )

    async def mark_used(self, token_id: int, at: datetime) -> bool:
        u = t.user_tokens
        result = await self._c.execute(update(u).where(u.c.id == token_id, u.c.used_at.is_(None)).values(used_at=at))
        return result.rowcount == 1

    async def revoke_for_user(self, user_id: int, purpose: TokenPurpose, at: datetime) -> None:
        u = t.user_tokens
        await self._c.execute(
            update(u)
            .where(u.c.user_id == user_id, u.c.purpose == purpose.value, u.c.used_at.is_(None))
            .values(used_at=at)
        )
