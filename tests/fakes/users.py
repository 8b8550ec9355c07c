"""The UserRepository port in memory."""

from __future__ import annotations

import copy

from soepkern.domain.users import User, normalise_email
from soepkern.ports import UserRepository
from tests.fakes.records import InMemoryRecords


class InMemoryUsers(InMemoryRecords[User], UserRepository):
    async def get_by_email(self, email: str) -> User | None:
        wanted = normalise_email(email)
        return next((copy.deepcopy(u) for u in self.rows.values() if u.email == wanted), None)
