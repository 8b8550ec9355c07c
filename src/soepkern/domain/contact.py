"""The contact form: the visitor's message, its checks, where it goes, and how a bot is recognised.

A message goes to the e-mail address staff set for its subject; a subject without an address goes to the
foundation's `contact_email` setting. Spam protection that costs a person little: a honeypot field that people
never see (`website`) and a minimum fill time decided on the server: the form sends back the moment the server
issued it when it was shown (a signed token, entrypoints/web/form_tokens.py). A request that trips either gets a
clear Dutch 422 under `formulier` and nothing is stored or sent; a person keeps their text and can send it again
(decision 0031). No receipt goes to the address typed in the form: the product sends no visitor-written text to a
visitor-chosen address (decision 0031).
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime, timedelta

import attrs

from soepkern.domain.contact_details import MAX_TEXT, PHONE_PATTERN, short_text
from soepkern.domain.contact_subjects import DEFAULT_SUBJECTS
from soepkern.domain.email_address import EMAIL_INVALID, is_valid_email
from soepkern.domain.errors import ValidationErrors
from soepkern.domain.input_bounds import MULTILINE
from soepkern.domain.users import normalise_email

MAX_QUESTION_LENGTH = 10_000
MIN_FILL_TIME = timedelta(seconds=3)
MAX_FORM_AGE = timedelta(hours=12)
BOT_FIELD = "formulier"  # a form that looks sent by a program (honeypot, too fast)
TOKEN_FIELD = "formulier_token"  # no genuine, recent moment of showing: the form must fetch a new one

NAME_REQUIRED = "Vul uw naam in."
PHONE_INVALID = "Vul een geldig telefoonnummer in."
SUBJECT_INVALID = "Kies een onderwerp uit de lijst."
QUESTION_REQUIRED = "Vul uw vraag in."
QUESTION_TOO_LONG = f"Uw vraag mag maximaal {MAX_QUESTION_LENGTH} tekens lang zijn."
UNKNOWN_SUBJECT = "Dit onderwerp bestaat niet."
SENT_MESSAGE = "Bedankt voor uw bericht. Wij nemen zo snel mogelijk contact met u op."
HONEYPOT_FILLED = (
    "Uw bericht is niet verstuurd: een verborgen veld is ingevuld, wat alleen automatische programma's doen. "
    "Stuurt u het zelf? Laad de pagina opnieuw of mail ons."
)
TOO_FAST = (
    "Uw bericht is niet verstuurd: het formulier werd erg snel na het openen verstuurd. Controleer uw bericht en "
    "verstuur het nog een keer."
)
FORM_EXPIRED = (
    "Uw bericht is niet verstuurd: het formulier is verlopen of niet goed geladen. Verstuur uw bericht nog een keer."
)


@attrs.frozen
class ContactForm:
    naam: str = ""
    email: str = ""
    onderwerp: str = ""
    vraag: str = attrs.field(default="", metadata=MULTILINE)
    bedrijf: str | None = ""
    telefoonnummer: str | None = ""
    website: str | None = ""  # the honeypot: hidden from people, bots fill it in
    formulier_token: str | None = None  # the signed moment the form was shown (entrypoints/web/form_tokens.py)


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


def bot_problem(form: ContactForm, shown_at: datetime | None, now: datetime) -> tuple[str, str] | None:
    """Why a well-filled form looks like a bot's, as (field, Dutch answer): a filled honeypot or a form sent faster
    than a person can fill it in (`formulier`), or no genuine, recent moment of showing (`formulier_token`); None for
    a person. `shown_at` is the server's own moment from the form's signed token (None when missing or forged)."""
    if (form.website or "").strip():
        return BOT_FIELD, HONEYPOT_FILLED
    if shown_at is None or now - shown_at > MAX_FORM_AGE:
        return TOKEN_FIELD, FORM_EXPIRED
    if now - shown_at < MIN_FILL_TIME:
        return BOT_FIELD, TOO_FAST
    return None


def valid_email(email: str) -> bool:
    return is_valid_email(email) and len(email) <= MAX_TEXT


def check_contact(
    form: ContactForm, subjects: tuple[str, ...], recipients: Mapping[str, str], fallback: str, now: datetime
) -> ContactMessage:
    """All field errors at once (HTTP 422), or the message with its recipient decided."""
    errors = ValidationErrors()
    naam = short_text(errors, "naam", form.naam, NAME_REQUIRED)
    bedrijf = short_text(errors, "bedrijf", form.bedrijf)
    email = normalise_email(form.email)
    if not valid_email(email):
        errors.add("email", EMAIL_INVALID)
    telefoonnummer = short_text(errors, "telefoonnummer", form.telefoonnummer)
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
