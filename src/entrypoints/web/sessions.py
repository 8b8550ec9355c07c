"""Encrypted cookie sessions (aiohttp-session); the key is derived from SOEP_SECRET_KEY."""

from __future__ import annotations

import hashlib

from aiohttp_session.cookie_storage import EncryptedCookieStorage

from entrypoints.settings import Settings

COOKIE_NAME = "soep_session"


def _fernet_key(secret: str) -> bytes:
    """32 raw bytes (aiohttp-session base64-encodes them for Fernet itself)."""
    return hashlib.sha256(b"session-cookie:" + secret.encode()).digest()


def session_storage(settings: Settings) -> EncryptedCookieStorage:
    return EncryptedCookieStorage(
        _fernet_key(settings.secret_key),
        cookie_name=COOKIE_NAME,
        httponly=True,
        samesite="Lax",
        secure=settings.is_https,
        max_age=None,
        path="/",
    )
