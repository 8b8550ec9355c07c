"""Staff users."""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete, select, update
from sqlalchemy.engine import RowMapping

from adapters.db import tables as t
from adapters.db.repositories.base import SqlRepository
from soepkern.domain.users import User, UserStatus, normalise_email

# The columns that hold a user's field of the same name as it is (the status is stored by its value).
_USER_FIELDS = ("name", "email", "telefoonnummer", "rol", "password_hash", "uitgenodigd", "laatste_inlog")


def _user_values(user: User) -> dict[str, Any]:
    return {**{f: getattr(user, f) for f in _USER_FIELDS}, "status": user.status.value}


def _user(row: RowMapping) -> User:
    return User(id=row["id"], status=UserStatus(row["status"]), **{f: row[f] for f in _USER_FIELDS})


class SqlUserRepository(SqlRepository):
    async def add(self, user: User) -> int:
        user.id = await self._insert(t.users, _user_values(user))
        return user.id

    async def get(self, user_id: int) -> User | None:
        return await self._first(t.users, _user, id=user_id)

    async def get_by_email(self, email: str) -> User | None:
        return await self._first(t.users, _user, email=normalise_email(email))

    async def list_all(self) -> list[User]:
        return [_user(row) for row in await self._all(select(t.users).order_by(t.users.c.name, t.users.c.id))]

    async def update(self, user: User) -> None:
        await self._c.execute(update(t.users).where(t.users.c.id == user.id).values(**_user_values(user)))

    async def delete(self, user_id: int) -> None:
        await self._c.execute(delete(t.users).where(t.users.c.id == user_id))
