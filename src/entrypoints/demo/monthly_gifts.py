"""Demonstration monthly gifts (decision 0080), written directly as records (no payment provider is asked): an active
gift with a few months of payments, from a donor with a name and address (so a yearly statement can be made), and a
gift paused by a failed monthly payment. Safe to run again: nothing is added when any monthly gift exists."""

from __future__ import annotations

import uuid
from datetime import date, datetime, time
from zoneinfo import ZoneInfo

import attrs
from sqlalchemy import func, select

from adapters.db import tables as t
from adapters.db.unit_of_work import SqlUnitOfWork
from entrypoints.bootstrap import Container
from soepkern.domain.donations import Donation, DonationStatus, Donor
from soepkern.domain.monthly_gifts import GiftStatus, MonthlyGift, first_charge_date, recurring_donation

PAY_AT = time(10, 15)  # the time of day of the demo payments, in business time


@attrs.frozen
class DemoGift:
    key: str  # part of the demo's Mollie ids
    bedrag: int
    months_ago: int  # the first payment, this many months before today
    donor: Donor
    status: GiftStatus
    monthly: tuple[DonationStatus, ...]  # the subscription's payments so far, one a month after the first


GIFTS = (
    DemoGift(
        "henk",
        2000,
        4,
        Donor(
            voornaam="Henk",
            achternaam="Smit",
            email="henk.smit@example.nl",
            postcode="3511AX",
            huisnummer="120",
            straat="Oudegracht",
            plaats="Utrecht",
        ),
        GiftStatus.ACTIEF,
        (DonationStatus.BETAALD, DonationStatus.BETAALD, DonationStatus.BETAALD),
    ),
    DemoGift(
        "ria",
        1000,
        3,
        Donor(
            voornaam="Ria",
            achternaam="de Groot",
            email="ria.degroot@example.nl",
            postcode="3572KB",
            huisnummer="7",
            straat="Biltstraat",
            plaats="Utrecht",
        ),
        GiftStatus.GEPAUZEERD,
        (DonationStatus.BETAALD, DonationStatus.MISLUKT),
    ),
)


def months_before(day: date, months: int) -> date:
    """The same day `months` months earlier, on a day every month has (at most the 28th)."""
    year, month = divmod(day.year * 12 + day.month - 1 - months, 12)
    return date(year, month + 1, min(day.day, 28))


async def load_monthly_gifts(container: Container) -> int:
    """Adds the demo monthly gifts and their payments when there are no monthly gifts yet; returns how many gifts."""
    tz = ZoneInfo(container.settings.timezone)
    now = container.clock.now()
    today = now.astimezone(tz).date()
    async with container.uow_factory(write=True) as uow:
        assert isinstance(uow, SqlUnitOfWork)
        if (await uow.connection.execute(select(func.count()).select_from(t.monthly_gifts))).scalar_one():
            return 0
        for demo in GIFTS:
            first_day = months_before(today, demo.months_ago)
            await _add_gift(uow, demo, first_day, tz)
        await uow.commit()
    return len(GIFTS)


def _moment(day: date, tz: ZoneInfo) -> datetime:
    return datetime.combine(day, PAY_AT, tzinfo=tz).astimezone(ZoneInfo("UTC"))


async def _add_gift(uow: SqlUnitOfWork, demo: DemoGift, first_day: date, tz: ZoneInfo) -> None:
    start = first_charge_date(first_day)
    gift = MonthlyGift(
        id=None,
        bedrag=demo.bedrag,
        created_at=_moment(first_day, tz),
        uuid=str(uuid.uuid4()),
        status=demo.status,
        mollie_customer_id=f"cst_demo{demo.key}",
        subscription_id=f"sub_demo{demo.key}",
        start_date=start,
        donor=demo.donor,
    )
    gift_id = await uow.monthly_gifts.add(gift)
    first = Donation(
        id=None,
        bedrag=demo.bedrag,
        created_at=gift.created_at,
        status=DonationStatus.BETAALD,
        payment_id=f"tr_demo{demo.key}0",
        uuid=str(uuid.uuid4()),
        gift_id=gift_id,
        donor=demo.donor,
    )
    await uow.donations.add(first)
    day = first_day
    for number, status in enumerate(demo.monthly, start=1):
        day = first_charge_date(day)
        payment = recurring_donation(
            gift,
            payment_id=f"tr_demo{demo.key}{number}",
            amount_cents=demo.bedrag,
            status=status,
            now=_moment(day, tz),
            uuid=str(uuid.uuid4()),
        )
        await uow.donations.add(payment)
