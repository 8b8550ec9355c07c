"""The Payments port on Mollie's API v2: iDEAL payments and their status, and the recurring flow of monthly gifts
(customers, a first payment that creates a mandate, subscriptions and the payments they make)."""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from datetime import date
from typing import Any
from urllib.parse import quote

import aiohttp

from adapters.http.service_session import ServiceSession
from soepkern import ports
from soepkern.ports import PaymentInfo, PaymentLink, Subscription

logger = logging.getLogger(__name__)

DEFAULT_API_URL = "https://api.mollie.com/v2"
DEFAULT_TIMEOUT_SECONDS = 10.0
CONNECT_TIMEOUT_SECONDS = 3.0
MAX_DESCRIPTION_LENGTH = 255
PAYMENT_STATUSES = frozenset({"open", "pending", "authorized", "paid", "failed", "canceled", "expired"})
SUBSCRIPTION_STATUSES = frozenset({"pending", "active", "canceled", "suspended", "completed"})
MONTHLY = "1 month"


class PaymentUnavailable(ports.PaymentUnavailable):
    """The payment provider could not be reached, refused the request or answered something unexpected."""


class PaymentNotFound(PaymentUnavailable, ports.PaymentNotFound):
    """Mollie answered HTTP 404: it knows no such payment, customer or subscription."""


def format_amount(amount_cents: int) -> str:
    """Mollie's amount value: a string with exactly two decimals, 1250 -> '12.50'."""
    if amount_cents <= 0:
        raise ValueError("a payment amount must be positive")
    return f"{amount_cents // 100}.{amount_cents % 100:02d}"


def parse_amount(amount: object) -> int:
    """Mollie's `{"currency": "EUR", "value": "12.50"}` in cents; PaymentUnavailable for anything else."""
    if not isinstance(amount, dict) or amount.get("currency") != "EUR" or not isinstance(amount.get("value"), str):
        raise PaymentUnavailable("Mollie's answer has no amount in euros")
    value: str = amount["value"]
    euros, _, cents = value.partition(".")
    if not euros.isdigit() or not (cents.isdigit() and len(cents) == 2):
        raise PaymentUnavailable(f"Mollie's answer has an unexpected amount: {value!r}")
    return int(euros) * 100 + int(cents)


def _text(payload: Mapping[str, Any], key: str) -> str:
    value = payload.get(key)
    return value if isinstance(value, str) else ""


def payment_info(payload: Mapping[str, Any]) -> PaymentInfo:
    """A payment resource (`GET /v2/payments/{id}`) as the port's PaymentInfo."""
    status = payload.get("status")
    payment_id = payload.get("id")
    if status not in PAYMENT_STATUSES or not isinstance(payment_id, str):
        raise PaymentUnavailable(f"Mollie's answer has an unknown status: {status!r}")
    return PaymentInfo(
        payment_id=payment_id,
        status=str(status),
        amount_cents=parse_amount(payload.get("amount")),
        sequence_type=_text(payload, "sequenceType") or "oneoff",
        customer_id=_text(payload, "customerId"),
        mandate_id=_text(payload, "mandateId"),
        subscription_id=_text(payload, "subscriptionId"),
    )


def subscription_info(payload: Mapping[str, Any]) -> Subscription:
    """A subscription resource as the port's Subscription."""
    status, subscription_id = payload.get("status"), payload.get("id")
    if status not in SUBSCRIPTION_STATUSES or not isinstance(subscription_id, str):
        raise PaymentUnavailable(f"Mollie's answer has an unknown subscription status: {status!r}")
    next_date = _text(payload, "nextPaymentDate")
    try:
        next_payment_date = date.fromisoformat(next_date) if next_date else None
    except ValueError as error:
        raise PaymentUnavailable(f"Mollie's answer has an unexpected date: {next_date!r}") from error
    return Subscription(subscription_id, str(status), parse_amount(payload.get("amount")), next_payment_date)


