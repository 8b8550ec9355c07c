"""Login attempts, staff sessions and user tokens."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import delete, select, update

from adapters.db import tables as t
from adapters.db.repositories.base import SqlRepository
from soepkern.domain.login import LoginAttempt
from soepkern.domain.staff_sessions import StaffSession
from soepkern.domain.user_tokens import TokenPurpose, UserToken

_ATTEMPT_FIELDS = ("user_id", "token_hash", "code_hash", "created_at", "last_mail_at", "used_at")


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
