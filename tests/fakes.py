"""In-memory fakes of the ports, for fast use-case tests without a database."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from datetime import UTC, datetime, timedelta
from typing import Any, Self

from soepkern.domain.users import User, normalise_email


class FakeClock:
    def __init__(self, now: datetime | None = None) -> None:
        self.current = now or datetime(2026, 11, 23, 9, 0, tzinfo=UTC)

    def now(self) -> datetime:
        return self.current

    def advance(self, **delta: float) -> None:
        self.current += timedelta(**delta)


class FakePasswordHasher:
    """Reversible on purpose: tests can see which password was hashed."""

    def hash(self, password: str) -> str:
        return f"hashed:{password}"

    def verify(self, password_hash: str, password: str) -> bool:
        return password_hash == f"hashed:{password}"


class InMemoryUsers:
    def __init__(self) -> None:
        self.rows: dict[int, User] = {}

    async def add(self, user: User) -> int:
        user.id = max(self.rows, default=0) + 1
        self.rows[user.id] = copy.deepcopy(user)
        return user.id

    async def get(self, user_id: int) -> User | None:
        return copy.deepcopy(self.rows.get(user_id))

    async def get_by_email(self, email: str) -> User | None:
        wanted = normalise_email(email)
        return next((copy.deepcopy(u) for u in self.rows.values() if u.email == wanted), None)

    async def list_all(self) -> list[User]:
        return [copy.deepcopy(u) for u in self.rows.values()]

    async def update(self, user: User) -> None:
        assert user.id in self.rows
        self.rows[user.id] = copy.deepcopy(user)

    async def delete(self, user_id: int) -> None:
        self.rows.pop(user_id, None)


class InMemorySettingsValues:
    def __init__(self) -> None:
        self.values: dict[str, str] = {}

    async def get_all(self) -> dict[str, str]:
        return dict(self.values)

    async def insert_missing(self, defaults: Mapping[str, str]) -> None:
        for key, value in defaults.items():
            self.values.setdefault(key, value)

    async def save(self, values: Mapping[str, str]) -> None:
        self.values.update(values)


class FakeUnitOfWork:
    """Shares its repositories with the factory; commit copies the working state to the committed state."""

    def __init__(self, store: FakeStore) -> None:
        self._store = store
        self.committed = False

    async def __aenter__(self) -> Self:
        self.users = copy.deepcopy(self._store.users)
        self.settings_values = copy.deepcopy(self._store.settings_values)
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        return None

    async def commit(self) -> None:
        self._store.users = self.users
        self._store.settings_values = self.settings_values
        self.committed = True


class FakeStore:
    def __init__(self) -> None:
        self.users = InMemoryUsers()
        self.settings_values = InMemorySettingsValues()

    def __call__(self, *, write: bool = False) -> Any:
        return FakeUnitOfWork(self)
