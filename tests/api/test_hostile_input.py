"""Hostile bodies and paths of every class, on every route and both databases: a Dutch 422 or a JSON 404, never
a 500 (issue 10, point 1). The classes are decided once at the edge (entrypoints/web/input_limits.py)."""

from __future__ import annotations

import itertools
import re
from collections.abc import AsyncIterator, Callable
from typing import Any

import pytest
from aiohttp.test_utils import TestClient

from entrypoints.settings import Settings
from entrypoints.web.app import create_app, wait_until_ready
from entrypoints.web.input_limits import MAX_JSON_BYTES
from tests.api.staff import add_user, login
from tests.api.test_bad_input import post_paths

Api = TestClient[Any, Any]

FIELDS = (
    "email", "voornaam", "achternaam", "naam", "name", "omschrijving", "postcode", "huisnummer", "password",
    "telefoonnummer", "opmerking", "bedrijfsnaam", "straat", "plaats", "uuid", "other", "clicked", "code",
)  # fmt: skip


def _everywhere(raw_value: str) -> str:
    """A raw JSON object with `raw_value` (JSON text) in every field the routes know, and in a product line."""
    pairs = ", ".join(f'"{name}": {raw_value}' for name in FIELDS)
    return "{" + pairs + f', "products": [{{"id": {raw_value}, "gekozen_hoeveelheid": {raw_value}}}]}}'


def hostile_bodies() -> dict[str, str]:
    return {
        "deep-list": "[" * 100_000 + "]" * 100_000,
        "deep-object": '{"a":' * 50_000 + "1" + "}" * 50_000,
        "moderately-deep": "[" * 200 + "]" * 200,
        "nul-text": _everywhere('"a\\u0000b"'),
        "control-text": _everywhere('"a\\u0007b"'),
        "lone-surrogate": _everywhere('"a\\ud800b"'),
        "lone-low-surrogate": _everywhere('"\\udfff"'),
        "int-2^31": _everywhere(str(2**31)),
        "int-2^63": _everywhere(str(2**63)),
        "int-negative-huge": _everywhere(str(-(2**63) - 5)),
        "float-huge": _everywhere("1e300"),
        "nan": _everywhere("NaN"),
        "infinity": _everywhere("-Infinity"),
        "huge-digit-string": _everywhere('"99999999999999999999"'),
        "key-with-nul": '{"a\\u0000": 1}',
        "long-text-300": _everywhere('"' + "x" * 300 + '"'),
        "long-text-70000": _everywhere('"' + "y" * 70_000 + '"'),
        "not-utf8": '{"email": "\xff\xfe"}',
        "too-large": '{"naam": "' + "x" * (MAX_JSON_BYTES + 10) + '"}',
    }


# Bodies that are well-formed and only wrong for some fields: a route that never reads those fields may accept them.
LENIENT = {"moderately-deep", "huge-digit-string", "long-text-300", "long-text-70000"}
PUBLIC_JSON_ROUTES = ("/web/bestellen", "/web/login", "/web/resolve-postal-code", "/web/resetpassword")


async def _staff_headers(api: Api) -> dict[str, str]:
    await add_user(api, "baas@example.nl", rol="superuser")
    session = await login(api, "baas@example.nl")
    return {"X-CSRF-Token": session["token"], "Content-Type": "application/json"}


@pytest.fixture
async def many_visitors_api(
    aiohttp_client: Callable[..., Any], make_settings: Callable[..., Settings]
) -> AsyncIterator[Api]:
    """The app behind a trusted proxy (the test client), so each request can come from a visitor of its own: the
    walk sends thousands of bodies, far more than the per-address limits of the public writes allow."""
    app = create_app(make_settings(SOEP_TRUSTED_PROXIES="127.0.0.1"), send_mail=False)
    client = await aiohttp_client(app)
    await wait_until_ready(app)
    yield client


