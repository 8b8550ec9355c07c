"""Use cases for staff accounts: the users screen (create with invitation, edit, invite again, (de)activate,
delete), an active user made at once (CLI and demo data), and unlock by e-mail address."""

from __future__ import annotations

import attrs

from soepkern.domain.audit import AuditAction
from soepkern.domain.email_address import EMAIL_INVALID, is_valid_email
from soepkern.domain.errors import NotFound, ValidationErrors, ValidationFailed
from soepkern.domain.lockout import LockedAddress, lockout_key
from soepkern.domain.login_events import login_event
from soepkern.domain.passwords import password_context
from soepkern.domain.user_tokens import TokenPurpose
from soepkern.domain.users import INVITATION_NOT_NEEDED, ROLES, User, UserStatus, normalise_email
from soepkern.ports import PasswordHasher, PasswordJudge, UnitOfWork, UnitOfWorkFactory
from soepkern.services.auth import AccountPorts, issue_user_token

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
    if not is_valid_email(normalise_email(email)):
        errors.add("email", EMAIL_INVALID)
    if not name.strip() or len(name) > 255:
        errors.add("name", NAME_REQUIRED)
    if rol not in ROLES:
        errors.add("rol", ROLE_INVALID)


async def create_active_user(
    command: CreateActiveUser, uow_factory: UnitOfWorkFactory, hasher: PasswordHasher, judge: PasswordJudge
) -> int:
    errors = ValidationErrors()
    check_user_fields(errors, email=command.email, name=command.name, rol=command.rol)
    context = password_context(name=command.name, email=command.email)
    for problem in judge.problems(command.password, context):
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


USER_NOT_FOUND = "Gebruiker niet gevonden."
NOT_YOURSELF_DEACTIVATE = "U kunt uzelf niet deactiveren."
NOT_YOURSELF_DELETE = "U kunt uzelf niet verwijderen."
LAST_SUPERUSER = "Er moet minimaal één actieve superuser overblijven."
ONLY_DEACTIVATED = "Alleen gedeactiveerde gebruikers kunnen worden verwijderd."
PHONE_TOO_LONG = "Het telefoonnummer mag maximaal 50 tekens lang zijn."


@attrs.frozen
class UserFields:
    name: str
    email: str
    rol: str
    telefoonnummer: str = ""
    uitnodigen: bool = False


def check_fields(errors: ValidationErrors, fields: UserFields) -> None:
    check_user_fields(errors, email=fields.email, name=fields.name, rol=fields.rol)
    if len(fields.telefoonnummer) > 50:
        errors.add("telefoonnummer", PHONE_TOO_LONG)


def _check(fields: UserFields) -> None:
    errors = ValidationErrors()
    check_fields(errors, fields)
    errors.raise_if_any()


async def _get(uow: UnitOfWork, user_id: int) -> User:
    user = await uow.users.get(user_id)
    if user is None:
        raise NotFound(USER_NOT_FOUND)
    return user


async def email_free(uow: UnitOfWork, email: str, user_id: int | None) -> None:
    other = await uow.users.get_by_email(email)
    if other is not None and other.id != user_id:
        raise ValidationFailed.single("email", EMAIL_TAKEN)


async def keeps_a_superuser(uow: UnitOfWork, leaving: User) -> None:
    """Refuses a change that would leave no active superuser."""
    if leaving.rol != "superuser" or not leaving.is_active:
        return
    others = [u for u in await uow.users.list_all() if u.rol == "superuser" and u.is_active and u.id != leaving.id]
    if not others:
        raise ValidationFailed.single("rol", LAST_SUPERUSER)


async def list_users(ports: AccountPorts) -> list[User]:
    async with ports.uow_factory() as uow:
        return await uow.users.list_all()


async def users_by_id(uow_factory: UnitOfWorkFactory) -> dict[int, User]:
    """Every staff user by id (screens that name who created or changed something)."""
    async with uow_factory() as uow:
        return {u.id: u for u in await uow.users.list_all() if u.id is not None}


async def get_user(user_id: int, ports: AccountPorts) -> User:
    async with ports.uow_factory() as uow:
        return await _get(uow, user_id)


