"""The waitlist's records on SQLite and PostgreSQL (issue 26 item 2, decision 0073): round trip, first-come order,
one open wish per person per soup, and the days the worker settles."""

from __future__ import annotations

from datetime import timedelta

import attrs
import pytest
from sqlalchemy.exc import IntegrityError

from adapters.db.unit_of_work import SqlUnitOfWorkFactory
from soepkern.domain.waitlist_records import WaitlistRecord, WaitState
from tests.integration.test_repositories import NOW, a_day, a_product


def a_record(day_id: int, row_id: int, person: str, minutes: int = 0) -> WaitlistRecord:
    return WaitlistRecord(
        id=None,
        orderday_id=day_id,
        row_id=row_id,
        details={"voornaam": "Joke", "email": person},
        email_key=person,
        wanted=2,
        joined_at=NOW + timedelta(minutes=minutes),
        token_hash=f"hash-{person}",
    )


async def test_waitlist_records_round_trip_in_first_come_order(uow_factory: SqlUnitOfWorkFactory) -> None:
    async with uow_factory(write=True) as uow:
        day = a_day(await uow.products.add(a_product()), hoeveelheid=3)
        await uow.order_days.add(day)
        day_id, row_id = day.id or 0, day.products[0].id or 0
        late = await uow.waitlist.add(a_record(day_id, row_id, "b@example.nl", minutes=5))
        early = await uow.waitlist.add(a_record(day_id, row_id, "a@example.nl"))
        await uow.commit()
    async with uow_factory(write=True) as uow:
        await uow.waitlist.lock_day(day_id)
        records = await uow.waitlist.list_open(day_id)
        assert [r.id for r in records] == [early, late]
        assert records[0].details == {"voornaam": "Joke", "email": "a@example.nl"}
        offered = attrs.evolve(
            records[0], state=WaitState.AANBOD, offered_at=NOW, offer_expires_at=NOW + timedelta(minutes=30)
        )
        await uow.waitlist.update(offered)
        await uow.waitlist.update(attrs.evolve(records[1], state=WaitState.VERLATEN))
        await uow.commit()
    async with uow_factory() as uow:
        assert await uow.waitlist.list_open(day_id) == [offered]
        assert await uow.waitlist.by_token("hash-a@example.nl") == offered
        assert await uow.waitlist.by_token("nope") is None
        assert await uow.waitlist.open_day_ids() == [day_id]


async def test_one_open_wish_per_person_per_soup(uow_factory: SqlUnitOfWorkFactory) -> None:
    async with uow_factory(write=True) as uow:
        day = a_day(await uow.products.add(a_product()), hoeveelheid=3)
        await uow.order_days.add(day)
        day_id, row_id = day.id or 0, day.products[0].id or 0
        first = await uow.waitlist.add(a_record(day_id, row_id, "a@example.nl"))
        await uow.commit()
    with pytest.raises(IntegrityError):
        async with uow_factory(write=True) as uow:
            await uow.waitlist.add(attrs.evolve(a_record(day_id, row_id, "a@example.nl"), token_hash="other"))
    async with uow_factory(write=True) as uow:
        record = await uow.waitlist.by_token("hash-a@example.nl")
        assert record is not None and record.id == first
        await uow.waitlist.update(attrs.evolve(record, state=WaitState.VERLATEN))
        await uow.waitlist.add(attrs.evolve(a_record(day_id, row_id, "a@example.nl"), token_hash="again"))
        await uow.commit()
    async with uow_factory() as uow:
        assert [r.token_hash for r in await uow.waitlist.list_open(day_id)] == ["again"]
