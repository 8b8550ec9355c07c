"""The users screen (document 2, section 7 'Users') and /api/edit-user-from-settings/{id}."""

from __future__ import annotations

from datetime import datetime

import attrs
from aiohttp import web

from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.types import SCHEMA
from entrypoints.web.params import record_id
from entrypoints.web.route_table import RouteTable
from entrypoints.web.views.answers import Message
from soepkern.domain.permissions import Area
from soepkern.domain.users import ROLES, User, UserStatus
from soepkern.services import staff_users
from soepkern.services.own_account import OwnPasswordChange, check_own_password_change, store_own_password
from soepkern.services.staff_users import UserFields

routes = RouteTable("users")


@attrs.frozen
class AdminUser:
    id: int
    name: str
    email: str
    telefoonnummer: str
    rol: str = attrs.field(metadata={SCHEMA: {"enum": list(ROLES)}})
    status: UserStatus
    vergrendeld: bool
    uitgenodigd: datetime | None
    laatste_inlog: datetime | None
    wachtwoord_ingesteld: bool

    @classmethod
    def of(cls, user: User) -> AdminUser:
        assert user.id is not None
        return cls(
            user.id,
            user.name,
            user.email,
            user.telefoonnummer,
            user.rol,
            user.status,
            user.locked,
            user.uitgenodigd,
            user.laatste_inlog,
            user.password_hash is not None,
        )


@attrs.frozen
class UserSaved:
    message: str
    user: AdminUser


@attrs.frozen
class OwnAccountChange:
    """'Mijn account': the own details, and a new password when `password` is sent (with the current one)."""

    name: str
    email: str
    rol: str
    telefoonnummer: str = ""
    huidig_wachtwoord: str = ""
    password: str = ""
    password_confirmation: str = ""


def _saved(user: User, message: str) -> UserSaved:
    return UserSaved(message, AdminUser.of(user))


@routes.get("/web/admin/get_users", "Every staff user", access=Area.USERS, answer=list[AdminUser])
async def get_users(request: web.Request, _actor: User) -> list[AdminUser]:
    return [AdminUser.of(u) for u in await staff_users.list_users(request.app[CONTAINER].account_ports)]


@routes.post(
    "/web/admin/create_user", "Create (and invite) a user", access=Area.USERS, body=UserFields, answer=UserSaved
)
async def create_user(request: web.Request, _actor: User, fields: UserFields) -> UserSaved:
    user = await staff_users.create_user(fields, request.app[CONTAINER].account_ports)
    return _saved(user, "Gebruiker aangemaakt")


@routes.post("/web/admin/edit_user/{id}", "Edit a user", access=Area.USERS, body=UserFields, answer=UserSaved)
async def edit_user(request: web.Request, _actor: User, fields: UserFields) -> UserSaved:
    user = await staff_users.edit_user(record_id(request), fields, request.app[CONTAINER].account_ports)
    return _saved(user, "Gebruiker aangepast")


@routes.post("/web/admin/resend_invitation/{id}", "Mail the invitation again", access=Area.USERS, answer=UserSaved)
async def resend_invitation(request: web.Request, _actor: User) -> UserSaved:
    user = await staff_users.resend_invitation(record_id(request), request.app[CONTAINER].account_ports)
    return _saved(user, "Uitnodiging opnieuw verstuurd")


@routes.post(
    "/web/admin/deactivate_user/{id}",
    "Deactivate a user (ends their sessions)",
    access=Area.USERS,
    answer=UserSaved,
)
async def deactivate_user(request: web.Request, actor: User) -> UserSaved:
    user = await staff_users.deactivate_user(actor, record_id(request), request.app[CONTAINER].account_ports)
    return _saved(user, "Gebruiker gedeactiveerd")


@routes.post("/web/admin/activate_user/{id}", "Activate (and unlock) a user", access=Area.USERS, answer=UserSaved)
async def activate_user(request: web.Request, _actor: User) -> UserSaved:
    user = await staff_users.activate_user(record_id(request), request.app[CONTAINER].account_ports)
    return _saved(user, "Gebruiker weer actief gemaakt")


@routes.post("/web/admin/delete_user/{id}", "Delete a deactivated user", access=Area.USERS, answer=Message)
async def delete_user(request: web.Request, actor: User) -> Message:
    await staff_users.delete_user(actor, record_id(request), request.app[CONTAINER].account_ports)
    return Message("Gebruiker verwijderd")


@routes.post("/web/admin/refresh_user/{id}", "One user", access=Area.USERS, answer=AdminUser)
async def refresh_user(request: web.Request, _actor: User) -> AdminUser:
    return AdminUser.of(await staff_users.get_user(record_id(request), request.app[CONTAINER].account_ports))


@routes.post(
    "/api/edit-user-from-settings/{id}",
    "'Mijn account': own details and password",
    access=Area.OWN_ACCOUNT,
    body=OwnAccountChange,
    answer=UserSaved,
)
async def edit_user_from_settings(request: web.Request, actor: User, body: OwnAccountChange) -> UserSaved:
    fields = UserFields(body.name, body.email, body.rol, body.telefoonnummer)
    ports = request.app[CONTAINER].account_ports
    user_id = record_id(request)
    change = None
    if body.password:
        change = OwnPasswordChange(body.huidig_wachtwoord, body.password, body.password_confirmation)
        await check_own_password_change(actor, user_id, change, ports)
    user = await staff_users.edit_own_account(actor, user_id, fields, ports)
    if change is not None:
        await store_own_password(actor, user_id, change, ports)
    return _saved(user, "Gebruiker aangepast")
