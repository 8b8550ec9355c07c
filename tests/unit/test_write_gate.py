"""The stock view's write gate: one order writes at a time per process, and the view knows orders are at it."""

from __future__ import annotations

import asyncio

from adapters.stock_view import ProcessStockView


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
