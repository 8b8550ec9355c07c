"""Donations."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import and_, case, func, literal_column, or_, select, true, update
from sqlalchemy.engine import RowMapping

from adapters.db import tables as t
from adapters.db.repositories.base import SqlRepository, dialect_insert
from adapters.db.repositories.search import every_word
from soepkern.domain.donations import (
    DONOR_FIELDS,
    Donation,
    DonationQuery,
    DonationStatus,
    DonationTotals,
    Donor,
    PeriodTotal,
    calendar_months,
)
from soepkern.ports import Page

# The donor columns a search word is looked for in (a donation's, a monthly gift's).
DONOR_SEARCHED = ("voornaam", "achternaam", "bedrijfsnaam", "email", "plaats")

_DONATION_FIELDS = (
    "customer_id",
    "bedrag",
    "anoniem",
    "betaal_methode",
    "payment_id",
    "created_at",
    "gift_id",
    "recurring",
)


def donor_of(row: RowMapping) -> Donor:
    """The donor columns of a row (a donation's, a monthly gift's)."""
    return Donor(**{f: row[f] for f in DONOR_FIELDS})


def _donation(row: RowMapping) -> Donation:
    return Donation(
        id=row["id"],
        status=DonationStatus(row["status"]),
        uuid=row["uuid"] or "",
        donor=donor_of(row),
        **{f: row[f] for f in _DONATION_FIELDS},
    )


def _values(donation: Donation) -> dict[str, Any]:
    """The donation's columns as written (the id aside)."""
    return {
        **{f: getattr(donation, f) for f in _DONATION_FIELDS},
        **donation.donor.fields(),
        "status": donation.status.value,
        "uuid": donation.uuid or None,
    }


def _conditions(query: DonationQuery, start: datetime | None, end: datetime | None) -> list[Any]:
    d = t.donations
    conditions: list[Any] = every_word(d, DONOR_SEARCHED, query.words)
    if query.status is not None:
        conditions.append(d.c.status == query.status.value)
    if query.methode:
        conditions.append(d.c.betaal_methode == query.methode)
    if query.bedrag_van is not None:
        conditions.append(d.c.bedrag >= query.bedrag_van)
    if query.bedrag_tot is not None:
        conditions.append(d.c.bedrag <= query.bedrag_tot)
    if start is not None:
        conditions.append(d.c.created_at >= start)
    if end is not None:
        conditions.append(d.c.created_at < end)
    return conditions


