"""One-off donations (paid through iDEAL): the form's rules and the payment status a donation goes through.

Bounds (decision 0010): at least EUR 1,00 and at most EUR 10.000,00, in cents. An anonymous donation keeps no
personal data at all: every personal field is cleared on the server, whatever the form sent.

Status: a new donation is `open`. The payment provider's status moves it on: pending/authorized -> in_behandeling,
paid -> betaald, failed -> mislukt, canceled -> geannuleerd, expired -> verlopen. `betaald`, `mislukt`,
`geannuleerd` and `verlopen` are final: a late, repeated or out-of-order webhook never changes them, so a paid
donation never moves back and its thank-you mail goes out once.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import date, datetime
from enum import StrEnum
from typing import Any

import attrs

from soepkern.domain.business_time import business_date, start_of_business_day
from soepkern.domain.contact_details import FLAT, MAX_TEXT, short_text
from soepkern.domain.email_address import EMAIL_INVALID, is_valid_email
from soepkern.domain.errors import ValidationErrors
from soepkern.domain.money import format_euro
from soepkern.domain.order_export import ExportColumn, Kind
from soepkern.domain.postcode import normalise_postcode
from soepkern.domain.users import normalise_email

PRESET_AMOUNTS_CENTS: tuple[int, ...] = (500, 1000, 2500)
MIN_AMOUNT_CENTS = 100
MAX_AMOUNT_CENTS = 1_000_000
HUISNUMMER_PATTERN = re.compile(r"[1-9][0-9]{0,4}(\s?-?\s?[A-Za-z0-9]{1,6})?")

AMOUNT_REQUIRED = "Kies of vul een bedrag in."
AMOUNT_TOO_LOW = f"Het bedrag moet minimaal {format_euro(MIN_AMOUNT_CENTS)} zijn."
AMOUNT_TOO_HIGH = f"Het bedrag mag maximaal {format_euro(MAX_AMOUNT_CENTS)} zijn."
REQUIRED = "Dit veld is verplicht."
COMPANY_REQUIRED = "Vul de naam van uw bedrijf in."
POSTCODE_INVALID = "Vul een geldige postcode in, bijvoorbeeld 1234 AB."
HUISNUMMER_INVALID = "Vul een geldig huisnummer in."
PAYMENT_UNAVAILABLE = "Betalen met iDEAL is op dit moment niet mogelijk. Probeer het later opnieuw."
STATUS_INVALID = "Kies een geldige status."
METHOD_INVALID = "Kies een geldige betaalmethode."
AMOUNT_FILTER_INVALID = "Vul een bedrag in hele centen in, 0 of meer."
AMOUNT_RANGE_INVALID = "Het bedrag 'tot' mag niet lager zijn dan het bedrag 'van'."
PERIODIEK_INVALID = "Kies eenmalig of maandelijks."
MONTHLY_NOT_ANONYMOUS = "Maandelijks geven kan niet anoniem. Kies eenmalig of vul uw gegevens in."
ONE_OFF = "eenmalig"
MONTHLY = "maandelijks"
MAX_SEARCH = 100
ANONYMOUS_NAME = "Anoniem"


class DonationStatus(StrEnum):
    OPEN = "open"
    IN_BEHANDELING = "in_behandeling"
    BETAALD = "betaald"
    MISLUKT = "mislukt"
    GEANNULEERD = "geannuleerd"
    VERLOPEN = "verlopen"

    @property
    def is_final(self) -> bool:
        return self not in (DonationStatus.OPEN, DonationStatus.IN_BEHANDELING)


STATUS_LABELS: dict[DonationStatus, str] = {
    DonationStatus.OPEN: "Open",
    DonationStatus.IN_BEHANDELING: "In behandeling",
    DonationStatus.BETAALD: "Betaald",
    DonationStatus.MISLUKT: "Mislukt",
    DonationStatus.GEANNULEERD: "Geannuleerd",
    DonationStatus.VERLOPEN: "Verlopen",
}

# How a donation was paid (Mollie's method names): a one-off gift or a monthly gift's first payment by iDEAL, the
# monthly payments by SEPA direct debit.
METHOD_LABELS: dict[str, str] = {"ideal": "iDEAL", "directdebit": "Automatische incasso"}

NOT_FINAL: tuple[DonationStatus, ...] = (DonationStatus.OPEN, DonationStatus.IN_BEHANDELING)

PROVIDER_STATUS: dict[str, DonationStatus] = {
    "open": DonationStatus.OPEN,
    "pending": DonationStatus.IN_BEHANDELING,
    "authorized": DonationStatus.IN_BEHANDELING,
    "paid": DonationStatus.BETAALD,
    "failed": DonationStatus.MISLUKT,
    "canceled": DonationStatus.GEANNULEERD,
    "expired": DonationStatus.VERLOPEN,
}


def next_status(current: DonationStatus, provider_status: str) -> DonationStatus:
    """The status after the provider reported `provider_status`; a final status never changes."""
    if current.is_final:
        return current
    return PROVIDER_STATUS.get(provider_status, current)


@attrs.frozen
class Donor:
    """Who gives, as a donation and a monthly gift keep it (a first payment hands it to the gift, the gift to each of
    its payments). Not a `ContactDetails`: a donor leaves no phone number, and the house number is kept as typed,
    addition included."""

    zakelijk: bool = False
    bedrijfsnaam: str = ""
    voornaam: str = ""
    achternaam: str = ""
    email: str = ""
    postcode: str = ""
    huisnummer: str = ""
    straat: str = ""
    plaats: str = ""

    @property
    def naam(self) -> str:
        return f"{self.voornaam} {self.achternaam}".strip()

    def fields(self) -> dict[str, Any]:
        """The fields by name (the columns a repository writes)."""
        return attrs.asdict(self)


DONOR_FIELDS: tuple[str, ...] = tuple(field.name for field in attrs.fields(Donor))


@attrs.define
class Donation:
    id: int | None
    bedrag: int = attrs.field(validator=attrs.validators.ge(1))
    created_at: datetime = attrs.field(kw_only=True)
    anoniem: bool = False
    donor: Donor = attrs.field(
        factory=Donor, metadata=FLAT
    )  # all empty for an anonymous donation; FLAT: its fields in audit records
    betaal_methode: str = "ideal"
    status: DonationStatus = DonationStatus.OPEN
    payment_id: str | None = None
    customer_id: int | None = None
    uuid: str = ""
    gift_id: int | None = None
    recurring: bool = False

    @property
    def sends_confirmation(self) -> bool:
        """A paid donation is confirmed by mail, unless it is anonymous (then there is no address) or a monthly
        gift's later payment (the donor was thanked when the gift started)."""
        return not self.anoniem and bool(self.donor.email) and not self.recurring


