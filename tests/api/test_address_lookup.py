"""POST /web/resolve-postal-code through the real PDOK adapter, against a loopback server in PDOK's format."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer

from entrypoints.settings import Settings
from entrypoints.web.app import create_app, wait_until_ready
from soepkern.domain.postal_ranges import PostalRange
from tests.api.staff import container

SAMPLE = json.loads((Path(__file__).parents[1] / "fixtures" / "pdok-free-adres.json").read_text())


@pytest.fixture
async def pdok() -> AsyncIterator[dict[str, Any]]:
    state: dict[str, Any] = {"requests": [], "down": False}

    async def free(request: web.Request) -> web.Response:
        state["requests"].append(request.query.getall("fq"))
        if state["down"]:
            return web.Response(status=503)
        if "postcode:3581WS" in request.query.getall("fq"):
            return web.json_response(SAMPLE)
        return web.json_response({"response": {"numFound": 0, "start": 0, "docs": []}})

    app = web.Application()
    app.router.add_get("/free", free)
    server = TestServer(app)
    await server.start_server()
    state["url"] = str(server.make_url("")).rstrip("/")
    yield state
    await server.close()


async def client_for(aiohttp_client: Callable[..., Any], settings: Settings) -> TestClient[Any, Any]:
    app = create_app(settings, send_mail=False)
    client = await aiohttp_client(app)
    await wait_until_ready(app)
    return client


async def test_lookup_fills_street_and_place(
    aiohttp_client: Callable[..., Any], make_settings: Callable[..., Settings], pdok: dict[str, Any]
) -> None:
    api = await client_for(aiohttp_client, make_settings(SOEP_PDOK_URL=pdok["url"]))
    response = await api.post("/web/resolve-postal-code", json={"postcode": "3581 ws", "huisnummer": "1"})
    assert await response.json() == {"straat": "Bolstraat", "plaats": "Utrecht", "message": None, "bezorggebied": False}
    assert "postcode:3581WS" in pdok["requests"][0] and "huisnummer:1" in pdok["requests"][0]
    unknown = await api.post("/web/resolve-postal-code", json={"postcode": "9999 ZZ", "huisnummer": "5"})
    body = await unknown.json()
    assert unknown.status == 200 and body["straat"] is None and "niet gevonden" in body["message"]
    bad = await api.post("/web/resolve-postal-code", json={"postcode": "0000", "huisnummer": "x"})
    assert bad.status == 422 and set((await bad.json())["errors"]) == {"postcode", "huisnummer"}


async def test_pdok_down_is_a_friendly_answer(
    aiohttp_client: Callable[..., Any], make_settings: Callable[..., Settings], pdok: dict[str, Any]
) -> None:
    pdok["down"] = True
    api = await client_for(aiohttp_client, make_settings(SOEP_PDOK_URL=pdok["url"]))
    response = await api.post("/web/resolve-postal-code", json={"postcode": "3581WS", "huisnummer": "1"})
    assert response.status == 200
    assert (await response.json())["message"] == (
        "Het adres kan nu niet automatisch worden opgezocht. Vul straat en plaats zelf in."
    )


async def test_the_answer_says_whether_the_address_is_in_the_delivery_area(
    aiohttp_client: Callable[..., Any], make_settings: Callable[..., Settings], pdok: dict[str, Any]
) -> None:
    """Issue 25, item 8: the checkout learns it when 'Bezorgen' is chosen, not only when the order is sent; also
    while PDOK is down (only postcode and house number count)."""
    api = await client_for(aiohttp_client, make_settings(SOEP_PDOK_URL=pdok["url"]))
    async with container(api).uow_factory(write=True) as uow:
        await uow.postal_ranges.add(
            PostalRange(id=None, postcode_begin="3581AA", postcode_eind="3581ZZ", huisnummer_begin=1, huisnummer_eind=9)
        )
        await uow.commit()
    container(api).stock_view.invalidate()
    answers = []
    for postcode, huisnummer in (("3581 ws", "1"), ("3581WS", "12"), ("3582AA", "1")):
        response = await api.post("/web/resolve-postal-code", json={"postcode": postcode, "huisnummer": huisnummer})
        answers.append((await response.json())["bezorggebied"])
    assert answers == [True, False, False]
    pdok["down"] = True
    response = await api.post("/web/resolve-postal-code", json={"postcode": "3581WS", "huisnummer": "2b"})
    assert (await response.json())["bezorggebied"] is True
