"""Reading route parameters: a non-numeric id is a JSON 404, never a 500."""

from __future__ import annotations

from aiohttp import web


def record_id(request: web.Request, name: str = "id") -> int:
    raw = request.match_info[name]
    if not raw.isdigit() or len(raw) > 18:
        raise web.HTTPNotFound()
    return int(raw)
