"""Two server processes (two apps) on one database: the state that must be shared is shared.

Sessions and their revocation, rate-limit counters (PostgreSQL), idempotency keys and the catalogue. The test with
two real server processes is tests/integration/test_multiprocess.py.
"""

from __future__ import annotations

import asyncio
import time
import uuid
from typing import Any

import pytest
from aiohttp.test_utils import TestClient

from adapters.db.engine import is_sqlite
from entrypoints.web.keys import CONTAINER
from entrypoints.web.response_cache import DEFAULT_TTL, RESPONSE_CACHE
from entrypoints.web.sessions import COOKIE_NAME
from tests.api.shop_data import add_open_day, add_soup, checkout
from tests.api.staff import add_user, login
from tests.api.test_products_admin import new_soup
from tests.api.test_shop import row_of

Api = TestClient[Any, Any]


def session_cookie(api: Api) -> dict[str, str]:
    [cookie] = [c for c in api.session.cookie_jar if c.key == COOKIE_NAME]
    return {"Cookie": f"{COOKIE_NAME}={cookie.value}"}


async def test_logging_out_in_one_process_ends_the_session_in_the_other(api: Api, other_process: Api) -> None:
    await add_user(api, "staff@example.nl")
    session = await login(api, "staff@example.nl")
    cookie = session_cookie(api)
    assert (await other_process.get("/web/get-logged-in-user", headers=cookie)).status == 200
    logout = await api.post("/web/logout", headers={"X-CSRF-Token": session["token"]})
    assert logout.status == 200
    assert (await other_process.get("/web/get-logged-in-user", headers=cookie)).status == 401


async def test_a_rate_limit_counts_the_hits_of_every_process(api: Api, other_process: Api, database_url: str) -> None:
    if is_sqlite(database_url):
        pytest.skip("SQLite runs one process; its limits are counted in that process")
    await add_user(api, "staff@example.nl")
    wrong = {"email": "staff@example.nl", "password": "niet-het-goede-wachtwoord"}
    statuses = [(await (api if n % 2 else other_process).post("/web/login", json=wrong)).status for n in range(12)]
    # 10 attempts per account per 10 minutes, spread over both processes (the fifth failure locks the account).
    assert statuses[:10].count(429) == 0
    assert statuses[10:] == [429, 429]


async def test_the_rate_limit_counters_are_atomic_under_concurrency(
    api: Api, other_process: Api, database_url: str
) -> None:
    if is_sqlite(database_url):
        pytest.skip("SQLite runs one process; its limits are counted in that process")
    body = {"email": "niemand@example.nl", "password": "niet-het-goede-wachtwoord"}
    answers = await asyncio.gather(
        *((api if n % 2 else other_process).post("/web/login", json=body) for n in range(16))
    )
    assert [a.status for a in answers].count(429) == 6


async def test_a_retried_checkout_in_the_other_process_answers_the_first_order(api: Api, other_process: Api) -> None:
    soup = await add_soup(api)
    await add_open_day(api, {soup: 2}, maximum=2)
    row = await row_of(api, soup)
    await row_of(other_process, soup)  # the other process has seen the portions as available
    key = {"Idempotency-Key": uuid.uuid4().hex}
    first = await api.post("/web/bestellen", json=checkout({row: 2}), headers=key)
    assert first.status == 200
    retry = await other_process.post("/web/bestellen", json=checkout({row: 2}), headers=key)
    assert retry.status == 200, await retry.text()
    assert await retry.json() == await first.json()


async def test_a_retry_that_learns_of_the_sale_at_the_write_gate_still_answers_the_first_order(
    api: Api, other_process: Api
) -> None:
    """The retry passes the other process's first check (its view still has the portions), waits at its write gate,
    and there learns they are sold (a sale of that process, or the database's count): it gives the stored answer of
    the first attempt, not "uitverkocht"."""
    soup = await add_soup(api)
    await add_open_day(api, {soup: 2}, maximum=2)
    row = await row_of(api, soup)
    container = other_process.server.app[CONTAINER]
    view = container.stock_view
    await view.refresh(container.uow_factory, container.clock.now())  # the other process sees the portions
    key = {"Idempotency-Key": uuid.uuid4().hex}
    first = await api.post("/web/bestellen", json=checkout({row: 2}), headers=key)
    assert first.status == 200
    await view.write_gate.__aenter__()  # an order of the other process is writing
    retry = asyncio.create_task(other_process.post("/web/bestellen", json=checkout({row: 2}), headers=key))
    for _ in range(500):  # the retry waits at the gate (unless the view reloaded first: then it never gets there)
        if view.write_gate.orders >= 2 or retry.done():
            break
        await asyncio.sleep(0.01)
    view.record_stock(row, 2)  # meanwhile that process learned the portions are gone
    await view.write_gate.__aexit__()
    answer = await retry
    assert answer.status == 200, await answer.text()
    assert await answer.json() == await first.json()


async def names_in_the_shop(api: Api) -> list[str]:
    return [p["naam"] for p in await (await api.get("/web/get_products")).json()]


async def test_a_soup_changed_in_one_process_shows_in_the_other_within_a_second(
    api: Api, other_process: Api, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The other process serves its cached catalogue until the entry has lived DEFAULT_TTL (1 s), then reads the
    change. Its cache's clock is held still, so a slow machine cannot make the entry expire early or late."""
    assert DEFAULT_TTL <= 1.0
    await add_user(api, "coordinator@example.nl", rol="soep_coordinator")
    headers = {"X-CSRF-Token": (await login(api, "coordinator@example.nl"))["token"]}
    soup = await new_soup(api, headers)
    await add_open_day(api, {soup: 10})
    now = [time.monotonic()]
    monkeypatch.setattr(other_process.server.app[RESPONSE_CACHE], "_clock", lambda: now[0])
    before = await names_in_the_shop(other_process)  # the other process's cache is warm
    assert before != ["Tomatensoep"]
    body = {"naam": "Tomatensoep", "status": "beschikbaar", "prijs": 600, "korting": 0, "omschrijving": ""}
    body["visible"] = True
    changed = await api.post(f"/web/admin/update_product/{soup}", json=body, headers=headers)
    assert changed.status == 200
    assert await names_in_the_shop(api) == ["Tomatensoep"]  # the changing process cleared its own cache
    now[0] += DEFAULT_TTL - 0.01
    assert await names_in_the_shop(other_process) == before  # still within the entry's second
    now[0] += 0.01
    assert await names_in_the_shop(other_process) == ["Tomatensoep"]
