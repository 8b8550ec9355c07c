"""MolliePayments against a loopback server that answers in Mollie's Payments API v2 format, and the built-in
BuiltinPayments used when no Mollie key is configured."""

from __future__ import annotations

import asyncio
import copy
import json
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import attrs
import pytest
from aiohttp import web
from aiohttp.test_utils import TestServer

from adapters.http.builtin_payments import BuiltinPayments
from adapters.http.mollie import MolliePayments, PaymentUnavailable, format_amount
from soepkern.ports import PaymentLink, Payments

FIXTURE = json.loads((Path(__file__).parents[1] / "fixtures" / "mollie-payment-created.json").read_text("utf-8"))
API_KEY = "test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM"
CHECKOUT_URL = "https://www.mollie.com/payscreen/select-method/7UhSN1zuXS"


@attrs.frozen
class ReceivedRequest:
    method: str
    path: str
    raw_path: str
    headers: dict[str, str]
    body: Any


@attrs.define
class FakeMollie:
    """What the loopback server answers, and the requests it received."""

    payment: dict[str, Any] = attrs.Factory(lambda: copy.deepcopy(FIXTURE))
    status: int | None = None
    raw_body: str | None = None
    delay: float = 0.0
    requests: list[ReceivedRequest] = attrs.Factory(list)

    created: int = 0

    async def create(self, request: web.Request) -> web.Response:
        """Like Mollie, every created payment has its own id (the first one the fixture's)."""
        self.created += 1
        payment = self.payment
        if self.created > 1 and isinstance(payment.get("id"), str):  # a broken answer stays as the test made it
            payment = {**payment, "id": f"{payment['id']}{self.created}"}
        return await self._answer(request, 201, payment)

    async def get(self, request: web.Request) -> web.Response:
        return await self._answer(request, 200)

    async def _answer(self, request: web.Request, success: int, payment: Any = None) -> web.Response:
        body = await request.json() if request.can_read_body else None
        self.requests.append(
            ReceivedRequest(request.method, request.path, request.raw_path, dict(request.headers), body)
        )
        if self.delay:
            await asyncio.sleep(self.delay)
        if self.raw_body is not None:
            return web.Response(status=self.status or success, text=self.raw_body, content_type="text/html")
        if self.status is not None and self.status >= 400:
            error = {"status": self.status, "title": "Unauthorized Request", "detail": "Missing authentication"}
            return web.json_response(error, status=self.status, content_type="application/hal+json")
        return web.json_response(payment or self.payment, status=success, content_type="application/hal+json")


@pytest.fixture
async def mollie(aiohttp_server: Callable[..., Any]) -> tuple[FakeMollie, TestServer]:
    fake = FakeMollie()
    app = web.Application()
    app.router.add_post("/v2/payments", fake.create)
    app.router.add_get("/v2/payments/{payment_id}", fake.get)
    server = await aiohttp_server(app, host="127.0.0.1")
    return fake, server


@pytest.fixture
def fake(mollie: tuple[FakeMollie, TestServer]) -> FakeMollie:
    return mollie[0]


@pytest.fixture
async def make_payments(mollie: tuple[FakeMollie, TestServer]) -> AsyncIterator[Callable[..., MolliePayments]]:
    _, server = mollie
    made: list[MolliePayments] = []

    def make(**options: Any) -> MolliePayments:
        payments = MolliePayments(API_KEY, str(server.make_url("/v2/")), **options)
        made.append(payments)
        return payments

    yield make
    for payments in made:
        await payments.close()


async def create(payments: Payments, **changes: Any) -> PaymentLink:
    arguments = {
        "amount_cents": 1250,
        "description": "Donatie Stichting De Soepketel",
        "redirect_url": "https://soep.example/meedoen/donaties/bedankt-voor-uw-donatie",
        "webhook_url": "https://soep.example/web/mollie-webhook",
        **changes,
    }
    return await payments.create_payment(**arguments)


async def test_creating_a_payment_returns_its_id_and_checkout_url(
    make_payments: Callable[..., MolliePayments],
) -> None:
    link = await create(make_payments())

    assert link == PaymentLink(payment_id="tr_7UhSN1zuXS", checkout_url=CHECKOUT_URL)


async def test_creating_a_payment_sends_an_ideal_payment_with_bearer_auth(
    make_payments: Callable[..., MolliePayments], fake: FakeMollie
) -> None:
    await create(make_payments())

    [request] = fake.requests
    assert (request.method, request.path) == ("POST", "/v2/payments")
    assert request.headers["Authorization"] == f"Bearer {API_KEY}"
    assert request.headers["Content-Type"].startswith("application/json")
    assert request.body == {
        "amount": {"currency": "EUR", "value": "12.50"},
        "description": "Donatie Stichting De Soepketel",
        "redirectUrl": "https://soep.example/meedoen/donaties/bedankt-voor-uw-donatie",
        "webhookUrl": "https://soep.example/web/mollie-webhook",
        "method": "ideal",
    }


async def test_the_webhook_is_left_out_when_there_is_none(
    make_payments: Callable[..., MolliePayments], fake: FakeMollie
) -> None:
    await create(make_payments(), webhook_url=None)

    assert "webhookUrl" not in fake.requests[0].body


@pytest.mark.parametrize(("cents", "value"), [(1250, "12.50"), (500, "5.00"), (1, "0.01"), (123456, "1234.56")])
async def test_amounts_have_two_decimals(
    make_payments: Callable[..., MolliePayments], fake: FakeMollie, cents: int, value: str
) -> None:
    await create(make_payments(), amount_cents=cents)

    assert fake.requests[0].body["amount"] == {"currency": "EUR", "value": value}


