"""The recurring half of the Payments port: MolliePayments against the loopback Mollie (customers, first payment,
subscriptions), and the built-in stand-in used without a Mollie key."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import date

import pytest
from aiohttp.test_utils import TestServer

from adapters.http.builtin_payments import BuiltinPayments
from adapters.http.mollie import MolliePayments, PaymentNotFound, PaymentUnavailable
from tests.mollie_fake import API_KEY, MollieFake, mollie_fake  # noqa: F401 (the loopback Mollie fixture)


@pytest.fixture
async def payments(mollie_fake: tuple[MollieFake, TestServer]) -> AsyncIterator[MolliePayments]:  # noqa: F811
    made = MolliePayments(API_KEY, str(mollie_fake[1].make_url("/v2")))
    yield made
    await made.close()


async def test_a_subscription_is_made_changed_and_cancelled_once(
    payments: MolliePayments,
    mollie_fake: tuple[MollieFake, TestServer],  # noqa: F811
) -> None:
    fake = mollie_fake[0]
    customer = await payments.create_customer(name="Gijs Gulle", email="gijs@example.org", idempotency_key="g")
    link = await payments.create_payment(
        amount_cents=1500, description="d", redirect_url="https://x/", webhook_url=None, customer_id=customer
    )
    with pytest.raises(PaymentUnavailable):  # no mandate before the first payment is paid
        await payments.create_subscription(
            customer_id=customer, amount_cents=1500, start_date=date(2027, 1, 1), description="d", webhook_url=None
        )
    fake.pay(link.payment_id)
    first = await payments.payment(link.payment_id)
    assert (first.sequence_type, first.customer_id, first.amount_cents) == ("first", customer, 1500)
    assert first.mandate_id.startswith("mdt_")

    made = await payments.create_subscription(
        customer_id=customer, amount_cents=1500, start_date=date(2027, 1, 1), description="d", webhook_url=None
    )
    assert (made.status, made.amount_cents, made.next_payment_date) == ("active", 1500, date(2027, 1, 1))
    changed = await payments.update_subscription(customer, made.subscription_id, 1000)
    assert changed.amount_cents == 1000
    await payments.cancel_subscription(customer, made.subscription_id)
    await payments.cancel_subscription(customer, made.subscription_id)  # already cancelled: fine
    assert (await payments.subscription(customer, made.subscription_id)).status == "canceled"
    with pytest.raises(PaymentNotFound):
        await payments.payment("tr_unknown")


async def test_the_built_in_stand_in_plays_the_same_flow() -> None:
    payments = BuiltinPayments()
    customer = await payments.create_customer(name="A", email="a@example.org", idempotency_key="k")
    assert customer == await payments.create_customer(name="A", email="a@example.org", idempotency_key="k")
    link = await payments.create_payment(
        amount_cents=1500, description="d", redirect_url="/", webhook_url=None, customer_id=customer
    )
    payments.set_status(link.payment_id, "paid")
    assert (await payments.payment(link.payment_id)).sequence_type == "first"
    made = await payments.create_subscription(
        customer_id=customer, amount_cents=1500, start_date=date(2027, 1, 1), description="d", webhook_url=None
    )
    charged = payments.charge(made.subscription_id)
    info = await payments.payment(charged.payment_id)
    assert (info.sequence_type, info.subscription_id, info.status) == ("recurring", made.subscription_id, "paid")
    await payments.cancel_subscription(customer, made.subscription_id)
    with pytest.raises(PaymentUnavailable):
        payments.charge(made.subscription_id)


async def test_the_built_in_stand_in_lets_go_of_a_subscription_it_does_not_hold() -> None:
    """A demo gift (written straight into the database) or one from before a restart: the built-in service charges
    nothing for it, so stopping it succeeds and a new amount is taken as the gift's from then on."""
    payments = BuiltinPayments()
    await payments.cancel_subscription("cst_demo", "sub_demo_1")
    changed = await payments.update_subscription("cst_demo", "sub_demo_2", 1000)
    assert (changed.status, changed.amount_cents) == ("active", 1000)
    assert (await payments.subscription("cst_demo", "sub_demo_2")).amount_cents == 1000
    with pytest.raises(PaymentNotFound):
        await payments.subscription("cst_demo", "sub_demo_1")
    with pytest.raises(PaymentNotFound):
        await payments.update_subscription("cst_other", "sub_demo_2", 500)