async def test_no_route_answers_500_to_hostile_bodies(many_visitors_api: Api) -> None:
    api = many_visitors_api
    headers = await _staff_headers(api)
    visitors = itertools.count(1)
    failures = []
    for path in post_paths(api):
        for label, raw in hostile_bodies().items():
            data = raw.encode("utf-8", "surrogatepass") if label != "not-utf8" else raw.encode("latin-1")
            n = next(visitors)
            visitor = {"X-Forwarded-For": f"198.51.{n // 250 % 250}.{n % 250 + 1}"}  # a documentation address
            response = await api.post(path, data=data, headers={**headers, **visitor})
            if response.status >= 500:
                failures.append((path, label, response.status, (await response.text())[:200]))
            elif path in PUBLIC_JSON_ROUTES and label not in LENIENT:
                body = await response.json()
                if response.status != 422 or not body.get("message"):
                    failures.append((path, label, response.status, body))
    assert failures == []


@pytest.mark.parametrize("label", sorted(hostile_bodies()))
async def test_public_checkout_answers_dutch_422_for_each_class(api: Api, label: str) -> None:
    raw = hostile_bodies()[label]
    data = raw.encode("utf-8", "surrogatepass") if label != "not-utf8" else raw.encode("latin-1")
    response = await api.post("/web/bestellen", data=data, headers={"Content-Type": "application/json"})
    assert response.status == 422
    body = await response.json()
    assert body["message"] and body["errors"], body


def id_paths(api: Api) -> list[tuple[str, str]]:
    routes = []
    for route in api.server.app.router.routes():
        info = route.resource.get_info() if route.resource is not None else {}
        formatter = info.get("formatter") or ""
        if re.search(r"\{(id|product)\}", formatter) and route.method != "HEAD":  # HEAD answers carry no body
            routes.append((route.method, formatter))
    return sorted(set(routes))


@pytest.mark.parametrize("huge", [str(2**31), str(2**63), "9" * 40, "1e5", "٣"])
async def test_path_ids_that_cannot_exist_answer_json_404(api: Api, huge: str) -> None:
    headers = await _staff_headers(api)
    routes = id_paths(api)
    assert len(routes) >= 15
    failures = []
    for method, formatter in routes:
        path = re.sub(r"\{(id|product)\}", huge, formatter)
        response = await api.request(method, path, json={}, headers=headers)
        if response.status != 404 or "message" not in await response.json():
            failures.append((method, path, response.status))
    assert failures == []


MALFORMED_MULTIPART = {
    "no-boundary": ("multipart/form-data", b"--x\r\nContent-Disposition: form-data; name=a\r\n\r\n1\r\n--x--\r\n"),
    "wrong-boundary": ("multipart/form-data; boundary=zzz", b"--x\r\nhello\r\n--x--\r\n"),
    "garbage": ("multipart/form-data; boundary=x", b"\x00\xff" * 500),
    "no-end": ("multipart/form-data; boundary=x", b'--x\r\nContent-Disposition: form-data; name="image"'),
    "bad-headers": ("multipart/form-data; boundary=x", b"--x\r\n\xff\xfe: \x00\r\n\r\nabc\r\n--x--\r\n"),
    "nameless": ("multipart/form-data; boundary=x", b"--x\r\nContent-Type: text/plain\r\n\r\nabc\r\n--x--\r\n"),
    "nested": (
        "multipart/form-data; boundary=x",
        b"--x\r\nContent-Type: multipart/mixed; boundary=y\r\n\r\n--y\r\n\r\nq\r\n--y--\r\n--x--\r\n",
    ),
    "nul-field": (
        "multipart/form-data; boundary=x",
        b'--x\r\nContent-Disposition: form-data; name="name"\r\n\r\na\x00b\r\n--x--\r\n',
    ),
}


@pytest.mark.parametrize("label", sorted(MALFORMED_MULTIPART))
async def test_malformed_multipart_is_a_dutch_422(api: Api, label: str) -> None:
    headers = await _staff_headers(api)
    from tests.api.shop_data import add_soup

    product_id = await add_soup(api)
    content_type, body = MALFORMED_MULTIPART[label]
    for kind in ("extra", "resized"):
        response = await api.post(
            f"/web/admin/product-upload-{kind}-picture/{product_id}",
            data=body,
            headers={"X-CSRF-Token": headers["X-CSRF-Token"], "Content-Type": content_type},
        )
        assert response.status == 422, (kind, await response.text())
        assert (await response.json())["message"]


