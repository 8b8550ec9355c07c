"""The donations' totals per month, grouped by the database (`month_totals`, decision 0090), are exactly the domain's
rule (`period_totals`: the month of the calendar day in Europe/Amsterdam) over the same selection, on SQLite and
PostgreSQL: around the year boundary, around the month boundaries in summer and winter time and on the days the
clocks change, with the status, method, amount, search and period filters."""

from __future__ import annotations

import random
from datetime import UTC, date, datetime, timedelta
from typing import Any

from soepkern.domain.donations import (
    Donation,
    DonationQuery,
    DonationStatus,
    Donor,
    PeriodTotal,
    calendar_months,
    period_totals,
)
from soepkern.services.donations_admin import _bounds, totals_per_period

# (moment in UTC, what the Amsterdam calendar says)
EDGES = (
    (datetime(2025, 12, 31, 22, 59, 59, tzinfo=UTC), (2025, 12)),  # 23:59:59 on New Year's Eve
    (datetime(2025, 12, 31, 23, 0, 0, tzinfo=UTC), (2026, 1)),  # midnight: the new year
    (datetime(2026, 3, 29, 0, 59, 59, tzinfo=UTC), (2026, 3)),  # just before summer time starts
    (datetime(2026, 3, 29, 1, 0, 0, tzinfo=UTC), (2026, 3)),  # 03:00 summer time
    (datetime(2026, 3, 31, 21, 59, 59, tzinfo=UTC), (2026, 3)),  # 23:59:59 summer time on 31 March
    (datetime(2026, 3, 31, 22, 0, 0, tzinfo=UTC), (2026, 4)),  # 1 April starts at 22:00 UTC
    (datetime(2026, 10, 25, 0, 30, 0, tzinfo=UTC), (2026, 10)),  # the first 02:30 on the day summer time ends
    (datetime(2026, 10, 25, 1, 30, 0, tzinfo=UTC), (2026, 10)),  # the second 02:30
    (datetime(2026, 10, 31, 22, 59, 59, tzinfo=UTC), (2026, 10)),  # 23:59:59 winter time on 31 October
    (datetime(2026, 10, 31, 23, 0, 0, tzinfo=UTC), (2026, 11)),  # 1 November starts at 23:00 UTC
    (datetime(2026, 12, 31, 23, 0, 0, tzinfo=UTC), (2027, 1)),
)


def month_edges(first: date, last: date) -> list[datetime]:
    """Every month's first moment in Amsterdam between two days."""
    start, end = datetime.combine(first, datetime.min.time(), UTC), datetime.combine(last, datetime.min.time(), UTC)
    return [m.start for m in calendar_months(start, end)]


def sample(seed: int, count: int) -> list[Donation]:
    """Donations within a few hours of the month boundaries of 2025..2027 (most near a boundary), with mixed
    statuses, methods and amounts."""
    chosen = random.Random(seed)
    edges = month_edges(date(2025, 1, 15), date(2027, 12, 15))
    found = []
    for number in range(count):
        edge = chosen.choice(edges)
        shift = chosen.choice((-1, 0, 1, chosen.randint(-7200, 7200), chosen.randint(-4 * 86400, 4 * 86400)))
        found.append(
            Donation(
                id=None,
                bedrag=chosen.choice((100, 500, 1000, 2500, chosen.randint(100, 1_000_000))),
                created_at=edge + timedelta(seconds=shift),
                status=chosen.choice(list(DonationStatus)),
                betaal_methode=chosen.choice(("ideal", "directdebit")),
                donor=Donor(voornaam=chosen.choice(("Joke", "Kees", "Anna")), email=f"gever{number % 7}@example.nl"),
                uuid=f"sample-{seed}-{number}",
            )
        )
    return found


async def store(uow_factory: Any, donations: list[Donation]) -> None:
    async with uow_factory(write=True) as uow:
        for donation in donations:
            await uow.donations.add(donation)
        await uow.commit()


Periods = tuple[list[PeriodTotal], list[PeriodTotal]]


async def both_ways(uow_factory: Any, query: DonationQuery) -> tuple[Periods, Periods]:
    """(per month, per year) as the list's answer counts them (the database groups the months), and as the domain
    counts them over the selected rows, for one query."""
    grouped = await totals_per_period(query, uow_factory)
    async with uow_factory() as uow:
        page, _totals = await uow.donations.select(query, *_bounds(query))
    return grouped, period_totals(page.items)


async def test_the_edges_of_years_months_and_clock_changes_count_in_the_amsterdam_month(uow_factory: Any) -> None:
    await store(uow_factory, [Donation(id=None, bedrag=100 + n, created_at=at) for n, (at, _) in enumerate(EDGES)])

    months, years = await totals_per_period(DonationQuery(), uow_factory)

    expected: dict[tuple[int, int], list[int]] = {}
    for n, (_, month) in enumerate(EDGES):
        expected.setdefault(month, []).append(100 + n)
    assert [(m.jaar, m.maand, m.aantal, m.bedrag) for m in months] == [
        (jaar, maand, len(amounts), sum(amounts)) for (jaar, maand), amounts in sorted(expected.items(), reverse=True)
    ]
    assert [(y.jaar, y.maand, y.aantal) for y in years] == [(2027, None, 1), (2026, None, 9), (2025, None, 1)]


async def test_the_database_counts_exactly_what_the_domain_counts_for_every_filter(uow_factory: Any) -> None:
    await store(uow_factory, sample(seed=28, count=400))
    queries = [
        DonationQuery(),
        DonationQuery(status=DonationStatus.BETAALD),
        DonationQuery(methode="directdebit"),
        DonationQuery(bedrag_van=500, bedrag_tot=2500),
        DonationQuery(search="joke"),
        DonationQuery(van=date(2026, 1, 1), tot=date(2026, 12, 31)),  # one calendar year
        DonationQuery(van=date(2026, 3, 29), tot=date(2026, 10, 25)),  # from one clock change to the next
        DonationQuery(van=date(2030, 1, 1)),  # nothing
    ]
    for query in queries:
        grouped, counted = await both_ways(uow_factory, query)
        assert grouped == counted, query
    (months, years), _ = await both_ways(uow_factory, DonationQuery())
    assert sum(m.aantal for m in months) == 400 and len(months) >= 36  # every row; every month of 2025..2027
    assert [y.jaar for y in years][:3] == [2027, 2026, 2025]
