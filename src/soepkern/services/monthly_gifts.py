"""The donor's own page of a monthly gift (decision 0081): reached with a private link (the token is stored hashed,
no login), it shows the gift and its payments and lets the donor change the amount or stop the gift; each change is
confirmed by mail. A lost link is sent again to the gift's address; the answer never tells whether an address
gives. Stopping (also by staff, or when the donor is erased) cancels the Mollie subscription first."""

from __future__ import annotations

from datetime import date, datetime
from typing import Literal

import attrs

from soepkern.domain.business_time import business_date
from soepkern.domain.donations import Donation, check_amount
from soepkern.domain.email_address import EMAIL_INVALID, is_valid_email
from soepkern.domain.errors import NotFound, ServiceUnavailable, ValidationErrors, ValidationFailed
from soepkern.domain.login import new_token, token_hash
from soepkern.domain.money import format_euro
from soepkern.domain.monthly_gifts import (
    ALREADY_STOPPED,
    GIFT_NOT_FOUND,
    LINK_INVALID,
    NOT_ACTIVE,
    SAME_AMOUNT,
    GiftQuery,
    GiftStatus,
    MonthlyGift,
    gift_link,
    next_charge_date,
)
from soepkern.domain.users import normalise_email
from soepkern.ports import Page, PaymentUnavailable, UnitOfWork
from soepkern.services.donations import GIFT_MAIL_TEMPLATE, DonationPorts, site_setting

NOT_STOPPED = (
    "De maandelijkse gift van deze klant kon niet worden gestopt: de betaaldienst is niet bereikbaar. Er is niets "
    "gewist; probeer het later opnieuw."
)
STAFF_NOT_STOPPED = (
    "De maandelijkse gift is niet gestopt: de betaaldienst (Mollie) is niet bereikbaar. De gift loopt nog; probeer "
    "het later opnieuw."
)
CHANGE_UNAVAILABLE = "Het wijzigen is op dit moment niet gelukt. Probeer het later opnieuw."
MAIL_TEMPLATE = GIFT_MAIL_TEMPLATE
MailKind = Literal["link", "changed", "stopped"]


@attrs.frozen
class GiftView:
    gift: MonthlyGift
    next_date: date | None
    payments: list[Donation]


async def _by_token(uow: UnitOfWork, token: str) -> MonthlyGift:
    gift = await uow.monthly_gifts.get_by_token_hash(token_hash(token)) if token else None
    if gift is None or gift.id is None:
        raise NotFound(LINK_INVALID)
    return gift


async def view(token: str, ports: DonationPorts) -> GiftView:
    """The gift behind the link, its next charge day and its payments; NotFound (Dutch) for a wrong link."""
    async with ports.uow_factory() as uow:
        gift = await _by_token(uow, token)
        assert gift.id is not None
        payments = await uow.donations.list_for_gift(gift.id)
    return GiftView(gift, next_charge_date(gift, business_date(ports.clock.now())), payments)


async def _mail(
    uow: UnitOfWork, ports: DonationPorts, gift: MonthlyGift, kind: MailKind, link: str, now: datetime
) -> None:
    stored = await uow.settings_values.get_all()
    context = {
        "kind": kind,
        "name": gift.donor.naam,
        "donatie_bedrag": format_euro(gift.bedrag),
        "gift_link": link,
        "contact_email": site_setting(stored, "contact_email"),
        "contact_telefoonnummer": site_setting(stored, "contact_telefoonnummer"),
    }
    await uow.outbox.enqueue(ports.mails.render(MAIL_TEMPLATE, gift.donor.email, context), now)


async def change_amount(token: str, bedrag: int | None, ports: DonationPorts) -> GiftView:
    """A new monthly amount: the subscription at Mollie first, then here, then a confirmation mail."""
    errors = ValidationErrors()
    amount = check_amount(errors, bedrag)
    errors.raise_if_any()
    async with ports.uow_factory() as uow:
        gift = await _by_token(uow, token)
    if gift.status is not GiftStatus.ACTIEF or not gift.subscription_id:
        raise ValidationFailed.single("bedrag", NOT_ACTIVE)
    if amount == gift.bedrag:
        raise ValidationFailed.single("bedrag", SAME_AMOUNT)
    try:
        await ports.payments.update_subscription(gift.mollie_customer_id, gift.subscription_id, amount)
    except PaymentUnavailable as error:
        raise ServiceUnavailable(CHANGE_UNAVAILABLE) from error
    now = ports.clock.now()
    async with ports.uow_factory(write=True) as uow:
        assert gift.id is not None
        await uow.monthly_gifts.set_amount(gift.id, amount, now)
        await _mail(uow, ports, attrs.evolve(gift, bedrag=amount), "changed", "", now)
        await uow.commit()
    return await view(token, ports)