@pytest.mark.parametrize("cents", [0, -100])
def test_an_amount_must_be_positive(cents: int) -> None:
    with pytest.raises(ValueError):
        format_amount(cents)


@pytest.mark.parametrize("status", ["open", "pending", "paid", "failed", "canceled", "expired"])
async def test_reads_the_status_of_a_payment(
    make_payments: Callable[..., MolliePayments], fake: FakeMollie, status: str
) -> None:
    fake.payment["status"] = status

    assert await make_payments().status("tr_7UhSN1zuXS") == status
    [request] = fake.requests
    assert (request.method, request.path) == ("GET", "/v2/payments/tr_7UhSN1zuXS")
    assert request.headers["Authorization"] == f"Bearer {API_KEY}"


async def test_a_payment_id_cannot_change_the_path(
    make_payments: Callable[..., MolliePayments], fake: FakeMollie
) -> None:
    await make_payments().status("../refunds")

    assert fake.requests[0].raw_path == "/v2/payments/..%2Frefunds"  # one encoded path segment


@pytest.mark.parametrize("status", [401, 404, 422, 500, 503])
async def test_an_error_status_makes_payments_unavailable(
    make_payments: Callable[..., MolliePayments], fake: FakeMollie, status: int
) -> None:
    fake.status = status
    payments = make_payments()

    with pytest.raises(PaymentUnavailable, match=str(status)):
        await create(payments)
    with pytest.raises(PaymentUnavailable):
        await payments.status("tr_7UhSN1zuXS")


async def test_an_error_page_that_is_not_json_makes_payments_unavailable(
    make_payments: Callable[..., MolliePayments], fake: FakeMollie
) -> None:
    fake.status, fake.raw_body = 502, "<html>Bad gateway</html>"

    with pytest.raises(PaymentUnavailable, match="502"):
        await create(make_payments())


@pytest.mark.parametrize(
    "payment",
    [{"resource": "payment"}, {"id": "tr_1", "_links": {}}, {"id": 1, "_links": {"checkout": {"href": "x"}}}],
)
async def test_an_answer_without_id_or_checkout_link_makes_payments_unavailable(
    make_payments: Callable[..., MolliePayments], fake: FakeMollie, payment: dict[str, Any]
) -> None:
    fake.payment = payment

    with pytest.raises(PaymentUnavailable):
        await create(make_payments())


async def test_an_unknown_status_makes_payments_unavailable(
    make_payments: Callable[..., MolliePayments], fake: FakeMollie
) -> None:
    fake.payment["status"] = "something-new"

    with pytest.raises(PaymentUnavailable):
        await make_payments().status("tr_7UhSN1zuXS")


async def test_a_slow_server_makes_payments_unavailable(
    make_payments: Callable[..., MolliePayments], fake: FakeMollie
) -> None:
    fake.delay = 0.5

    with pytest.raises(PaymentUnavailable):
        await create(make_payments(timeout=0.1))


async def test_an_unreachable_server_makes_payments_unavailable(unused_tcp_port: int) -> None:
    payments = MolliePayments(API_KEY, f"http://127.0.0.1:{unused_tcp_port}/v2", timeout=1)
    try:
        with pytest.raises(PaymentUnavailable):
            await create(payments)
    finally:
        await payments.close()


async def test_creating_sends_metadata_and_an_idempotency_key(
    make_payments: Callable[..., MolliePayments], fake: FakeMollie
) -> None:
    await create(make_payments(), metadata={"donation": "abc"}, idempotency_key="key-1")

    [request] = fake.requests
    assert request.headers["Idempotency-Key"] == "key-1"
    assert request.body["metadata"] == {"donation": "abc"}


async def test_builtin_payments_point_at_the_payment_page_and_start_open() -> None:
    payments = BuiltinPayments()

    link = await create(payments)

    assert link.payment_id.startswith("test_")
    assert link.checkout_url == f"/web/test-betaling/{link.payment_id}"
    assert await payments.status(link.payment_id) == "open"
    payment = payments.get(link.payment_id)
    assert payment is not None
    assert payment.amount_cents == 1250
    assert payment.redirect_url == "https://soep.example/meedoen/donaties/bedankt-voor-uw-donatie"


async def test_builtin_payments_answer_a_repeated_key_with_the_same_payment() -> None:
    payments = BuiltinPayments()

    first = await create(payments, idempotency_key="k")
    again = await create(payments, idempotency_key="k")
    other = await create(payments, idempotency_key="other")

    assert first == again
    assert other.payment_id != first.payment_id


async def test_builtin_payments_keep_the_status_that_was_set() -> None:
    payments = BuiltinPayments()
    paid, failed = await create(payments), await create(payments)

    payments.set_status(paid.payment_id, "paid")
    payments.set_status(failed.payment_id, "failed")

    assert paid.payment_id != failed.payment_id
    assert await payments.status(paid.payment_id) == "paid"
    assert await payments.status(failed.payment_id) == "failed"


async def test_builtin_payments_refuse_unknown_payments_and_statuses() -> None:
    payments = BuiltinPayments()
    link = await create(payments)

    assert payments.get("test_unknown") is None
    with pytest.raises(PaymentUnavailable):
        await payments.status("test_unknown")
    with pytest.raises(PaymentUnavailable):
        payments.set_status("test_unknown", "paid")
    with pytest.raises(ValueError):
        payments.set_status(link.payment_id, "betaald")
    with pytest.raises(ValueError):
        await create(payments, amount_cents=0)
