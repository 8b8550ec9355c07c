"""'Mijn account' (`/api/edit-user-from-settings/{id}`): a staff member changes their own details, e-mail address and
password. A new e-mail address or password needs the current password, checked like a login (counted against the
lockout, argon2 in a worker thread); the old address is told by mail, and every other session of the user ends."""

from __future__ import annotations

import asyncio

import attrs

from soepkern.domain.errors import NotFound, NotPermitted, ValidationErrors, ValidationFailed
from soepkern.domain.login import token_hash
from soepkern.domain.permissions import Area, may
from soepkern.domain.users import User, normalise_email
from soepkern.services import login_guard
from soepkern.services.auth import AccountPorts, check_new_password, verify_password
from soepkern.services.login_guard import Attempt
from soepkern.services.staff_users import UserFields, check_fields, edit_user, email_free, keeps_a_superuser

CURRENT_PASSWORD_WRONG = "Het huidige wachtwoord klopt niet."
CURRENT_PASSWORD_MISSING = "Vul uw huidige wachtwoord in."


@attrs.frozen
class OwnAccountChange:
    """The screen's fields; `rol` only counts for a user manager (nobody else changes a role here)."""

    name: str
    email: str
    telefoonnummer: str = ""
    rol: str | None = None
    huidig_wachtwoord: str = ""
    password: str = ""
    password_confirmation: str = ""


async def save_own_account(
    actor: User, user_id: int, change: OwnAccountChange, session_token: str, ports: AccountPorts, client: str = ""
) -> User:
    if actor.id != user_id:
        if not may(actor.rol, Area.USERS):
            raise NotPermitted()
        fields = UserFields(change.name, change.email, change.rol or "", change.telefoonnummer)
        if change.rol is None:
            async with ports.uow_factory() as uow:
                other = await uow.users.get(user_id)
            fields = attrs.evolve(fields, rol=other.rol if other is not None else "")
        return await edit_user(user_id, fields, ports)
    rol = change.rol if change.rol is not None and may(actor.rol, Area.USERS) else actor.rol
    fields = UserFields(change.name, change.email, rol, change.telefoonnummer)
    new_email = normalise_email(change.email)
    email_changes = new_email != actor.email
    if not (email_changes or change.password):
        return await edit_user(user_id, fields, ports)
    errors = ValidationErrors()
    check_fields(errors, fields)
    if not change.huidig_wachtwoord:
        errors.add("huidig_wachtwoord", CURRENT_PASSWORD_MISSING)
    errors.raise_if_any()
    if change.password:
        check_new_password(
            ports.judge, change.password, change.password_confirmation, name=change.name, email=new_email
        )
    await _prove_current_password(actor, change.huidig_wachtwoord, ports, client)
    new_hash = await asyncio.to_thread(ports.hasher.hash, change.password) if change.password else None
    return await _store(actor, fields, new_hash, session_token, ports)


async def _prove_current_password(actor: User, password: str, ports: AccountPorts, client: str) -> None:
    now = ports.clock.now()
    attempt = Attempt(email=actor.email, account=actor, client=client)
    async with ports.uow_factory() as uow:
        current = await uow.users.get(actor.id) if actor.id is not None else None

    async def check() -> bool:
        return await verify_password(ports.hasher, current, password)

    if not await login_guard.guarded_check(ports.guard, attempt, check, now=now):
        raise ValidationFailed.single("huidig_wachtwoord", CURRENT_PASSWORD_WRONG)
    await login_guard.release(ports.guard, attempt)


async def _store(
    actor: User, fields: UserFields, new_hash: str | None, session_token: str, ports: AccountPorts
) -> User:
    now = ports.clock.now()
    async with ports.uow_factory(write=True) as uow:
        user = await uow.users.get(actor.id) if actor.id is not None else None
        if user is None or user.id is None:
            raise NotFound()
        await email_free(uow, fields.email, user.id)
        if fields.rol != user.rol:
            await keeps_a_superuser(uow, user)
        old_email = user.email
        user.name, user.email = fields.name.strip(), normalise_email(fields.email)
        user.rol, user.telefoonnummer = fields.rol, fields.telefoonnummer.strip()
        if new_hash is not None:
            user.password_hash = new_hash
        await uow.users.update(user)
        await uow.staff_sessions.delete_others_of_user(user.id, token_hash(session_token))
        context = {
            "name": user.name,
            "email_changed": user.email != old_email,
            "new_email": user.email,
            "password_changed": new_hash is not None,
        }
        await uow.outbox.enqueue(ports.mails.render("account_changed", old_email, context), now)
        await uow.commit()
    return user
