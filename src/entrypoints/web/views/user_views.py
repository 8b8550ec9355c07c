"""The users screen (document 2, section 7 'Users') and /api/edit-user-from-settings/{id}."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from adapters.serialization import structure, unstructure
from entrypoints.web.auth import staff_view
from entrypoints.web.errors import read_json
from entrypoints.web.keys import CONTAINER
from entrypoints.web.params import record_id
from soepkern.domain.permissions import Area
from soepkern.domain.users import User
from soepkern.services import staff_users
from soepkern.services.own_account import OwnPasswordChange, check_own_password_change, store_own_password
from soepkern.services.staff_users import UserFields


def admin_user_json(user: User) -> dict[str, Any]:
    return {
        "id": user.id,
        "name": user.name,
        "email": user.email,
        "telefoonnummer": user.telefoonnummer,
        "rol": user.rol,
        "status": user.status.value,
        "vergrendeld": user.locked,
        "uitgenodigd": unstructure(user.uitgenodigd),
        "laatste_inlog": unstructure(user.laatste_inlog),
        "wachtwoord_ingesteld": user.password_hash is not None,
    }


def _answer(user: User, message: str) -> web.Response:
    return web.json_response({"message": message, "user": admin_user_json(user)})


@staff_view(Area.USERS)
async def get_users(request: web.Request, _actor: User) -> web.Response:
    users = await staff_users.list_users(request.app[CONTAINER].account_ports)
    return web.json_response([admin_user_json(u) for u in users])


@staff_view(Area.USERS)
async def create_user(request: web.Request, _actor: User) -> web.Response:
    fields = structure(await read_json(request), UserFields)
    user = await staff_users.create_user(fields, request.app[CONTAINER].account_ports)
    request.app[CONTAINER].wake_mail()
    return _answer(user, "Gebruiker aangemaakt")


@staff_view(Area.USERS)
async def edit_user(request: web.Request, _actor: User) -> web.Response:
    fields = structure(await read_json(request), UserFields)
    user = await staff_users.edit_user(record_id(request), fields, request.app[CONTAINER].account_ports)
    return _answer(user, "Gebruiker aangepast")


@staff_view(Area.USERS)
async def resend_invitation(request: web.Request, _actor: User) -> web.Response:
    user = await staff_users.resend_invitation(record_id(request), request.app[CONTAINER].account_ports)
    request.app[CONTAINER].wake_mail()
    return _answer(user, "Uitnodiging opnieuw verstuurd")


@staff_view(Area.USERS)
async def deactivate_user(request: web.Request, actor: User) -> web.Response:
    user = await staff_users.deactivate_user(actor, record_id(request), request.app[CONTAINER].account_ports)
    return _answer(user, "Gebruiker gedeactiveerd")


@staff_view(Area.USERS)
async def activate_user(request: web.Request, _actor: User) -> web.Response:
    user = await staff_users.activate_user(record_id(request), request.app[CONTAINER].account_ports)
    return _answer(user, "Gebruiker weer actief gemaakt")


@staff_view(Area.USERS)
async def delete_user(request: web.Request, actor: User) -> web.Response:
    await staff_users.delete_user(actor, record_id(request), request.app[CONTAINER].account_ports)
    return web.json_response({"message": "Gebruiker verwijderd"})


@staff_view(Area.USERS)
async def refresh_user(request: web.Request, _actor: User) -> web.Response:
    user = await staff_users.get_user(record_id(request), request.app[CONTAINER].account_ports)
    return web.json_response(admin_user_json(user))


@staff_view(Area.OWN_ACCOUNT)
async def edit_user_from_settings(request: web.Request, actor: User) -> web.Response:
    """'Mijn account': own details, and a new password when `password` is sent (with the current one)."""
    body = await read_json(request)
    fields = structure(body, UserFields)
    ports = request.app[CONTAINER].account_ports
    user_id = record_id(request)
    change = None
    if isinstance(body, dict) and body.get("password"):
        change = structure(
            {k: body.get(k, "") for k in ("huidig_wachtwoord", "password", "password_confirmation")},
            OwnPasswordChange,
        )
        await check_own_password_change(actor, user_id, change, ports)
    user = await staff_users.edit_own_account(actor, user_id, fields, ports)
    if change is not None:
        await store_own_password(actor, user_id, change, ports)
    return _answer(user, "Gebruiker aangepast")
