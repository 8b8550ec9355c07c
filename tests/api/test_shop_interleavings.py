"""Hypothesis: random orders in random interleavings, over two server processes on one SQLite database, never
sell more than the stock nor more than a customer's maximum, and every accepted portion is counted."""

from __future__ import annotations

import asyncio
import random
from collections import defaultdict
from pathlib import Path
from typing import Any

from aiohttp.test_utils import TestClient, TestServer
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from entrypoints.settings import load_settings
from entrypoints.web.app import create_app, wait_until_ready
from tests.api.shop_data import add_open_day, add_soup, checkout
from tests.api.staff import container
from tests.api.test_shop import row_of

orders_strategy = st.lists(st.tuples(st.integers(0, 4), st.integers(1, 3)), min_size=1, max_size=20)


async def _client(folder: Path) -> TestClient[Any, Any]:
    app = create_app(
        load_settings(
            {
                "SOEP_DATA_DIR": str(folder / "data"),
                "SOEP_DATABASE_URL": f"sqlite+aiosqlite:///{folder}/shop.sqlite",
                "SOEP_SECRET_KEY": "test-secret-key-for-the-test-suite",
                "SOEP_WEBAPP_DIST": str(folder / "dist"),
            }
        ),
        send_mail=False,
    )
    client: TestClient[Any, Any] = TestClient(TestServer(app))
    await client.start_server()
    await wait_until_ready(app)
    return client


async def _scenario(folder: Path, orders: list[tuple[int, int]], stock: int, maximum: int, seed: int) -> None:
    first = await _client(folder)
    second = await _client(folder)
    try:
        soup = await add_soup(first)
        await add_open_day(first, {soup: stock}, maximum=maximum)
        row = await row_of(first, soup)
        rng = random.Random(seed)
        delays = [rng.random() * 0.01 for _ in orders]

        async def place(n: int, customer: int, amount: int) -> int:
            await asyncio.sleep(delays[n])
            client = first if rng.random() < 0.5 else second
            response = await client.post(
                "/web/bestellen", json=checkout({row: amount}, email=f"klant{customer}@example.nl")
            )
            assert response.status in (200, 422), await response.text()
            return response.status

        statuses = await asyncio.gather(*(place(n, c, a) for n, (c, a) in enumerate(orders)))
        per_customer: dict[int, int] = defaultdict(int)
        for (customer, amount), status in zip(orders, statuses, strict=True):
            if status == 200:
                per_customer[customer] += amount
        sold = sum(per_customer.values())
        assert sold <= stock
        assert all(total <= maximum for total in per_customer.values())
        async with container(first).uow_factory() as uow:
            day_rows = await uow.order_days.list_all()
        assert sum(r.besteld for d in day_rows for r in d.products) == sold
    finally:
        await first.close()
        await second.close()


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(orders=orders_strategy, stock=st.integers(1, 12), maximum=st.integers(1, 4), seed=st.integers(0, 2**16))
def test_random_interleavings_respect_stock_and_maxima(
    tmp_path_factory: Any, orders: list[tuple[int, int]], stock: int, maximum: int, seed: int
) -> None:
    asyncio.run(_scenario(tmp_path_factory.mktemp("shop"), orders, stock, maximum, seed))
