"""The back office's paged lists (contract 'Paged lists'): ?page from 1, ?per_page default 25 and at most 100."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

import attrs
from aiohttp import web

from adapters.serialization import unstructure
from entrypoints.web.openapi.schemas import PAGING as SCHEMA_PAGING
from entrypoints.web.openapi.types import SCHEMA
from soepkern.ports import Page

T = TypeVar("T")
U = TypeVar("U")
DEFAULT_PER_PAGE = 25
MAX_PER_PAGE = 100
MAX_PAGE = 1_000_000
PAGING = SCHEMA_PAGING


def _number(text: str | None, default: int, low: int, high: int) -> int:
    if text is None or not text.strip().isdigit() or len(text.strip()) > 9:
        return default
    return max(low, min(high, int(text)))


def page_params(request: web.Request) -> tuple[int, int]:
    """(page, per_page) from the query; a missing or malformed value takes the default."""
    page = _number(request.query.get("page"), 1, 1, MAX_PAGE)
    per_page = _number(request.query.get("per_page"), DEFAULT_PER_PAGE, 1, MAX_PER_PAGE)
    return page, per_page


def _at_least(low: int, high: int | None = None) -> dict[str, Any]:
    schema = {"type": "integer", "minimum": low}
    return {SCHEMA: schema | {"maximum": high}} if high is not None else {SCHEMA: schema}


@attrs.frozen
class Paged(Generic[T]):
    """The contract's paged list of `T` (an answer type: `answer=Paged[ContactMessage]`)."""

    data: list[T]
    current_page: int = attrs.field(metadata=_at_least(1))
    per_page: int = attrs.field(metadata=_at_least(1, MAX_PER_PAGE))
    total: int = attrs.field(metadata=_at_least(0))
    last_page: int = attrs.field(metadata=_at_least(1))
    next_page_url: str | None = attrs.field(
        metadata={SCHEMA: {"anyOf": [{"type": "string", "format": "uri"}, {"type": "null"}]}}
    )

    @classmethod
    def of(cls, request: web.Request, page: Page[U], item: Callable[[U], T]) -> Paged[T]:
        last_page = max(1, -(-page.total // page.per_page))
        next_url = None
        if page.page < last_page:
            query = {**request.query, "page": str(page.page + 1), "per_page": str(page.per_page)}
            next_url = str(request.url.with_query(query))
        data = [item(found) for found in page.items]
        return cls(data, page.page, page.per_page, page.total, last_page, next_url)


def paged_json(request: web.Request, page: Page[T], item_json: Callable[[T], Any]) -> dict[str, Any]:
    answer: dict[str, Any] = unstructure(Paged.of(request, page, item_json))
    return answer
