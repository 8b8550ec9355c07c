"""The yearly gift statements (decision 0082): who gave in a year and how much, and one statement mail per donor
per year (recorded in the same transaction as the queued mail, so a rerun or a second run at the same moment mails
nobody twice)."""

from __future__ import annotations

from collections.abc import Mapping

import attrs

from soepkern.domain.audit import AuditedType, audit_entry
from soepkern.domain.business_time import business_date
from soepkern.domain.donations import DonationQuery, DonationStatus
from soepkern.domain.errors import NotFound, ValidationFailed
from soepkern.domain.gift_statements import (
    YEAR_INVALID,
    Foundation,
    GiftStatement,
    check_year,
    foundation_from,
    gift_statements,
    require_statements,
    statements_unavailable,
    title,
    year_bounds,
)
from soepkern.domain.mail import MailAttachment, MailMessage
from soepkern.domain.money import format_euro
from soepkern.ports import Clock, GiftStatementDocuments, MailRenderer, UnitOfWork, UnitOfWorkFactory
from soepkern.services import monthly_gifts
from soepkern.services.audit import acting
from soepkern.services.donations import DonationPorts, site_setting

STATEMENT_MAIL_TEMPLATE = "gift_statement"


@attrs.frozen
class StatementPorts:
    uow_factory: UnitOfWorkFactory
    clock: Clock
    mails: MailRenderer
    documents: GiftStatementDocuments


@attrs.frozen
class YearOfGifts:
    year: int
    foundation: Foundation
    statements: list[GiftStatement]
    contact_email: str = ""

    @property
    def total(self) -> int:
        return sum(statement.total for statement in self.statements)


async def year_of_gifts(uow_factory: UnitOfWorkFactory, year: int) -> YearOfGifts:
    """Every donor's statement of `year` (paid, named gifts made that year in Europe/Amsterdam)."""
    start, end = year_bounds(year)
    async with uow_factory() as uow:
        page, _ = await uow.donations.select(DonationQuery(status=DonationStatus.BETAALD), start, end)
        stored = await uow.settings_values.get_all()
    return YearOfGifts(
        year=year,
        foundation=foundation_from(stored),
        statements=gift_statements(page.items, year),
        contact_email=site_setting(stored, "contact_email"),
    )


PDF = "application/pdf"


def statement_mail_context(statement: GiftStatement, gifts: YearOfGifts) -> Mapping[str, object]:
    foundation = gifts.foundation
    return {
        "name": statement.display_name,
        "year": statement.year,
        "aantal": len(statement.gifts),
        "totaal": format_euro(statement.total),
        "stichting": foundation.naam,
        "afzender": foundation.naam,
        "contact_email": gifts.contact_email,
    }


def attachment_name(year: int) -> str:
    return f"{title(year)}.pdf"


def statement_mail(
    statement: GiftStatement, gifts: YearOfGifts, mails: MailRenderer, documents: GiftStatementDocuments
) -> MailMessage:
    """The statement mail: a short thank-you, signed by the foundation, with the statement as a PDF attachment."""
    mail = mails.render(STATEMENT_MAIL_TEMPLATE, statement.email, statement_mail_context(statement, gifts))
    pdf = MailAttachment(attachment_name(statement.year), PDF, documents.render(statement, gifts.foundation))
    return attrs.evolve(mail, attachments=(pdf,))


async def send_statement(ports: StatementPorts, statement: GiftStatement, gifts: YearOfGifts) -> bool:
    """Queues the donor's statement mail unless it was mailed before for this year; True when it was queued now."""
    now = ports.clock.now()
    mail = statement_mail(statement, gifts, ports.mails, ports.documents)
    async with ports.uow_factory(write=True) as uow:
        if not await uow.gift_statement_mails.claim(statement.year, statement.key, now):
            return False
        await uow.outbox.enqueue(mail, now)
        await uow.commit()
    return True


async def _send_again(uow: UnitOfWork, ports: StatementPorts, statement: GiftStatement, gifts: YearOfGifts) -> None:
    """Queues the statement mail also when it was mailed before (asked for again), and records it as mailed, so
    that a later `soep donations statements --send` does not mail it once more."""
    now = ports.clock.now()
    await uow.gift_statement_mails.claim(statement.year, statement.key, now)
    await uow.outbox.enqueue(statement_mail(statement, gifts, ports.mails, ports.documents), now)


def no_gifts_in(year: int) -> str:
    return f"Wij hebben in {year} geen giften van u ontvangen: er is geen overzicht te sturen."


def statement_sent(year: int) -> str:
    return (
        f"Het overzicht van uw giften {year} is verstuurd naar het e-mailadres van uw gift. U ontvangt het binnen "
        "enkele minuten."
    )


