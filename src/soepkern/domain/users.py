"""Staff users: roles, statuses and the invariants of an account."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum

import attrs

from soepkern.domain.email_address import normalise_email

__all__ = ["ROLES", "User", "UserStatus", "normalise_email"]

ROLES: tuple[str, ...] = ("superuser", "beheerder", "soep_coordinator")


INVITATION_NOT_NEEDED = "Deze gebruiker heeft al een wachtwoord ingesteld; een uitnodiging is niet nodig."


class UserStatus(StrEnum):
    ACTIEF = "actief"
    GEDEACTIVEERD = "gedeactiveerd"


def _valid_role(_instance: object, _attribute: attrs.Attribute[str], value: str) -> None:
    if value not in ROLES:
        raise ValueError(f"unknown role {value!r}")


@attrs.define
class User:
    id: int | None
    name: str
    email: str = attrs.field(converter=normalise_email)
    rol: str = attrs.field(validator=_valid_role)
    telefoonnummer: str = ""
    status: UserStatus = UserStatus.ACTIEF
    password_hash: str | None = None
    uitgenodigd: datetime | None = None
    laatste_inlog: datetime | None = None

    @property
    def is_active(self) -> bool:
        return self.status is UserStatus.ACTIEF

    @property
    def awaits_invitation(self) -> bool:
        """Active without a password yet: only then is sending the invitation again of use (issue 25)."""
        return self.is_active and self.password_hash is None

    @property
    def can_log_in(self) -> bool:
        """Failed logins lock an address, not the account (soepkern.domain.lockout)."""
        return self.is_active and self.password_hash is not None

    def register_login(self, at: datetime) -> None:
        self.laatste_inlog = at

    def activate(self) -> None:
        self.status = UserStatus.ACTIEF

    def deactivate(self) -> None:
        self.status = UserStatus.GEDEACTIVEERD
