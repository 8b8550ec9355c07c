"""Stored answers asked together are looked up with one query (`adapters.stock_view.StoredAnswerLookups`, decision
0124), and every asker gets the answer of its own key."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any

import pytest

from adapters.stock_view import StoredAnswerLookups
from soepkern.domain.checkout import StoredAnswer


class _Repository:
    def __init__(self, stored: dict[str, StoredAnswer], fail: bool = False) -> None:
        self.stored = stored
        self.queries: list[list[str]] = []
        self.fail = fail

    async def get_many(self, keys: list[str]) -> dict[str, StoredAnswer]:
        self.queries.append(keys)
        await asyncio.sleep(0.01)
        if self.fail:
            raise RuntimeError("database gone")
        return {key: self.stored[key] for key in keys if key in self.stored}


def _factory(repository: _Repository) -> Any:
    class _Uow:
        idempotency = repository

        async def __aenter__(self) -> Any:
            return self

        async def __aexit__(self, *_: object) -> None:
            return None

    return lambda: _Uow()


async def test_lookups_asked_together_are_one_query():
    answer = StoredAnswer(SimpleNamespace(), "fingerprint")  # type: ignore[arg-type]
    repository = _Repository({"b": answer})
    lookups = StoredAnswerLookups()
    factory = _factory(repository)
    first = await asyncio.gather(*(lookups.get(factory, key) for key in ("a", "b", "c", "b")))
    assert first == [None, answer, None, answer]
    assert repository.queries == [["a", "b", "c"]]
    # asked while a lookup is on its way: the next query takes them all
    early = asyncio.create_task(lookups.get(factory, "x"))
    await asyncio.sleep(0)
    later = [asyncio.create_task(lookups.get(factory, key)) for key in ("y", "b")]
    assert await early is None and [await task for task in later] == [None, answer]
    assert repository.queries[1:] == [["x"], ["y", "b"]]


async def test_a_failed_lookup_fails_its_askers_and_the_next_one_runs():
    repository = _Repository({}, fail=True)
    lookups = StoredAnswerLookups()
    with pytest.raises(RuntimeError):
        await lookups.get(_factory(repository), "a")
    repository.fail = False
    assert await lookups.get(_factory(repository), "a") is None
