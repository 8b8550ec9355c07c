"""PdokAddressLookup against a loopback server that answers in PDOK Locatieserver's JSON format."""

from __future__ import annotations

import asyncio
import copy
import json
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import aiohttp
import attrs
import pytest
from aiohttp import web
from aiohttp.test_utils import TestServer
from multidict import MultiMapping

from adapters.http.pdok import PdokAddressLookup
from soepkern.domain.route_plan import Point
from soepkern.ports import Address, LookupUnavailable

FIXTURE = json.loads((Path(__file__).parents[1] / "fixtures" / "pdok-free-adres.json").read_text("utf-8"))
BOLSTRAAT = Address(straat="Bolstraat", plaats="Utrecht")


def doc(**changes: Any) -> dict[str, Any]:
    """The fixture's address, changed (None removes a field, as PDOK leaves empty fields out)."""
    result: dict[str, Any] = copy.deepcopy(FIXTURE["response"]["docs"][0])
    for field, value in changes.items():
        if value is None:
            result.pop(field, None)
        else:
            result[field] = value
    return result


def answer(*docs: dict[str, Any]) -> dict[str, Any]:
    result: dict[str, Any] = copy.deepcopy(FIXTURE)
    result["response"]["docs"] = list(docs)
    result["response"]["numFound"] = len(docs)
    return result


@attrs.define
class FakePdok:
    """What the loopback server answers, and the queries it received."""

    payload: object = attrs.Factory(lambda: copy.deepcopy(FIXTURE))
    status: int = 200
    raw_body: str | None = None
    delay: float = 0.0
    requests: list[MultiMapping[str]] = attrs.Factory(list)
    paths: list[str] = attrs.Factory(list)

    async def free(self, request: web.Request) -> web.Response:
        self.requests.append(request.query)
        self.paths.append(request.path)
        if self.delay:
            await asyncio.sleep(self.delay)
        if self.raw_body is not None:
            return web.Response(status=self.status, text=self.raw_body, content_type="application/json")
        return web.json_response(self.payload, status=self.status)


@pytest.fixture
async def pdok(aiohttp_server: Callable[..., Any]) -> tuple[FakePdok, TestServer]:
    fake = FakePdok()
    app = web.Application()
    app.router.add_get("/bzk/locatieserver/search/v3_1/free", fake.free)
    server = await aiohttp_server(app, host="127.0.0.1")
    return fake, server


@pytest.fixture
async def make_lookup(pdok: tuple[FakePdok, TestServer]) -> AsyncIterator[Callable[..., PdokAddressLookup]]:
    _, server = pdok
    made: list[PdokAddressLookup] = []

    def make(**options: Any) -> PdokAddressLookup:
        lookup = PdokAddressLookup(str(server.make_url("/bzk/locatieserver/search/v3_1/")), **options)
        made.append(lookup)
        return lookup

    yield make
    for lookup in made:
        await lookup.close()


@pytest.fixture
def fake(pdok: tuple[FakePdok, TestServer]) -> FakePdok:
    return pdok[0]


async def test_finds_street_and_place_in_pdoks_answer(make_lookup: Callable[..., PdokAddressLookup]) -> None:
    assert await make_lookup().lookup("3581WS", 1) == BOLSTRAAT


async def test_keeps_the_point_of_centroide_ll(make_lookup: Callable[..., PdokAddressLookup]) -> None:
    address = await make_lookup().lookup("3581WS", 1)

    assert address is not None
    assert address.point == Point(lat=52.08884161, lon=5.13287587)


@pytest.mark.parametrize("centroid", [None, "", "POINT(garbage)", "POINT(200 95)"])
async def test_an_address_without_a_usable_centroid_has_no_point(
    make_lookup: Callable[..., PdokAddressLookup], fake: FakePdok, centroid: str | None
) -> None:
    fake.payload = answer(doc(centroide_ll=centroid) if centroid is not None else doc(centroide_ll=None))

    address = await make_lookup().lookup("3581WS", 1)

    assert address == BOLSTRAAT
    assert address is not None and address.point is None


