"""Passwords hashed with argon2id (argon2-cffi's recommended parameters)."""

from __future__ import annotations

import argon2


class Argon2PasswordHasher:
    def __init__(self, hasher: argon2.PasswordHasher | None = None) -> None:
        self._hasher = hasher or argon2.PasswordHasher()

    def hash(self, password: str) -> str:
        return self._hasher.hash(password)

    def verify(self, password_hash: str, password: str) -> bool:
        try:
            return self._hasher.verify(password_hash, password)
        except (argon2.exceptions.VerificationError, argon2.exceptions.InvalidHashError):
            return False
