"""A preview of a managers' e-mail text with sample data, before it is saved (the settings screen's 'Voorbeeld')."""

from __future__ import annotations

from datetime import datetime

from soepkern.domain import mail_texts
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.mail import MailMessage
from soepkern.ports import HtmlSanitizer, MailRenderer, MailTextChecker, UnitOfWorkFactory
from soepkern.services import own_orders, waitlist_settle
from soepkern.services.site_settings_admin import mail_text_problem
from soepkern.services.stored_settings import example_message

NO_PREVIEW = "Voor deze tekst is geen voorbeeld."
# The example mail (stored_settings.example_message) that shows each text.
EXAMPLE_OF_TEXT = {
    mail_texts.ORDER_TEXT_KEY: "orderConfirmedPickup",
    mail_texts.DONATION_TEXT_KEY: "donationConfirmed",
    mail_texts.ORDER_CHANGED_TEXT_KEY: own_orders.EXAMPLE,
    mail_texts.ORDER_CANCELLED_TEXT_KEY: own_orders.CANCELLED_EXAMPLE,
    mail_texts.WAITLIST_JOINED_TEXT_KEY: waitlist_settle.JOINED_EXAMPLE,
    mail_texts.WAITLIST_OFFER_TEXT_KEY: waitlist_settle.EXAMPLE,
}


async def preview_mail_text(
    key: str,
    text: str,
    *,
    sanitizer: HtmlSanitizer,
    checker: MailTextChecker,
    mails: MailRenderer,
    uow_factory: UnitOfWorkFactory,
    public_url: str,
    now: datetime,
) -> MailMessage:
    """The example mail as it would go out with `text` in place of the stored one; a Dutch 422 when the text
    would be refused on saving."""
    if key not in EXAMPLE_OF_TEXT:
        raise ValidationFailed.single("key", NO_PREVIEW)
    cleaned = sanitizer.clean(text)
    problem = mail_text_problem(key, cleaned, checker)
    if problem is not None:
        raise ValidationFailed.single(key, problem)
    async with uow_factory() as uow:
        stored = {**await uow.settings_values.get_all(), key: cleaned}
    message = example_message(EXAMPLE_OF_TEXT[key], mails, stored, public_url, now)
    if message is None:  # pragma: no cover - every text's example exists
        raise ValidationFailed.single("key", NO_PREVIEW)
    return message
