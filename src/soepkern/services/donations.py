"""Donations: start a payment, record what the payment provider reports, the thank-you mails, the donor's list.

Starting: the donation is stored (open) and committed first, then the payment is created with the donation's uuid
as idempotency key, so a retry never makes a second payment for it. When the provider is down the donation is
marked `mislukt` (it can never be paid) and the visitor gets a Dutch message (HTTP 502).

Recording: the webhook only says "payment X changed"; the status is always read from the provider, never taken
from the request. The change is a conditional update (only from a non-final status), so duplicates, races and
out-of-order deliveries never move a paid donation back, and the thank-you mail is queued exactly once, in the same
transaction as the change to `betaald`.

Monthly gifts (decision 0080): the gift and its first donation are stored first, then a Mollie customer and the
first payment (`sequenceType: first`), both with the gift's uuid as idempotency key. Once the first payment is paid
the subscription is created (idempotent too; a webhook that fails there is repeated by Mollie, and the next call
creates it). A payment the webhook does not know is asked for at the provider (only while a gift runs): one made by
a gift's subscription becomes a donation of the same donor (`recurring`, no thank-you mail of its own).
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from datetime import date, datetime, timedelta

import attrs

from soepkern.domain import mail_texts, site_settings
from soepkern.domain.business_time import business_date, start_of_business_day
from soepkern.domain.dates import format_date
from soepkern.domain.donations import (
    NOT_FINAL,
    PAYMENT_UNAVAILABLE,
    Donation,
    DonationForm,
    DonationStatus,
    Donor,
    check_donation,
    next_status,
)
from soepkern.domain.errors import ServiceUnavailable
from soepkern.domain.login import new_token, token_hash
from soepkern.domain.mail import MailMessage
from soepkern.domain.money import format_euro
from soepkern.domain.monthly_gifts import (
    MONTHLY_DESCRIPTION,
    GiftStatus,
    first_charge_date,
    gift_for,
    gift_link,
    recurring_donation,
)
from soepkern.ports import (
    Clock,
    MailRenderer,
    PaymentNotFound,
    Payments,
    PaymentUnavailable,
    UnitOfWork,
    UnitOfWorkFactory,
)

THANKS_PATH = "/meedoen/donaties/bedankt-voor-uw-donatie"
WEBHOOK_PATH = "/web/mollie-webhook"
DESCRIPTION = "Donatie Stichting De Soepketel"
CONFIRMED_TEMPLATE = "donation_confirmed"
CONFIRMED_BUSINESS_TEMPLATE = "donation_confirmed_business"
GIFT_MAIL_TEMPLATE = "monthly_gift"
EXAMPLES = {"donationConfirmed": False, "donationConfirmedBusiness": True}


@attrs.frozen
class DonationPorts:
    uow_factory: UnitOfWorkFactory
    clock: Clock
    mails: MailRenderer
    payments: Payments
    public_url: str


def thanks_url(public_url: str, donation_uuid: str) -> str:
    return f"{public_url}{THANKS_PATH}?donatie={donation_uuid}"


def webhook_url(public_url: str) -> str | None:
    """Mollie must be able to reach the webhook: none for a local address (the thank-you page then asks)."""
    host = public_url.split("://", 1)[-1].split("/", 1)[0].split(":", 1)[0]
    if host in {"localhost", "127.0.0.1", "::1", "[::1]"} or host.endswith(".localhost"):
        return None
    return f"{public_url}{WEBHOOK_PATH}"


async def donate(form: DonationForm, ports: DonationPorts) -> str:
    """Stores the donation (and for a monthly gift the gift) and creates its payment; returns the URL to send the
    browser to."""
    now = ports.clock.now()
    donation = check_donation(form, uuid=str(uuid.uuid4()), now=now)
    gift = gift_for(donation, uuid=str(uuid.uuid4())) if form.monthly else None
    async with ports.uow_factory(write=True) as uow:
        if gift is not None:
            donation.gift_id = await uow.monthly_gifts.add(gift)
        donation_id = await uow.donations.add(donation)
        await uow.commit()
    try:
        customer_id = None
        if gift is not None and gift.id is not None:
            customer_id = await ports.payments.create_customer(
                name=gift.donor.naam, email=gift.donor.email, idempotency_key=gift.uuid
            )
            async with ports.uow_factory(write=True) as uow:
                await uow.monthly_gifts.set_customer(gift.id, customer_id)
                await uow.commit()
        description = f"{MONTHLY_DESCRIPTION if gift else DESCRIPTION} ({donation_id})"
        metadata = {"donation": donation.uuid, **({"gift": gift.uuid} if gift else {})}
        link = await ports.payments.create_payment(
            amount_cents=donation.bedrag,
            description=description,
            redirect_url=thanks_url(ports.public_url, donation.uuid),
            webhook_url=webhook_url(ports.public_url),
            metadata=metadata,
            idempotency_key=donation.uuid,
            customer_id=customer_id,
        )
    except PaymentUnavailable as error:
        async with ports.uow_factory(write=True) as uow:
            await uow.donations.change_status(donation_id, DonationStatus.MISLUKT, NOT_FINAL, ports.clock.now())
            if gift is not None and gift.id is not None:
                await uow.monthly_gifts.change_status(gift.id, GiftStatus.GESTOPT, (GiftStatus.NIEUW,), now)
            await uow.commit()
        raise ServiceUnavailable(PAYMENT_UNAVAILABLE) from error
    async with ports.uow_factory(write=True) as uow:
        await uow.donations.set_payment(donation_id, link.payment_id)
        await uow.commit()
    return link.checkout_url


async def record_payment(payment_id: str, ports: DonationPorts) -> Donation | None:
    """Reads the payment's status at the provider and records it. Unknown payment: None, nothing changes.

    Raises PaymentUnavailable when the provider cannot be asked (the webhook then fails, and Mollie tries again).
    """
    async with ports.uow_factory() as uow:
        donation = await uow.donations.get_by_payment_id(payment_id)
    if donation is None:
        return await _record_recurring_payment(payment_id, ports)
    if donation.id is None:
        return None
    if donation.status.is_final:
        await _start_subscription(donation, ports)
        return donation
    new = next_status(donation.status, await ports.payments.status(payment_id))
    if new is donation.status:
        return donation
    now = ports.clock.now()
    async with ports.uow_factory(write=True) as uow:
        stored = await uow.donations.get(donation.id)
        if stored is None:
            return None
        if await uow.donations.change_status(donation.id, new, NOT_FINAL, now):
            stored.status = new
            if new is DonationStatus.BETAALD and stored.sends_confirmation:
                settings = await uow.settings_values.get_all()
                extra = await _gift_link_context(uow, stored, ports.public_url, now)
                mail = confirmation_mail(ports.mails, stored, settings, ports.public_url, extra)
                await uow.outbox.enqueue(mail, now)
            elif new.is_final and stored.gift_id is not None and not stored.recurring:  # never paid: never runs
                await uow.monthly_gifts.change_status(stored.gift_id, GiftStatus.GESTOPT, (GiftStatus.NIEUW,), now)
            await _follow_recurring(uow, ports, stored, now)
        await uow.commit()
    await _start_subscription(stored, ports)
    return stored


async def _gift_link_context(uow: UnitOfWork, donation: Donation, public_url: str, now: datetime) -> dict[str, object]:
    """For a monthly gift's first payment: the donor's private link (a new token, stored hashed) and the day the
    monthly payments start, for the thank-you mail; nothing for other donations."""
    if donation.gift_id is None or donation.recurring:
        return {}
    gift = await uow.monthly_gifts.get(donation.gift_id)
    if gift is None or gift.status is GiftStatus.GESTOPT:  # stopped (by staff) before the first payment: no gift
        return {}
    token = new_token()
    await uow.monthly_gifts.set_token_hash(donation.gift_id, token_hash(token))
    return {
        "gift_link": gift_link(public_url, token),
        "gift_start": format_date(first_charge_date(business_date(now))),
    }


async def _start_subscription(donation: Donation, ports: DonationPorts) -> None:
    """After a monthly gift's first payment was paid: its subscription, from the same day next month (idempotent:
    nothing when the gift runs already; the provider answers a repeated request with the same subscription)."""
    if donation.status is not DonationStatus.BETAALD or donation.gift_id is None or donation.recurring:
        return
    async with ports.uow_factory() as uow:
        gift = await uow.monthly_gifts.get(donation.gift_id)
    if gift is not None and gift.status is GiftStatus.GESTOPT and gift.subscription_id and gift.start_date is None:
        # Stopped while its subscription was being made, and Mollie could not be told then: tell it now.
        await ports.payments.cancel_subscription(gift.mollie_customer_id, gift.subscription_id)
        return
    if gift is None or gift.id is None or gift.status is not GiftStatus.NIEUW or not gift.mollie_customer_id:
        return
    start = first_charge_date(business_date(ports.clock.now()))
    subscription = await ports.payments.create_subscription(
        customer_id=gift.mollie_customer_id,
        amount_cents=gift.bedrag,
        start_date=start,
        description=f"{MONTHLY_DESCRIPTION} {gift.id}",
        webhook_url=webhook_url(ports.public_url),
        metadata={"gift": gift.uuid},
        idempotency_key=f"{gift.uuid}-subscription",
    )
    async with ports.uow_factory(write=True) as uow:
        started = await uow.monthly_gifts.start(gift.id, subscription.subscription_id, start)
        stopped = not started and await uow.monthly_gifts.keep_stopped_subscription(
            gift.id, subscription.subscription_id
        )
        await uow.commit()
    if stopped:
        # The gift was stopped (by staff, or its donor erased) while the subscription was being made: a stopped gift
        # is never charged, so Mollie cancels it (when Mollie cannot be told, its next webhook call tries again).
        await ports.payments.cancel_subscription(gift.mollie_customer_id, subscription.subscription_id)


async def _record_recurring_payment(payment_id: str, ports: DonationPorts) -> Donation | None:
    """A payment the webhook does not know: when a gift's subscription made it, a new donation of that donor (with
    the provider's status); otherwise None and nothing changes. While no gift runs, the provider is not asked (an
    unknown id then never reaches Mollie)."""
    async with ports.uow_factory() as uow:
        if not await uow.monthly_gifts.any_running():
            return None
    try:
        info = await ports.payments.payment(payment_id)
    except PaymentNotFound:
        return None
    if not info.subscription_id:
        return None
    now = ports.clock.now()
    async with ports.uow_factory(write=True) as uow:
        gift = await uow.monthly_gifts.get_by_subscription(info.subscription_id)
        if gift is None or await uow.donations.get_by_payment_id(payment_id) is not None:
            return None
        status = next_status(DonationStatus.OPEN, info.status)
        donation = recurring_donation(
            gift, payment_id=payment_id, amount_cents=info.amount_cents, status=status, now=now, uuid=str(uuid.uuid4())
        )
        if not await uow.donations.add_payment(donation):
            return None  # a webhook for the same payment at the same moment recorded it: nothing more to do
        await _follow_recurring(uow, ports, donation, now)
        await uow.commit()
    return donation


async def _follow_recurring(uow: UnitOfWork, ports: DonationPorts, donation: Donation, now: datetime) -> None:
    """A monthly payment that failed (Mollie's `failed`/`expired`; a direct debit is not retried by Mollie) pauses
    the gift and sends the donor one friendly mail, only on the change from active; a later paid payment makes it
    active again."""
    if not donation.recurring or donation.gift_id is None:
        return
    if donation.status in (DonationStatus.MISLUKT, DonationStatus.VERLOPEN):
        if await uow.monthly_gifts.change_status(donation.gift_id, GiftStatus.GEPAUZEERD, (GiftStatus.ACTIEF,), now):
            gift = await uow.monthly_gifts.get(donation.gift_id)
            if gift is not None and gift.donor.email:
                stored = await uow.settings_values.get_all()
                context = {
                    "kind": "failed",
                    "name": gift.donor.naam,
                    "donatie_bedrag": format_euro(donation.bedrag),
                    "gift_link": "",
                    "contact_email": site_setting(stored, "contact_email"),
                    "contact_telefoonnummer": site_setting(stored, "contact_telefoonnummer"),
                }
                await uow.outbox.enqueue(ports.mails.render(GIFT_MAIL_TEMPLATE, gift.donor.email, context), now)
    elif donation.status is DonationStatus.BETAALD:
        await uow.monthly_gifts.change_status(donation.gift_id, GiftStatus.ACTIEF, (GiftStatus.GEPAUZEERD,), now)


async def donation_status(donation_uuid: str, ports: DonationPorts) -> Donation | None:
    """The donation for the thank-you page; while it is not final the provider is asked once more (for a site the
    webhook cannot reach). A provider that is down does not matter here: the stored status is shown."""
    async with ports.uow_factory() as uow:
        donation = await uow.donations.get_by_uuid(donation_uuid)
    if donation is None or donation.status.is_final or donation.payment_id is None:
        return donation
    try:
        return await record_payment(donation.payment_id, ports) or donation
    except PaymentUnavailable:
        return donation


async def donations_for(uow_factory: UnitOfWorkFactory, email: str, customer_id: int | None = None) -> list[Donation]:
    """The donations of a customer (matched by e-mail address, or linked to the customer), newest first."""
    async with uow_factory() as uow:
        return await uow.donations.list_for_email(email, customer_id)


async def donation_totals(
    uow_factory: UnitOfWorkFactory, van: date | None = None, tot: date | None = None
) -> dict[str, int]:
    """For the dashboard's statistics: the number and the sum (cents) of paid donations, all time or given from
    `van` through `tot` (calendar days in business time)."""
    start = start_of_business_day(van) if van is not None else None
    end = start_of_business_day(tot + timedelta(days=1)) if tot is not None else None
    async with uow_factory() as uow:
        count, total = await uow.donations.paid_totals(start, end)
    return {"donations": count, "donations_bedrag": total}


def site_setting(stored: Mapping[str, str], key: str) -> str:
    return str(site_settings.client_value(site_settings.definition(key), stored.get(key)))


def donation_mail_context(donation: Donation, stored: Mapping[str, str], public_url: str) -> dict[str, object]:
    """The placeholders: donor name, company, e-mail, address, the donation amount and date, and the foundation's
    contact phone, e-mail and contact form link."""
    return {
        "donatie": donation,
        "name": donation.donor.naam,
        "bedrijfsnaam": donation.donor.bedrijfsnaam,
        "email": donation.donor.email,
        "postcode": donation.donor.postcode,
        "huisnummer": donation.donor.huisnummer,
        "straat": donation.donor.straat,
        "plaats": donation.donor.plaats,
        "donatie_bedrag": format_euro(donation.bedrag),
        "datum": format_date(business_date(donation.created_at)),
        "contact_email": site_setting(stored, "contact_email"),
        "contact_telefoonnummer": site_setting(stored, "contact_telefoonnummer"),
        "contactformulier_link": f"{public_url}/contact",
        "mail_text": site_setting(stored, mail_texts.DONATION_TEXT_KEY),
        "mail_text_key": mail_texts.DONATION_TEXT_KEY,
    }


def confirmation_mail(
    mails: MailRenderer,
    donation: Donation,
    stored: Mapping[str, str],
    public_url: str,
    extra: Mapping[str, object] | None = None,
) -> MailMessage:
    """donationConfirmed, or donationConfirmedBusiness for a business donation (`extra`: a monthly gift's link)."""
    template = CONFIRMED_BUSINESS_TEMPLATE if donation.donor.zakelijk else CONFIRMED_TEMPLATE
    context = {**donation_mail_context(donation, stored, public_url), **(extra or {})}
    return mails.render(template, donation.donor.email, context)


def example_donation(business: bool, now: datetime) -> Donation:
    """Sample data for the example mails (never stored)."""
    return Donation(
        id=42,
        bedrag=2500,
        created_at=now,
        donor=Donor(
            zakelijk=business,
            bedrijfsnaam="Bakkerij Bakker B.V." if business else "",
            voornaam="Joke",
            achternaam="Bakker",
            email="joke.bakker@example.nl",
            postcode="3511AB",
            huisnummer="12",
            straat="Kerkstraat",
            plaats="Utrecht",
        ),
        status=DonationStatus.BETAALD,
        uuid=str(uuid.UUID(int=42)),
    )


def example_mail(
    name: str, mails: MailRenderer, stored: Mapping[str, str], public_url: str, now: datetime
) -> MailMessage | None:
    """The example e-mail `name` (donationConfirmed, donationConfirmedBusiness), or None when there is none."""
    if name not in EXAMPLES:
        return None
    return confirmation_mail(mails, example_donation(EXAMPLES[name], now), stored, public_url)