@attrs.frozen
class DonationForm:
    bedrag: int | None = None
    anoniem: bool = False
    zakelijk: bool = False
    bedrijfsnaam: str | None = ""
    voornaam: str | None = ""
    achternaam: str | None = ""
    postcode: str | None = ""
    huisnummer: str | None = ""
    straat: str | None = ""
    plaats: str | None = ""
    email: str | None = ""
    betaal_methode: str | None = "ideal"
    periodiek: str | None = "eenmalig"

    @property
    def monthly(self) -> bool:
        return self.periodiek == MONTHLY


def check_amount(errors: ValidationErrors, bedrag: int | None) -> int:
    if bedrag is None or bedrag == 0:
        errors.add("bedrag", AMOUNT_REQUIRED)
        return 0
    if bedrag < MIN_AMOUNT_CENTS:
        errors.add("bedrag", AMOUNT_TOO_LOW)
    elif bedrag > MAX_AMOUNT_CENTS:
        errors.add("bedrag", AMOUNT_TOO_HIGH)
    return bedrag


def check_donation(form: DonationForm, *, uuid: str, now: datetime) -> Donation:
    """All field errors at once (HTTP 422), or a new open donation. Anonymous: no personal field is kept."""
    errors = ValidationErrors()
    bedrag = check_amount(errors, form.bedrag)
    if (form.periodiek or ONE_OFF) not in (ONE_OFF, MONTHLY):
        errors.add("periodiek", PERIODIEK_INVALID)
    elif form.monthly and form.anoniem:
        errors.add("periodiek", MONTHLY_NOT_ANONYMOUS)
    if form.anoniem:
        errors.raise_if_any()
        return Donation(id=None, bedrag=bedrag, created_at=now, anoniem=True, uuid=uuid)
    zakelijk = form.zakelijk
    bedrijfsnaam = short_text(errors, "bedrijfsnaam", form.bedrijfsnaam, COMPANY_REQUIRED if zakelijk else None)
    voornaam = short_text(errors, "voornaam", form.voornaam, REQUIRED)
    achternaam = short_text(errors, "achternaam", form.achternaam, REQUIRED)
    email = normalise_email(form.email or "")
    if not email:
        errors.add("email", REQUIRED)
    elif len(email) > MAX_TEXT or not is_valid_email(email):
        errors.add("email", EMAIL_INVALID)
    postcode = ""
    if (form.postcode or "").strip():
        postcode = normalise_postcode(form.postcode or "") or ""
        if not postcode:
            errors.add("postcode", POSTCODE_INVALID)
    huisnummer = (form.huisnummer or "").strip()
    if huisnummer and not HUISNUMMER_PATTERN.fullmatch(huisnummer):
        errors.add("huisnummer", HUISNUMMER_INVALID)
    straat = short_text(errors, "straat", form.straat)
    plaats = short_text(errors, "plaats", form.plaats)
    errors.raise_if_any()
    return Donation(
        id=None,
        bedrag=bedrag,
        created_at=now,
        anoniem=False,
        donor=Donor(
            zakelijk=zakelijk,
            bedrijfsnaam=bedrijfsnaam if zakelijk else "",
            voornaam=voornaam,
            achternaam=achternaam,
            email=email,
            postcode=postcode,
            huisnummer=huisnummer,
            straat=straat,
            plaats=plaats,
        ),
        uuid=uuid,
    )


