"""One-off donations (paid through iDEAL)."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum

import attrs

PRESET_AMOUNTS_CENTS: tuple[int, ...] = (500, 1000, 2500)


class DonationStatus(StrEnum):
    OPEN = "open"
    BETAALD = "betaald"
    MISLUKT = "mislukt"
    GEANNULEERD = "geannuleerd"


@attrs.define
class Donation:
    id: int | None
    bedrag: int = attrs.field(validator=attrs.validators.ge(1))
    created_at: datetime = attrs.field(kw_only=True)
    anoniem: bool = False
    zakelijk: bool = False
    bedrijfsnaam: str = ""
    voornaam: str = ""
    achternaam: str = ""
    email: str = ""
    postcode: str = ""
    huisnummer: str = ""
    straat: str = ""
    plaats: str = ""
    betaal_methode: str = "ideal"
    status: DonationStatus = DonationStatus.OPEN
    payment_id: str | None = None
    customer_id: int | None = None
