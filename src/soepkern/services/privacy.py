"""Privacy (AVG) use cases: the retention run, a customer's data export and erasing a customer on request.

Load, ask the domain (soepkern.domain.retention), save, commit; every action is written to the privacy log with
who and when (docs/decisions/0017-privacy.md).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import datetime

import attrs

from soepkern.domain import retention
from soepkern.domain.business_time import business_date
from soepkern.domain.contact import ContactMessage
from soepkern.domain.customers import Customer
from soepkern.domain.errors import NotFound, ValidationFailed
from soepkern.domain.retention import PrivacyAction, PrivacyLogEntry, RetentionPolicy, RetentionReport
from soepkern.domain.users import User
from soepkern.domain.wording import counted
from soepkern.ports import Clock, UnitOfWork, UnitOfWorkFactory
from soepkern.services.customers_admin import NOT_FOUND, CustomerDetail, get_customer
from soepkern.services.staff_orders import StaffOrderPorts

SYSTEM = "systeem (bewaartermijnen)"


@attrs.frozen
class CustomerDataExport:
    detail: CustomerDetail
    contact_messages: list[ContactMessage]


async def run_retention(
    uow_factory: UnitOfWorkFactory, clock: Clock, policy: RetentionPolicy, *, dry_run: bool = False
) -> RetentionReport:
    """Anonymises inactive customers and deletes old contact messages; with `dry_run` only counts."""
    now = clock.now()
    due = retention.cutoffs(policy, now)
    async with uow_factory(write=not dry_run) as uow:
        activity = await uow.privacy.customer_activity()
        customers = [
            (cid, email)
            for cid, email, last in activity
            if retention.is_customer_due(last, due.customers_inactive_since)
        ]
        if dry_run:
            messages = await uow.privacy.count_contact_messages_before(due.contact_messages_before)
            old = await uow.privacy.count_records_before(due.bookkeeping_before)
            audit = await uow.audit_log.count_before(due.audit_entries_before)
            return RetentionReport(
                len(customers), messages, dry_run=True, old_records_anonymised=old, audit_entries_deleted=audit
            )
        for customer_id, email in customers:
            await uow.privacy.anonymise_customer(customer_id, email)
        messages = await uow.privacy.delete_contact_messages_before(due.contact_messages_before)
        old = await uow.privacy.anonymise_records_before(due.bookkeeping_before)
        audit = await uow.audit_log.delete_before(due.audit_entries_before)
        report = RetentionReport(len(customers), messages, old_records_anonymised=old, audit_entries_deleted=audit)
        if customers or messages or old or audit:
            detail = (
                f"{counted(report.customers_anonymised, 'klant', 'klanten')} geanonimiseerd, "
                f"{counted(messages, 'contactbericht', 'contactberichten')} verwijderd, "
                f"{counted(old, 'oude bestelling of donatie', 'oude bestellingen en donaties')} geanonimiseerd, "
                f"{counted(audit, 'logboekregel', 'logboekregels')} verwijderd"
            )
            await uow.privacy.log(PrivacyLogEntry(PrivacyAction.RETENTION, None, None, SYSTEM, detail, now))
        await uow.commit()
    return report


async def export_customer_data(customer_id: int, actor: User, ports: StaffOrderPorts) -> CustomerDataExport:
    """Everything stored about one customer (a data-access request); the export itself is logged."""
    detail = await get_customer(customer_id, ports)
    async with ports.uow_factory(write=True) as uow:
        messages = await uow.privacy.contact_messages_from(detail.customer.contact.email)
        await uow.privacy.log(
            PrivacyLogEntry(PrivacyAction.EXPORT, customer_id, actor.id, actor.name, "", ports.clock.now())
        )
        await uow.commit()
    return CustomerDataExport(detail, messages)


async def _erasable(uow: UnitOfWork, customer_id: int, now: datetime) -> Customer:
    customer = await uow.customers.get(customer_id)
    if customer is None:
        raise NotFound(NOT_FOUND)
    refusal = retention.erase_refusal(
        already_anonymised=retention.is_anonymised(customer.contact.email),
        has_open_order=await uow.privacy.has_open_order(customer_id, customer.contact.email, business_date(now)),
    )
    if refusal is not None:
        raise ValidationFailed({"klant": [refusal]}, refusal)
    return customer


async def erase_customer(
    customer_id: int,
    actor: User,
    ports: StaffOrderPorts,
    stop_gifts: Callable[[str], Awaitable[int]] | None = None,
) -> None:
    """Erases one customer on request: anonymised with their orders, donations and monthly gifts (amounts and dates
    stay), contact messages deleted. A running monthly gift of the customer's address is stopped first (`stop_gifts`
    cancels it at Mollie; when Mollie cannot be reached nothing is erased)."""
    now = ports.clock.now()
    async with ports.uow_factory() as uow:
        customer = await _erasable(uow, customer_id, now)
    stopped = await stop_gifts(customer.contact.email) if stop_gifts is not None else 0
    async with ports.uow_factory(write=True) as uow:
        customer = await _erasable(uow, customer_id, now)
        messages = await uow.privacy.delete_contact_messages_from(customer.contact.email)
        await uow.privacy.anonymise_customer(customer_id, customer.contact.email)
        detail = f"klant gewist, {messages} contactberichten verwijderd"
        if stopped:
            detail += f", {stopped} maandelijkse gift(en) gestopt"
        await uow.privacy.log(PrivacyLogEntry(PrivacyAction.ERASE, customer_id, actor.id, actor.name, detail, now))
        await uow.commit()


DONATION_NOT_FOUND = "Deze donatie bestaat niet."
DONOR_UNKNOWN = "Van deze donatie zijn geen naam en e-mailadres (meer) bewaard: er is niets te wissen."
DONOR_IS_CUSTOMER = "Deze donateur is ook klant. Wis de gegevens op de klantpagina; de donaties gaan dan mee."


async def _erasable_donor(uow: UnitOfWork, donation_id: int) -> str:
    """The address of the donor of this donation, who can be erased as a donor (not anonymous, not yet erased, and
    no customer: a customer is erased on the customer page, with the checks for open orders)."""
    donation = await uow.donations.get(donation_id)
    if donation is None:
        raise NotFound(DONATION_NOT_FOUND)
    if donation.anoniem or not donation.donor.email:
        raise ValidationFailed.single("id", DONOR_UNKNOWN)
    if await uow.customers.get_by_email(donation.donor.email) is not None:
        raise ValidationFailed.single("id", DONOR_IS_CUSTOMER)
    return donation.donor.email


async def erase_donor(
    donation_id: int,
    actor: User,
    ports: StaffOrderPorts,
    stop_gifts: Callable[[str], Awaitable[int]] | None = None,
) -> str:
    """Erases a donor who is no customer, on request, by one of their donations: every donation and monthly gift of
    the address keeps only amounts and dates (issue 28 item 5), their mails are redacted and their contact messages
    deleted. A running monthly gift is stopped first (at Mollie; when Mollie cannot be reached nothing is erased).
    Logged in the privacy log (without the address). Returns the Dutch answer."""
    now = ports.clock.now()
    async with ports.uow_factory() as uow:
        email = await _erasable_donor(uow, donation_id)
    stopped = await stop_gifts(email) if stop_gifts is not None else 0
    async with ports.uow_factory(write=True) as uow:
        email = await _erasable_donor(uow, donation_id)
        messages = await uow.privacy.delete_contact_messages_from(email)
        donations = await uow.privacy.anonymise_donor(email)
        detail = (
            f"donateur van donatie {donation_id} gewist: {counted(donations, 'donatie', 'donaties')}, "
            f"{messages} contactberichten verwijderd"
        )
        if stopped:
            detail += f", {stopped} maandelijkse gift(en) gestopt"
        await uow.privacy.log(PrivacyLogEntry(PrivacyAction.ERASE, None, actor.id, actor.name, detail, now))
        await uow.commit()
    answer = f"Donateursgegevens gewist: {counted(donations, 'donatie', 'donaties')} zonder naam, adres en e-mailadres"
    return answer + (f", {counted(stopped, 'maandelijkse gift', 'maandelijkse giften')} gestopt." if stopped else ".")


async def list_privacy_log(uow_factory: UnitOfWorkFactory, limit: int = 200) -> list[PrivacyLogEntry]:
    """Who exported or erased whose data, and the retention runs: newest first."""
    async with uow_factory() as uow:
        return await uow.privacy.list_log(limit)
