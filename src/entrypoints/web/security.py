"""Security headers on every answer (CSP without third parties, nosniff, frame-ancestors, referrer policy)."""

from __future__ import annotations

from aiohttp import hdrs
from multidict import CIMultiDict

CONTENT_SECURITY_POLICY = "; ".join(
    (
        "default-src 'self'",
        "script-src 'self'",
        # Mantine writes CSS variables into style elements and attributes.
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    )
)

SECURITY_HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    "Cross-Origin-Opener-Policy": "same-origin",
}


HSTS = "max-age=31536000; includeSubDomains"
NO_STORE_PREFIXES = ("/web/", "/api/")


class SecurityHeaders:
    """Puts the headers on an answer (the edge middleware calls it for every answer); the pairs are built once."""

    def __init__(self, https: bool) -> None:
        self._headers = CIMultiDict(SECURITY_HEADERS)
        if https:
            self._headers[hdrs.STRICT_TRANSPORT_SECURITY] = HSTS
        self._error_headers = CIMultiDict(SECURITY_HEADERS)
        self._no_store = CIMultiDict({hdrs.CACHE_CONTROL: "no-store"})

    def on_answer(self, headers: CIMultiDict[str], path: str) -> None:
        """An answer keeps the headers a view set itself; API answers are never stored by caches."""
        headers.merge(self._headers)  # adds only the names the answer does not have yet
        if path.startswith(NO_STORE_PREFIXES):
            headers.merge(self._no_store)

    def on_http_exception(self, headers: CIMultiDict[str]) -> None:
        """aiohttp's own error pages (a web app file that does not exist) get the same protection."""
        headers.update(self._error_headers)
