"""Two server processes (two apps, each with its own stock view and write gate) on one database.

Inside one process the write gate already queues the orders, so these tests take it out of the picture: the
database alone must hold the stock and the per-customer maximum. A read-then-write implementation (read
`besteld`, check, write `besteld + n`) oversells here on PostgreSQL.
"""

from __future__ import annotations

import asyncio
import random
from typing import Any

from aiohttp.test_utils import TestClient

from tests.api.shop_data import add_open_day, add_soup, checkout
from tests.api.test_shop import row_of

Api = TestClient[Any, Any]


async def sold(api: Api) -> int:
    products = await (await api.get("/web/get_products")).json()
    return int(products[0]["besteldagen"][0]["products"][0]["besteld"])


async def test_two_processes_never_oversell(api: Api, other_process: Api) -> None:
    soup = await add_soup(api)
    await add_open_day(api, {soup: 12}, maximum=3)
    row = await row_of(api, soup)
    rng = random.Random(7)

    async def buy(n: int) -> tuple[int, int]:
        amount = rng.randint(1, 3)
        server = api if n % 2 else other_process
        response = await server.post("/web/bestellen", json=checkout({row: amount}, email=f"klant{n}@example.nl"))
        return response.status, amount

    results = await asyncio.gather(*(buy(n) for n in range(40)))
    assert {status for status, _ in results} <= {200, 422}
    bought = sum(amount for status, amount in results if status == 200)
    await asyncio.sleep(1.1)  # the catalogue answer may be up to one second old
    assert bought == await sold(api) <= 12
    assert bought >= 10  # the stock really sells out: only the last few portions may stay for lack of a fit


async def test_one_customer_in_two_processes_stays_within_the_maximum(api: Api, other_process: Api) -> None:
    soup = await add_soup(api)
    await add_open_day(api, {soup: 100}, maximum=3)
    row = await row_of(api, soup)
    answers = await asyncio.gather(
        *(
            (api if n % 2 else other_process).post("/web/bestellen", json=checkout({row: 1}, email="Joke@Example.nl"))
            for n in range(10)
        )
    )
    assert [a.status for a in answers].count(200) == 3
