"""A cached JSON answer writes its header block from bytes prepared once per cache entry (`PreparedResponse`,
decision 0123): the bytes on the wire are those aiohttp's own path writes for the same answer (every header, the
same values), with a request id of each request's own and a body that matches `Content-Length`, also on a
keep-alive connection with requests pipelined."""

from __future__ import annotations

import asyncio
import gzip
import json
from typing import Any

from aiohttp.test_utils import TestClient

from tests.api.shop_data import add_soup

VARYING = {"date", "x-request-id"}


async def _exchange(api: TestClient[Any, Any], raw: bytes, answers: int) -> list[tuple[str, dict[str, str], bytes]]:
    """`raw` sent over one connection; `answers` answers read back (status line, headers, body)."""
    reader, writer = await asyncio.open_connection(api.server.host, api.server.port)
    try:
        writer.write(raw)
        await writer.drain()
        found = []
        for _ in range(answers):
            block = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1")
            status, *lines = block.split("\r\n")[:-2]
            headers: dict[str, str] = {}
            for line in lines:
                name, _, value = line.partition(": ")
                assert name.lower() not in headers, f"{name} twice"
                headers[name.lower()] = value
            body = await reader.readexactly(int(headers["content-length"]))
            found.append((status, headers, body))
        return found
    finally:
        writer.close()


def _request(path: str, version: str = "1.1", extra: str = "") -> bytes:
    return f"GET {path} HTTP/{version}\r\nHost: localhost\r\n{extra}\r\n".encode()


async def test_pipelined_catalogue_answers_are_whole_and_keep_every_header(api):
    for n in range(3):
        await add_soup(api, naam=f"Soep {n}")
    answers = await _exchange(api, _request("/web/get_products") * 3, 3)
    # HTTP/1.0 takes aiohttp's own path (the prepared block is for HTTP/1.1 keep-alive only)
    [(own_status, own_headers, own_body)] = await _exchange(api, _request("/web/get_products", "1.0"), 1)
    assert own_status == "HTTP/1.0 200 OK"
    own_headers.pop("connection", None)
    ids = set()
    for status, headers, body in answers:
        assert status == "HTTP/1.1 200 OK"
        assert body == own_body and len(json.loads(body)) == 3
        assert {k: v for k, v in headers.items() if k not in VARYING} == {
            k: v for k, v in own_headers.items() if k not in VARYING
        }
        assert headers["content-security-policy"] == "default-src 'none'; frame-ancestors 'none'"
        assert headers["x-content-type-options"] == "nosniff"
        assert headers["cache-control"] == "no-cache"  # (the cache's own; the API's no-store is not added over it)
        assert headers["date"].endswith(" GMT")
        ids.add(headers["x-request-id"])
    assert len(ids) == 3  # every answer its own request id


async def test_gzipped_catalogue_answer(api):
    for n in range(12):
        await add_soup(api, naam=f"Soep nummer {n} met een lange naam")
    gzip_asked = _request("/web/get_products", extra="Accept-Encoding: gzip\r\n")
    [(status, headers, body)] = await _exchange(api, gzip_asked, 1)
    assert status == "HTTP/1.1 200 OK"
    assert headers["content-encoding"] == "gzip"
    assert "Accept-Encoding" in headers["vary"]
    assert len(json.loads(gzip.decompress(body))) == 12


async def test_closing_connections_take_aiohttps_path(api):
    closing = _request("/web/get_products", extra="Connection: close\r\n")
    [(status, headers, body)] = await _exchange(api, closing, 1)
    assert status == "HTTP/1.1 200 OK"
    assert headers["connection"] == "close"
    assert json.loads(body) == []
    assert headers["x-content-type-options"] == "nosniff" and headers["x-request-id"]
