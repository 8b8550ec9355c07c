"""The DonationRepository port in memory."""

from __future__ import annotations

import copy
from collections.abc import Sequence
from datetime import date, datetime

from soepkern.domain.donations import (
    Donation,
    DonationQuery,
    DonationStatus,
    DonationTotals,
    PeriodTotal,
    period_totals,
)
from soepkern.domain.monthly_gifts import GiftQuery, GiftStatus, MonthlyGift, monthly_total
from soepkern.ports import DonationRepository, GiftStatementMailRepository, MonthlyGiftRepository, Page
from tests.fakes.records import InMemoryRecords


def _in_period(donation: Donation, start: datetime | None, end: datetime | None) -> bool:
    return (start is None or donation.created_at >= start) and (end is None or donation.created_at < end)


def _found(donation: Donation, query: DonationQuery) -> bool:
    fields = (
        donation.donor.naam,
        donation.donor.bedrijfsnaam,
        donation.donor.email,
        donation.donor.plaats,
        donation.donor.postcode,
    )
    haystack = " ".join(fields).casefold()
    return (
        (query.status is None or donation.status is query.status)
        and (not query.methode or donation.betaal_methode == query.methode)
        and query.matches_amount(donation.bedrag)
        and all(w in haystack or w == str(donation.id) for w in query.words)
    )


class InMemoryGiftStatementMails(GiftStatementMailRepository):
    def __init__(self) -> None:
        self.sent: dict[tuple[int, str], datetime] = {}

    async def claim(self, year: int, donor_key: str, at: datetime) -> bool:
        if (year, donor_key) in self.sent:
            return False
        self.sent[(year, donor_key)] = at
        return True


class InMemoryDonations(InMemoryRecords[Donation], DonationRepository):
    async def add_payment(self, donation: Donation) -> bool:
        if any(d.payment_id == donation.payment_id for d in self.rows.values()):
            return False
        await self.add(donation)
        return True

    async def get_by_uuid(self, uuid: str) -> Donation | None:
        return next((copy.deepcopy(d) for d in self.rows.values() if d.uuid == uuid), None)

    async def get_by_payment_id(self, payment_id: str) -> Donation | None:
        return next((copy.deepcopy(d) for d in self.rows.values() if d.payment_id == payment_id), None)

    async def list_for_customer(self, customer_id: int) -> list[Donation]:
        return [copy.deepcopy(d) for d in self.rows.values() if d.customer_id == customer_id]

    async def list_for_gift(self, gift_id: int) -> list[Donation]:
        found = sorted((d for d in self.rows.values() if d.gift_id == gift_id), key=lambda d: (d.created_at, d.id or 0))
        return [copy.deepcopy(d) for d in found]

    async def list_for_email(self, email: str, customer_id: int | None = None) -> list[Donation]:
        found = [
            d
            for d in self.rows.values()
            if not d.anoniem
            and (d.donor.email == email.strip().lower() or (customer_id and d.customer_id == customer_id))
        ]
        return [copy.deepcopy(d) for d in sorted(found, key=lambda d: -(d.id or 0))]

    async def paid_totals(self, start: datetime | None = None, end: datetime | None = None) -> tuple[int, int]:
        paid = [d for d in self.rows.values() if d.status is DonationStatus.BETAALD and _in_period(d, start, end)]
        return len(paid), sum(d.bedrag for d in paid)

    async def select(
        self,
        query: DonationQuery,
        start: datetime | None,
        end: datetime | None,
        page: int = 1,
        per_page: int | None = None,
    ) -> tuple[Page[Donation], DonationTotals]:
        found = [d for d in self.rows.values() if _in_period(d, start, end) and _found(d, query)]
        found.sort(key=lambda d: (d.created_at, d.id or 0), reverse=True)
        size = per_page or max(len(found), 1)
        items = found[(page - 1) * size : page * size]
        totals = DonationTotals(
            count=len(found),
            bedrag=sum(d.bedrag for d in found),
            bedrag_betaald=sum(d.bedrag for d in found if d.status is DonationStatus.BETAALD),
        )
        return Page([copy.deepcopy(d) for d in items], len(found), page, size), totals

    async def month_totals(
        self, query: DonationQuery, start: datetime | None, end: datetime | None
    ) -> list[PeriodTotal]:
        found = [d for d in self.rows.values() if _in_period(d, start, end) and _found(d, query)]
        return period_totals(found)[0]

    async def set_payment(self, donation_id: int, payment_id: str) -> None:
        self.rows[donation_id].payment_id = payment_id

    async def change_status(
        self, donation_id: int, new: DonationStatus, only_from: Sequence[DonationStatus], at: datetime
    ) -> bool:
        donation = self.rows.get(donation_id)
        if donation is None or donation.status not in only_from:
            return False
        donation.status = new
        return True


class InMemoryMonthlyGifts(InMemoryRecords[MonthlyGift], MonthlyGiftRepository):
    async def get_by_uuid(self, uuid: str) -> MonthlyGift | None:
        return next((copy.deepcopy(g) for g in self.rows.values() if g.uuid == uuid), None)

    async def get_by_subscription(self, subscription_id: str) -> MonthlyGift | None:
        found = (g for g in self.rows.values() if subscription_id and g.subscription_id == subscription_id)
        return copy.deepcopy(next(found, None))

    async def any_running(self) -> bool:
        return any(g.status.is_running for g in self.rows.values())

    async def get_by_token_hash(self, token_hash: str) -> MonthlyGift | None:
        found = (g for g in self.rows.values() if token_hash and g.token_hash == token_hash)
        return copy.deepcopy(next(found, None))

    async def set_token_hash(self, gift_id: int, token_hash: str) -> None:
        self.rows[gift_id].token_hash = token_hash

    async def select(self, query: GiftQuery, page: int, per_page: int) -> Page[MonthlyGift]:
        found = sorted(self.rows.values(), key=lambda g: (g.created_at, g.id or 0), reverse=True)
        found = [g for g in found if query.matches(g)]
        items = found[(page - 1) * per_page : page * per_page]
        return Page([copy.deepcopy(g) for g in items], len(found), page, per_page)

    async def monthly_total(self) -> int:
        return monthly_total(self.rows.values())

    async def list_for_email(self, email: str) -> list[MonthlyGift]:
        return [copy.deepcopy(g) for _, g in sorted(self.rows.items()) if email and g.donor.email == email]

    async def set_amount(self, gift_id: int, bedrag: int, at: datetime) -> None:
        self.rows[gift_id].bedrag = bedrag

    async def set_customer(self, gift_id: int, mollie_customer_id: str) -> None:
        self.rows[gift_id].mollie_customer_id = mollie_customer_id

    async def start(self, gift_id: int, subscription_id: str, start_date: date) -> bool:
        gift = self.rows.get(gift_id)
        if gift is None or gift.status is not GiftStatus.NIEUW or gift.subscription_id:
            return False
        gift.subscription_id, gift.start_date, gift.status = subscription_id, start_date, GiftStatus.ACTIEF
        return True

    async def keep_stopped_subscription(self, gift_id: int, subscription_id: str) -> bool:
        gift = self.rows.get(gift_id)
        if gift is None or gift.status is not GiftStatus.GESTOPT or gift.subscription_id:
            return False
        gift.subscription_id = subscription_id
        return True

    async def change_status(self, gift_id: int, new: GiftStatus, only_from: Sequence[GiftStatus], at: datetime) -> bool:
        gift = self.rows.get(gift_id)
        if gift is None or gift.status not in only_from:
            return False
        gift.status = new
        if new is GiftStatus.GESTOPT:
            gift.stopped_at = at
        return True