async def stop_gift(gift: MonthlyGift, ports: DonationPorts, *, mail: bool = True) -> bool:
    """Cancels the subscription at Mollie (when there is one) and marks the gift stopped; False when it had stopped
    already. PaymentUnavailable when Mollie cannot be told: the gift then keeps running."""
    if gift.id is None or gift.status is GiftStatus.GESTOPT:
        return False
    if gift.subscription_id:
        await ports.payments.cancel_subscription(gift.mollie_customer_id, gift.subscription_id)
    now = ports.clock.now()
    async with ports.uow_factory(write=True) as uow:
        running = [s for s in GiftStatus if s is not GiftStatus.GESTOPT]
        stopped = await uow.monthly_gifts.change_status(gift.id, GiftStatus.GESTOPT, running, now)
        if stopped and mail and gift.donor.email:
            await _mail(uow, ports, gift, "stopped", "", now)
        await uow.commit()
    return stopped


@attrs.frozen
class StaffGift:
    gift: MonthlyGift
    next_date: date | None


async def staff_list(query: GiftQuery, page: int, per_page: int, ports: DonationPorts) -> tuple[Page[StaffGift], int]:
    """The managers' list: one page of the gifts matching `query` (newest first) with their next charge day, and
    what the active gifts bring in per month (all of them, whatever the filter)."""
    async with ports.uow_factory() as uow:
        found = await uow.monthly_gifts.select(query, page, per_page)
        per_month = await uow.monthly_gifts.monthly_total()
    today = business_date(ports.clock.now())
    gifts = [StaffGift(gift, next_charge_date(gift, today)) for gift in found.items]
    return Page(gifts, found.total, found.page, found.per_page), per_month


async def stop_by_staff(gift_id: int, ports: DonationPorts) -> StaffGift:
    """A manager stops a gift on the donor's request: Mollie first (ServiceUnavailable, Dutch, when it cannot be
    told: the gift keeps running), then here (audited: the web layer acts as the manager), and the donor gets the
    usual confirmation mail."""
    async with ports.uow_factory() as uow:
        gift = await uow.monthly_gifts.get(gift_id)
    if gift is None:
        raise NotFound(GIFT_NOT_FOUND)
    if gift.status is GiftStatus.GESTOPT:
        raise ValidationFailed.single("id", ALREADY_STOPPED)
    try:
        await stop_gift(gift, ports)
    except PaymentUnavailable as error:
        raise ServiceUnavailable(STAFF_NOT_STOPPED) from error
    async with ports.uow_factory() as uow:
        stopped = await uow.monthly_gifts.get(gift_id)
    assert stopped is not None
    return StaffGift(stopped, None)


async def stop_by_donor(token: str, ports: DonationPorts) -> GiftView:
    async with ports.uow_factory() as uow:
        gift = await _by_token(uow, token)
    try:
        await stop_gift(gift, ports)
    except PaymentUnavailable as error:
        raise ServiceUnavailable(CHANGE_UNAVAILABLE) from error
    return await view(token, ports)


async def send_link_again(email: str | None, ports: DonationPorts) -> None:
    """Every running (or not yet started) gift of this address gets a new link by mail; the old one stops working.
    Nothing tells the caller whether there was any."""
    address = normalise_email(email or "")
    if not address or not is_valid_email(address):
        raise ValidationFailed.single("email", EMAIL_INVALID)
    now = ports.clock.now()
    async with ports.uow_factory(write=True) as uow:
        for gift in await uow.monthly_gifts.list_for_email(address):
            if gift.id is None or gift.status is GiftStatus.GESTOPT:
                continue
            token = new_token()
            await uow.monthly_gifts.set_token_hash(gift.id, token_hash(token))
            await _mail(uow, ports, gift, "link", gift_link(ports.public_url, token), now)
        await uow.commit()


async def stop_gifts_of(email: str, ports: DonationPorts) -> int:
    """Before a donor is erased: every gift of the address that has not stopped is stopped (at Mollie first, no mail:
    the address is about to go). Returns how many; ServiceUnavailable when Mollie cannot be told."""
    async with ports.uow_factory() as uow:
        gifts = await uow.monthly_gifts.list_for_email(normalise_email(email))
    stopped = 0
    for gift in gifts:
        try:
            stopped += await stop_gift(gift, ports, mail=False)
        except PaymentUnavailable as error:
            raise ServiceUnavailable(NOT_STOPPED) from error
    return stopped
