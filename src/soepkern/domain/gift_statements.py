"""The yearly gift statement (issue 28 item 4, decision 0082): for each donor who gave in a year, every gift and
the total, with the foundation's name, RSIN and ANBI status, for the donor's tax return.

Which donations a statement holds: the paid ones made in the calendar year in Europe/Amsterdam (a gift at 23:30
UTC on 31 December is on the next year's statement), never an anonymous one, and never one whose donor was erased
(no e-mail address: no name or address is left to put on it). One-off gifts and monthly gifts (the first payment
and the later ones) alike. A donor is an e-mail address: all gifts given with it are on one statement, with the
name and address of the latest one.

Each donor gets one statement mail per year: the mail is recorded under a key made from the year and a hash of the
address (no address is stored for it), so a second run sends nothing.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping
from datetime import date, datetime

import attrs

from soepkern.domain.business_time import business_date, start_of_business_day
from soepkern.domain.donations import MONTHLY, ONE_OFF, Donation, DonationStatus
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.postcode import show_postcode

FIRST_YEAR = 2000
LAST_YEAR = 2100
YEAR_INVALID = f"Kies een jaar van {FIRST_YEAR} tot en met {LAST_YEAR}."
DEFAULT_FOUNDATION = "Stichting De Soepketel"
SOORT_LABELS: Mapping[str, str] = {ONE_OFF: "eenmalig", MONTHLY: "maandelijks"}
RSIN_FIELD = "stichting_rsin"
RSIN_MISSING = (
    "Het RSIN van de stichting is nog niet ingevuld. Vul het eerst in onder Instellingen (Donaties): een "
    "jaaroverzicht zonder RSIN is niet bruikbaar voor de belastingaangifte."
)


def title(year: int) -> str:
    return f"Overzicht van uw giften {year}"


def check_year(value: object) -> int:
    """The statement's year; a Dutch ValidationFailed for anything that is not a year from 2000 through 2100."""
    text = str(value).strip()
    if not text.isdigit() or not FIRST_YEAR <= int(text) <= LAST_YEAR:
        raise ValidationFailed.single("year", YEAR_INVALID)
    return int(text)


def year_bounds(year: int) -> tuple[datetime, datetime]:
    """[start, end) of the calendar year in business time, as aware moments."""
    return start_of_business_day(date(year, 1, 1)), start_of_business_day(date(year + 1, 1, 1))


def on_statement(donation: Donation, year: int) -> bool:
    """Whether the donation belongs on its donor's statement of `year`."""
    return (
        donation.status is DonationStatus.BETAALD
        and not donation.anoniem
        and bool(donation.donor.email)
        and business_date(donation.created_at).year == year
    )


def donor_key(year: int, email: str) -> str:
    """The key a sent statement is recorded under: the year and a hash of the address (no address at rest)."""
    return hashlib.sha256(f"{year}:{email.strip().casefold()}".encode()).hexdigest()


@attrs.frozen
class Foundation:
    naam: str
    rsin: str
    anbi: bool

    @property
    def anbi_text(self) -> str:
        if self.anbi:
            return (
                f"{self.naam} is door de Belastingdienst aangemerkt als algemeen nut beogende instelling (ANBI). "
                "Uw giften zijn daarom aftrekbaar voor de inkomstenbelasting of de vennootschapsbelasting, "
                "binnen de regels van de Belastingdienst."
            )
        return f"{self.naam} is geen algemeen nut beogende instelling (ANBI)."

    @property
    def issues_statements(self) -> bool:
        """Whether a statement may be sent or handed out (decision 0098): only with the foundation's RSIN on it, as
        a statement without it is of no use for the tax return. One rule for the yearly run, the donor's own link
        and staff."""
        return bool(self.rsin)


def statements_unavailable(foundation: Foundation, contact_email: str = "") -> str:
    """What a donor is told when no statement can be sent now (no internals such as the missing RSIN)."""
    via = f" via {contact_email}" if contact_email else ""
    return (
        f"Het jaaroverzicht kan op dit moment niet worden verstuurd. Neem contact op met {foundation.naam}{via}, "
        "dan helpen wij u verder."
    )


def require_statements(foundation: Foundation) -> None:
    """Staff: a Dutch ValidationFailed telling them to fill in the RSIN while it is empty."""
    if not foundation.issues_statements:
        raise ValidationFailed.single(RSIN_FIELD, RSIN_MISSING)


def foundation_from(stored: Mapping[str, str]) -> Foundation:
    """The foundation's details from the stored settings (category Donaties)."""
    anbi = (stored.get("stichting_anbi") or "1").strip() in {"1", "true", "True"}
    return Foundation(
        naam=(stored.get("stichting_naam") or "").strip() or DEFAULT_FOUNDATION,
        rsin=(stored.get("stichting_rsin") or "").strip(),
        anbi=anbi,
    )


@attrs.frozen
class StatementGift:
    datum: date
    bedrag: int
    soort: str  # ONE_OFF or MONTHLY

    @property
    def soort_label(self) -> str:
        return SOORT_LABELS[self.soort]


@attrs.frozen
class GiftStatement:
    year: int
    email: str
    naam: str
    bedrijfsnaam: str
    straat: str
    huisnummer: str
    postcode: str
    plaats: str
    gifts: tuple[StatementGift, ...]
    number: int  # the donor's first gift of the year (its donation id): stable, used in the file name

    @property
    def total(self) -> int:
        return sum(gift.bedrag for gift in self.gifts)

    @property
    def key(self) -> str:
        return donor_key(self.year, self.email)

    @property
    def address_lines(self) -> tuple[str, ...]:
        """The donor as on an envelope: company, name, street and number, postcode and place (empty parts left out)."""
        street = f"{self.straat} {self.huisnummer}".strip()
        place = f"{show_postcode(self.postcode)} {self.plaats}".strip()
        return tuple(line for line in (self.bedrijfsnaam, self.naam, street, place) if line)

    @property
    def display_name(self) -> str:
        return self.naam or self.bedrijfsnaam or self.email

    @property
    def file_name(self) -> str:
        return f"overzicht-giften-{self.year}-{self.number:06d}.pdf"


def _gift(donation: Donation) -> StatementGift:
    return StatementGift(
        datum=business_date(donation.created_at),
        bedrag=donation.bedrag,
        soort=MONTHLY if donation.gift_id is not None else ONE_OFF,
    )


def gift_statements(donations: Iterable[Donation], year: int) -> list[GiftStatement]:
    """One statement per donor (e-mail address) with at least one gift on it, ordered by name then address; each
    statement's gifts in date order."""
    by_donor: dict[str, list[Donation]] = {}
    for donation in donations:
        if on_statement(donation, year):
            by_donor.setdefault(donation.donor.email.strip().casefold(), []).append(donation)
    statements = []
    for email, given in by_donor.items():
        given.sort(key=lambda d: (d.created_at, d.id or 0))
        latest = given[-1]
        statements.append(
            GiftStatement(
                year=year,
                email=email,
                naam=latest.donor.naam,
                bedrijfsnaam=latest.donor.bedrijfsnaam if latest.donor.zakelijk else "",
                straat=latest.donor.straat,
                huisnummer=latest.donor.huisnummer,
                postcode=latest.donor.postcode,
                plaats=latest.donor.plaats,
                gifts=tuple(_gift(d) for d in given),
                number=min(d.id or 0 for d in given),
            )
        )
    return sorted(statements, key=lambda s: (s.display_name.casefold(), s.email))
