"""The back office's paged lists (contract 'Paged lists'): ?page from 1, ?per_page default 25 and at most 100."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from aiohttp import web

from soepkern.ports import Page

T = TypeVar("T")
DEFAULT_PER_PAGE = 25
MAX_PER_PAGE = 100
MAX_PAGE = 1_000_000


def _number(text: str | None, default: int, low: int, high: int) -> int:
    if text is None or not text.strip().isdigit() or len(text.strip()) > 9:
        return default
    return max(low, min(high, int(text)))


def page_params(request: web.Request) -> tuple[int, int]:
    """(page, per_page) from the query; a missing or malformed value takes the default."""
    page = _number(request.query.get("page"), 1, 1, MAX_PAGE)
    per_page = _number(request.query.get("per_page"), DEFAULT_PER_PAGE, 1, MAX_PER_PAGE)
    return page, per_page


def paged_json(request: web.Request, page: Page[T], item_json: Callable[[T], Any]) -> dict[str, Any]:
    last_page = max(1, -(-page.total // page.per_page))
    next_url = None
    if page.page < last_page:
        query = {**request.query, "page": str(page.page + 1), "per_page": str(page.per_page)}
        next_url = str(request.url.with_query(query))
    return {
        "data": [item_json(item) for item in page.items],
        "current_page": page.page,
        "per_page": page.per_page,
        "total": page.total,
        "last_page": last_page,
        "next_page_url": next_url,
    }
