"""Reads of the stored site settings: all values, the back office's shop switches, and the example e-mails."""

from __future__ import annotations

from datetime import datetime

from soepkern.domain import site_settings
from soepkern.domain.errors import NotFound
from soepkern.domain.mail import MailMessage
from soepkern.ports import MailRenderer, UnitOfWorkFactory
from soepkern.services import donations, order_mails, own_orders, waitlist_settle

SHOP_SWITCHES = ("order_pickup_enabled", "order_shipping_enabled", "website_open")
NO_SUCH_EXAMPLE = "Dit voorbeeld van een e-mail bestaat niet."


async def stored_settings(uow_factory: UnitOfWorkFactory) -> dict[str, str]:
    """Every stored settings value by key (missing keys fall back to their defaults where they are read)."""
    async with uow_factory() as uow:
        return await uow.settings_values.get_all()


async def setting_value(key: str, uow_factory: UnitOfWorkFactory) -> object:
    """One setting as the web app sees it (typed, with its default when nothing is stored)."""
    stored = await stored_settings(uow_factory)
    return site_settings.client_value(site_settings.definition(key), stored.get(key))


async def shop_switches(uow_factory: UnitOfWorkFactory) -> dict[str, object]:
    """Whether pickup, shipping and the website are open: what the back office shows at start."""
    stored = await stored_settings(uow_factory)
    return {key: site_settings.client_value(site_settings.definition(key), stored.get(key)) for key in SHOP_SWITCHES}


async def example_mail(
    name: str, mails: MailRenderer, public_url: str, now: datetime, uow_factory: UnitOfWorkFactory
) -> MailMessage:
    """The example e-mail `name` with sample data and the stored texts; NotFound when there is no such example."""
    stored = await stored_settings(uow_factory)
    message = example_message(name, mails, stored, public_url, now)
    if message is None:
        raise NotFound(NO_SUCH_EXAMPLE)
    return message


def example_message(
    name: str, mails: MailRenderer, stored: dict[str, str], public_url: str, now: datetime
) -> MailMessage | None:
    """The example e-mail `name` with sample data and the given texts, or None when there is no such example."""
    return (
        order_mails.example_mail(name, mails, stored, public_url, now)
        or own_orders.example_mail(name, mails, stored, public_url, now)
        or donations.example_mail(name, mails, stored, public_url, now)
        or waitlist_settle.example_mail(name, mails, stored, public_url, now)
    )