async def create_user(fields: UserFields, ports: AccountPorts) -> User:
    _check(fields)
    now = ports.clock.now()
    async with ports.uow_factory(write=True) as uow:
        await email_free(uow, fields.email, None)
        user = User(id=None, name=fields.name.strip(), email=fields.email, rol=fields.rol)
        user.telefoonnummer = fields.telefoonnummer.strip()
        await uow.users.add(user)
        if fields.uitnodigen:
            user.uitgenodigd = now
            await uow.users.update(user)
            await issue_user_token(uow, ports, user, TokenPurpose.INVITATION, now)
        await uow.commit()
    return user


async def edit_user(user_id: int, fields: UserFields, ports: AccountPorts) -> User:
    _check(fields)
    async with ports.uow_factory(write=True) as uow:
        user = await _get(uow, user_id)
        await email_free(uow, fields.email, user_id)
        if fields.rol != user.rol:
            await keeps_a_superuser(uow, user)
        user.name, user.email, user.rol = fields.name.strip(), normalise_email(fields.email), fields.rol
        user.telefoonnummer = fields.telefoonnummer.strip()
        await uow.users.update(user)
        await uow.commit()
    return user


async def resend_invitation(user_id: int, ports: AccountPorts) -> User:
    now = ports.clock.now()
    async with ports.uow_factory(write=True) as uow:
        user = await _get(uow, user_id)
        if not user.is_active:
            raise ValidationFailed.single("status", "Activeer de gebruiker eerst.")
        if not user.awaits_invitation:
            raise ValidationFailed.single("status", INVITATION_NOT_NEEDED)
        user.uitgenodigd = now
        await uow.users.update(user)
        await issue_user_token(uow, ports, user, TokenPurpose.INVITATION, now)
        await uow.commit()
    return user


async def deactivate_user(actor: User, user_id: int, ports: AccountPorts) -> User:
    async with ports.uow_factory(write=True) as uow:
        user = await _get(uow, user_id)
        if user.id == actor.id:
            raise ValidationFailed.single("status", NOT_YOURSELF_DEACTIVATE)
        await keeps_a_superuser(uow, user)
        user.deactivate()
        await uow.users.update(user)
        await uow.staff_sessions.delete_for_user(user_id)
        await uow.commit()
    return user


async def activate_user(user_id: int, ports: AccountPorts) -> User:
    """Activating also lifts a lock on the user's address (the spec's way to unlock)."""
    async with ports.uow_factory(write=True) as uow:
        user = await _get(uow, user_id)
        user.activate()
        await uow.users.update(user)
        await uow.login_failures.unlock(lockout_key(user.email))
        await uow.commit()
    return user


def no_lock_on(email: str) -> str:
    return f"Het e-mailadres {email} is niet vergrendeld."


async def locked_addresses(ports: AccountPorts) -> list[LockedAddress]:
    """The addresses locked now after failed logins (known accounts or not), newest lock first."""
    async with ports.uow_factory() as uow:
        return await uow.login_failures.locked(ports.clock.now())


async def unlock_address(email: str, ports: AccountPorts, actor: User | None = None) -> User | None:
    """A superuser or beheerder (or `soep users unlock`) lifts the lock on an address at once; the count starts
    over. Answers the account with that address, if any; NotFound when the address was not locked."""
    now = ports.clock.now()
    key = lockout_key(email)
    async with ports.uow_factory(write=True) as uow:
        account = await uow.users.get_by_email(key)
        if not await uow.login_failures.unlock(key):
            raise NotFound(no_lock_on(key))
        by = (actor.id, actor.name) if actor is not None else (None, "systeem (soep users unlock)")
        account_id, account_name = (account.id, account.name) if account is not None else (None, "")
        event = login_event(
            AuditAction.UNLOCKED,
            account_id=account_id,
            account_name=account_name,
            email=key,
            client="",
            at=now,
            by=by,
        )
        await uow.audit_log.add(event)
        await uow.commit()
    return account


async def delete_user(actor: User, user_id: int, ports: AccountPorts) -> None:
    async with ports.uow_factory(write=True) as uow:
        user = await _get(uow, user_id)
        if user.id == actor.id:
            raise ValidationFailed.single("status", NOT_YOURSELF_DELETE)
        if user.status is not UserStatus.GEDEACTIVEERD:
            raise ValidationFailed.single("status", ONLY_DEACTIVATED)
        await uow.users.delete(user_id)
        await uow.commit()
