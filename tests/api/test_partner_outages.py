"""PDOK and Mollie slow or down, through the whole app (SQLite and PostgreSQL), against loopback servers that hang
or answer 500: each call returns within its time-out with a Dutch message, other requests are not held up, and
nothing is lost (the visitor types the street and orders; a donation is kept as `mislukt`)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from typing import Any

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer

from adapters.http import mollie, pdok
from adapters.http.mollie import MolliePayments
from entrypoints.settings import Settings
from entrypoints.web.app import create_app, wait_until_ready
from tests.api.shop_data import add_open_day, add_soup, checkout
from tests.api.staff import container
from tests.api.test_donations import DONOR, donations
from tests.api.test_shop import row_of

Api = TestClient[Any, Any]
PDOK_DOWN = "Het adres kan nu niet automatisch worden opgezocht. Vul straat en plaats zelf in."
MOLLIE_DOWN = "Betalen met iDEAL is op dit moment niet mogelijk. Probeer het later opnieuw."
MOLLIE_TEST_TIMEOUT = 1.5  # the app's Mollie client is rebuilt with this, to keep the test short
MARGIN = 1.5  # seconds on top of a time-out for the rest of the request


class Partner:
    """A loopback server whose every answer hangs (until the test ends) or is an HTTP 500."""

    def __init__(self, mode: str) -> None:
        self.mode = mode
        self.calls = 0
        self.release = asyncio.Event()

    async def answer(self, _request: web.Request) -> web.Response:
        self.calls += 1
        if self.mode == "hang":
            await self.release.wait()
        return web.json_response({"status": 500, "title": "Internal Server Error"}, status=500)


@pytest.fixture(params=["hang", "500"])
async def partner(request: pytest.FixtureRequest) -> AsyncIterator[tuple[Partner, str]]:
    fake = Partner(request.param)
    app = web.Application()
    app.router.add_route("*", "/{tail:.*}", fake.answer)
    server = TestServer(app, host="127.0.0.1")
    await server.start_server()
    try:
        yield fake, str(server.make_url("")).rstrip("/")
    finally:
        fake.release.set()
        await server.close()


async def client(aiohttp_client: Callable[..., Any], settings: Settings) -> Api:
    app = create_app(settings, send_mail=False)
    api = await aiohttp_client(app)
    await wait_until_ready(app)
    return api


async def timed(call: Any) -> tuple[Any, float]:
    loop = asyncio.get_running_loop()
    started = loop.time()
    result = await call
    return result, loop.time() - started


async def test_pdok_down_the_visitor_types_the_street_and_orders(
    aiohttp_client: Callable[..., Any], make_settings: Callable[..., Settings], partner: tuple[Partner, str]
) -> None:
    fake, url = partner
    api = await client(aiohttp_client, make_settings(SOEP_PDOK_URL=url))
    soup = await add_soup(api)
    await add_open_day(api, {soup: 10})
    row = await row_of(api, soup)

    lookup = asyncio.ensure_future(
        timed(api.post("/web/resolve-postal-code", json={"postcode": "3581WS", "huisnummer": "1"}))
    )
    # while the lookup waits for PDOK, the visitor's order (street typed by hand) goes through at once
    order, order_took = await timed(api.post("/web/bestellen", json=checkout({row: 1})))
    assert order.status == 200, await order.text()
    assert order_took < 2
    response, took = await lookup
    assert response.status == 200
    # The delivery area is decided without PDOK (postcode and house number only); no range is set up here.
    assert await response.json() == {"straat": None, "plaats": None, "message": PDOK_DOWN, "bezorggebied": False}
    assert took < pdok.DEFAULT_TIMEOUT_SECONDS + MARGIN
    assert fake.calls == 1


async def test_mollie_down_the_donation_answers_502_in_dutch_and_is_kept(
    aiohttp_client: Callable[..., Any], make_settings: Callable[..., Settings], partner: tuple[Partner, str]
) -> None:
    fake, url = partner
    key = "test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM"
    settings = make_settings(
        SOEP_MOLLIE_API_KEY=key, SOEP_MOLLIE_API_URL=f"{url}/v2", SOEP_PUBLIC_URL="https://soep.example"
    )
    api = await client(aiohttp_client, settings)
    c = container(api)
    assert isinstance(c.payments, MolliePayments)
    assert mollie.DEFAULT_TIMEOUT_SECONDS <= 10  # the production time-out is short too
    await c.payments.close()
    c.payments = MolliePayments(key, f"{url}/v2", timeout=MOLLIE_TEST_TIMEOUT)
    try:
        donation = asyncio.ensure_future(timed(api.post("/web/donate", json=DONOR)))
        # other visitors are not held up while Mollie hangs
        catalogue, catalogue_took = await timed(api.get("/web/get_products"))
        assert catalogue.status == 200 and catalogue_took < 1
        response, took = await donation
        assert response.status == 502
        assert (await response.json())["message"] == MOLLIE_DOWN
        assert took < MOLLIE_TEST_TIMEOUT + MARGIN
        [kept] = await donations(api)
        assert kept.status.value == "mislukt" and kept.bedrag == DONOR["bedrag"]
        assert fake.calls >= 1
    finally:
        await c.payments.close()
