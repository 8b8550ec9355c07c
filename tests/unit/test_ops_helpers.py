"""Small operations helpers: trusted proxies, the response cache's age, the sliding rate-limit estimate."""

from __future__ import annotations

import asyncio
import gzip
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from adapters.db.rate_limits import WindowCount
from entrypoints.web.proxies import TrustedProxies, is_loopback
from entrypoints.web.response_cache import ResponseCache
from entrypoints.web.shared_rate_limit import CountLocally, SharedRateLimiter


def test_trusted_proxies_take_addresses_and_networks_and_ignore_rubbish() -> None:
    proxies = TrustedProxies(("10.0.0.0/24", " 192.168.1.5 ", "::1", "geen-adres", ""))
    assert "10.0.0.77" in proxies
    assert "192.168.1.5" in proxies
    assert "::1" in proxies
    assert "10.0.1.1" not in proxies
    assert "192.168.1.6" not in proxies
    assert None not in proxies
    assert "onzin" not in proxies
    assert "127.0.0.1" not in TrustedProxies()


def test_loopback() -> None:
    assert is_loopback("127.0.0.1") and is_loopback("::1")
    assert not is_loopback("203.0.113.9") and not is_loopback(None) and not is_loopback("localhost")


async def test_a_cached_answer_is_as_old_as_the_data_it_read() -> None:
    now = [100.0]
    cache = ResponseCache(ttl=1.0, clock=lambda: now[0])

    async def slow_build() -> bytes:
        now[0] += 0.6  # the build read the database at 100.0 and took 0.6 s
        return b"old"

    assert await cache.get_or_build("k", slow_build) == b"old"
    now[0] = 101.05  # 1.05 s after the read, 0.45 s after the answer was ready

    async def build() -> bytes:
        return b"new"

    assert await cache.get_or_build("k", build) == b"new"


async def test_while_an_expired_entry_is_rebuilt_other_requests_get_it_without_waiting() -> None:
    now = [100.0]
    cache = ResponseCache(ttl=1.0, clock=lambda: now[0])

    async def first() -> bytes:
        return b"old"

    await cache.get_or_build("k", first)
    now[0] = 101.5
    assert cache.fresh("k") is None  # expired, and nobody rebuilds it yet
    release = asyncio.Event()

    async def slow() -> bytes:
        await release.wait()
        return b"new"

    rebuild = asyncio.create_task(cache.get_or_build("k", slow))
    await asyncio.sleep(0)
    assert cache.fresh("k") == b"old"  # served while the rebuild runs
    release.set()
    assert await rebuild == b"new"
    assert cache.fresh("k") == b"new"


async def first_build() -> bytes:
    return b"first"


async def test_after_clear_neither_the_old_entry_nor_a_build_begun_before_it_is_served() -> None:
    now = [100.0]
    cache = ResponseCache(ttl=1.0, clock=lambda: now[0])
    release = asyncio.Event()

    async def before_the_change() -> bytes:
        await release.wait()
        return b"before"

    await cache.get_or_build("k", first_build)
    now[0] = 101.5
    rebuild = asyncio.create_task(cache.get_or_build("k", before_the_change))
    await asyncio.sleep(0)
    cache.clear()  # this process changed the data while the rebuild was reading it
    assert cache.fresh("k") is None
    release.set()
    assert await rebuild == b"before"  # its own caller still gets what it read
    assert cache.fresh("k") is None  # but it was not stored

    async def after_the_change() -> bytes:
        return b"after"

    assert await cache.get_or_build("k", after_the_change) == b"after"


async def test_the_gzipped_answer_follows_its_entry_and_never_outlives_it() -> None:
    now = [100.0]
    cache = ResponseCache(ttl=1.0, clock=lambda: now[0])

    async def build_old() -> bytes:
        return b"old " * 200

    old = await cache.get_or_build("k", build_old)
    now[0] = 100.9  # the first gzipped request comes late in the entry's life
    assert gzip.decompress(cache.gzipped("k", old)) == old
    assert cache.gzipped("k", old) is cache.gzipped("k", old)  # compressed once per entry
    now[0] = 101.0  # the entry has expired: the next request reads again

    async def build_new() -> bytes:
        return b"new " * 200

    new = await cache.get_or_build("k", build_new)
    assert gzip.decompress(cache.gzipped("k", new)) == new  # not the old body's, although that was made at 100.9


class FakeCounters:
    def __init__(self, count: WindowCount) -> None:
        self.count = count

    async def add_hit(self, name: str, key: str, window_seconds: int, now: float) -> WindowCount:
        return self.count


def limiter_with(count: WindowCount, now: float) -> SharedRateLimiter:
    limiter = SharedRateLimiter(clock=lambda: now)
    limiter._counters = FakeCounters(count)  # type: ignore[assignment]
    limiter._resolved = True
    return limiter


APP: Any = None


async def test_the_previous_window_counts_for_the_part_that_still_overlaps() -> None:
    # 600 s windows; 150 s into the current one: the previous window still counts for 75 % (12 * 0.75 + 2 > 10).
    now = 6000.0 + 150
    assert await limiter_with(WindowCount(current=2, previous=12), now).hit(APP, "l", "k", 10, 600) == 450.0
    assert await limiter_with(WindowCount(current=2, previous=8), now).hit(APP, "l", "k", 10, 600) is None


@given(current=st.integers(1, 50), previous=st.integers(0, 50), elapsed=st.floats(0, 599.9))
async def test_never_allows_more_than_the_current_window_holds(current: int, previous: int, elapsed: float) -> None:
    answer = await limiter_with(WindowCount(current, previous), 6000.0 + elapsed).hit(APP, "l", "k", 10, 600)
    if current > 10:
        assert answer is not None and 1 <= answer <= 600
    if current + previous <= 10:
        assert answer is None


async def test_without_shared_counters_the_process_counts() -> None:
    limiter = SharedRateLimiter()
    limiter._resolved = True
    with pytest.raises(CountLocally):
        await limiter.hit(APP, "l", "k", 10, 600)


def test_the_client_address_is_believed_only_from_a_trusted_proxy() -> None:
    from entrypoints.web.proxies import client_address

    proxies = TrustedProxies(("127.0.0.1", "10.0.0.0/8"))
    assert client_address("203.0.113.9", ["198.51.100.1"], proxies) == "203.0.113.9"  # not a proxy: ignored
    assert client_address("127.0.0.1", ["198.51.100.1"], proxies) == "198.51.100.1"
    # a visitor's own (forged) entry sits left of what the proxies appended: the last non-proxy entry counts
    assert client_address("127.0.0.1", ["6.6.6.6, 198.51.100.1, 10.0.0.3"], proxies) == "198.51.100.1"
    assert client_address("127.0.0.1", ["6.6.6.6", "198.51.100.1"], proxies) == "198.51.100.1"
    assert client_address("127.0.0.1", [], proxies) == "127.0.0.1"
    assert client_address("127.0.0.1", ["rommel"], proxies) == "127.0.0.1"
    assert client_address("127.0.0.1", ["10.0.0.3"], proxies) == "127.0.0.1"