@attrs.frozen
class DonationQuery:
    """The managers' donations list: every word of `search` matches a name, company, e-mail address, place or
    postcode (or the donation's number); `status` one status; `van`..`tot` calendar days (business time) of the
    moment the donation was made, both ends included; `methode` one payment method; `bedrag_van`..`bedrag_tot`
    the amount in cents, both ends included."""

    search: str = ""
    status: DonationStatus | None = None
    van: date | None = None
    tot: date | None = None
    methode: str = ""
    bedrag_van: int | None = None
    bedrag_tot: int | None = None

    @property
    def words(self) -> list[str]:
        return self.search.casefold().split()

    def matches_amount(self, bedrag: int) -> bool:
        return (self.bedrag_van is None or bedrag >= self.bedrag_van) and (
            self.bedrag_tot is None or bedrag <= self.bedrag_tot
        )


def _cents(errors: ValidationErrors, field: str, value: str | None) -> int | None:
    text = (value or "").strip()
    if not text:
        return None
    if not text.isdigit() or len(text) > 9:
        errors.add(field, AMOUNT_FILTER_INVALID)
        return None
    return int(text)


def donation_query(
    search: str | None,
    status: str | None,
    van: date | None,
    tot: date | None,
    *,
    methode: str | None = None,
    bedrag_van: str | None = None,
    bedrag_tot: str | None = None,
) -> DonationQuery:
    """The query from the list's filters (the period already checked); a Dutch 422 for an unknown status or
    method, or an amount that is not whole cents (or a range upside down)."""
    errors = ValidationErrors()
    chosen: DonationStatus | None = None
    if status:
        try:
            chosen = DonationStatus(status)
        except ValueError:
            errors.add("status", STATUS_INVALID)
    method = (methode or "").strip()
    if method and method not in METHOD_LABELS:
        errors.add("methode", METHOD_INVALID)
    low = _cents(errors, "bedrag_van", bedrag_van)
    high = _cents(errors, "bedrag_tot", bedrag_tot)
    if low is not None and high is not None and high < low:
        errors.add("bedrag_tot", AMOUNT_RANGE_INVALID)
    errors.raise_if_any()
    return DonationQuery(
        search=(search or "").strip()[:MAX_SEARCH],
        status=chosen,
        van=van,
        tot=tot,
        methode=method,
        bedrag_van=low,
        bedrag_tot=high,
    )


def donor_name(donation: Donation) -> str:
    """How a donation's giver is shown in lists and the bookkeeping export."""
    if donation.anoniem:
        return ANONYMOUS_NAME
    return donation.donor.naam or donation.donor.bedrijfsnaam


