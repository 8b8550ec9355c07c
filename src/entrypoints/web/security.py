"""Security headers on every answer (CSP without third parties, nosniff, frame-ancestors, referrer policy)."""

from __future__ import annotations

from aiohttp import hdrs
from multidict import CIMultiDict

from entrypoints.web.first_paint import LOADER_CSP_SOURCE

CONTENT_SECURITY_POLICY = "; ".join(
    (
        "default-src 'self'",
        # The public pages' small inline script that starts the app after the first paint, by its hash.
        f"script-src 'self' {LOADER_CSP_SOURCE}",
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


# A JSON answer is never a document that loads anything: it gets the strictest policy, which is also short (the page
# policy above is 250 bytes that every JSON answer would otherwise carry; issue 24, decision 0096).
JSON_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'"

# Nor is a script, a stylesheet or a font (a page's subresources): a policy on them is not applied to the page that
# loads them (the app starts no workers, whose script's own policy would count), so they get the same short one, and
# the headers that only a document reads (framing, which the policy's frame-ancestors covers too; the permissions;
# the opener policy) are left off. Every JavaScript file of a public page carried 420 bytes of them, counted in the
# 150 KB of JavaScript that Lighthouse allows a page (issue 24, decision 0119). nosniff and the referrer policy stay:
# a browser reads them on a script or stylesheet (the stylesheet's own requests, for fonts, follow its referrer policy).
_SUBRESOURCES = ("text/javascript", "application/javascript", "text/css", "font/")
_DOCUMENT_ONLY = (hdrs.X_FRAME_OPTIONS, "Permissions-Policy", "Cross-Origin-Opener-Policy")

HSTS = "max-age=31536000; includeSubDomains"


class SecurityHeaders:
    """Puts the headers on an answer (the edge calls it for every answer); the sets are built once: pages and other
    files, JSON answers (the strict policy), scripts, stylesheets and fonts (the strict policy, no document-only
    headers), and each of them for API paths (`Cache-Control: no-store`)."""

    def __init__(self, https: bool) -> None:
        page: dict[str, str] = dict(SECURITY_HEADERS)
        if https:
            page[hdrs.STRICT_TRANSPORT_SECURITY] = HSTS
        json: dict[str, str] = {**page, hdrs.CONTENT_SECURITY_POLICY: JSON_CONTENT_SECURITY_POLICY}
        file = {name: value for name, value in json.items() if name not in _DOCUMENT_ONLY}
        no_store: dict[str, str] = {hdrs.CACHE_CONTROL: "no-store"}
        # (API path, the answer's kind) -> the set
        self._sets = {
            (api, kind): CIMultiDict({**headers, **(no_store if api else {})})
            for api in (False, True)
            for kind, headers in (("page", page), ("json", json), ("file", file))
        }
        self._error_headers = CIMultiDict(SECURITY_HEADERS)

    def on_answer(self, headers: CIMultiDict[str], api: bool) -> None:
        """An answer keeps the headers a view set itself (merge adds only the names it does not have yet); API answers
        (`api`: the path is under `errors.API_PREFIXES`) are never stored by caches."""
        content_type = headers.get(hdrs.CONTENT_TYPE, "")
        kind = "json" if content_type.startswith("application/json") else "page"
        if content_type.startswith(_SUBRESOURCES):
            kind = "file"
        headers.merge(self._sets[api, kind])

    def prepared(self, headers: CIMultiDict[str]) -> CIMultiDict[str]:
        """`headers` with what `on_answer` adds to an API answer that has them, prepared once (the answer then skips
        `on_answer`: `compression.PreparedResponse`)."""
        complete = CIMultiDict(headers)
        self.on_answer(complete, api=True)
        return complete

    def on_http_exception(self, headers: CIMultiDict[str]) -> None:
        """aiohttp's own error pages (a web app file that does not exist) get the same protection."""
        headers.update(self._error_headers)
