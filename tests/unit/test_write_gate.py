"""The stock view's write gate: one order writes at a time per process, and the view knows orders are at it."""

from __future__ import annotations

import asyncio

import pytest

from adapters.stock_view import ProcessStockView
from entrypoints.bootstrap import SHOP_WRITERS_POSTGRES, shop_writers


async def test_the_view_is_busy_while_orders_wait_at_or_pass_the_gate() -> None:
    view = ProcessStockView()
    inside = asyncio.Event()
    release = asyncio.Event()
    order: list[str] = []

    async def write(name: str) -> None:
        async with view.write_gate:
            order.append(name)
            inside.set()
            await release.wait()

    assert not view.busy()
    first = asyncio.create_task(write("first"))
    await inside.wait()
    second = asyncio.create_task(write("second"))
    await asyncio.sleep(0)
    assert view.busy() and view.write_gate.orders == 2 and order == ["first"]
    release.set()
    await asyncio.gather(first, second)
    assert order == ["first", "second"] and not view.busy()


async def test_an_order_cancelled_at_the_gate_is_not_counted() -> None:
    view = ProcessStockView()
    async with view.write_gate:
        waiting = asyncio.create_task(view.write_gate.__aenter__())
        await asyncio.sleep(0)
        assert view.write_gate.orders == 2
        waiting.cancel()
        await asyncio.gather(waiting, return_exceptions=True)
        assert view.write_gate.orders == 1
    assert not view.busy()


async def test_a_wider_gate_lets_that_many_orders_write_at_once() -> None:
    """PostgreSQL: several orders of one process write at once (decision 0109); the database decides the rest."""
    view = ProcessStockView(writers=2)
    inside: list[str] = []
    two_in = asyncio.Event()
    release = asyncio.Event()

    async def write(name: str) -> None:
        async with view.write_gate:
            inside.append(name)
            if len(inside) == 2:
                two_in.set()
            await release.wait()

    tasks = [asyncio.create_task(write(name)) for name in ("a", "b", "c")]
    await two_in.wait()
    await asyncio.sleep(0)
    assert inside == ["a", "b"] and view.write_gate.orders == 3
    release.set()
    await asyncio.gather(*tasks)
    assert inside == ["a", "b", "c"] and not view.busy()


def test_several_writers_on_postgresql_one_on_sqlite() -> None:
    assert shop_writers("sqlite+aiosqlite:///soep.sqlite3") == 1
    assert shop_writers("postgresql+asyncpg://postgres@127.0.0.1:5432/soep") == SHOP_WRITERS_POSTGRES > 1


async def test_the_view_is_busy_while_checkouts_are_under_way_and_a_moment_after(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Refused buyers never reach the gate: the mail sender also waits while checkouts are being decided, and for
    `BUSY_AFTER_CHECKOUT` seconds after the last (decision 0128)."""
    from adapters import stock_view

    clock = [1000.0]
    monkeypatch.setattr(stock_view.time, "monotonic", lambda: clock[0])
    view = ProcessStockView()
    assert not view.busy()
    with view.checkout_under_way():
        clock[0] += 60  # a checkout may take long (waiting at the gate of another process's database)
        assert view.busy() and view.write_gate.orders == 0
    assert view.busy()
    clock[0] += stock_view.BUSY_AFTER_CHECKOUT - 0.01
    assert view.busy()
    clock[0] += 0.02
    assert not view.busy()
