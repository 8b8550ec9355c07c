"""An e-mail as the core sees it: rendered text, ready for the outbox; and how long its body may stay there.

No live secret at rest (docs/decisions/0036-no-live-secret-at-rest.md): a mail made from a template in
`SECRET_TEMPLATES` carries a login code or a single-use link; once sent, its body leaves the outbox at once
(recipient, subject, template, time and order stay). Unsent, it is blanked when the longest-lived secret it can hold
has expired (`SECRET_LIFETIME`). Every other sent body is kept `DEFAULT_MAIL_BODY_DAYS` days (a setting).
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

import attrs

from soepkern.domain.login import CODE_VALIDITY
from soepkern.domain.user_tokens import VALIDITY

# The templates whose body holds a login code, a password-reset link or an invitation link.
SECRET_TEMPLATES = frozenset({"login_code", "password_reset", "invitation"})
SECRET_LIFETIME: timedelta = max(CODE_VALIDITY, *VALIDITY.values())
DEFAULT_MAIL_BODY_DAYS = 30
# All attachments of one mail together (they are stored with the queued mail until its body goes).
MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024
_CONTENT_TYPE = re.compile(r"^[a-z0-9][a-z0-9.+-]*/[a-z0-9][a-z0-9.+-]*$")
_BAD_FILENAME = re.compile(r"[\x00-\x1f\x7f/\\\"]")


def carries_secret(template: str) -> bool:
    return template in SECRET_TEMPLATES


@attrs.frozen
class MailBodyCutoffs:
    """Bodies of mails sent before `sent_before`, and of unsent secret mails made before `secrets_made_before`,
    are blanked."""

    sent_before: datetime
    secrets_made_before: datetime


def mail_body_cutoffs(now: datetime, body_days: int = DEFAULT_MAIL_BODY_DAYS) -> MailBodyCutoffs:
    if body_days < 1:
        raise ValueError("the mail body retention is at least 1 day")
    return MailBodyCutoffs(sent_before=now - timedelta(days=body_days), secrets_made_before=now - SECRET_LIFETIME)


def _check_filename(_instance: object, _attribute: object, value: str) -> None:
    if not value.strip() or len(value) > 200 or _BAD_FILENAME.search(value):
        raise ValueError(f"not a usable attachment file name: {value!r}")


def _check_content_type(_instance: object, _attribute: object, value: str) -> None:
    if not _CONTENT_TYPE.match(value):
        raise ValueError(f"not a content type: {value!r}")


@attrs.frozen
class MailAttachment:
    """A file sent with a mail (a gift statement's PDF): its name as the reader sees it, its type and its bytes."""

    filename: str = attrs.field(validator=_check_filename)
    content_type: str = attrs.field(validator=_check_content_type)
    data: bytes = attrs.field(repr=False)


def _within_bound(_instance: object, _attribute: object, value: tuple[MailAttachment, ...]) -> None:
    if sum(len(a.data) for a in value) > MAX_ATTACHMENT_BYTES:
        raise ValueError(f"the attachments of one mail are at most {MAX_ATTACHMENT_BYTES} bytes together")


@attrs.frozen
class MailMessage:
    to: str
    subject: str
    text: str
    html: str | None = None
    reply_to: str | None = None
    # Why the mail cannot go out as meant (a stored e-mail text that breaks the rules): queued as failed at once.
    problem: str | None = None
    # The template it was made from ('' for a mail made otherwise): decides whether its body is a secret.
    template: str = ""
    # Files sent with it; stored with the queued mail, so a retry sends the same files.
    attachments: tuple[MailAttachment, ...] = attrs.field(default=(), validator=_within_bound)

    @property
    def carries_secret(self) -> bool:
        return carries_secret(self.template)


@attrs.frozen
class OutboxItem:
    """A queued mail with its delivery bookkeeping."""

    id: int
    message: MailMessage
    attempts: int


@attrs.frozen
class FailedMail:
    """A queued mail the outbox gave up on after too many failed attempts: shown to managers, who can retry it."""

    id: int
    to: str
    subject: str
    attempts: int
    last_error: str
    created_at: datetime
