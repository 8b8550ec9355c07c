"""The Payments port without Mollie (SOEP_MOLLIE_API_KEY unset): a built-in payment page decides the outcome.

The checkout URL is the path `/web/test-betaling/{payment_id}` on this site (relative, so it works on whatever
address the site is reached), where a person chooses the outcome as in Mollie's test mode: paid, failed, canceled or
expired. The page then records it like Mollie's webhook would and sends the browser to the payment's redirect
address (its path only: never to another site). Statuses live in memory only, so they are gone after a restart;
this is for development and demonstrations, never for real money.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping

import attrs

from adapters.http.mollie import PAYMENT_STATUSES, PaymentUnavailable, format_amount
from soepkern.ports import PaymentLink

BUILTIN_PAYMENT_PATH = "/web/test-betaling/"
MAX_PAYMENTS = 10_000


@attrs.frozen
class BuiltinPayment:
    payment_id: str
    amount_cents: int
    description: str
    redirect_url: str
    webhook_url: str | None
    status: str = "open"


class BuiltinPayments:
    """Keeps payments in a dict; every new payment starts 'open' until `set_status` changes it."""

    def __init__(self) -> None:
        self._payments: dict[str, BuiltinPayment] = {}
        self._by_key: dict[str, str] = {}

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
        format_amount(amount_cents)  # the same check as Mollie: a positive amount
        if idempotency_key and idempotency_key in self._by_key:
            payment_id = self._by_key[idempotency_key]
        else:
            if len(self._payments) >= MAX_PAYMENTS:
                self._payments.pop(next(iter(self._payments)))
            payment_id = "test_" + secrets.token_urlsafe(12)
            self._payments[payment_id] = BuiltinPayment(
                payment_id, amount_cents, description, redirect_url, webhook_url
            )
            if idempotency_key:
                self._by_key[idempotency_key] = payment_id
        return PaymentLink(payment_id=payment_id, checkout_url=f"{BUILTIN_PAYMENT_PATH}{payment_id}")

    async def status(self, payment_id: str) -> str:
        return self._get(payment_id).status

    def get(self, payment_id: str) -> BuiltinPayment | None:
        """The payment for the payment page (amount, description, where to go afterwards); None when unknown."""
        return self._payments.get(payment_id)

    def set_status(self, payment_id: str, status: str) -> BuiltinPayment:
        if status not in PAYMENT_STATUSES:
            raise ValueError(f"unknown payment status: {status!r}")
        payment = attrs.evolve(self._get(payment_id), status=status)
        self._payments[payment_id] = payment
        return payment

    def _get(self, payment_id: str) -> BuiltinPayment:
        payment = self._payments.get(payment_id)
        if payment is None:
            raise PaymentUnavailable(f"unknown test payment: {payment_id!r}")
        return payment