@pytest.mark.parametrize("method", ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"])
async def test_unknown_api_paths_answer_json_404_for_every_method(api: Api, method: str) -> None:
    for path in ("/web/does-not-exist", "/api/nothing/here", "/web/admin/x/1", "/web/", "/api/"):
        response = await api.request(method, path, json={})
        assert response.status == 404, (method, path)
        assert (await response.json())["message"] == "Niet gevonden."


async def test_a_known_api_path_with_another_method_is_a_json_405(api: Api) -> None:
    response = await api.request("PUT", "/web/bestellen", json={})
    assert response.status == 405
    assert "POST" in response.headers["Allow"]
    assert (await response.json())["message"]
    response = await api.post("/web/get_products", json={})
    assert response.status == 405


async def test_query_strings_with_forbidden_characters_are_a_dutch_422_on_every_get_route(api: Api) -> None:
    headers = await _staff_headers(api)
    paths = sorted(
        {
            re.sub(r"\{[^}]+\}", "1", route.resource.get_info().get("path") or route.resource.get_info()["formatter"])
            for route in api.server.app.router.routes()
            if route.method == "GET" and route.resource is not None and is_api(route.resource.canonical)
        }
    )
    assert len(paths) >= 10
    failures = []
    for path in paths:
        for query in ("?zoek=a%00b", "?q=%1B", "?a%01=1", "?zoek=" + "x" * 2000):
            response = await api.get(path + query, headers=headers)
            if response.status != 422 or not (await response.json())["message"]:
                failures.append((path, query[:20], response.status))
    assert failures == []


def is_api(path: str) -> bool:
    return path.startswith(("/web/", "/api/")) and "{tail}" not in path


# Every path parameter, whatever its name (search words, uuids, file names, payment ids, ids): values that no
# resource of this site can have. On PostgreSQL a NUL in a text comparison or a number outside int4 used to escape.
HOSTILE_PATH_VALUES = {
    "nul": "a%00b",
    "control": "a%07b",
    "escape": "%1B",
    "encoded-surrogate": "%ED%A0%80",
    "int-2^31": str(2**31),
    "int-2^63": str(2**63),
    "long": "x" * 3000,
}
MUST_REFUSE = {"nul", "control", "escape"}


def parameter_paths(api: Api) -> list[tuple[str, str]]:
    routes = []
    for route in api.server.app.router.routes():
        info = route.resource.get_info() if route.resource is not None else {}
        formatter = info.get("formatter") or ""
        if "{" in formatter and "{tail" not in formatter and route.method != "HEAD":
            routes.append((route.method, formatter))
    return sorted(set(routes))


async def test_no_path_parameter_value_gives_a_500(many_visitors_api: Api) -> None:
    api = many_visitors_api
    headers = await _staff_headers(api)
    routes = parameter_paths(api)
    assert len(routes) >= 40
    visitors = itertools.count(1)
    failures = []
    for method, formatter in routes:
        for label, value in HOSTILE_PATH_VALUES.items():
            path = re.sub(r"\{[^}]+\}", value, formatter)
            n = next(visitors)
            visitor = {"X-Forwarded-For": f"198.18.{n // 250 % 250}.{n % 250 + 1}"}
            response = await api.request(method, path, json={}, headers={**headers, **visitor})
            if response.status >= 500:
                failures.append((method, formatter, label, response.status, (await response.text())[:200]))
            elif label in MUST_REFUSE and response.status not in (404, 422):
                failures.append((method, formatter, label, response.status))
            elif response.status >= 400 and is_api(formatter) and "message" not in await response.json():
                failures.append((method, formatter, label, response.status, "no Dutch message"))
    assert failures == []


@pytest.mark.parametrize("label", sorted(MUST_REFUSE))
async def test_public_pages_with_forbidden_characters_are_no_500(api: Api, label: str) -> None:
    value = HOSTILE_PATH_VALUES[label]
    for path in (f"/dagelijkse-soep/{value}", f"/{value}", f"/meedoen/werken-bij/{value}"):
        response = await api.get(path)
        assert response.status < 500, (path, response.status)
