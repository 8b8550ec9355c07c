"""The contact form's use cases: send a message (stored and mailed through the outbox), the subjects' addresses,
and the staff list of received messages."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime

import attrs

from soepkern.domain import site_settings
from soepkern.domain.contact import (
    ContactForm,
    ContactMessage,
    bot_problem,
    check_contact,
    check_subject_addresses,
)
from soepkern.domain.contact_subjects import DEFAULT_SUBJECTS
from soepkern.domain.errors import ValidationFailed
from soepkern.ports import Clock, MailRenderer, Page, UnitOfWorkFactory

MESSAGE_TEMPLATE = "contact_message"


@attrs.frozen
class ContactPorts:
    uow_factory: UnitOfWorkFactory
    clock: Clock
    mails: MailRenderer
    public_url: str


@attrs.frozen
class SubjectAddress:
    naam: str
    email: str


def _setting(stored: Mapping[str, str], key: str) -> str:
    return str(site_settings.client_value(site_settings.definition(key), stored.get(key)))


async def submit_contact_form(form: ContactForm, shown_at: datetime | None, ports: ContactPorts) -> None:
    """Stores the message and queues the mail to the subject's address (Reply-To: the sender). No receipt goes to the
        sender's address (decision 0031).

        Raises ValidationFailed (422) for bad fields first (a person who sends an empty or wrong form quickly gets the
    field messages), then, for a well-filled form that looks like a bot's, a clear Dutch answer under `formulier` or
    `formulier_token`: nothing is stored or sent, and a person can send the same text again. `shown_at` is the
    server's moment from the form's signed token.
    """
    now = ports.clock.now()
    async with ports.uow_factory(write=True) as uow:
        stored = await uow.settings_values.get_all()
        recipients = await uow.contact_subjects.addresses()
        message = check_contact(form, DEFAULT_SUBJECTS, recipients, _setting(stored, "contact_email"), now)
        if (problem := bot_problem(form, shown_at, now)) is not None:
            raise ValidationFailed.single(*problem)
        message = attrs.evolve(message, id=await uow.contact_messages.add(message))
        context = _mail_context(message, stored, ports.public_url)
        to_staff = ports.mails.render(MESSAGE_TEMPLATE, message.ontvanger, context)
        await uow.outbox.enqueue(attrs.evolve(to_staff, reply_to=message.email), now)
        await uow.commit()


def _mail_context(message: ContactMessage, stored: Mapping[str, str], public_url: str) -> dict[str, object]:
    return {
        "bericht": message,
        "naam": message.naam,
        "bedrijf": message.bedrijf,
        "email": message.email,
        "telefoonnummer": message.telefoonnummer,
        "onderwerp": message.onderwerp,
        "vraag": message.vraag,
        "contact_email": _setting(stored, "contact_email"),
        "contact_telefoonnummer": _setting(stored, "contact_telefoonnummer"),
        "contactformulier_link": f"{public_url}/contact",
    }


async def subject_addresses(uow_factory: UnitOfWorkFactory) -> list[SubjectAddress]:
    """Every subject of the settings list `onderwerpen`, with its address ('' when none is set)."""
    async with uow_factory() as uow:
        stored = await uow.contact_subjects.addresses()
    return [SubjectAddress(naam, stored.get(naam, "")) for naam in DEFAULT_SUBJECTS]


async def save_subject_addresses(body: Mapping[str, object], uow_factory: UnitOfWorkFactory) -> None:
    cleaned = check_subject_addresses(body)
    async with uow_factory(write=True) as uow:
        await uow.contact_subjects.save(cleaned)
        await uow.commit()


async def received_messages(
    uow_factory: UnitOfWorkFactory, page: int, per_page: int, search: str | None
) -> Page[ContactMessage]:
    async with uow_factory() as uow:
        return await uow.contact_messages.list_page(page, per_page, search)
