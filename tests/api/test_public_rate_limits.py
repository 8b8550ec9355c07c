"""Checkout and other public writes are rate limited per client address (issue 10, point 5): room for a household
and a team behind one address, 429 with Retry-After and a Dutch message, distinct visitors never share a count."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from aiohttp.test_utils import TestClient

from entrypoints.settings import Settings
from entrypoints.web.app import create_app, wait_until_ready
from entrypoints.web.rate_limit import CHECKOUT_PER_ADDRESS, PUBLIC_WRITE_PER_ADDRESS
from entrypoints.web.views.monthly_gift_views import LINK_PER_ADDRESS
from tests.api.shop_data import add_open_day, add_soup, checkout

Api = TestClient[Any, Any]


async def _proxied_api(aiohttp_client: Callable[..., Any], make_settings: Callable[..., Settings]) -> Api:
    app = create_app(make_settings(SOEP_TRUSTED_PROXIES="127.0.0.1,::1"), send_mail=False)
    client = await aiohttp_client(app)
    await wait_until_ready(app)
    return client


def _is_dutch_429(response: Any, body: dict[str, Any]) -> bool:
    return response.status == 429 and int(response.headers["Retry-After"]) > 0 and body["message"].startswith("Te veel")


async def test_checkout_is_limited_per_address_with_room_for_a_team(api: Api) -> None:
    assert CHECKOUT_PER_ADDRESS.max_hits >= 20  # a team behind one address
    soup = await add_soup(api)
    row = (await add_open_day(api, {soup: 1000}, maximum=1000)).products[0].id
    statuses = []
    for n in range(CHECKOUT_PER_ADDRESS.max_hits):
        response = await api.post("/web/bestellen", json=checkout({row: 1}, email=f"lid{n}@example.nl"))
        statuses.append(response.status)
    assert set(statuses) == {200}
    refused = await api.post("/web/bestellen", json=checkout({row: 1}, email="nog1@example.nl"))
    assert _is_dutch_429(refused, await refused.json())


async def test_every_public_write_counts_against_one_per_address_limit(api: Api) -> None:
    """Routes with their own tighter limits keep them; every public write, any path, also counts here."""
    for _ in range(PUBLIC_WRITE_PER_ADDRESS.max_hits):
        response = await api.post("/web/some-future-form", json={})
        assert response.status == 404
    refused = await api.post("/web/some-future-form", json={})
    assert _is_dutch_429(refused, await refused.json())
    lookup = await api.post("/web/resolve-postal-code", json={"postcode": "3581WS", "huisnummer": "1"})
    assert lookup.status == 429
    staff = await api.post("/web/admin/create_product", json={})
    assert staff.status == 401  # staff calls are not counted here (they have sessions and roles)


async def test_distinct_visitors_behind_a_trusted_proxy_have_their_own_counts(
    aiohttp_client: Callable[..., Any], make_settings: Callable[..., Settings]
) -> None:
    api = await _proxied_api(aiohttp_client, make_settings)
    soup = await add_soup(api)
    row = (await add_open_day(api, {soup: 1000}, maximum=1000)).products[0].id
    for n in range(CHECKOUT_PER_ADDRESS.max_hits):
        headers = {"X-Forwarded-For": "203.0.113.7"}
        assert (await api.post("/web/bestellen", json=checkout({row: 1}, email=f"a{n}@x.nl"), headers=headers)).ok
    blocked = await api.post(
        "/web/bestellen", json=checkout({row: 1}, email="b@x.nl"), headers={"X-Forwarded-For": "203.0.113.7"}
    )
    assert blocked.status == 429
    other = await api.post(
        "/web/bestellen", json=checkout({row: 1}, email="c@x.nl"), headers={"X-Forwarded-For": "198.51.100.1"}
    )
    assert other.status == 200
    # a spoofed first entry does not help: the last address before the trusted proxy counts
    spoofed = await api.post(
        "/web/bestellen",
        json=checkout({row: 1}, email="d@x.nl"),
        headers={"X-Forwarded-For": "1.2.3.4, 203.0.113.7"},
    )
    assert spoofed.status == 429


async def test_forwarded_headers_from_untrusted_peers_are_ignored(api: Api) -> None:
    soup = await add_soup(api)
    row = (await add_open_day(api, {soup: 1000}, maximum=1000)).products[0].id
    for n in range(CHECKOUT_PER_ADDRESS.max_hits):
        headers = {"X-Forwarded-For": f"10.0.0.{n}"}
        await api.post("/web/bestellen", json=checkout({row: 1}, email=f"a{n}@x.nl"), headers=headers)
    response = await api.post("/web/bestellen", json=checkout({row: 1}), headers={"X-Forwarded-For": "10.9.9.9"})
    assert response.status == 429


async def test_a_limit_declared_in_the_route_table_counts_per_address(api: Api) -> None:
    """The monthly gift's 'Link kwijt?' declares its limit in its route table entry (`limit=`): ten an hour."""
    for _ in range(LINK_PER_ADDRESS.max_hits):
        response = await api.post("/web/monthly-gift/link", json={"email": "niemand@example.nl"})
        assert response.status == 200
    refused = await api.post("/web/monthly-gift/link", json={"email": "niemand@example.nl"})
    assert _is_dutch_429(refused, await refused.json())
