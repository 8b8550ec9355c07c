"""Monthly gifts (Mollie subscriptions)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime

from sqlalchemy import and_, func, select, true, update
from sqlalchemy.engine import RowMapping

from adapters.db import tables as t
from adapters.db.repositories.base import SqlRepository
from adapters.db.repositories.donations import DONOR_SEARCHED, donor_of
from adapters.db.repositories.search import every_word
from soepkern.domain.monthly_gifts import GiftQuery, GiftStatus, MonthlyGift
from soepkern.ports import Page

_FIELDS = ("uuid", "bedrag", "mollie_customer_id", "start_date", "created_at", "stopped_at")


def _gift(row: RowMapping) -> MonthlyGift:
    return MonthlyGift(
        id=row["id"],
        status=GiftStatus(row["status"]),
        subscription_id=row["subscription_id"] or "",
        token_hash=row["token_hash"] or "",
        donor=donor_of(row),
        **{f: row[f] for f in _FIELDS},
    )


class SqlMonthlyGiftRepository(SqlRepository):
    async def add(self, gift: MonthlyGift) -> int:
        values = {f: getattr(gift, f) for f in _FIELDS}
        gift.id = await self._insert(
            t.monthly_gifts,
            {
                **values,
                **gift.donor.fields(),
                "status": gift.status.value,
                "subscription_id": gift.subscription_id or None,
                "token_hash": gift.token_hash or None,
            },
        )
        return gift.id

    async def get(self, gift_id: int) -> MonthlyGift | None:
        return await self._first(t.monthly_gifts, _gift, id=gift_id)

    async def get_by_uuid(self, uuid: str) -> MonthlyGift | None:
        return await self._first(t.monthly_gifts, _gift, uuid=uuid)

    async def get_by_subscription(self, subscription_id: str) -> MonthlyGift | None:
        return await self._first(t.monthly_gifts, _gift, subscription_id=subscription_id)

    async def any_running(self) -> bool:
        g = t.monthly_gifts
        running = [s.value for s in GiftStatus if s.is_running]
        return await self._one(select(g.c.id).where(g.c.status.in_(running)).limit(1)) is not None

    async def get_by_token_hash(self, token_hash: str) -> MonthlyGift | None:
        if not token_hash:
            return None
        return await self._first(t.monthly_gifts, _gift, token_hash=token_hash)

    async def set_token_hash(self, gift_id: int, token_hash: str) -> None:
        g = t.monthly_gifts
        await self._c.execute(update(g).where(g.c.id == gift_id).values(token_hash=token_hash))

    async def list_for_email(self, email: str) -> list[MonthlyGift]:
        g = t.monthly_gifts
        if not email:
            return []
        rows = await self._all(select(g).where(g.c.email == email).order_by(g.c.id))
        return [_gift(row) for row in rows]

    async def select(self, query: GiftQuery, page: int, per_page: int) -> Page[MonthlyGift]:
        g = t.monthly_gifts
        where = and_(true(), *every_word(g, DONOR_SEARCHED, query.words))
        if query.status is not None:
            where = and_(where, g.c.status == query.status.value)
        total = int((await self._c.execute(select(func.count()).select_from(g).where(where))).scalar_one())
        statement = (
            select(g)
            .where(where)
            .order_by(g.c.created_at.desc(), g.c.id.desc())
            .limit(per_page)
            .offset((page - 1) * per_page)
        )
        return Page([_gift(row) for row in await self._all(statement)], total, page, per_page)

    async def monthly_total(self) -> int:
        g = t.monthly_gifts
        total = select(func.coalesce(func.sum(g.c.bedrag), 0)).where(g.c.status == GiftStatus.ACTIEF.value)
        return int((await self._c.execute(total)).scalar_one())

    async def set_amount(self, gift_id: int, bedrag: int, at: datetime) -> None:
        g = t.monthly_gifts
        await self._c.execute(update(g).where(g.c.id == gift_id).values(bedrag=bedrag, updated_at=at))

    async def set_customer(self, gift_id: int, mollie_customer_id: str) -> None:
        g = t.monthly_gifts
        await self._c.execute(update(g).where(g.c.id == gift_id).values(mollie_customer_id=mollie_customer_id))

    async def start(self, gift_id: int, subscription_id: str, start_date: date) -> bool:
        g = t.monthly_gifts
        result = await self._c.execute(
            update(g)
            .where(g.c.id == gift_id, g.c.status == GiftStatus.NIEUW.value, g.c.subscription_id.is_(None))
            .values(subscription_id=subscription_id, start_date=start_date, status=GiftStatus.ACTIEF.value)
        )
        return bool(result.rowcount)

    async def change_status(self, gift_id: int, new: GiftStatus, only_from: Sequence[GiftStatus], at: datetime) -> bool:
        g = t.monthly_gifts
        values: dict[str, object] = {"status": new.value, "updated_at": at}
        if new is GiftStatus.GESTOPT:
            values["stopped_at"] = at
        result = await self._c.execute(
            update(g).where(g.c.id == gift_id, g.c.status.in_([s.value for s in only_from])).values(**values)
        )
        return bool(result.rowcount)

    async def keep_stopped_subscription(self, gift_id: int, subscription_id: str) -> bool:
        g = t.monthly_gifts
        result = await self._c.execute(
            update(g)
            .where(g.c.id == gift_id, g.c.status == GiftStatus.GESTOPT.value, g.c.subscription_id.is_(None))
            .values(subscription_id=subscription_id)
        )
        return bool(result.rowcount)
