"""The contact form: the visitor's message, its checks, where it goes, and how a bot is recognised.

A message goes to the e-mail address staff set for its subject; a subject without an address goes to the
foundation's `contact_email` setting. Spam protection that costs a person nothing: a honeypot field that people
never see (`website`) and a minimum fill time measured by the form itself (`invultijd`, milliseconds between showing
the form and sending it). A request that trips either is treated as a bot: it gets the normal success answer and
nothing is stored or sent (decision 0010).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import datetime

import attrs

from soepkern.domain.contact_subjects import DEFAULT_SUBJECTS
from soepkern.domain.email_address import is_valid_email
from soepkern.domain.errors import ValidationErrors
from soepkern.domain.users import normalise_email

MAX_QUESTION_LENGTH = 10_000
MAX_TEXT = 255
MIN_FILL_MILLISECONDS = 3_000
PHONE_PATTERN = re.compile(r"[0-9+()\- ]{6,20}")

NAME_REQUIRED = "Vul uw naam in."
TOO_LONG = f"Maximaal {MAX_TEXT} tekens."
EMAIL_INVALID = "Vul een geldig e-mailadres in."
PHONE_INVALID = "Vul een geldig telefoonnummer in."
SUBJECT_INVALID = "Kies een onderwerp uit de lijst."
QUESTION_REQUIRED = "Vul uw vraag in."
QUESTION_TOO_LONG = f"Uw vraag mag maximaal {MAX_QUESTION_LENGTH} tekens lang zijn."
UNKNOWN_SUBJECT = "Dit onderwerp bestaat niet."
SENT_MESSAGE = "Bedankt voor uw bericht. Wij nemen zo snel mogelijk contact met u op."


@attrs.frozen
class ContactForm:
    naam: str = ""
    email: str = ""
    onderwerp: str = ""
    vraag: str = ""
    bedrijf: str | None = ""
    telefoonnummer: str | None = ""
    website: str | None = ""  # the honeypot: hidden from people, bots fill it in
    invultijd: int | None = None  # milliseconds the form was open before sending


@attrs.frozen
class ContactMessage:
    id: int | None
    naam: str
    bedrijf: str
    email: str
    telefoonnummer: str
    onderwerp: str
    vraag: str
    ontvanger: str
    created_at: datetime


def looks_like_a_bot(form: ContactForm) -> bool:
    """A filled honeypot, or a form sent faster than a person can fill it in."""
    if (form.website or "").strip():
        return True
    return form.invultijd is not None and form.invultijd < MIN_FILL_MILLISECONDS


def _text(errors: ValidationErrors, field: str, value: str | None, required: str | None = None) -> str:
    cleaned = (value or "").strip()
    if required and not cleaned:
        errors.add(field, required)
    elif len(cleaned) > MAX_TEXT:
        errors.add(field, TOO_LONG)
    return cleaned


def valid_email(email: str) -> bool:
    return is_valid_email(email) and len(email) <= MAX_TEXT


def check_contact(
    form: ContactForm, subjects: tuple[str, ...], recipients: Mapping[str, str], fallback: str, now: datetime
) -> ContactMessage:
    """All field errors at once (HTTP 422), or the message with its recipient decided."""
    errors = ValidationErrors()
    naam = _text(errors, "naam", form.naam, NAME_REQUIRED)
    bedrijf = _text(errors, "bedrijf", form.bedrijf)
    email = normalise_email(form.email)
    if not valid_email(email):
        errors.add("email", EMAIL_INVALID)
    telefoonnummer = _text(errors, "telefoonnummer", form.telefoonnummer)
    if telefoonnummer and not PHONE_PATTERN.fullmatch(telefoonnummer):
        errors.add("telefoonnummer", PHONE_INVALID)
    onderwerp = form.onderwerp.strip()
    if onderwerp not in subjects:
        errors.add("onderwerp", SUBJECT_INVALID)
    vraag = form.vraag.strip()
    if not vraag:
        errors.add("vraag", QUESTION_REQUIRED)
    elif len(vraag) > MAX_QUESTION_LENGTH:
        errors.add("vraag", QUESTION_TOO_LONG)
    errors.raise_if_any()
    return ContactMessage(
        id=None,
        naam=naam,
        bedrijf=bedrijf,
        email=email,
        telefoonnummer=telefoonnummer,
        onderwerp=onderwerp,
        vraag=vraag,
        ontvanger=recipient_for(onderwerp, recipients, fallback),
        created_at=now,
    )


def recipient_for(onderwerp: str, recipients: Mapping[str, str], fallback: str) -> str:
    """The subject's own address, or the foundation's contact address when the subject has none."""
    return (recipients.get(onderwerp) or "").strip() or fallback


def check_subject_addresses(body: Mapping[str, object], subjects: tuple[str, ...] = DEFAULT_SUBJECTS) -> dict[str, str]:
    """The map subject -> e-mail address to store ('' clears it); errors are reported under the subject's name."""
    errors = ValidationErrors()
    cleaned: dict[str, str] = {}
    for subject, value in body.items():
        if subject not in subjects:
            errors.add(subject, UNKNOWN_SUBJECT)
            continue
        if value is None:
            value = ""
        if not isinstance(value, str):
            errors.add(subject, EMAIL_INVALID)
            continue
        address = normalise_email(value)
        if address and not valid_email(address):
            errors.add(subject, EMAIL_INVALID)
            continue
        cleaned[subject] = address
    errors.raise_if_any()
    return cleaned
