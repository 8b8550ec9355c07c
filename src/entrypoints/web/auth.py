"""Who is calling, and may they: staff sessions, the role table, CSRF.

The encrypted session cookie holds only a random session token; the server keeps the session (idle and absolute
timeouts, revocable) in the database. The same token is the value of the X-CSRF-Token header.
"""

from __future__ import annotations

import hmac

from aiohttp import web
from aiohttp_session import get_session, new_session

from entrypoints.web.errors import json_error
from entrypoints.web.keys import CONTAINER
from soepkern.domain.errors import NotAuthenticated, NotPermitted
from soepkern.domain.permissions import Area, may
from soepkern.domain.users import User
from soepkern.services import auth as auth_service

TOKEN = "token"
CSRF_HEADER = "X-CSRF-Token"
_USER = web.RequestKey("soep_user", object)


async def session_token(request: web.Request) -> str | None:
    token = (await get_session(request)).get(TOKEN)
    return token if isinstance(token, str) else None


async def current_user(request: web.Request) -> User | None:
    """The logged-in staff member, or None (an ended or expired session also clears the cookie)."""
    if _USER in request:
        cached = request[_USER]
        return cached if isinstance(cached, User) else None
    token = await session_token(request)
    user = None
    if token is not None:
        user = await auth_service.session_user(token, request.app[CONTAINER].account_ports)
        if user is None:
            (await get_session(request)).invalidate()
    request[_USER] = user
    return user


async def require_user(request: web.Request, area: Area | None = None) -> User:
    user = await current_user(request)
    if user is None:
        raise NotAuthenticated()
    if area is not None and not may(user.rol, area):
        raise NotPermitted()
    return user


async def start_session(request: web.Request, token: str) -> None:
    """A brand-new cookie session (no fixation) holding the new session token."""
    session = await new_session(request)
    session[TOKEN] = token


STATE_CHANGING = frozenset({"POST", "PUT", "PATCH", "DELETE"})
CSRF_PATHS = (
    "/web/admin/",
    "/api/",
    "/web/logout",
    "/web/upload-picture",
    "/web/save-picture-category/",
    "/web/delete-picture/",
    "/web/save-contactform-subjects",
)


def needs_csrf(method: str, path: str) -> bool:
    return method in STATE_CHANGING and path.startswith(CSRF_PATHS)


async def csrf_problem(request: web.Request) -> web.Response | None:
    """State-changing staff calls must echo the session token in X-CSRF-Token (403 otherwise).

    Without a valid session the call goes on to the view, which answers 401 (log in first).
    """
    if needs_csrf(request.method, request.path):
        token = await session_token(request)
        sent = request.headers.get(CSRF_HEADER, "")
        if token is not None and not hmac.compare_digest(sent, token) and await current_user(request) is not None:
            return json_error(403, NotPermitted.default_message)
    return None
