"""Staff login and session: /web/login, validate-2fa-code, resend-2fa-email, logout, get-logged-in-user(-without-error),
resetpassword and change-password-with-token."""

from __future__ import annotations

from typing import Any

import attrs
from aiohttp import web
from aiohttp_session import get_session

from adapters.serialization import structure
from entrypoints.web import rate_limit
from entrypoints.web.auth import current_user, require_user, session_token, start_session
from entrypoints.web.errors import read_json
from entrypoints.web.keys import CONTAINER
from soepkern.domain.passwords import MAX_LENGTH, password_context
from soepkern.domain.users import User, normalise_email
from soepkern.services import auth as auth_service


@attrs.frozen
class LoginBody:
    email: str
    password: str


@attrs.frozen
class CodeBody:
    code: str
    user: int
    loginToken: str  # the contract's field name


@attrs.frozen
class ResendBody:
    user: int
    loginToken: str


@attrs.frozen
class ResetBody:
    email: str


@attrs.frozen
class StrengthBody:
    password: str
    name: str = ""
    email: str = ""


@attrs.frozen
class ChangePasswordBody:
    email: str
    token: str
    password: str
    password_confirmation: str


def user_json(user: User) -> dict[str, Any]:
    return {
        "id": user.id,
        "name": user.name,
        "email": user.email,
        "rol": user.rol,
        "telefoonnummer": user.telefoonnummer,
    }


def _mail_queued(request: web.Request) -> None:
    request.app[CONTAINER].wake_mail()


async def login(request: web.Request) -> web.Response:
    body = structure(await read_json(request), LoginBody)
    await rate_limit.limit(request, rate_limit.LOGIN_PER_ADDRESS)
    await rate_limit.limit(request, rate_limit.LOGIN_PER_ACCOUNT, normalise_email(body.email))
    ports = request.app[CONTAINER].account_ports
    started = await auth_service.login(body.email, body.password, ports, rate_limit.client_address(request))
    _mail_queued(request)
    return web.json_response({"user": started.user, "loginToken": started.loginToken})


async def validate_2fa_code(request: web.Request) -> web.Response:
    body = structure(await read_json(request), CodeBody)
    await rate_limit.limit(request, rate_limit.CODE_PER_ADDRESS)
    ports = request.app[CONTAINER].account_ports
    client = rate_limit.client_address(request)
    logged_in = await auth_service.validate_code(body.user, body.loginToken, body.code, ports, client)
    await start_session(request, logged_in.session_token)
    return web.json_response(logged_in.session_token)


async def resend_2fa_email(request: web.Request) -> web.Response:
    body = structure(await read_json(request), ResendBody)
    await rate_limit.limit(request, rate_limit.RESEND_PER_ADDRESS)
    await auth_service.resend_code(body.user, body.loginToken, request.app[CONTAINER].account_ports)
    _mail_queued(request)
    return web.json_response({"message": "Email opnieuw verzonden"})


async def logout(request: web.Request) -> web.Response:
    token = await session_token(request)
    if token is not None:
        await auth_service.end_session(token, request.app[CONTAINER].account_ports)
    (await get_session(request)).invalidate()
    return web.json_response({"message": "U bent uitgelogd."})


async def get_logged_in_user(request: web.Request) -> web.Response:
    user = await require_user(request)
    return web.json_response({"user": user_json(user), "token": await session_token(request)})


async def get_logged_in_user_without_error(request: web.Request) -> web.Response:
    user = await current_user(request)
    if user is None:
        return web.json_response({"user": None, "token": None})
    return web.json_response({"user": user_json(user), "token": await session_token(request)})


async def reset_password(request: web.Request) -> web.Response:
    body = structure(await read_json(request), ResetBody)
    await rate_limit.limit(request, rate_limit.RESET_PER_ADDRESS)
    await rate_limit.limit(request, rate_limit.RESET_PER_ACCOUNT, normalise_email(body.email))
    container = request.app[CONTAINER]

    async def reset_then_wake() -> None:
        await auth_service.request_password_reset(body.email, container.account_ports)
        container.wake_mail()

    # After the answer: a known and an unknown address answer after the same work (issue 23, point 9).
    container.spawn(reset_then_wake())
    return web.json_response({"message": "Email verstuurd. Volg de instructies in de mail om verder te gaan."})


async def change_password_with_token(request: web.Request) -> web.Response:
    body = structure(await read_json(request), ChangePasswordBody)
    await rate_limit.limit(request, rate_limit.RESET_PER_ADDRESS)
    await auth_service.change_password_with_token(
        body.email, body.token, body.password, body.password_confirmation, request.app[CONTAINER].account_ports
    )
    return web.json_response(auth_service.PASSWORD_CHANGED)


async def password_strength(request: web.Request) -> web.Response:
    """The screens' strength feedback while a new password is typed: the same judge that decides on saving."""
    body = structure(await read_json(request), StrengthBody)
    await rate_limit.limit(request, rate_limit.PASSWORD_STRENGTH_PER_ADDRESS)
    judge = request.app[CONTAINER].password_judge
    context = password_context(name=body.name, email=body.email)
    password = body.password[: MAX_LENGTH + 1]
    return web.json_response({"score": judge.score(password, context), "problems": judge.problems(password, context)})