def payment_request(
    *,
    amount_cents: int,
    description: str,
    redirect_url: str,
    webhook_url: str | None,
    metadata: Mapping[str, str] | None = None,
) -> dict[str, Any]:
    return _charge(amount_cents, description, webhook_url, metadata, redirectUrl=redirect_url, method="ideal")


def _amount(amount_cents: int) -> dict[str, str]:
    return {"currency": "EUR", "value": format_amount(amount_cents)}


def _charge(
    amount_cents: int, description: str, webhook_url: str | None, metadata: Mapping[str, str] | None, **fields: str
) -> dict[str, Any]:
    """The body of something that charges (a payment, a subscription): amount, description, the fields of its kind,
    and the webhook and metadata when given."""
    body: dict[str, Any] = {
        "amount": _amount(amount_cents),
        "description": description[:MAX_DESCRIPTION_LENGTH],
        **fields,
    }
    if webhook_url is not None:
        body["webhookUrl"] = webhook_url
    if metadata:
        body["metadata"] = dict(metadata)
    return body


def _idempotent(idempotency_key: str | None) -> dict[str, str] | None:
    """The header that makes Mollie answer a repeated request with what the first one made."""
    return {"Idempotency-Key": idempotency_key} if idempotency_key else None


class MolliePayments:
    """Creates iDEAL payments at Mollie and reads their status, with Bearer authentication and a timeout.

    Every failure (timeout, connection error, an error status such as 401 or 500, an answer without the expected
    fields) raises PaymentUnavailable. Pass `session` to share a ClientSession (it is then not closed here);
    otherwise one is opened on first use and `close()` closes it.
    """

    def __init__(
        self,
        api_key: str,
        api_url: str | None = None,
        *,
        session: aiohttp.ClientSession | None = None,
        timeout: float = DEFAULT_TIMEOUT_SECONDS,
    ) -> None:
        self._api_url = (api_url or DEFAULT_API_URL).rstrip("/")
        self._headers = {"Authorization": f"Bearer {api_key}", "Accept": "application/json"}
        self._http = ServiceSession(session, PaymentUnavailable)
        self._timeout = aiohttp.ClientTimeout(total=timeout, sock_connect=min(timeout, CONNECT_TIMEOUT_SECONDS))

    async def create_payment(
        self,
        *,
        amount_cents: int,
        description: str,
        redirect_url: str,
        webhook_url: str | None,
        metadata: Mapping[str, str] | None = None,
        idempotency_key: str | None = None,
        customer_id: str | None = None,
    ) -> PaymentLink:
        """Creates the payment. With `idempotency_key` Mollie answers a repeated request with the same payment
        instead of creating a second one (the header `Idempotency-Key`). With `customer_id` it is the customer's
        first payment (`sequenceType: first`), which creates a mandate for the subscription."""
        body = payment_request(
            amount_cents=amount_cents,
            description=description,
            redirect_url=redirect_url,
            webhook_url=webhook_url,
            metadata=metadata,
        )
        if customer_id is not None:
            body["customerId"] = customer_id
            body["sequenceType"] = "first"
        payment = await self._call("POST", "/payments", body, _idempotent(idempotency_key))
        try:
            payment_id = payment["id"]
            checkout_url = payment["_links"]["checkout"]["href"]
        except (KeyError, TypeError) as error:
            raise PaymentUnavailable("Mollie's answer has no payment id or checkout link") from error
        if not isinstance(payment_id, str) or not isinstance(checkout_url, str):
            raise PaymentUnavailable("Mollie's answer has no payment id or checkout link")
        return PaymentLink(payment_id=payment_id, checkout_url=checkout_url)

    async def status(self, payment_id: str) -> str:
        payment = await self._call("GET", f"/payments/{quote(payment_id, safe='')}")
        status = payment.get("status")
        if status not in PAYMENT_STATUSES:
            raise PaymentUnavailable(f"Mollie's answer has an unknown status: {status!r}")
        return str(status)

    async def payment(self, payment_id: str) -> PaymentInfo:
        return payment_info(await self._call("GET", f"/payments/{quote(payment_id, safe='')}"))

    async def create_customer(self, *, name: str, email: str, idempotency_key: str | None = None) -> str:
        body = {"name": name[:MAX_DESCRIPTION_LENGTH], "email": email, "locale": "nl_NL"}
        customer_id = (await self._call("POST", "/customers", body, _idempotent(idempotency_key))).get("id")
        if not isinstance(customer_id, str) or not customer_id:
            raise PaymentUnavailable("Mollie's answer has no customer id")
        return customer_id

    async def create_subscription(
        self,
        *,
        customer_id: str,
        amount_cents: int,
        start_date: date,
        description: str,
        webhook_url: str | None,
        metadata: Mapping[str, str] | None = None,
        idempotency_key: str | None = None,
    ) -> Subscription:
        body = _charge(
            amount_cents, description, webhook_url, metadata, interval=MONTHLY, startDate=start_date.isoformat()
        )
        path = f"{_customer(customer_id)}/subscriptions"
        return subscription_info(await self._call("POST", path, body, _idempotent(idempotency_key)))

    async def subscription(self, customer_id: str, subscription_id: str) -> Subscription:
        return subscription_info(await self._call("GET", _subscription(customer_id, subscription_id)))

    async def update_subscription(self, customer_id: str, subscription_id: str, amount_cents: int) -> Subscription:
        body = {"amount": _amount(amount_cents)}
        return subscription_info(await self._call("PATCH", _subscription(customer_id, subscription_id), body))

    async def cancel_subscription(self, customer_id: str, subscription_id: str) -> None:
        """DELETE cancels it; Mollie answers 422 for one that is already cancelled (or completed): fine here."""
        path = _subscription(customer_id, subscription_id)
        try:
            await self._call("DELETE", path)
        except PaymentUnavailable:
            if (await self.subscription(customer_id, subscription_id)).status not in {"canceled", "completed"}:
                raise

    async def close(self) -> None:
        await self._http.close()

    async def _call(
        self, method: str, path: str, body: dict[str, Any] | None = None, headers: Mapping[str, str] | None = None
    ) -> dict[str, Any]:
        try:
            async with self._http.session().request(
                method,
                self._api_url + path,
                json=body,
                headers={**self._headers, **(headers or {})},
                timeout=self._timeout,
            ) as response:
                status, text = response.status, await response.text()
        except PaymentUnavailable as error:
            logger.warning("Payment provider unavailable: %s", error)
            raise
        except (TimeoutError, aiohttp.ClientError, UnicodeDecodeError) as error:
            logger.warning("Payment provider unavailable: %s", error.__class__.__name__)
            raise PaymentUnavailable("Mollie could not be reached in time") from error
        payload = _json_or_none(text)
        if status == 404:
            raise PaymentNotFound(f"Mollie answered HTTP 404: {_detail(payload)}")
        if status >= 400:
            logger.warning("Payment provider refused %s %s: HTTP %s", method, path, status)
            raise PaymentUnavailable(f"Mollie answered HTTP {status}: {_detail(payload)}")
        if not isinstance(payload, dict):
            raise PaymentUnavailable("Mollie's answer is not a JSON object")
        return payload


def _customer(customer_id: str) -> str:
    return f"/customers/{quote(customer_id, safe='')}"


def _subscription(customer_id: str, subscription_id: str) -> str:
    return f"{_customer(customer_id)}/subscriptions/{quote(subscription_id, safe='')}"


def _json_or_none(text: str) -> object:
    try:
        return json.loads(text)
    except ValueError:
        return None


def _detail(payload: object) -> str:
    """The human part of Mollie's error answer ({"status": 401, "title": ..., "detail": ...})."""
    if isinstance(payload, dict):
        return str(payload.get("detail") or payload.get("title") or "")
    return ""
