"""A preview of a managers' e-mail text with sample data, before it is saved (the settings screen's 'Voorbeeld')."""

from __future__ import annotations

from datetime import datetime

from soepkern.domain import mail_texts
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.mail import MailMessage
from soepkern.ports import HtmlSanitizer, MailRenderer, MailTextChecker, UnitOfWorkFactory
from soepkern.services import donations, order_mails
from soepkern.services.site_settings_admin import mail_text_problem

NO_PREVIEW = "Voor deze tekst is geen voorbeeld."


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
    if key not in mail_texts.ALLOWED_PLACEHOLDERS:
        raise ValidationFailed.single("key", NO_PREVIEW)
    cleaned = sanitizer.clean(text)
    problem = mail_text_problem(key, cleaned, checker)
    if problem is not None:
        raise ValidationFailed.single(key, problem)
    async with uow_factory() as uow:
        stored = {**await uow.settings_values.get_all(), key: cleaned}
    if key == mail_texts.ORDER_TEXT_KEY:
        message = order_mails.example_mail("orderConfirmedPickup", mails, stored, public_url, now)
    else:
        message = donations.example_mail("donationConfirmed", mails, stored, public_url, now)
    if message is None:  # pragma: no cover - both examples exist
        raise ValidationFailed.single("key", NO_PREVIEW)
    return message
