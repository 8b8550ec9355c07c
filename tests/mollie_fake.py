"""A loopback Mollie (API v2) for the recurring flow of monthly gifts, answering in Mollie's own format.

It keeps customers, payments, mandates and subscriptions like Mollie does and follows Mollie's documented rules:
a first payment (`sequenceType: first`, with `customerId`) that is paid creates a valid directdebit mandate; a
subscription can only be created for a customer with a valid mandate (otherwise HTTP 422); a cancelled subscription
makes no payment any more; `Idempotency-Key` answers a repeated POST with the first answer. The answers are built
from the real samples in tests/fixtures (copied from ../shared/fixtures).

Tests play Mollie's part with `pay` (the donor pays the first payment) and `charge` (the subscription's monthly
payment), then call the site's webhook as Mollie would.
"""

from __future__ import annotations

import asyncio
import copy
import json
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import attrs
import pytest
from aiohttp import web
from aiohttp.test_utils import TestServer

FIXTURES = Path(__file__).parent / "fixtures"
API_KEY = "test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM"


def sample(name: str) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads((FIXTURES / f"mollie-{name}.json").read_text("utf-8"))
    return loaded


@attrs.frozen
class Call:
    method: str
    path: str
    body: Any
    headers: dict[str, str]


def _error(status: int, detail: str) -> web.Response:
    body = {"status": status, "title": "Unprocessable Entity" if status == 422 else "Error", "detail": detail}
    return web.json_response(body, status=status, content_type="application/hal+json")


def _cents(amount: dict[str, str]) -> int:
    euros, cents = amount["value"].split(".")
    return int(euros) * 100 + int(cents)


