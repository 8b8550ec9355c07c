"""The yearly gift statements (decision 0082): who gave in a year and how much, and one statement mail per donor
per year (recorded in the same transaction as the queued mail, so a rerun or a second run at the same moment mails
nobody twice)."""

from __future__ import annotations

from collections.abc import Mapping

import attrs

from soepkern.domain.business_time import business_date
from soepkern.domain.dates import format_date
from soepkern.domain.donations import DonationQuery, DonationStatus
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.gift_statements import (
    YEAR_INVALID,
    Foundation,
    GiftStatement,
    check_year,
    foundation_from,
    gift_statements,
    year_bounds,
)
from soepkern.domain.money import format_euro
from soepkern.ports import Clock, MailRenderer, UnitOfWorkFactory
from soepkern.services import monthly_gifts
from soepkern.services.donations import DonationPorts, site_setting

STATEMENT_MAIL_TEMPLATE = "gift_statement"


@attrs.frozen
class StatementPorts:
    uow_factory: UnitOfWorkFactory
    clock: Clock
    mails: MailRenderer


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


def statement_mail_context(statement: GiftStatement, gifts: YearOfGifts) -> Mapping[str, object]:
    foundation = gifts.foundation
    return {
        "name": statement.display_name,
        "year": statement.year,
        "gifts": [
            {"datum": format_date(g.datum), "soort": g.soort_label, "bedrag": format_euro(g.bedrag)}
            for g in statement.gifts
        ],
        "totaal": format_euro(statement.total),
        "stichting": foundation.naam,
        "rsin": foundation.rsin,
        "anbi_text": foundation.anbi_text,
        "contact_email": gifts.contact_email,
    }


async def send_statement(ports: StatementPorts, statement: GiftStatement, gifts: YearOfGifts) -> bool:
    """Queues the donor's statement mail unless it was mailed before for this year; True when it was queued now."""
    now = ports.clock.now()
    async with ports.uow_factory(write=True) as uow:
        if not await uow.gift_statement_mails.claim(statement.year, statement.key, now):
            return False
        mail = ports.mails.render(STATEMENT_MAIL_TEMPLATE, statement.email, statement_mail_context(statement, gifts))
        await uow.outbox.enqueue(mail, now)
        await uow.commit()
    return True


def no_gifts_in(year: int) -> str:
    return f"Wij hebben in {year} geen giften van u ontvangen: er is geen overzicht te sturen."


def statement_sent(year: int) -> str:
    return (
        f"Het overzicht van uw giften {year} is verstuurd naar het e-mailadres van uw gift. U ontvangt het binnen "
        "enkele minuten."
    )


async def send_on_request(token: str, year: object, ports: DonationPorts) -> str:
    """From the donor's own link: mails the statement of `year` (all gifts of the gift's address that year, also
    one-off ones) to that address, each time it is asked for. NotFound for a wrong link; a Dutch 422 for a year
    that is not this year or an earlier one, or a year without gifts. Returns the answer to show."""
    view = await monthly_gifts.view(token, ports)
    chosen = check_year(year)
    if chosen > business_date(ports.clock.now()).year:
        raise ValidationFailed.single("year", YEAR_INVALID)
    gifts = await year_of_gifts(ports.uow_factory, chosen)
    email = view.gift.email.strip().casefold()
    statement = next((s for s in gifts.statements if s.email == email), None)
    if statement is None or not email:
        raise ValidationFailed.single("year", no_gifts_in(chosen))
    mail = ports.mails.render(STATEMENT_MAIL_TEMPLATE, statement.email, statement_mail_context(statement, gifts))
    now = ports.clock.now()
    async with ports.uow_factory(write=True) as uow:
        await uow.outbox.enqueue(mail, now)
        await uow.commit()
    return statement_sent(chosen)
