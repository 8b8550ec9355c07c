"""A list of records with ids, the base of the simple repositories (blacklist, postal ranges, pictures, ...)."""

from __future__ import annotations

import copy
from typing import Generic, Protocol, TypeVar


class Record(Protocol):
    id: int | None


R = TypeVar("R", bound=Record)


class InMemoryRecords(Generic[R]):
    """Records by id; `add` numbers them like the database does."""

    def __init__(self) -> None:
        self.rows: dict[int, R] = {}

    def _numbered(self, item: R) -> None:
        """Gives the record's new parts (order lines, pictures) their ids, as the database would; none here."""

    async def add(self, item: R) -> int:
        item.id = max(self.rows, default=0) + 1
        self._numbered(item)
        self.rows[item.id] = copy.deepcopy(item)
        return item.id

    async def get(self, item_id: int) -> R | None:
        return copy.deepcopy(self.rows.get(item_id))

    async def list_all(self) -> list[R]:
        return [copy.deepcopy(item) for _, item in sorted(self.rows.items())]

    async def update(self, item: R) -> None:
        assert item.id is not None
        self._numbered(item)
        self.rows[item.id] = copy.deepcopy(item)

    async def delete(self, item_id: int) -> None:
        self.rows.pop(item_id, None)


InMemoryList = InMemoryRecords
"""The old name: a list of any records with ids (tests that stand it in for repositories they do not look at)."""