@attrs.define
class MollieFake:
    """Mollie's state and the requests it received; `down` makes every call answer HTTP 503, `refuse` (a path
    fragment) makes matching calls answer HTTP 500. The browser tests run it as a server (tests/e2e/mollie_server.py)
    with its own checkout page."""

    customers: dict[str, dict[str, Any]] = attrs.Factory(dict)
    payments: dict[str, dict[str, Any]] = attrs.Factory(dict)
    mandates: dict[str, dict[str, Any]] = attrs.Factory(dict)
    subscriptions: dict[str, dict[str, Any]] = attrs.Factory(dict)
    calls: list[Call] = attrs.Factory(list)
    down: bool = False
    refuse: str = ""
    together: asyncio.Barrier | None = None  # when set, reading a payment waits until that many requests read it
    before_subscription: Callable[[], Awaitable[None]] | None = None  # runs as a subscription is being created
    checkout_url: str = "https://www.mollie.com/checkout/select-method/"  # a payment's checkout link: this + its id
    _answered: dict[str, tuple[int, dict[str, Any]]] = attrs.Factory(dict)
    _numbers: int = 0

    def _id(self, prefix: str) -> str:
        self._numbers += 1
        return f"{prefix}_fake{self._numbers:04d}"

    def calls_to(self, method: str, fragment: str) -> list[Call]:
        return [c for c in self.calls if c.method == method and fragment in c.path]

    # Mollie's part in tests

    def pay(self, payment_id: str, status: str = "paid") -> None:
        """The donor finished (or abandoned) the checkout; a paid first payment creates a valid mandate."""
        payment = self.payments[payment_id]
        payment["status"] = status
        if status == "paid":
            payment["paidAt"] = "2026-11-26T10:05:40+00:00"
            if payment.get("sequenceType") == "first":
                mandate = sample("mandate")
                mandate["id"] = self._id("mdt")
                mandate["customerId"] = payment["customerId"]  # kept here only to find the customer's mandates
                self.mandates[mandate["id"]] = mandate
                payment["mandateId"] = mandate["id"]

    def charge(self, subscription_id: str, status: str = "paid") -> str:
        """The subscription's payment of a month (a directdebit); returns its id. Refused for a subscription that
        is not active: a cancelled gift is never charged again."""
        subscription = self.subscriptions[subscription_id]
        if subscription["status"] != "active":
            raise AssertionError(f"Mollie charges no {subscription['status']} subscription")
        payment = sample("payment-recurring-paid")
        payment.update(
            id=self._id("tr"),
            amount=dict(subscription["amount"]),
            description=subscription["description"],
            metadata=subscription["metadata"],
            status=status,
            customerId=subscription["customerId"],
            mandateId=subscription["mandateId"],
            subscriptionId=subscription_id,
            webhookUrl=subscription["webhookUrl"],
        )
        if status != "paid":
            payment.pop("paidAt", None)
        self.payments[payment["id"]] = payment
        return str(payment["id"])

    def only_subscription(self) -> dict[str, Any]:
        [subscription] = self.subscriptions.values()
        return subscription

    # The HTTP side

    async def _read(self, request: web.Request) -> tuple[Any, web.Response | None]:
        body = await request.json() if request.can_read_body else None
        self.calls.append(Call(request.method, request.path, body, dict(request.headers)))
        if request.headers.get("Authorization") != f"Bearer {API_KEY}":
            return body, _error(401, "Missing authentication, or failed to authenticate")
        if self.down:
            return body, _error(503, "Service unavailable")
        if self.refuse and self.refuse in request.path:
            return body, _error(500, "Internal server error")
        return body, None

    def _created(self, request: web.Request, make: Callable[[], dict[str, Any]]) -> web.Response:
        key = request.headers.get("Idempotency-Key")
        cache_key = f"{request.path}:{key}"
        if key and cache_key in self._answered:
            status, answer = self._answered[cache_key]
            return web.json_response(answer, status=status, content_type="application/hal+json")
        answer = make()
        if key:
            self._answered[cache_key] = (201, answer)
        return web.json_response(answer, status=201, content_type="application/hal+json")

    async def create_customer(self, request: web.Request) -> web.Response:
        body, failed = await self._read(request)
        if failed:
            return failed

        def make() -> dict[str, Any]:
            customer = sample("customer")
            customer.update(id=self._id("cst"), name=body.get("name"), email=body.get("email"))
            customer["locale"] = body.get("locale")
            self.customers[customer["id"]] = customer
            return copy.deepcopy(customer)

        return self._created(request, make)

    async def create_payment(self, request: web.Request) -> web.Response:
        body, failed = await self._read(request)
        if failed:
            return failed
        customer_id = body.get("customerId")
        if customer_id is not None and customer_id not in self.customers:
            return _error(404, "No customer exists with token " + str(customer_id))

        def make() -> dict[str, Any]:
            payment = sample("payment-created")
            payment_id = self._id("tr")
            payment.update(
                id=payment_id,
                amount=body["amount"],
                description=body["description"],
                method=body.get("method"),
                metadata=body.get("metadata"),
                redirectUrl=body.get("redirectUrl"),
                webhookUrl=body.get("webhookUrl"),
                sequenceType=body.get("sequenceType", "oneoff"),
            )
            payment["_links"]["checkout"]["href"] = f"{self.checkout_url}{payment_id}"
            if customer_id is not None:
                payment["customerId"] = customer_id
            self.payments[payment_id] = payment
            return copy.deepcopy(payment)

        return self._created(request, make)

    async def get_payment(self, request: web.Request) -> web.Response:
        if self.together is not None:
            await self.together.wait()
        _, failed = await self._read(request)
        if failed:
            return failed
        payment = self.payments.get(request.match_info["id"])
        if payment is None:
            return _error(404, "No payment exists with token " + request.match_info["id"])
        return web.json_response(payment, content_type="application/hal+json")

    async def list_mandates(self, request: web.Request) -> web.Response:
        _, failed = await self._read(request)
        if failed:
            return failed
        customer_id = request.match_info["customer"]
        found = [m for m in self.mandates.values() if m["customerId"] == customer_id]
        body = {"count": len(found), "_embedded": {"mandates": found}, "_links": {"self": {"href": request.path}}}
        return web.json_response(body, content_type="application/hal+json")

    async def create_subscription(self, request: web.Request) -> web.Response:
        body, failed = await self._read(request)
        if failed:
            return failed
        customer_id = request.match_info["customer"]
        if customer_id not in self.customers:
            return _error(404, "No customer exists with token " + customer_id)
        if self.before_subscription is not None:
            await self.before_subscription()
        valid = [m for m in self.mandates.values() if m["customerId"] == customer_id and m["status"] == "valid"]
        if not valid:
            return _error(422, "The customer has no valid mandates")

        def make() -> dict[str, Any]:
            subscription = sample("subscription")
            subscription.update(
                id=self._id("sub"),
                status="active",
                amount=body["amount"],
                interval=body["interval"],
                startDate=body["startDate"],
                nextPaymentDate=body["startDate"],
                description=body["description"],
                webhookUrl=body.get("webhookUrl"),
                metadata=body.get("metadata"),
                customerId=customer_id,
                mandateId=valid[0]["id"],
            )
            self.subscriptions[subscription["id"]] = subscription
            return copy.deepcopy(subscription)

        return self._created(request, make)

    def _subscription(self, request: web.Request) -> dict[str, Any] | None:
        found = self.subscriptions.get(request.match_info["id"])
        if found is None or found["customerId"] != request.match_info["customer"]:
            return None
        return found

    async def subscription(self, request: web.Request) -> web.Response:
        body, failed = await self._read(request)
        if failed:
            return failed
        found = self._subscription(request)
        if found is None:
            return _error(404, "No subscription exists with token " + request.match_info["id"])
        if request.method == "PATCH":
            if found["status"] != "active":
                return _error(422, "The subscription is not active")
            if "amount" in body:
                _cents(body["amount"])
                found["amount"] = body["amount"]
        elif request.method == "DELETE":
            if found["status"] in {"canceled", "completed"}:
                return _error(422, "The subscription has been canceled")
            found.update(status="canceled", canceledAt="2026-11-27T10:00:00+00:00", nextPaymentDate=None)
        return web.json_response(found, content_type="application/hal+json")

    def application(self) -> web.Application:
        app = web.Application()
        app.router.add_post("/v2/customers", self.create_customer)
        app.router.add_post("/v2/payments", self.create_payment)
        app.router.add_get("/v2/payments/{id}", self.get_payment)
        app.router.add_get("/v2/customers/{customer}/mandates", self.list_mandates)
        app.router.add_post("/v2/customers/{customer}/subscriptions", self.create_subscription)
        for method in ("GET", "PATCH", "DELETE"):
            app.router.add_route(method, "/v2/customers/{customer}/subscriptions/{id}", self.subscription)
        return app


@pytest.fixture
async def mollie_fake(aiohttp_server: Callable[..., Any]) -> tuple[MollieFake, TestServer]:
    fake = MollieFake()
    server = await aiohttp_server(fake.application(), host="127.0.0.1")
    return fake, server