async def test_sends_the_filters_of_the_free_endpoint(
    make_lookup: Callable[..., PdokAddressLookup], fake: FakePdok
) -> None:
    await make_lookup().lookup(" 3581 ws ", 1)

    [query] = fake.requests
    assert fake.paths == ["/bzk/locatieserver/search/v3_1/free"]
    assert sorted(query.getall("fq")) == ["huisnummer:1", "postcode:3581WS", "type:adres"]
    assert query["rows"] == "10"
    assert {"straatnaam", "centroide_ll"} <= set(query["fl"].split(","))


@pytest.mark.parametrize(
    ("toevoeging", "expected_street"),
    [
        ("", "Plain"),
        ("a", "Letter A"),
        ("A", "Letter A"),
        ("1a", "Letter A"),
        ("2", "Addition 2"),
        ("-2", "Addition 2"),
        ("1-2", "Addition 2"),
        ("A-2", "Letter A addition 2"),
        ("a 2", "Letter A addition 2"),
        ("bis", "Addition bis"),
        ("BIS", "Addition bis"),
        ("Z", "Letter A"),  # no such address: the first doc
    ],
)
async def test_matches_house_letter_and_addition(
    make_lookup: Callable[..., PdokAddressLookup], fake: FakePdok, toevoeging: str, expected_street: str
) -> None:
    fake.payload = answer(
        doc(straatnaam="Letter A", huisletter="A", huis_nlt="1A"),
        doc(straatnaam="Letter A addition 2", huisletter="A", huisnummertoevoeging="2", huis_nlt="1A-2"),
        doc(straatnaam="Addition 2", huisnummertoevoeging="2", huis_nlt="1-2"),
        doc(straatnaam="Plain"),
        doc(straatnaam="Addition bis", huisnummertoevoeging="bis", huis_nlt="1-bis"),
    )

    address = await make_lookup().lookup("3581WS", 1, toevoeging)

    assert address == Address(straat=expected_street, plaats="Utrecht")


async def test_without_addition_takes_the_first_address_when_there_is_no_plain_one(
    make_lookup: Callable[..., PdokAddressLookup], fake: FakePdok
) -> None:
    fake.payload = answer(doc(straatnaam="First", huisletter="B"), doc(straatnaam="Second", huisletter="C"))

    assert await make_lookup().lookup("3581WS", 1) == Address(straat="First", plaats="Utrecht")


async def test_reads_the_letter_from_huis_nlt_when_the_separate_fields_are_missing(
    make_lookup: Callable[..., PdokAddressLookup], fake: FakePdok
) -> None:
    fake.payload = answer(doc(straatnaam="Plain"), doc(straatnaam="Letter C", huis_nlt="1C"))

    assert await make_lookup().lookup("3581WS", 1, "c") == Address(straat="Letter C", plaats="Utrecht")


async def test_unknown_address_is_none(make_lookup: Callable[..., PdokAddressLookup], fake: FakePdok) -> None:
    fake.payload = answer()

    assert await make_lookup().lookup("9999ZZ", 1) is None


async def test_a_second_lookup_comes_from_the_cache(
    make_lookup: Callable[..., PdokAddressLookup], fake: FakePdok
) -> None:
    lookup = make_lookup()

    first = await lookup.lookup("3581WS", 1)
    second = await lookup.lookup("3581 ws", 1, "")
    fake.status = 500  # the cache answers, so PDOK being down now does not matter
    third = await lookup.lookup("3581WS", 1, "a")

    assert first == second == third == BOLSTRAAT
    assert len(fake.requests) == 1


async def test_the_cache_expires_after_its_ttl(make_lookup: Callable[..., PdokAddressLookup], fake: FakePdok) -> None:
    now = [1000.0]
    lookup = make_lookup(ttl=60, clock=lambda: now[0])

    await lookup.lookup("3581WS", 1)
    now[0] += 59
    await lookup.lookup("3581WS", 1)
    assert len(fake.requests) == 1

    now[0] += 2
    await lookup.lookup("3581WS", 1)
    assert len(fake.requests) == 2


