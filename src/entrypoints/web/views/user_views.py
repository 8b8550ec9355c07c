"""The users screen (document 2, section 7 'Users'), locked addresses, and /api/edit-user-from-settings/{id}."""

from __future__ import annotations

from datetime import datetime

import attrs
from aiohttp import web

from adapters.serialization import write_renamed
from entrypoints.web import rate_limit
from entrypoints.web.auth import session_token
from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.schemas import LOCKED
from entrypoints.web.openapi.types import SCHEMA
from entrypoints.web.params import record_id
from entrypoints.web.route_table import RouteTable
from entrypoints.web.views.answers import Message
from soepkern.domain.lockout import LockedAddress
from soepkern.domain.permissions import Area
from soepkern.domain.users import ROLES, User, UserStatus
from soepkern.services import staff_users
from soepkern.services.own_account import OwnAccountChange, save_own_account
from soepkern.services.staff_users import UserFields

routes = RouteTable("users")
write_renamed(LockedAddress, locked_until="vergrendeld_tot", locks="keer")


@attrs.frozen
class AdminUser:
    id: int
    name: str
    email: str
    telefoonnummer: str
    rol: str = attrs.field(metadata={SCHEMA: {"enum": list(ROLES)}})
    status: UserStatus
    vergrendeld: bool  # the address is locked now (after five failed logins)
    uitgenodigd: datetime | None
    laatste_inlog: datetime | None
    wachtwoord_ingesteld: bool

    @classmethod
    def of(cls, user: User, locked: bool) -> AdminUser:
        assert user.id is not None
        return cls(
            user.id,
            user.name,
            user.email,
            user.telefoonnummer,
            user.rol,
            user.status,
            locked,
            user.uitgenodigd,
            user.laatste_inlog,
            user.password_hash is not None,
        )


@attrs.frozen
class UserSaved:
    message: str
    user: AdminUser


@attrs.frozen
class UnlockBody:
    email: str


async def _locked_emails(request: web.Request) -> set[str]:
    return {a.email for a in await staff_users.locked_addresses(request.app[CONTAINER].account_ports)}


async def _admin_user(request: web.Request, user: User) -> AdminUser:
    return AdminUser.of(user, user.email in await _locked_emails(request))


async def _saved(request: web.Request, user: User, message: str) -> UserSaved:
    return UserSaved(message, await _admin_user(request, user))


@routes.get("/web/admin/get_users", "Every staff user", access=Area.USERS, answer=list[AdminUser])
async def get_users(request: web.Request, _actor: User) -> list[AdminUser]:
    users = await staff_users.list_users(request.app[CONTAINER].account_ports)
    locked = await _locked_emails(request)
    return [AdminUser.of(u, u.email in locked) for u in users]


@routes.post(
    "/web/admin/create_user", "Create (and invite) a user", access=Area.USERS, body=UserFields, answer=UserSaved
)
async def create_user(request: web.Request, _actor: User, fields: UserFields) -> UserSaved:
    user = await staff_users.create_user(fields, request.app[CONTAINER].account_ports)
    return await _saved(request, user, "Gebruiker aangemaakt")


@routes.post("/web/admin/edit_user/{id}", "Edit a user", access=Area.USERS, body=UserFields, answer=UserSaved)
async def edit_user(request: web.Request, _actor: User, fields: UserFields) -> UserSaved:
    user = await staff_users.edit_user(record_id(request), fields, request.app[CONTAINER].account_ports)
    return await _saved(request, user, "Gebruiker aangepast")


@routes.post("/web/admin/resend_invitation/{id}", "Mail the invitation again", access=Area.USERS, answer=UserSaved)
async def resend_invitation(request: web.Request, _actor: User) -> UserSaved:
    user = await staff_users.resend_invitation(record_id(request), request.app[CONTAINER].account_ports)
    return await _saved(request, user, "Uitnodiging opnieuw verstuurd")


@routes.post(
    "/web/admin/deactivate_user/{id}",
    "Deactivate a user (ends their sessions)",
    access=Area.USERS,
    answer=UserSaved,
)
async def deactivate_user(request: web.Request, actor: User) -> UserSaved:
    user = await staff_users.deactivate_user(actor, record_id(request), request.app[CONTAINER].account_ports)
    return await _saved(request, user, "Gebruiker gedeactiveerd")


@routes.post("/web/admin/activate_user/{id}", "Activate (and unlock) a user", access=Area.USERS, answer=UserSaved)
async def activate_user(request: web.Request, _actor: User) -> UserSaved:
    user = await staff_users.activate_user(record_id(request), request.app[CONTAINER].account_ports)
    return await _saved(request, user, "Gebruiker weer actief gemaakt")


@routes.post("/web/admin/delete_user/{id}", "Delete a deactivated user", access=Area.USERS, answer=Message)
async def delete_user(request: web.Request, actor: User) -> Message:
    await staff_users.delete_user(actor, record_id(request), request.app[CONTAINER].account_ports)
    return Message("Gebruiker verwijderd")


@routes.post("/web/admin/refresh_user/{id}", "One user", access=Area.USERS, answer=AdminUser)
async def refresh_user(request: web.Request, _actor: User) -> AdminUser:
    user = await staff_users.get_user(record_id(request), request.app[CONTAINER].account_ports)
    return await _admin_user(request, user)


@routes.post(
    "/api/edit-user-from-settings/{id}",
    "'Mijn account': own details and password",
    access=Area.OWN_ACCOUNT,
    body=OwnAccountChange,
    answer=UserSaved,
    answers=LOCKED,
)
async def edit_user_from_settings(request: web.Request, actor: User, change: OwnAccountChange) -> UserSaved:
    """'Mijn account': own details; a new e-mail address or password needs `huidig_wachtwoord` (no `rol` needed)."""
    token = await session_token(request) or ""
    ports = request.app[CONTAINER].account_ports
    client = rate_limit.client_address(request)
    user = await save_own_account(actor, record_id(request), change, token, ports, client)
    return await _saved(request, user, "Gebruiker aangepast")


@routes.get(
    "/web/admin/locked-addresses",
    "Addresses locked now after five failed logins",
    access=Area.USERS,
    answer=list[LockedAddress],
)
async def locked_addresses(request: web.Request, _actor: User) -> list[LockedAddress]:
    return await staff_users.locked_addresses(request.app[CONTAINER].account_ports)


@routes.post(
    "/web/admin/unlock-address",
    "Lift the lock on an address at once",
    access=Area.USERS,
    body=UnlockBody,
    answer=Message,
)
async def unlock_address(request: web.Request, actor: User, body: UnlockBody) -> Message:
    await staff_users.unlock_address(body.email, request.app[CONTAINER].account_ports, actor)
    return Message("E-mailadres ontgrendeld")
