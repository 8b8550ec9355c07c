"""Write use cases announce "shop data changed" through the unit of work; it reaches the listeners once committed."""

from __future__ import annotations

import pytest

from adapters.stock_view import ProcessStockView
from entrypoints.bootstrap import AfterCommitEffects
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.postal_ranges import PostalRangeForm
from soepkern.ports import Effect
from soepkern.services import postal_ranges_admin
from tests.fakes import FakeOrdersStore

RANGE = PostalRangeForm(postcode_begin="1000AA", postcode_eind="1099ZZ", alle_huisnummers=True)


async def test_every_write_of_a_postal_range_is_announced_after_commit() -> None:
    store = FakeOrdersStore()
    created = await postal_ranges_admin.create_range(RANGE, store)
    assert store.shop_data_changes == 1
    assert created.id is not None
    await postal_ranges_admin.edit_range(created.id, PostalRangeForm("2000AA", "2099ZZ", alle_huisnummers=True), store)
    assert store.shop_data_changes == 2
    await postal_ranges_admin.delete_range(created.id, store)
    assert store.shop_data_changes == 3


async def test_a_refused_write_announces_nothing() -> None:
    store = FakeOrdersStore()
    with pytest.raises(ValidationFailed):
        await postal_ranges_admin.create_range(PostalRangeForm("1099ZZ", "1000AA", alle_huisnummers=True), store)
    assert store.shop_data_changes == 0


async def test_reads_announce_nothing() -> None:
    store = FakeOrdersStore()
    await postal_ranges_admin.list_ranges(store)
    assert store.shop_data_changes == 0


def test_the_listeners_all_hear_the_change() -> None:
    heard: list[str] = []
    stock_view = ProcessStockView()
    effects = AfterCommitEffects()
    effects.on(Effect.SHOP_DATA_CHANGED, stock_view.invalidate, lambda: heard.append("cache"))
    effects.on(Effect.MAIL_QUEUED, lambda: heard.append("mail"))
    effects.committed(frozenset({Effect.SHOP_DATA_CHANGED}))
    effects.committed(frozenset({Effect.MAIL_QUEUED, Effect.SHOP_DATA_CHANGED}))
    effects.committed(frozenset({Effect.STOCK_TAKEN}))
    assert heard == ["cache", "cache", "mail"]  # caches first, then the mail
