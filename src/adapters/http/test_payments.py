"""The Payments port without Mollie (SOEP_MOLLIE_API_KEY unset): a built-in test payment page decides the outcome.

The checkout URL points at `/web/test-betaling/{payment_id}` on this site, where a person clicks 'Betaald' or
'Mislukt'; that page calls `set_status` and then sends the browser to the payment's `redirect_url`. Statuses live in
memory only, so they are gone after a restart; this is for development and demonstrations, never for real money.
"""

from __future__ import annotations

import secrets

import attrs

from adapters.http.mollie import PAYMENT_STATUSES, PaymentUnavailable, format_amount
from soepkern.ports import PaymentLink

TEST_PAYMENT_PATH = "/web/test-betaling/"


@attrs.frozen
class TestPayment:
    __test__ = False  # not a pytest test class, despite its name

    payment_id: str
    amount_cents: int
    description: str
    redirect_url: str
    webhook_url: str | None
    status: str = "open"


class LocalTestPayments:
    """Keeps test payments in a dict; every new payment starts 'open' until `set_status` changes it."""

    __test__ = False  # not a pytest test class

    def __init__(self, public_url: str) -> None:
        self._public_url = public_url.rstrip("/")
        self._payments: dict[str, TestPayment] = {}

    async def create_payment(
        self, *, amount_cents: int, description: str, redirect_url: str, webhook_url: str | None
    ) -> PaymentLink:
        format_amount(amount_cents)  # the same check as Mollie: a positive amount
        payment_id = "test_" + secrets.token_urlsafe(12)
        self._payments[payment_id] = TestPayment(payment_id, amount_cents, description, redirect_url, webhook_url)
        return PaymentLink(payment_id=payment_id, checkout_url=f"{self._public_url}{TEST_PAYMENT_PATH}{payment_id}")

    async def status(self, payment_id: str) -> str:
        return self._get(payment_id).status

    def get(self, payment_id: str) -> TestPayment | None:
        """The payment for the test page (amount, description, where to go afterwards); None when unknown."""
        return self._payments.get(payment_id)

    def set_status(self, payment_id: str, status: str) -> TestPayment:
        if status not in PAYMENT_STATUSES:
            raise ValueError(f"unknown payment status: {status!r}")
        payment = attrs.evolve(self._get(payment_id), status=status)
        self._payments[payment_id] = payment
        return payment

    def _get(self, payment_id: str) -> TestPayment:
        payment = self._payments.get(payment_id)
        if payment is None:
            raise PaymentUnavailable(f"unknown test payment: {payment_id!r}")
        return payment
