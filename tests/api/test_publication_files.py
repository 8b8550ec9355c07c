"""Publication PDFs are downloads, never documents shown in the site's origin, and a PDF that carries JavaScript or
a launch action is refused (issue 23, point 9); on SQLite and PostgreSQL."""

from __future__ import annotations

import zlib
from typing import Any

import pytest
from aiohttp import FormData
from aiohttp.test_utils import TestClient

from adapters.files.publications import carries_active_content
from soepkern.services.publications_admin import ACTIVE_CONTENT
from tests.api.staff import add_user, login

Api = TestClient[Any, Any]
URL = "/web/admin/upload-publication/publicatie_jaarrekening"
PLAIN = b"%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R/OpenAction[3 0 R/Fit]>>endobj\ntrailer<<>>\n%%EOF\n"


def object_stream(body: bytes) -> bytes:
    data = zlib.compress(body)
    return (
        b"%PDF-1.5\n5 0 obj<</Type /ObjStm/N 1/First 4/Filter/FlateDecode/Length "
        + str(len(data)).encode()
        + b">>stream\n"
        + data
        + b"\nendstream\nendobj\n%%EOF\n"
    )


ACTIVE = {
    "javascript": b"%PDF-1.4\n1 0 obj<</S/JavaScript/JS(app.alert(1))>>endobj\n%%EOF\n",
    "js-only": b"%PDF-1.4\n1 0 obj<</JS 2 0 R>>endobj\n%%EOF\n",
    "launch": b"%PDF-1.4\n1 0 obj<</Type/Action/S/Launch/F(calc.exe)>>endobj\n%%EOF\n",
    "hex-escaped": b"%PDF-1.4\n1 0 obj<</S/J#61vaScript/J#53(x)>>endobj\n%%EOF\n",
    "in-object-stream": object_stream(b"6 0 <</S/JavaScript/JS(app.alert(1))>>"),
}


def pdf_form(data: bytes) -> FormData:
    form = FormData()
    form.add_field("file", data, filename="jaarrekening.pdf", content_type="application/pdf")
    return form


@pytest.mark.parametrize("label", sorted(ACTIVE))
def test_active_content_is_found_however_it_is_spelled(label: str) -> None:
    assert carries_active_content(ACTIVE[label])


def test_plain_pdfs_and_random_stream_bytes_pass() -> None:
    assert not carries_active_content(PLAIN)
    picture = b"%PDF-1.4\n4 0 obj<</Subtype/Image/Length 9>>stream\n/JS /Launch\nendstream\nendobj\n%%EOF\n"
    assert not carries_active_content(picture)  # bytes inside a stream that is no object stream are data
    assert not carries_active_content(object_stream(b"6 0 <</Type/Page/Contents 7 0 R>>"))


async def test_publications_are_served_as_sandboxed_downloads_and_scripts_are_refused(api: Api) -> None:
    await add_user(api, "baas@example.nl", rol="beheerder")
    headers = {"X-CSRF-Token": (await login(api, "baas@example.nl"))["token"]}
    stored = await api.post(URL, data=pdf_form(PLAIN), headers=headers)
    assert stored.status == 200, await stored.text()
    served = await api.get((await stored.json())["value"])
    assert served.status == 200 and served.headers["Content-Type"] == "application/pdf"
    assert served.headers["Content-Disposition"].startswith("attachment")
    assert served.headers["Content-Security-Policy"].endswith("; sandbox")
    assert served.headers["X-Content-Type-Options"] == "nosniff"
    for label, data in ACTIVE.items():
        refused = await api.post(URL, data=pdf_form(data), headers=headers)
        assert refused.status == 422, label
        assert (await refused.json())["errors"] == {"file": [ACTIVE_CONTENT]}, label
