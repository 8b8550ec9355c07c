"""Monthly gifts (Mollie's recurring flow, decision 0080): a donor gives the same amount every month.

A monthly gift starts `nieuw`: a Mollie customer and a first iDEAL payment (`sequenceType: first`) that creates a
mandate. Once that payment is paid the gift gets a subscription (`interval: 1 month`, from the same day next month)
and is `actief`; the subscription's payments arrive by webhook as donations of the same donor (`recurring`).
`gepauzeerd`: Mollie stopped charging after failed payments; `gestopt` is final (the donor or staff stopped it, the
donor was erased, or the first payment never succeeded): a stopped gift is never charged again.

Anonymous monthly giving is not offered: a mandate needs a name.
"""

from __future__ import annotations

import calendar
from collections.abc import Iterable
from datetime import date, datetime
from enum import StrEnum

import attrs

from soepkern.domain.contact_details import FLAT
from soepkern.domain.donations import Donation, DonationStatus, Donor
from soepkern.domain.errors import ValidationFailed


class GiftStatus(StrEnum):
    NIEUW = "nieuw"
    ACTIEF = "actief"
    GEPAUZEERD = "gepauzeerd"
    GESTOPT = "gestopt"

    @property
    def is_running(self) -> bool:
        """Mollie may still charge the donor (the subscription exists and was not cancelled here)."""
        return self in (GiftStatus.ACTIEF, GiftStatus.GEPAUZEERD)


GIFT_STATUS_LABELS: dict[GiftStatus, str] = {
    GiftStatus.NIEUW: "Wacht op eerste betaling",
    GiftStatus.ACTIEF: "Actief",
    GiftStatus.GEPAUZEERD: "Gepauzeerd (betalingen mislukt)",
    GiftStatus.GESTOPT: "Gestopt",
}

MONTHLY_DESCRIPTION = "Maandelijkse gift Stichting De Soepketel"
GIFT_PAGE_PATH = "/meedoen/donaties/mijn-maandelijkse-gift"
LINK_INVALID = "Deze link is niet (meer) geldig. Vraag hieronder een nieuwe link aan."
NOT_ACTIVE = "Deze maandelijkse gift loopt niet (meer): het bedrag kan niet meer worden gewijzigd."
SAME_AMOUNT = "Dit is al het bedrag van uw maandelijkse gift."
LINK_SENT = (
    "Als er een maandelijkse gift bij dit e-mailadres hoort, ontvangt u binnen enkele minuten een e-mail met een "
    "nieuwe link. Kijk ook in uw map met ongewenste e-mail."
)
ALREADY_STOPPED = "Deze maandelijkse gift is al gestopt."
GIFT_NOT_FOUND = "Deze maandelijkse gift bestaat niet (meer)."
GIFT_STATUS_INVALID = "Kies een geldige status."
MAX_SEARCH = 100


@attrs.define
class MonthlyGift:
    id: int | None
    bedrag: int = attrs.field(validator=attrs.validators.ge(1))
    created_at: datetime = attrs.field(kw_only=True)
    uuid: str = ""
    donor: Donor = attrs.field(factory=Donor, metadata=FLAT)  # its fields in audit records, as an order's contact
    status: GiftStatus = GiftStatus.NIEUW
    mollie_customer_id: str = ""
    subscription_id: str = ""
    start_date: date | None = None
    stopped_at: datetime | None = None
    token_hash: str = ""


@attrs.frozen
class GiftQuery:
    """The managers' list of monthly gifts: every word of `search` matches the donor's name, company, e-mail
    address, place or postcode (or the gift's number); `status` one state."""

    search: str = ""
    status: GiftStatus | None = None

    @property
    def words(self) -> list[str]:
        return self.search.casefold().split()

    def matches(self, gift: MonthlyGift) -> bool:
        """The rule the repository's `select` asks of the database (the in-memory repository uses it)."""
        donor = gift.donor
        fields = (
            donor.naam,
            donor.bedrijfsnaam,
            donor.email,
            donor.plaats,
            donor.postcode,
            donor.postcode.replace(" ", ""),
        )
        haystack = " ".join(fields).casefold()
        return (self.status is None or gift.status is self.status) and all(
            word in haystack or word == str(gift.id) for word in self.words
        )


def gift_query(search: str | None, status: str | None) -> GiftQuery:
    """The query from the list's filters; a Dutch 422 for an unknown state."""
    chosen: GiftStatus | None = None
    if status:
        try:
            chosen = GiftStatus(status)
        except ValueError:
            raise ValidationFailed.single("status", GIFT_STATUS_INVALID) from None
    return GiftQuery((search or "").strip()[:MAX_SEARCH], chosen)


def monthly_total(gifts: Iterable[MonthlyGift]) -> int:
    """What the active gifts bring in per month (cents); paused, new and stopped gifts are not charged."""
    return sum(gift.bedrag for gift in gifts if gift.status is GiftStatus.ACTIEF)


def gift_link(public_url: str, token: str) -> str:
    """The donor's private page of the gift (the token is only ever stored hashed)."""
    return f"{public_url}{GIFT_PAGE_PATH}?token={token}"


def _months_later(day: date, months: int) -> date:
    """The same day `months` months later (the month's last day when it is shorter)."""
    year, month = divmod(day.year * 12 + day.month - 1 + months, 12)
    month += 1
    return date(year, month, min(day.day, calendar.monthrange(year, month)[1]))


def first_charge_date(first_paid_on: date) -> date:
    """The subscription's start: the same day of the next month (the month's last day when it is shorter)."""
    return _months_later(first_paid_on, 1)


def next_charge_date(gift: MonthlyGift, today: date) -> date | None:
    """The next day Mollie charges the gift (today included), Mollie's "1 month" interval counted from the start
    date; None for a gift that is not active (a paused or stopped gift is not charged)."""
    if gift.status is not GiftStatus.ACTIEF or gift.start_date is None:
        return None
    if today <= gift.start_date:
        return gift.start_date
    months = (today.year - gift.start_date.year) * 12 + today.month - gift.start_date.month
    candidate = _months_later(gift.start_date, months)
    return candidate if candidate >= today else _months_later(gift.start_date, months + 1)


def gift_for(donation: Donation, *, uuid: str) -> MonthlyGift:
    """The monthly gift a (checked, not anonymous) first donation starts, with the donor's details."""
    if donation.anoniem:
        raise ValueError("an anonymous donation cannot start a monthly gift")
    return MonthlyGift(id=None, bedrag=donation.bedrag, created_at=donation.created_at, uuid=uuid, donor=donation.donor)


def recurring_donation(
    gift: MonthlyGift, *, payment_id: str, amount_cents: int, status: DonationStatus, now: datetime, uuid: str
) -> Donation:
    """A payment the gift's subscription made, as a donation of the same donor (the amount Mollie charged)."""
    return Donation(
        id=None,
        bedrag=amount_cents,
        created_at=now,
        donor=gift.donor,
        betaal_methode="directdebit",
        status=status,
        payment_id=payment_id,
        uuid=uuid,
        gift_id=gift.id,
        recurring=True,
    )
