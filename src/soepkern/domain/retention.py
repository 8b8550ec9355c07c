"""How long personal data is kept (AVG), and what 'anonymised' means (docs/decisions/0017-privacy.md).

- A customer with no order or donation in `customer_years` years is anonymised: the customer record and the
  personal fields of their orders and donations are replaced; amounts, counts, dates and lines stay (the
  bookkeeping needs them for `bookkeeping_years` years).
- A contact message older than `contact_months` months is deleted.
- Orders and donations older than `bookkeeping_years` years lose their personal fields too, also those of a
  customer who is still active (the amounts stay).
- An audit-trail entry (soepkern.domain.audit) older than `audit_months` months is deleted.
- A manager may erase one customer at once on request (the same anonymisation plus their contact messages),
  unless an order of theirs is still to be delivered.
"""

from __future__ import annotations

import calendar
import datetime as dt

import attrs

from soepkern.domain.mail import DEFAULT_MAIL_BODY_DAYS

ANONYMOUS_NAME = "Geanonimiseerd"
ANONYMOUS_EMAIL_DOMAIN = "geanonimiseerd.invalid"
ERASE_OPEN_ORDER = "Deze klant heeft nog een bestelling die niet is geleverd. Wis de gegevens na de levering."
ERASE_ALREADY_DONE = "De gegevens van deze klant zijn al gewist."

DEFAULT_CUSTOMER_YEARS = 2
DEFAULT_CONTACT_MONTHS = 12
DEFAULT_BOOKKEEPING_YEARS = 7
DEFAULT_AUDIT_MONTHS = 24


@attrs.frozen
class RetentionPolicy:
    customer_years: int = DEFAULT_CUSTOMER_YEARS
    contact_months: int = DEFAULT_CONTACT_MONTHS
    bookkeeping_years: int = DEFAULT_BOOKKEEPING_YEARS
    audit_months: int = DEFAULT_AUDIT_MONTHS
    # Sent mail bodies in the outbox (soepkern.domain.mail; secrets go at once when sent).
    mail_body_days: int = DEFAULT_MAIL_BODY_DAYS

    def __attrs_post_init__(self) -> None:
        periods = (self.customer_years, self.contact_months, self.bookkeeping_years, self.audit_months)
        if min(*periods, self.mail_body_days) < 1:
            raise ValueError("retention periods are at least 1")


@attrs.frozen
class RetentionCutoffs:
    """Everything before these moments is due: customers whose last activity, contact messages created."""

    customers_inactive_since: dt.datetime
    contact_messages_before: dt.datetime
    bookkeeping_before: dt.datetime
    audit_entries_before: dt.datetime


@attrs.frozen
class RetentionReport:
    customers_anonymised: int
    contact_messages_deleted: int
    dry_run: bool = False
    old_records_anonymised: int = 0
    audit_entries_deleted: int = 0


def months_before(moment: dt.datetime, months: int) -> dt.datetime:
    """The same day and time `months` calendar months earlier (the month's last day when it is shorter)."""
    index = moment.year * 12 + (moment.month - 1) - months
    year, month = divmod(index, 12)
    month += 1
    day = min(moment.day, calendar.monthrange(year, month)[1])
    return moment.replace(year=year, month=month, day=day)


ANONYMOUS_ORDER_EMAIL = f"anoniem@{ANONYMOUS_EMAIL_DOMAIN}"


def cutoffs(policy: RetentionPolicy, now: dt.datetime) -> RetentionCutoffs:
    return RetentionCutoffs(
        customers_inactive_since=months_before(now, 12 * policy.customer_years),
        contact_messages_before=months_before(now, policy.contact_months),
        bookkeeping_before=months_before(now, 12 * policy.bookkeeping_years),
        audit_entries_before=months_before(now, policy.audit_months),
    )


def is_customer_due(last_activity: dt.datetime | None, cutoff: dt.datetime) -> bool:
    """A customer is due when their last order or donation is older than the cutoff.

    A customer without any order or donation has no known moment of activity and is left alone.
    """
    return last_activity is not None and last_activity < cutoff


def anonymous_email(customer_id: int) -> str:
    """A unique, undeliverable address for an anonymised customer (the e-mail column is unique)."""
    return f"klant-{customer_id}@{ANONYMOUS_EMAIL_DOMAIN}"


def is_anonymised(email: str) -> bool:
    return email.endswith("@" + ANONYMOUS_EMAIL_DOMAIN)


def erase_refusal(*, already_anonymised: bool, has_open_order: bool) -> str | None:
    """Why a customer cannot be erased now (Dutch, for the manager), or None."""
    if already_anonymised:
        return ERASE_ALREADY_DONE
    if has_open_order:
        return ERASE_OPEN_ORDER
    return None


class PrivacyAction:
    EXPORT = "export"
    ERASE = "erase"
    RETENTION = "retention"


@attrs.frozen
class PrivacyLogEntry:
    """Who did what to whose personal data, and when (kept without personal data of the customer)."""

    action: str
    customer_id: int | None
    user_id: int | None
    user_name: str
    detail: str
    created_at: dt.datetime
    id: int | None = None
