"""The SQL unit of work hands what a change means (`Effect`s) to its `AfterCommit` port once committed, and
nothing after a rollback."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from entrypoints.site_copy import text_defaults
from soepkern.domain import site_settings
from soepkern.domain.mail import MailMessage
from soepkern.ports import Effect


class Recorder:
    def __init__(self) -> None:
        self.calls: list[frozenset[Effect]] = []

    def committed(self, effects: frozenset[Effect]) -> None:
        self.calls.append(effects)


async def test_announced_once_committed_not_on_rollback(uow_factory: Any) -> None:
    recorder = Recorder()
    uow_factory.after_commit = recorder
    async with uow_factory(write=True) as uow:
        await uow.settings_values.insert_missing(site_settings.defaults(text_defaults()))
        uow.shop_data_changed()
        assert recorder.calls == []  # not before the commit
    assert recorder.calls == []  # rolled back: nothing changed
    async with uow_factory(write=True) as uow:
        await uow.settings_values.insert_missing(site_settings.defaults(text_defaults()))
        uow.shop_data_changed()
        await uow.commit()
        assert recorder.calls == [{Effect.SHOP_DATA_CHANGED}]
    async with uow_factory(write=True) as uow:
        await uow.commit()  # a commit that announced nothing
    assert len(recorder.calls) == 1


async def test_a_queued_mail_is_an_effect_of_the_commit(uow_factory: Any) -> None:
    recorder = Recorder()
    uow_factory.after_commit = recorder
    now = datetime(2026, 11, 26, 12, tzinfo=UTC)
    async with uow_factory(write=True) as uow:
        await uow.outbox.enqueue(MailMessage(to="a@example.nl", subject="s", text="t"), now)
    assert recorder.calls == []  # rolled back
    async with uow_factory(write=True) as uow:
        await uow.outbox.enqueue(MailMessage(to="a@example.nl", subject="s", text="t"), now)
        uow.stock_taken()
        await uow.commit()
    assert recorder.calls == [{Effect.MAIL_QUEUED, Effect.STOCK_TAKEN}]
