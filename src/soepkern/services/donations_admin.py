"""The managers' donations: a paged, filtered list with the totals of the selection, and the same selection for the
bookkeeping export. Donations are linked to customers by e-mail address, as orders are (the customer page lists them
through `customers_admin.get_customer`)."""

from __future__ import annotations

from datetime import datetime, timedelta

from soepkern.domain.business_time import start_of_business_day
from soepkern.domain.donations import Donation, DonationQuery, DonationTotals, PeriodTotal, year_totals
from soepkern.ports import Page, UnitOfWorkFactory


def _bounds(query: DonationQuery) -> tuple[datetime | None, datetime | None]:
    start = start_of_business_day(query.van) if query.van is not None else None
    end = start_of_business_day(query.tot + timedelta(days=1)) if query.tot is not None else None
    return start, end


async def list_donations(
    query: DonationQuery, page: int, per_page: int, uow_factory: UnitOfWorkFactory
) -> tuple[Page[Donation], DonationTotals]:
    async with uow_factory() as uow:
        return await uow.donations.select(query, *_bounds(query), page=page, per_page=per_page)


async def all_donations(query: DonationQuery, uow_factory: UnitOfWorkFactory) -> tuple[list[Donation], DonationTotals]:
    """Every donation of the selection (for the export), newest first."""
    async with uow_factory() as uow:
        found, totals = await uow.donations.select(query, *_bounds(query))
    return list(found.items), totals


async def totals_per_period(
    query: DonationQuery, uow_factory: UnitOfWorkFactory
) -> tuple[list[PeriodTotal], list[PeriodTotal]]:
    """(per month, per year) of the whole selection, newest first, by the business calendar; the database groups
    the months, the years are their sums."""
    async with uow_factory() as uow:
        months = await uow.donations.month_totals(query, *_bounds(query))
    return months, year_totals(months)
