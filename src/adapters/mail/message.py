"""One place that turns a core MailMessage into a standards-conforming EmailMessage (SMTP and .eml alike)."""

from __future__ import annotations

from datetime import UTC, datetime
from email.message import EmailMessage
from email.utils import format_datetime, make_msgid, parseaddr

from soepkern.domain.mail import MailMessage


def address_of(mailbox: str) -> str:
    """The bare address of a mailbox such as 'Stichting De Soepketel <noreply@example.nl>'."""
    return parseaddr(mailbox)[1] or mailbox


def _message_id_domain(mail_from: str) -> str:
    # make_msgid() without a domain asks the resolver for our FQDN, which can hang; the sender's domain is ours.
    _, _, domain = address_of(mail_from).rpartition("@")
    return domain or "localhost"


def build_email(message: MailMessage, mail_from: str, *, now: datetime | None = None) -> EmailMessage:
    """A plain-text mail, with an HTML alternative when the message has one, and its attachments (multipart/mixed).

    Header values with line breaks are refused by the email package (no header injection).
    """
    email = EmailMessage()
    email["From"] = mail_from
    email["To"] = message.to
    email["Subject"] = message.subject
    if message.reply_to:
        email["Reply-To"] = message.reply_to
    email["Date"] = format_datetime(now or datetime.now(UTC))
    email["Message-ID"] = make_msgid(domain=_message_id_domain(mail_from))
    email.set_content(message.text)
    if message.html is not None:
        email.add_alternative(message.html, subtype="html")
    for attachment in message.attachments:
        maintype, _, subtype = attachment.content_type.partition("/")
        email.add_attachment(attachment.data, maintype=maintype, subtype=subtype, filename=attachment.filename)
    return email
