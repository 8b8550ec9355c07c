"""A staff member changes their own password from the settings screen ('Mijn account'); the current one is asked."""

from __future__ import annotations

import attrs

from soepkern.domain.errors import NotFound, NotPermitted, ValidationFailed
from soepkern.domain.users import User
from soepkern.services.auth import AccountPorts, check_new_password

CURRENT_PASSWORD_WRONG = "Het huidige wachtwoord klopt niet."
CURRENT_PASSWORD_MISSING = "Vul uw huidige wachtwoord in."


@attrs.frozen
class OwnPasswordChange:
    huidig_wachtwoord: str
    password: str
    password_confirmation: str


async def check_own_password_change(actor: User, user_id: int, change: OwnPasswordChange, ports: AccountPorts) -> None:
    """Raises a Dutch 422 unless the new password is acceptable and the current one is right (nothing is saved)."""
    if actor.id != user_id:
        raise NotPermitted()
    if not change.huidig_wachtwoord:
        raise ValidationFailed.single("huidig_wachtwoord", CURRENT_PASSWORD_MISSING)
    check_new_password(change.password, change.password_confirmation)
    async with ports.uow_factory() as uow:
        user = await uow.users.get(user_id)
    if user is None:
        raise NotFound()
    if user.password_hash is None or not ports.hasher.verify(user.password_hash, change.huidig_wachtwoord):
        raise ValidationFailed.single("huidig_wachtwoord", CURRENT_PASSWORD_WRONG)


async def store_own_password(actor: User, user_id: int, change: OwnPasswordChange, ports: AccountPorts) -> None:
    """Stores a new password that `check_own_password_change` accepted (the session in use stays valid)."""
    if actor.id != user_id:
        raise NotPermitted()
    async with ports.uow_factory(write=True) as uow:
        user = await uow.users.get(user_id)
        if user is None:
            raise NotFound()
        user.password_hash = ports.hasher.hash(change.password)
        await uow.users.update(user)
        await uow.commit()
