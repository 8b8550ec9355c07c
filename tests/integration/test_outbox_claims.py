"""Several delivering workers on one database: each mail is claimed, and so sent, by exactly one of them."""

from __future__ import annotations

import asyncio
from collections import Counter
from datetime import timedelta

from adapters.db.engine import create_engine
from adapters.db.unit_of_work import SqlUnitOfWorkFactory
from soepkern.services.outbox import CLAIM_LEASE, deliver_due
from tests.fakes import FakeClock, RecordingMailer, a_message


async def test_claim_is_won_once(uow_factory: SqlUnitOfWorkFactory) -> None:
    clock = FakeClock()
    now = clock.now()
    async with uow_factory(write=True) as uow:
        item_id = await uow.outbox.enqueue(a_message(1), now)
        await uow.commit()
    async with uow_factory(write=True) as uow:
        assert await uow.outbox.claim([item_id], now, now + CLAIM_LEASE) == [item_id]
        await uow.commit()
    async with uow_factory(write=True) as uow:
        assert await uow.outbox.claim([item_id], now, now + CLAIM_LEASE) == []
    async with uow_factory() as uow:  # a worker that died holding it: the mail is due again after the lease
        assert [i.id for i in await uow.outbox.due(now + CLAIM_LEASE + timedelta(seconds=1), 10)] == [item_id]


async def test_workers_in_several_processes_send_each_mail_once(uow_factory: SqlUnitOfWorkFactory) -> None:
    clock = FakeClock()
    async with uow_factory(write=True) as uow:
        for n in range(60):
            await uow.outbox.enqueue(a_message(n), clock.now())
        await uow.commit()
    # Three "processes": three engines, each with two workers running at once.
    engines = [create_engine(str(uow_factory.engine.url.render_as_string(hide_password=False))) for _ in range(3)]
    mailer = RecordingMailer()
    try:
        factories = [SqlUnitOfWorkFactory(engine) for engine in engines]
        for _round in range(4):
            await asyncio.gather(*(deliver_due(f, mailer, clock, limit=25) for f in factories for _ in range(2)))
    finally:
        for engine in engines:
            await engine.dispose()
    counts = Counter(message.subject for message in mailer.sent)
    assert len(counts) == 60
    assert set(counts.values()) == {1}
