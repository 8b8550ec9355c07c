"""Staff users."""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete, select, update
from sqlalchemy.engine import RowMapping

from adapters.db import tables as t
from adapters.db.repositories.base import SqlRepository
from soepkern.domain.users import User, UserStatus, normalise_email


def _user_values(user: User) -> dict[str, Any]:
    return {
        "name": user.name,
        "email": user.email,
        "telefoonnummer": user.telefoonnummer,
        "rol": user.rol,
        "status": user.status.value,
        "password_hash": user.password_hash,
        "uitgenodigd": user.uitgenodigd,
        "laatste_inlog": user.laatste_inlog,
    }


def _user(row: RowMapping) -> User:
    return User(
        id=row["id"],
        name=row["name"],
        email=row["email"],
        rol=row["rol"],
        telefoonnummer=row["telefoonnummer"],
        status=UserStatus(row["status"]),
        password_hash=row["password_hash"],
        uitgenodigd=row["uitgenodigd"],
        laatste_inlog=row["laatste_inlog"],
    )


class SqlUserRepository(SqlRepository):
    async def add(self, user: User) -> int:
        user.id = await self._insert(t.users, _user_values(user))
        return user.id

    async def get(self, user_id: int) -> User | None:
        return await self._first(t.users, _user, id=user_id)

    async def get_by_email(self, email: str) -> User | None:
        row = await self._one(select(t.users).where(t.users.c.email == normalise_email(email)))
        return _user(row) if row else None

    async def list_all(self) -> list[User]:
        return [_user(row) for row in await self._all(select(t.users).order_by(t.users.c.name, t.users.c.id))]

    async def update(self, user: User) -> None:
        await self._c.execute(update(t.users).where(t.users.c.id == user.id).values(**_user_values(user)))

    async def delete(self, user_id: int) -> None:
        await self._c.execute(delete(t.users).where(t.users.c.id == user_id))
