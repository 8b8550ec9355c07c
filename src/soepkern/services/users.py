"""Use cases for staff accounts."""

from __future__ import annotations

import re

import attrs

from soepkern.domain.errors import ValidationErrors, ValidationFailed
from soepkern.domain.passwords import password_problems
from soepkern.domain.users import ROLES, User, UserStatus, normalise_email
from soepkern.ports import PasswordHasher, UnitOfWorkFactory

EMAIL_PATTERN = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
EMAIL_INVALID = "Vul een geldig e-mailadres in."
EMAIL_TAKEN = "Er bestaat al een gebruiker met dit e-mailadres."
NAME_REQUIRED = "Vul een naam in."
ROLE_INVALID = "Kies een geldige rol."


@attrs.frozen
class CreateActiveUser:
    """A user who can log in right away (CLI and demo data: no invitation mail)."""

    email: str
    name: str
    rol: str
    password: str
    telefoonnummer: str = ""


def check_user_fields(errors: ValidationErrors, *, email: str, name: str, rol: str) -> None:
    if not EMAIL_PATTERN.match(normalise_email(email)) or len(email) > 255:
        errors.add("email", EMAIL_INVALID)
    if not name.strip() or len(name) > 255:
        errors.add("name", NAME_REQUIRED)
    if rol not in ROLES:
        errors.add("rol", ROLE_INVALID)


async def create_active_user(command: CreateActiveUser, uow_factory: UnitOfWorkFactory, hasher: PasswordHasher) -> int:
    errors = ValidationErrors()
    check_user_fields(errors, email=command.email, name=command.name, rol=command.rol)
    for problem in password_problems(command.password):
        errors.add("password", problem)
    errors.raise_if_any()
    async with uow_factory(write=True) as uow:
        if await uow.users.get_by_email(command.email) is not None:
            raise ValidationFailed.single("email", EMAIL_TAKEN)
        user = User(
            id=None,
            name=command.name.strip(),
            email=command.email,
            rol=command.rol,
            telefoonnummer=command.telefoonnummer,
            status=UserStatus.ACTIEF,
            password_hash=hasher.hash(command.password),
        )
        user_id = await uow.users.add(user)
        await uow.commit()
    return user_id
