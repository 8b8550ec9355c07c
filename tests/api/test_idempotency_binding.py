"""An `Idempotency-Key` is bound to the checkout it was first used with (issue 23, point 9; decision 0037): a retry
answers the first order again, another checkout under the same key is a 422 and creates nothing; in one process,
across processes and at once, on SQLite and PostgreSQL."""

from __future__ import annotations

import asyncio
import uuid
from typing import Any

from aiohttp.test_utils import TestClient
from sqlalchemy import func, select

from adapters.db import tables as t
from soepkern.domain.checkout import KEY_REUSED
from tests.api.shop_data import add_open_day, add_soup, checkout
from tests.api.staff import container
from tests.api.test_shop import row_of

Api = TestClient[Any, Any]


async def order_count(api: Api) -> int:
    async with container(api).uow_factory.engine.connect() as connection:
        return int((await connection.execute(select(func.count()).select_from(t.orders))).scalar_one())


async def a_row(api: Api) -> int:
    soup = await add_soup(api)
    await add_open_day(api, {soup: 20}, maximum=10)
    return await row_of(api, soup)


def reused(body: Any) -> bool:
    return isinstance(body, dict) and body.get("errors") == {"idempotency_key": [KEY_REUSED]}


async def test_a_retry_gets_the_first_answer_and_another_checkout_under_the_key_is_refused(api: Api) -> None:
    row = await a_row(api)
    key = {"Idempotency-Key": uuid.uuid4().hex}
    body = checkout({row: 2})
    first = await api.post("/web/bestellen", json=body, headers=key)
    assert first.status == 200
    shuffled = dict(reversed(list(body.items())))  # the same checkout, its JSON keys in another order
    retry = await api.post("/web/bestellen", json=shuffled, headers=key)
    assert (retry.status, await retry.json()) == (200, await first.json())
    for other in (checkout({row: 3}), checkout({row: 2}, email="piet@example.nl"), {**body, "opmerking": "x"}):
        refused = await api.post("/web/bestellen", json=other, headers=key)
        assert refused.status == 422
        assert reused(await refused.json())
    assert await order_count(api) == 1
    fresh = await api.post("/web/bestellen", json=checkout({row: 3}), headers={"Idempotency-Key": "nieuw"})
    assert fresh.status == 200 and await order_count(api) == 2


async def test_another_process_refuses_another_checkout_under_a_used_key(api: Api, other_process: Api) -> None:
    soup = await add_soup(api)
    await add_open_day(api, {soup: 20}, maximum=10)
    row = await row_of(api, soup)
    await row_of(other_process, soup)  # the other process has seen the portions as available
    key = {"Idempotency-Key": uuid.uuid4().hex}
    assert (await api.post("/web/bestellen", json=checkout({row: 1}), headers=key)).status == 200
    refused = await other_process.post("/web/bestellen", json=checkout({row: 1}, email="piet@example.nl"), headers=key)
    assert refused.status == 422 and reused(await refused.json())
    same = await other_process.post("/web/bestellen", json=checkout({row: 1}), headers=key)
    assert same.status == 200
    assert await order_count(api) == 1


async def test_two_different_checkouts_at_once_under_one_key_make_one_order(api: Api) -> None:
    row = await a_row(api)
    key = {"Idempotency-Key": uuid.uuid4().hex}
    bodies = [checkout({row: 1}, email=f"klant{n}@example.nl") for n in range(4)]
    answers = await asyncio.gather(*(api.post("/web/bestellen", json=b, headers=key) for b in bodies))
    statuses = sorted(a.status for a in answers)
    assert statuses == [200, 422, 422, 422], statuses
    assert all([reused(await a.json()) for a in answers if a.status == 422])
    assert await order_count(api) == 1