def _past_year(year: object, ports: StatementPorts | DonationPorts) -> int:
    """This year or an earlier one (from 2000); a Dutch 422 otherwise."""
    chosen = check_year(year)
    if chosen > business_date(ports.clock.now()).year:
        raise ValidationFailed.single("year", YEAR_INVALID)
    return chosen


async def send_on_request(token: str, year: object, ports: DonationPorts, statements: StatementPorts) -> str:
    """From the donor's own link: mails the statement of `year` (all gifts of the gift's address that year, also
    one-off ones) to that address, each time it is asked for. NotFound for a wrong link; a Dutch 422 for a year
    that is not this year or an earlier one, a year without gifts, or while the foundation's RSIN is empty (a
    friendly "not now, contact us", decision 0098). Returns the answer to show."""
    view = await monthly_gifts.view(token, ports)
    chosen = _past_year(year, ports)
    gifts = await year_of_gifts(ports.uow_factory, chosen)
    if not gifts.foundation.issues_statements:
        raise ValidationFailed.single("year", statements_unavailable(gifts.foundation, gifts.contact_email))
    email = view.gift.donor.email.strip().casefold()
    statement = next((s for s in gifts.statements if s.email == email), None)
    if statement is None or not email:
        raise ValidationFailed.single("year", no_gifts_in(chosen))
    async with ports.uow_factory(write=True) as uow:
        await _send_again(uow, statements, statement, gifts)
        await uow.commit()
    return statement_sent(chosen)


# Staff: the statement of the donor of a row in the donations list (decision 0089).
DONATION_NOT_FOUND = "Deze donatie bestaat niet (meer)."
ANONYMOUS = "Deze donatie is anoniem gegeven: daar hoort geen jaaroverzicht bij."
NO_DONOR = "Van deze donatie zijn geen naam en e-mailadres (meer) bekend: er is geen jaaroverzicht te maken."


def donor_gave_nothing(name: str, year: int) -> str:
    return f"{name} heeft in {year} geen giften op naam gedaan: er is geen jaaroverzicht te maken."


def staff_statement_sent(statement: GiftStatement) -> str:
    return f"Het overzicht van de giften {statement.year} is verstuurd naar {statement.email}."


async def donor_statement(donation_id: int, year: object, ports: StatementPorts) -> tuple[GiftStatement, YearOfGifts]:
    """The statement of `year` (by default last year) of the donor of donation `donation_id`. NotFound for an
    unknown donation; a Dutch 422 for an anonymous one, one without name or address (erased), a year to come, a year
    without gifts, or while the foundation's RSIN is empty (decision 0098)."""
    async with ports.uow_factory() as uow:
        donation = await uow.donations.get(donation_id)
    if donation is None:
        raise NotFound(DONATION_NOT_FOUND)
    if donation.anoniem:
        raise ValidationFailed.single("id", ANONYMOUS)
    email = donation.donor.email.strip().casefold()
    name = donation.donor.naam or donation.donor.bedrijfsnaam.strip()
    if not email or not name:
        raise ValidationFailed.single("id", NO_DONOR)
    last_year = business_date(ports.clock.now()).year - 1
    chosen = _past_year(last_year if year is None or year == "" else year, ports)
    gifts = await year_of_gifts(ports.uow_factory, chosen)
    require_statements(gifts.foundation)
    statement = next((s for s in gifts.statements if s.email == email), None)
    if statement is None:
        raise ValidationFailed.single("year", donor_gave_nothing(name, chosen))
    return statement, gifts


async def send_by_staff(donation_id: int, year: object, ports: StatementPorts) -> str:
    """A manager mails the donor's statement of `year` (also when it was mailed before: the donor asked again);
    written to the audit trail. Returns the answer to show."""
    statement, gifts = await donor_statement(donation_id, year, ports)
    async with ports.uow_factory(write=True) as uow:
        await _send_again(uow, ports, statement, gifts)
        actor = acting()
        if actor is not None:
            entry = audit_entry(
                AuditedType.GIFT_STATEMENT,
                donation_id,
                None,
                {"jaar": statement.year, "email": statement.email, "giften": len(statement.gifts)},
                user_id=actor.user_id,
                user_name=actor.user_name,
                at=ports.clock.now(),
            )
            if entry is not None:
                await uow.audit_log.add(entry)
        await uow.commit()
    return staff_statement_sent(statement)


async def document_for_staff(donation_id: int, year: object, ports: StatementPorts) -> tuple[str, bytes]:
    """The donor's statement of `year` as a PDF (file name, bytes) for staff to print or send themselves."""
    statement, gifts = await donor_statement(donation_id, year, ports)
    return statement.file_name, ports.documents.render(statement, gifts.foundation)
