"""The reads behind use cases: stored settings, the shop switches, example e-mails, users by id and unlock by e-mail."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from adapters.mail.renderer import TemplateMailRenderer
from soepkern.domain.errors import NotFound
from soepkern.services import staff_users
from soepkern.services.auth import AccountPorts
from soepkern.services.staff_users import CreateActiveUser, create_active_user
from soepkern.services.stored_settings import (
    NO_SUCH_EXAMPLE,
    example_mail,
    setting_value,
    shop_switches,
    stored_settings,
)
from tests.fakes import FakeClock, FakePasswordHasher, FakeStore

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


async def test_unlock_by_email_activates_and_unlocks() -> None:
    store = FakeStore()
    command = CreateActiveUser(email="sanne@example.nl", name="Sanne", rol="beheerder", password="Goed-wachtwoord-1")
    user_id = await create_active_user(command, store, FakePasswordHasher())
    user = await store.users.get(user_id)
    assert user is not None
    for _ in range(5):
        user.register_failure()
    await store.users.update(user)
    assert (await store.users.get(user_id)).locked  # type: ignore[union-attr]
    ports = AccountPorts(store, FakeClock(NOW), FakePasswordHasher(), TemplateMailRenderer(), "https://soep.test")
    await staff_users.activate_user_by_email("sanne@example.nl", ports)
    unlocked = await store.users.get(user_id)
    assert unlocked is not None and not unlocked.locked and unlocked.is_active
    assert (await staff_users.users_by_id(store))[user_id].email == "sanne@example.nl"
    with pytest.raises(NotFound):
        await staff_users.activate_user_by_email("niemand@example.nl", ports)
