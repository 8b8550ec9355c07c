"""Every answer the API tests see is checked against the OpenAPI document (docs/api.md 'The document kept true').

`CheckedTestClient` is the aiohttp test client of tests/api (see tests/api/conftest.py): after each request it
validates the answer (and any redirect before it) with openapi-core and fails the test with a clear message when the
answer breaks the document. Paths and methods the document does not declare (unknown API paths, the web app's pages)
are left alone: other tests check those. The validator is built once per test session.
"""

from __future__ import annotations

import functools
import re
from typing import Any

from aiohttp import ClientResponse
from aiohttp.test_utils import TestClient
from openapi_core import OpenAPI
from openapi_core.datatypes import RequestParameters
from werkzeug.datastructures import Headers, ImmutableMultiDict

from entrypoints.web.openapi import build_document


class DocumentViolation(AssertionError):
    pass


@functools.cache
def _openapi() -> OpenAPI:
    return OpenAPI.from_dict(build_document())


@functools.cache
def _declared() -> list[tuple[re.Pattern[str], frozenset[str]]]:
    found = []
    for path, item in build_document()["paths"].items():
        pattern = re.compile("^" + re.sub(r"\\{\w+\\}", "[^/]+", re.escape(path)) + "$")
        found.append((pattern, frozenset(item)))
    return found


def is_declared(method: str, path: str) -> bool:
    return any(pattern.match(path) and method.lower() in methods for pattern, methods in _declared())


class _Request:
    def __init__(self, response: ClientResponse) -> None:
        url = response.url
        self.host_url = f"{url.scheme}://{url.raw_authority}"
        self.path = url.path
        self.method = response.method.lower()
        self.body = None
        self.content_type = ""
        self.parameters = RequestParameters(
            query=ImmutableMultiDict(list(url.query.items())),
            header=Headers(list(response.request_info.headers.items())),
        )


class _Response:
    def __init__(self, response: ClientResponse, body: bytes) -> None:
        self.status_code = response.status
        self.content_type = response.headers.get("Content-Type", "")
        self.headers = Headers(list(response.headers.items()))
        self.data = body


async def check_response(response: ClientResponse) -> None:
    """Raises DocumentViolation when a declared call answered something the document does not allow."""
    for answer in (*response.history, response):
        if not is_declared(answer.method, answer.url.path):
            continue
        body = await answer.read()
        try:
            _openapi().validate_response(_Request(answer), _Response(answer, body))
        except Exception as exc:
            reasons = "; ".join(str(e) for e in getattr(exc, "schema_errors", ()) or [getattr(exc, "__cause__", "")])
            raise DocumentViolation(
                f"{answer.method} {answer.url.path} answered {answer.status}, which breaks the OpenAPI document "
                f"(src/entrypoints/web/openapi/): {exc!r} {reasons}\nbody: {body[:500]!r}"
            ) from exc


class CheckedTestClient(TestClient[Any, Any]):
    async def _request(self, method: str, path: Any, **kwargs: Any) -> ClientResponse:
        response = await super()._request(method, path, **kwargs)
        await check_response(response)
        return response