async def test_unknown_addresses_are_cached_for_a_shorter_time(
    make_lookup: Callable[..., PdokAddressLookup], fake: FakePdok
) -> None:
    now = [1000.0]
    lookup = make_lookup(ttl=3600, unknown_ttl=60, clock=lambda: now[0])
    fake.payload = answer()

    assert await lookup.lookup("9999ZZ", 1) is None
    assert await lookup.lookup("9999ZZ", 1) is None
    assert len(fake.requests) == 1

    now[0] += 61
    fake.payload = answer(doc())
    assert await lookup.lookup("9999ZZ", 1) == BOLSTRAAT
    assert len(fake.requests) == 2


async def test_the_cache_keeps_only_the_most_recently_used(
    make_lookup: Callable[..., PdokAddressLookup], fake: FakePdok
) -> None:
    lookup = make_lookup(cache_size=2)

    await lookup.lookup("3581WS", 1)
    await lookup.lookup("3581WS", 2)
    await lookup.lookup("3581WS", 1)  # cached, and now the most recent
    await lookup.lookup("3581WS", 3)  # pushes out number 2
    await lookup.lookup("3581WS", 1)
    await lookup.lookup("3581WS", 2)

    assert [query.getall("fq")[-1] for query in fake.requests] == [
        "huisnummer:1",
        "huisnummer:2",
        "huisnummer:3",
        "huisnummer:2",
    ]


async def test_a_slow_server_makes_the_lookup_unavailable(
    make_lookup: Callable[..., PdokAddressLookup], fake: FakePdok
) -> None:
    fake.delay = 1.0
    lookup = make_lookup(timeout=0.1)

    with pytest.raises(LookupUnavailable):
        await lookup.lookup("3581WS", 1)


@pytest.mark.parametrize("status", [500, 503, 400, 429])
async def test_an_error_status_makes_the_lookup_unavailable(
    make_lookup: Callable[..., PdokAddressLookup], fake: FakePdok, status: int
) -> None:
    fake.status = status

    with pytest.raises(LookupUnavailable):
        await make_lookup().lookup("3581WS", 1)


@pytest.mark.parametrize("body", ["<html>Bad gateway</html>", "[]", '{"response": {"docs": "none"}}', "{"])
async def test_an_answer_in_another_format_makes_the_lookup_unavailable(
    make_lookup: Callable[..., PdokAddressLookup], fake: FakePdok, body: str
) -> None:
    fake.raw_body = body

    with pytest.raises(LookupUnavailable):
        await make_lookup().lookup("3581WS", 1)


async def test_failures_are_not_cached(make_lookup: Callable[..., PdokAddressLookup], fake: FakePdok) -> None:
    lookup = make_lookup()
    fake.status = 500
    with pytest.raises(LookupUnavailable):
        await lookup.lookup("3581WS", 1)

    fake.status = 200
    assert await lookup.lookup("3581WS", 1) == BOLSTRAAT
    assert len(fake.requests) == 2


async def test_an_unreachable_server_makes_the_lookup_unavailable(unused_tcp_port: int) -> None:
    lookup = PdokAddressLookup(f"http://127.0.0.1:{unused_tcp_port}/v3_1", timeout=1)
    try:
        with pytest.raises(LookupUnavailable):
            await lookup.lookup("3581WS", 1)
    finally:
        await lookup.close()


@pytest.mark.parametrize(
    ("postcode", "huisnummer"), [("3581W", 1), ("0581WS", 1), ("3581WS OR *:*", 1), ("3581WS", 0), ("3581WS", -1)]
)
async def test_an_impossible_address_is_none_without_asking_pdok(
    make_lookup: Callable[..., PdokAddressLookup], fake: FakePdok, postcode: str, huisnummer: int
) -> None:
    assert await make_lookup().lookup(postcode, huisnummer) is None
    assert fake.requests == []


async def test_a_shared_session_is_used_and_left_open(pdok: tuple[FakePdok, TestServer]) -> None:
    fake, server = pdok
    async with aiohttp.ClientSession() as session:
        lookup = PdokAddressLookup(str(server.make_url("/bzk/locatieserver/search/v3_1")), session=session)

        assert await lookup.lookup("3581WS", 1) == BOLSTRAAT
        await lookup.close()

        assert not session.closed
        assert len(fake.requests) == 1