@attrs.frozen
class DonationTotals:
    """The sums (cents) of a selection of donations: all of them, and the paid ones."""

    count: int = 0
    bedrag: int = 0
    bedrag_betaald: int = 0


@attrs.frozen
class PeriodTotal:
    """The donations of one month (`maand` 1..12) or one year (`maand` None), by the business calendar."""

    jaar: int
    maand: int | None
    aantal: int
    bedrag: int
    bedrag_betaald: int


@attrs.frozen
class CalendarMonth:
    """A month of the business calendar and the moments (UTC) it spans: [start, end)."""

    jaar: int
    maand: int
    start: datetime
    end: datetime


def _month_start(jaar: int, maand: int) -> datetime:
    return start_of_business_day(date(jaar, maand, 1))


def calendar_months(first: datetime, last: datetime) -> list[CalendarMonth]:
    """The months of the business calendar (Europe/Amsterdam) from the one holding `first` through the one holding
    `last`, oldest first. A month starts at local midnight on its first day, so a summer month spans its DST shift."""
    day, until = business_date(first), business_date(last)
    jaar, maand = day.year, day.month
    months = []
    while (jaar, maand) <= (until.year, until.month):
        next_jaar, next_maand = (jaar + 1, 1) if maand == 12 else (jaar, maand + 1)
        months.append(CalendarMonth(jaar, maand, _month_start(jaar, maand), _month_start(next_jaar, next_maand)))
        jaar, maand = next_jaar, next_maand
    return months


def year_totals(months: Iterable[PeriodTotal]) -> list[PeriodTotal]:
    """The years of the given month totals, newest first (each year the sum of its months)."""
    years: dict[int, list[int]] = {}
    for month in months:
        entry = years.setdefault(month.jaar, [0, 0, 0])
        entry[0] += month.aantal
        entry[1] += month.bedrag
        entry[2] += month.bedrag_betaald
    return [PeriodTotal(jaar, None, *values) for jaar, values in sorted(years.items(), reverse=True)]


def period_totals(donations: Iterable[Donation]) -> tuple[list[PeriodTotal], list[PeriodTotal]]:
    """(per month, per year) of the given donations, newest first; a donation counts in the month and year of the
    calendar day (Europe/Amsterdam) it was made; only months and years with donations appear. The rule the
    database's grouping (the repository's `month_totals`) must follow exactly."""
    months: dict[tuple[int, int], list[int]] = {}
    for donation in donations:
        day = business_date(donation.created_at)
        entry = months.setdefault((day.year, day.month), [0, 0, 0])
        entry[0] += 1
        entry[1] += donation.bedrag
        if donation.status is DonationStatus.BETAALD:
            entry[2] += donation.bedrag
    listed = [PeriodTotal(jaar, maand, *values) for (jaar, maand), values in sorted(months.items(), reverse=True)]
    return listed, year_totals(listed)


EXPORT_COLUMNS: tuple[ExportColumn, ...] = (
    ExportColumn("Nummer", Kind.INTEGER, 9),
    ExportColumn("Datum", Kind.MOMENT, 17),
    ExportColumn("Bedrag", Kind.EURO, 12),
    ExportColumn("Status", Kind.TEXT, 14),
    ExportColumn("Betaalmethode", Kind.TEXT, 14),
    ExportColumn("Naam", Kind.TEXT, 28),
    ExportColumn("Bedrijf", Kind.TEXT, 24),
    ExportColumn("E-mailadres", Kind.TEXT, 30),
    ExportColumn("Postcode", Kind.TEXT, 10),
    ExportColumn("Huisnummer", Kind.TEXT, 11),
    ExportColumn("Straat", Kind.TEXT, 24),
    ExportColumn("Plaats", Kind.TEXT, 18),
)


def export_row(donation: Donation) -> tuple[object, ...]:
    """A donation as a row of EXPORT_COLUMNS (money in cents: the writer turns it into euros)."""
    return (
        donation.id,
        donation.created_at,
        donation.bedrag,
        STATUS_LABELS[donation.status],
        donation.betaal_methode,
        donor_name(donation),
        donation.donor.bedrijfsnaam,
        donation.donor.email,
        donation.donor.postcode,
        donation.donor.huisnummer,
        donation.donor.straat,
        donation.donor.plaats,
    )
