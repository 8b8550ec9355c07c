"""The Payments port on Mollie's Payments API v2 (iDEAL): create a payment, read its status."""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from typing import Any
from urllib.parse import quote

import aiohttp

from soepkern import ports
from soepkern.ports import PaymentLink

logger = logging.getLogger(__name__)

DEFAULT_API_URL = "https://api.mollie.com/v2"
DEFAULT_TIMEOUT_SECONDS = 10.0
CONNECT_TIMEOUT_SECONDS = 3.0
MAX_DESCRIPTION_LENGTH = 255
PAYMENT_STATUSES = frozenset({"open", "pending", "authorized", "paid", "failed", "canceled", "expired"})


class PaymentUnavailable(ports.PaymentUnavailable):
    """The payment provider could not be reached, refused the request or answered something unexpected."""


def format_amount(amount_cents: int) -> str:
    """Mollie's amount value: a string with exactly two decimals, 1250 -> '12.50'."""
    if amount_cents <= 0:
        raise ValueError("a payment amount must be positive")
    return f"{amount_cents // 100}.{amount_cents % 100:02d}"


def payment_request(
    *,
    amount_cents: int,
    description: str,
    redirect_url: str,
    webhook_url: str | None,
    metadata: Mapping[str, str] | None = None,
) -> dict[str, Any]:
    body: dict[str, Any] = {
        "amount": {"currency": "EUR", "value": format_amount(amount_cents)},
        "description": description[:MAX_DESCRIPTION_LENGTH],
        "redirectUrl": redirect_url,
        "method": "ideal",
    }
    if webhook_url is not None:
        body["webhookUrl"] = webhook_url
    if metadata:
        body["metadata"] = dict(metadata)
    return body


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
        self._session = session
        self._owns_session = session is None
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
    ) -> PaymentLink:
        """Creates the payment. With `idempotency_key` Mollie answers a repeated request with the same payment
        instead of creating a second one (the header `Idempotency-Key`)."""
        body = payment_request(
            amount_cents=amount_cents,
            description=description,
            redirect_url=redirect_url,
            webhook_url=webhook_url,
            metadata=metadata,
        )
        extra = {"Idempotency-Key": idempotency_key} if idempotency_key else None
        payment = await self._call("POST", "/payments", body, extra)
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

    async def close(self) -> None:
        if self._owns_session and self._session is not None:
            await self._session.close()
        self._session = None

    async def _call(
        self, method: str, path: str, body: dict[str, Any] | None = None, headers: Mapping[str, str] | None = None
    ) -> dict[str, Any]:
        try:
            async with self._client().request(
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
        if status >= 400:
            logger.warning("Payment provider refused %s %s: HTTP %s", method, path, status)
            raise PaymentUnavailable(f"Mollie answered HTTP {status}: {_detail(payload)}")
        if not isinstance(payload, dict):
            raise PaymentUnavailable("Mollie's answer is not a JSON object")
        return payload

    def _client(self) -> aiohttp.ClientSession:
        if self._session is None or self._session.closed:
            if not self._owns_session:
                raise PaymentUnavailable("the shared HTTP session is closed")
            self._session = aiohttp.ClientSession()
        return self._session


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
