"""The users screen (document 2, section 7 'Users') and /api/edit-user-from-settings/{id}."""

from __future__ import annotations

from typing import Any

import attrs
from aiohttp import web

from adapters.serialization import structure, unstructure
from entrypoints.web import rate_limit
from entrypoints.web.auth import session_token, staff_view
from entrypoints.web.errors import read_json
from entrypoints.web.keys import CONTAINER
from entrypoints.web.params import record_id
from soepkern.domain.lockout import LockedAddress
from soepkern.domain.permissions import Area
from soepkern.domain.users import User
from soepkern.services import staff_users
from soepkern.services.own_account import OwnAccountChange, save_own_account
from soepkern.services.staff_users import UserFields


@attrs.frozen
class UnlockBody:
    email: str


def locked_json(locked: LockedAddress) -> dict[str, Any]:
    return {"email": locked.email, "vergrendeld_tot": unstructure(locked.locked_until), "keer": locked.locks}


async def _locked_emails(request: web.Request) -> set[str]:
    return {a.email for a in await staff_users.locked_addresses(request.app[CONTAINER].account_ports)}


def admin_user_json(user: User, locked: bool = False) -> dict[str, Any]:
    return {
        "id": user.id,
        "name": user.name,
        "email": user.email,
        "telefoonnummer": user.telefoonnummer,
        "rol": user.rol,
        "status": user.status.value,
        "vergrendeld": locked,
        "uitgenodigd": unstructure(user.uitgenodigd),
        "laatste_inlog": unstructure(user.laatste_inlog),
        "wachtwoord_ingesteld": user.password_hash is not None,
    }


async def _answer(request: web.Request, user: User, message: str) -> web.Response:
    locked = user.email in await _locked_emails(request)
    return web.json_response({"message": message, "user": admin_user_json(user, locked)})


@staff_view(Area.USERS)
async def get_users(request: web.Request, _actor: User) -> web.Response:
    users = await staff_users.list_users(request.app[CONTAINER].account_ports)
    locked = await _locked_emails(request)
    return web.json_response([admin_user_json(u, u.email in locked) for u in users])


@staff_view(Area.USERS)
async def create_user(request: web.Request, _actor: User) -> web.Response:
    fields = structure(await read_json(request), UserFields)
    user = await staff_users.create_user(fields, request.app[CONTAINER].account_ports)
    request.app[CONTAINER].wake_mail()
    return await _answer(request, user, "Gebruiker aangemaakt")


@staff_view(Area.USERS)
async def edit_user(request: web.Request, _actor: User) -> web.Response:
    fields = structure(await read_json(request), UserFields)
    user = await staff_users.edit_user(record_id(request), fields, request.app[CONTAINER].account_ports)
    return await _answer(request, user, "Gebruiker aangepast")


@staff_view(Area.USERS)
async def resend_invitation(request: web.Request, _actor: User) -> web.Response:
    user = await staff_users.resend_invitation(record_id(request), request.app[CONTAINER].account_ports)
    request.app[CONTAINER].wake_mail()
    return await _answer(request, user, "Uitnodiging opnieuw verstuurd")


@staff_view(Area.USERS)
async def deactivate_user(request: web.Request, actor: User) -> web.Response:
    user = await staff_users.deactivate_user(actor, record_id(request), request.app[CONTAINER].account_ports)
    return await _answer(request, user, "Gebruiker gedeactiveerd")


@staff_view(Area.USERS)
async def activate_user(request: web.Request, _actor: User) -> web.Response:
    user = await staff_users.activate_user(record_id(request), request.app[CONTAINER].account_ports)
    return await _answer(request, user, "Gebruiker weer actief gemaakt")


@staff_view(Area.USERS)
async def delete_user(request: web.Request, actor: User) -> web.Response:
    await staff_users.delete_user(actor, record_id(request), request.app[CONTAINER].account_ports)
    return web.json_response({"message": "Gebruiker verwijderd"})


@staff_view(Area.USERS)
async def refresh_user(request: web.Request, _actor: User) -> web.Response:
    user = await staff_users.get_user(record_id(request), request.app[CONTAINER].account_ports)
    return web.json_response(admin_user_json(user, user.email in await _locked_emails(request)))


@staff_view(Area.OWN_ACCOUNT)
async def edit_user_from_settings(request: web.Request, actor: User) -> web.Response:
    """'Mijn account': own details; a new e-mail address or password needs `huidig_wachtwoord` (no `rol` needed)."""
    change = structure(await read_json(request), OwnAccountChange)
    token = await session_token(request) or ""
    ports = request.app[CONTAINER].account_ports
    client = rate_limit.client_address(request)
    user = await save_own_account(actor, record_id(request), change, token, ports, client)
    request.app[CONTAINER].wake_mail()
    return await _answer(request, user, "Gebruiker aangepast")


@staff_view(Area.USERS)
async def locked_addresses(request: web.Request, _actor: User) -> web.Response:
    locked = await staff_users.locked_addresses(request.app[CONTAINER].account_ports)
    return web.json_response([locked_json(a) for a in locked])


@staff_view(Area.USERS)
async def unlock_address(request: web.Request, actor: User) -> web.Response:
    body = structure(await read_json(request), UnlockBody)
    await staff_users.unlock_address(body.email, request.app[CONTAINER].account_ports, actor)
    return web.json_response({"message": "E-mailadres ontgrendeld"})
