"""The reads behind use cases: stored settings, the shop switches, example e-mails, users by id and unlock by e-mail."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from adapters.mail.renderer import TemplateMailRenderer
from soepkern.domain.errors import NotFound
from soepkern.services.stored_settings import (
    NO_SUCH_EXAMPLE,
    example_mail,
    setting_value,
    shop_switches,
    stored_settings,
)
from tests.fakes import FakeStore

NOW = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


async def test_stored_values_and_switches_are_read_with_their_defaults() -> None:
    store = FakeStore()
    await store.settings_values.save({"website_open": "0", "soep_voorwaarden": "<p>Eerlijk delen</p>"})
    assert (await stored_settings(store))["website_open"] == "0"
    switches = await shop_switches(store)
    assert switches["website_open"] == 0
    assert set(switches) == {"order_pickup_enabled", "order_shipping_enabled", "website_open"}
    assert await setting_value("soep_voorwaarden", store) == "<p>Eerlijk delen</p>"


async def test_an_example_mail_is_rendered_or_not_found() -> None:
    store = FakeStore()
    message = await example_mail("orderConfirmedPickup", TemplateMailRenderer(), "https://soep.test", NOW, store)
    assert message.subject
    donation = await example_mail("donationConfirmed", TemplateMailRenderer(), "https://soep.test", NOW, store)
    assert donation.subject != message.subject
    with pytest.raises(NotFound) as missing:
        await example_mail("nietBestaand", TemplateMailRenderer(), "https://soep.test", NOW, store)
    assert str(missing.value) == NO_SUCH_EXAMPLE
