"""Every text answer is gzipped when the client accepts it (and only then), with Vary: Accept-Encoding."""

from __future__ import annotations

import json
from typing import Any

from aiohttp.test_utils import TestClient

from entrypoints.web.compression import accepts_gzip
from tests.api.shop_data import add_soup


async def _catalogue_of_some_size(api: TestClient[Any, Any]) -> None:
    for n in range(12):
        await add_soup(api, naam=f"Soep nummer {n} met een lange naam")


async def test_json_answers_are_gzipped_when_asked(api):
    await _catalogue_of_some_size(api)
    response = await api.get("/web/get_products", headers={"Accept-Encoding": "gzip, deflate"})
    assert response.status == 200
    assert response.headers["Content-Encoding"] == "gzip"
    assert "Accept-Encoding" in response.headers["Vary"]
    body = await response.read()  # the client decompresses
    assert len(json.loads(body)) == 12
    assert int(response.headers["Content-Length"]) < len(body)


async def test_json_answers_are_plain_when_not_asked(api):
    await _catalogue_of_some_size(api)
    for accept in ("identity", "gzip;q=0", "br"):
        response = await api.get("/web/get_products", headers={"Accept-Encoding": accept})
        assert response.status == 200
        assert "Content-Encoding" not in response.headers, accept
        assert "Accept-Encoding" in response.headers["Vary"]
        body = await response.read()
        assert int(response.headers["Content-Length"]) == len(body)
        assert len(json.loads(body)) == 12


async def test_small_answers_stay_plain(api):
    response = await api.get("/web/get_products", headers={"Accept-Encoding": "gzip"})
    assert await response.json() == []
    assert "Content-Encoding" not in response.headers


async def test_html_pages_are_gzipped_when_asked(api):
    response = await api.get("/", headers={"Accept-Encoding": "gzip"})
    plain = await api.get("/", headers={"Accept-Encoding": "identity"})
    assert response.status == plain.status == 200
    assert "Accept-Encoding" in response.headers["Vary"]
    assert "Content-Encoding" not in plain.headers
    assert await response.text() == await plain.text()


def test_accept_encoding_parsing():
    assert accepts_gzip("gzip")
    assert accepts_gzip("br, gzip;q=0.5")
    assert accepts_gzip("*")
    assert not accepts_gzip("")
    assert not accepts_gzip("identity")
    assert not accepts_gzip("gzip;q=0")
    assert not accepts_gzip("*, gzip;q=0")
    assert not accepts_gzip("gzip;q=abc")
