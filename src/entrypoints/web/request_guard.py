"""No cross-site writes: what a state-changing API request must look like before any view reads it.

1. A body is JSON (`Content-Type: application/json`), 415 otherwise. A form on another site can send `text/plain`,
   `application/x-www-form-urlencoded` or `multipart/form-data` without a CORS preflight, but never JSON. Only the
   uploads (multipart, and they require the staff CSRF header), the Mollie webhook (a form post from Mollie's
   servers) and the built-in test payment page's form take other bodies.
2. A browser's `Sec-Fetch-Site: cross-site`, or an `Origin` that is neither this host nor SOEP_PUBLIC_URL, is
   refused with 403. Requests without these headers (the CLI, scripts, tests, servers such as Mollie) go on.
See docs/security.md.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from aiohttp import web

from entrypoints.web.errors import is_api_path, json_error

STATE_CHANGING = frozenset({"POST", "PUT", "PATCH", "DELETE"})
JSON_TYPES = frozenset({"application/json"})
# Paths whose bodies are not JSON: multipart picture uploads and the payment provider's form post.
NON_JSON_PATHS = (
    "/web/admin/product-upload-",
    "/web/upload-picture",
    "/web/admin/upload-publication/",
    "/web/mollie-webhook",
    "/web/test-betaling/",  # the built-in test payment page's own HTML form (same origin, checked below)
)

NOT_JSON = "Stuur de gegevens als JSON (Content-Type: application/json)."
CROSS_SITE = "Dit verzoek komt van een andere website en is geweigerd."


def _has_body(request: web.Request) -> bool:
    return request.body_exists and request.content_length != 0


def _netloc(url: str) -> str:
    try:
        parts = urlsplit(url)
    except ValueError:
        return ""
    return parts.netloc.lower() if parts.scheme in ("http", "https") else ""


def is_cross_site(request: web.Request, public_url: str) -> bool:
    if request.headers.get("Sec-Fetch-Site", "").lower() == "cross-site":
        return True
    origin = request.headers.get("Origin")
    if origin is None:
        return False
    own = {request.host.lower(), _netloc(public_url)}
    return _netloc(origin) not in own or _netloc(origin) == ""


def write_problem(request: web.Request, public_url: str) -> web.Response | None:
    """The 403 or 415 for a state-changing API request that a browser could send from another site; else None."""
    if request.method in STATE_CHANGING and is_api_path(request.path):
        if is_cross_site(request, public_url):
            return json_error(403, CROSS_SITE)
        if _has_body(request) and not request.path.startswith(NON_JSON_PATHS):
            if request.content_type not in JSON_TYPES:
                return json_error(415, NOT_JSON)
    return None
