"""Customers, matched by e-mail address; standing customers carry default order settings."""

from __future__ import annotations

import attrs

from soepkern.domain.orders import BezorgOptie
from soepkern.domain.users import normalise_email


@attrs.define
class Customer:
    id: int | None
    voornaam: str
    achternaam: str
    email: str = attrs.field(converter=normalise_email)
    telefoonnummer: str = ""
    postcode: str = ""
    huisnummer: int | None = None
    huisnummer_extensie: str = ""
    straat: str = ""
    plaats: str = ""
    bedrijfsnaam: str = ""
    vaste_klant: bool = False
    vaste_klant_mailen: bool = False
    vaste_klant_producten: int | None = None
    vaste_klant_bezorgkeuze: BezorgOptie | None = None

    def __attrs_post_init__(self) -> None:
        if not self.vaste_klant:
            self.stop_standing()
        elif self.vaste_klant_producten is not None and self.vaste_klant_producten < 1:
            raise ValueError("vaste_klant_producten must be at least 1")

    def stop_standing(self) -> None:
        """Switching 'vaste klant' off clears the mailing flag, default products and delivery choice."""
        self.vaste_klant = False
        self.vaste_klant_mailen = False
        self.vaste_klant_producten = None
        self.vaste_klant_bezorgkeuze = None

    @property
    def full_name(self) -> str:
        return f"{self.voornaam} {self.achternaam}".strip()
