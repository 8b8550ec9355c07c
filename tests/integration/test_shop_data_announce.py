"""The SQL unit of work tells its `ShopDataChanged` port after a commit, and never after a rollback."""

from __future__ import annotations

from typing import Any

from soepkern.domain import site_settings


class Recorder:
    def __init__(self) -> None:
        self.calls = 0

    def changed(self) -> None:
        self.calls += 1


async def test_announced_once_committed_not_on_rollback(uow_factory: Any) -> None:
    recorder = Recorder()
    uow_factory.announce = recorder
    async with uow_factory(write=True) as uow:
        await uow.settings_values.insert_missing(site_settings.defaults())
        uow.shop_data_changed()
        assert recorder.calls == 0  # not before the commit
    assert recorder.calls == 0  # rolled back: nothing changed
    async with uow_factory(write=True) as uow:
        await uow.settings_values.insert_missing(site_settings.defaults())
        uow.shop_data_changed()
        await uow.commit()
        assert recorder.calls == 1
    async with uow_factory(write=True) as uow:
        await uow.commit()  # a commit that announced nothing
    assert recorder.calls == 1
