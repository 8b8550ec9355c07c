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
from datetime import date

import attrs

from adapters.http.mollie import PAYMENT_STATUSES, PaymentNotFound, PaymentUnavailable, format_amount
from soepkern.ports import PaymentInfo, PaymentLink, Subscription

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
    customer_id: str = ""
    subscription_id: str = ""

    @property
    def sequence_type(self) -> str:
        if self.subscription_id:
            return "recurring"
        return "first" if self.customer_id else "oneoff"


@attrs.frozen
class BuiltinSubscription:
    customer_id: str
    subscription_id: str
    amount_cents: int
    start_date: date
    description: str
    webhook_url: str | None
    status: str = "active"


class BuiltinPayments:
    """Keeps payments in a dict; every new payment starts 'open' until `set_status` changes it."""

    def __init__(self) -> None:
        self._payments: dict[str, BuiltinPayment] = {}
        self._by_key: dict[str, str] = {}
        self._subscriptions: dict[str, BuiltinSubscription] = {}

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
        format_amount(amount_cents)  # the same check as Mollie: a positive amount
        if idempotency_key and idempotency_key in self._by_key:
            payment_id = self._by_key[idempotency_key]
        else:
            if len(self._payments) >= MAX_PAYMENTS:
                self._payments.pop(next(iter(self._payments)))
            payment_id = "test_" + secrets.token_urlsafe(12)
            self._payments[payment_id] = BuiltinPayment(
                payment_id, amount_cents, description, redirect_url, webhook_url, customer_id=customer_id or ""
            )
            if idempotency_key:
                self._by_key[idempotency_key] = payment_id
        return PaymentLink(payment_id=payment_id, checkout_url=f"{BUILTIN_PAYMENT_PATH}{payment_id}")

    async def status(self, payment_id: str) -> str:
        return self._get(payment_id).status

    async def payment(self, payment_id: str) -> PaymentInfo:
        payment = self._get(payment_id)
        mandated = payment.subscription_id or (payment.customer_id and payment.status == "paid")
        return PaymentInfo(
            payment_id=payment_id,
            status=payment.status,
            amount_cents=payment.amount_cents,
            sequence_type=payment.sequence_type,
            customer_id=payment.customer_id,
            mandate_id=f"mdt_{payment.customer_id}" if mandated else "",
            subscription_id=payment.subscription_id,
        )

    async def create_customer(self, *, name: str, email: str, idempotency_key: str | None = None) -> str:
        key = f"customer:{idempotency_key}" if idempotency_key else None
        if key and key in self._by_key:
            return self._by_key[key]
        customer_id = "cst_test_" + secrets.token_urlsafe(9)
        if key:
            self._by_key[key] = customer_id
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
        format_amount(amount_cents)
        key = f"subscription:{idempotency_key}" if idempotency_key else None
        if key and key in self._by_key:
            return self._subscription_info(self._subscriptions[self._by_key[key]])
        subscription_id = "sub_test_" + secrets.token_urlsafe(9)
        self._subscriptions[subscription_id] = BuiltinSubscription(
            customer_id, subscription_id, amount_cents, start_date, description, webhook_url
        )
        if key:
            self._by_key[key] = subscription_id
        return self._subscription_info(self._subscriptions[subscription_id])

    async def subscription(self, customer_id: str, subscription_id: str) -> Subscription:
        return self._subscription_info(self._get_subscription(customer_id, subscription_id))

    async def update_subscription(self, customer_id: str, subscription_id: str, amount_cents: int) -> Subscription:
        format_amount(amount_cents)
        if subscription_id not in self._subscriptions:  # from before a restart, or written by the demo data
            self._subscriptions[subscription_id] = BuiltinSubscription(
                customer_id, subscription_id, amount_cents, date.today(), "", None
            )
        found = self._get_subscription(customer_id, subscription_id)
        if found.status != "active":
            raise PaymentUnavailable("the subscription is not active")
        changed = attrs.evolve(found, amount_cents=amount_cents)
        self._subscriptions[subscription_id] = changed
        return self._subscription_info(changed)

    async def cancel_subscription(self, customer_id: str, subscription_id: str) -> None:
        """A subscription this memory does not hold (from before a restart, or written by the demo data) is charged by
        nobody: cancelling it succeeds, so staff and donors can stop such a gift in a demonstration."""
        if subscription_id not in self._subscriptions:
            return
        found = self._get_subscription(customer_id, subscription_id)
        self._subscriptions[subscription_id] = attrs.evolve(found, status="canceled")

    def charge(self, subscription_id: str, status: str = "paid") -> BuiltinPayment:
        """A payment the subscription makes (what Mollie does every month); its webhook is then to be called."""
        found = self._subscriptions.get(subscription_id)
        if found is None or found.status != "active":
            raise PaymentUnavailable(f"no active test subscription: {subscription_id!r}")
        payment_id = "test_" + secrets.token_urlsafe(12)
        self._payments[payment_id] = BuiltinPayment(
            payment_id,
            found.amount_cents,
            found.description,
            "",
            found.webhook_url,
            status=status,
            customer_id=found.customer_id,
            subscription_id=subscription_id,
        )
        return self._payments[payment_id]

    def _get_subscription(self, customer_id: str, subscription_id: str) -> BuiltinSubscription:
        found = self._subscriptions.get(subscription_id)
        if found is None or found.customer_id != customer_id:
            raise PaymentNotFound(f"unknown test subscription: {subscription_id!r}")
        return found

    @staticmethod
    def _subscription_info(found: BuiltinSubscription) -> Subscription:
        return Subscription(found.subscription_id, found.status, found.amount_cents, found.start_date)

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
            raise PaymentNotFound(f"unknown test payment: {payment_id!r}")
        return payment
