"""The PasswordHasher port, reversible on purpose."""

from __future__ import annotations

from soepkern.ports import PasswordHasher


class FakePasswordHasher(PasswordHasher):
    """Reversible on purpose: tests can see which password was hashed."""

    def hash(self, password: str) -> str:
        return f"hashed:{password}"

    def verify(self, password_hash: str, password: str) -> bool:
        return password_hash == f"hashed:{password}"
