"""Reading route parameters: an id that is not a number, or that cannot exist, and any path parameter with NUL/control
characters or lone surrogates, is a JSON 404, never a 500; query values with NUL/control characters or lone
surrogates (or over 1000 characters) are a Dutch 422."""

from __future__ import annotations

from aiohttp import web

from entrypoints.web.errors import is_api_path
from entrypoints.web.input_limits import BAD_TEXT, MAX_INT, text_problem
from soepkern.domain.errors import ValidationFailed

ID_PARAMETERS = ("id", "product")
# Public routes may name other things `{id}` (a payment id such as `tr_...`); their views check their own.
RECORD_ID_PREFIXES = ("/web/admin/", "/api/", "/web/save-picture-category/")
MAX_QUERY_VALUE = 1000
MAX_SEARCH = 100  # a search word in a path is cut to this length


def _valid_id(raw: str) -> bool:
    return raw.isascii() and raw.isdigit() and len(raw) <= 10 and int(raw) <= MAX_INT


def record_id(request: web.Request, name: str = "id") -> int:
    raw = request.match_info[name]
    if not _valid_id(raw):
        raise web.HTTPNotFound()  # an id outside the 32-bit id columns cannot exist
    return int(raw)


def search_word(request: web.Request, name: str) -> str | None:
    """The search word of a list's search route (`/search_orders/{zoekwaarde}`), cut to MAX_SEARCH; None on the
    list's own route, which has no such parameter."""
    word = request.match_info.get(name)
    return None if word is None else word[:MAX_SEARCH]


def check_path_parameters(request: web.Request) -> None:
    """Every route's id parameters are checked before the view runs (and before its body is read)."""
    path = request.path
    if path.startswith(RECORD_ID_PREFIXES):  # staff routes: `{id}` and `{product}` are database ids
        for name in ID_PARAMETERS:
            raw = request.match_info.get(name)
            if raw is not None and not _valid_id(raw):
                raise web.HTTPNotFound()
    if is_api_path(path):
        for value in request.match_info.values():  # search words, uuids, names: no resource has such characters
            if text_problem(value) is not None:
                raise web.HTTPNotFound()
        if request.query_string:
            for key, value in request.query.items():  # searches and filters reach the database too
                if text_problem(key) is not None or text_problem(value) is not None or len(value) > MAX_QUERY_VALUE:
                    raise ValidationFailed.single(key if text_problem(key) is None else "query", BAD_TEXT)