class SqlDonationRepository(SqlRepository):
    async def add(self, donation: Donation) -> int:
        donation.id = await self._insert(t.donations, _values(donation))
        return donation.id

    async def add_payment(self, donation: Donation) -> bool:
        statement = (
            dialect_insert(self._c)(t.donations)
            .values(**_values(donation))
            .on_conflict_do_nothing(index_elements=["payment_id"])
            .returning(t.donations.c.id)
        )
        new_id = (await self._c.execute(statement)).scalar_one_or_none()
        if new_id is None:
            return False
        donation.id = int(new_id)
        return True

    async def get(self, donation_id: int) -> Donation | None:
        return await self._first(t.donations, _donation, id=donation_id)

    async def get_by_uuid(self, uuid: str) -> Donation | None:
        return await self._first(t.donations, _donation, uuid=uuid)

    async def get_by_payment_id(self, payment_id: str) -> Donation | None:
        return await self._first(t.donations, _donation, payment_id=payment_id)

    async def list_for_customer(self, customer_id: int) -> list[Donation]:
        rows = await self._all(
            select(t.donations).where(t.donations.c.customer_id == customer_id).order_by(t.donations.c.id.desc())
        )
        return [_donation(row) for row in rows]

    async def list_for_gift(self, gift_id: int) -> list[Donation]:
        d = t.donations
        rows = await self._all(select(d).where(d.c.gift_id == gift_id).order_by(d.c.created_at, d.c.id))
        return [_donation(row) for row in rows]

    async def list_for_email(self, email: str, customer_id: int | None = None) -> list[Donation]:
        """Donations given with this e-mail address (or linked to the customer), newest first."""
        d = t.donations
        condition = func.lower(d.c.email) == email.strip().lower()
        if customer_id is not None:
            condition = or_(condition, d.c.customer_id == customer_id)
        rows = await self._all(select(d).where(condition, d.c.anoniem.is_(False)).order_by(d.c.id.desc()))
        return [_donation(row) for row in rows]

    async def paid_totals(self, start: datetime | None = None, end: datetime | None = None) -> tuple[int, int]:
        """(number, sum in cents) of paid donations created in [start, end)."""
        d = t.donations
        query = select(func.count(), func.coalesce(func.sum(d.c.bedrag), 0)).where(
            d.c.status == DonationStatus.BETAALD.value
        )
        if start is not None:
            query = query.where(d.c.created_at >= start)
        if end is not None:
            query = query.where(d.c.created_at < end)
        row = (await self._c.execute(query)).one()
        return int(row[0]), int(row[1])

    async def select(
        self,
        query: DonationQuery,
        start: datetime | None,
        end: datetime | None,
        page: int = 1,
        per_page: int | None = None,
    ) -> tuple[Page[Donation], DonationTotals]:
        d, c = t.donations, t.customers
        where = and_(true(), *_conditions(query, start, end))
        paid = func.coalesce(func.sum(d.c.bedrag).filter(d.c.status == DonationStatus.BETAALD.value), 0)
        totals_row = (
            await self._c.execute(select(func.count(), func.coalesce(func.sum(d.c.bedrag), 0), paid).where(where))
        ).one()
        totals = DonationTotals(int(totals_row[0]), int(totals_row[1]), int(totals_row[2]))
        same_address = (
            select(c.c.id).where(c.c.email == d.c.email, d.c.email != "").order_by(c.c.id).limit(1).scalar_subquery()
        )
        linked = func.coalesce(d.c.customer_id, same_address)
        statement = (
            select(d, linked.label("linked_customer")).where(where).order_by(d.c.created_at.desc(), d.c.id.desc())
        )
        if per_page is not None:
            statement = statement.limit(per_page).offset((page - 1) * per_page)
        items = []
        for row in await self._all(statement):
            donation = _donation(row)
            donation.customer_id = row["linked_customer"]
            items.append(donation)
        return Page(items, totals.count, page, per_page or max(1, totals.count)), totals

    async def month_totals(
        self, query: DonationQuery, start: datetime | None, end: datetime | None
    ) -> list[PeriodTotal]:
        """Grouped in the database: the selection's first and last moment give the business calendar's months in
        between (their bounds in UTC, from the time zone rules in Python, as neither SQLite nor every PostgreSQL
        set-up knows Europe/Amsterdam alike); a CASE puts each donation in its month and the rows are grouped by it."""
        d = t.donations
        where = and_(true(), *_conditions(query, start, end))
        first, last = (
            await self._c.execute(select(func.min(d.c.created_at), func.max(d.c.created_at)).where(where))
        ).one()
        if first is None or last is None:
            return []
        months = calendar_months(first, last)
        month = case(*((d.c.created_at < m.end, literal_column(str(i))) for i, m in enumerate(months))).label("month")
        rows = select(month, d.c.bedrag, d.c.status).where(where).subquery()
        paid = func.coalesce(func.sum(rows.c.bedrag).filter(rows.c.status == DonationStatus.BETAALD.value), 0)
        grouped = select(rows.c.month, func.count(), func.sum(rows.c.bedrag), paid).group_by(rows.c.month)
        totals = []
        for index, count, bedrag, bedrag_betaald in await self._c.execute(grouped.order_by(rows.c.month.desc())):
            found = months[int(index)]
            totals.append(PeriodTotal(found.jaar, found.maand, int(count), int(bedrag), int(bedrag_betaald)))
        return totals

    async def set_payment(self, donation_id: int, payment_id: str) -> None:
        await self._c.execute(update(t.donations).where(t.donations.c.id == donation_id).values(payment_id=payment_id))

    async def change_status(
        self, donation_id: int, new: DonationStatus, only_from: Sequence[DonationStatus], at: datetime
    ) -> bool:
        """Sets the status only while it is one of `only_from` (atomic); False when another change came first."""
        result = await self._c.execute(
            update(t.donations)
            .where(t.donations.c.id == donation_id, t.donations.c.status.in_([s.value for s in only_from]))
            .values(status=new.value, updated_at=at)
        )
        return bool(result.rowcount)
