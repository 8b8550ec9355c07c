"""Staff login and session: /web/login, validate-2fa-code, resend-2fa-email, logout, get-logged-in-user(-without-error),
resetpassword and change-password-with-token."""

from __future__ import annotations

import attrs
from aiohttp import web
from aiohttp_session import get_session

from adapters.serialization import structure
from entrypoints.web import rate_limit
from entrypoints.web.auth import current_user, require_user, session_token, start_session
from entrypoints.web.errors import read_json
from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.schemas import EMAIL, EXPIRED, INT, LOCKED, MESSAGE, STR, obj
from entrypoints.web.openapi.types import SCHEMA
from entrypoints.web.route_table import RouteTable
from entrypoints.web.views.answers import Message
from soepkern.domain.passwords import MAX_LENGTH, password_context
from soepkern.domain.users import ROLES, User, normalise_email
from soepkern.services import auth as auth_service
from soepkern.services.auth import LoginStarted

routes = RouteTable("session")


@attrs.frozen
class LoginBody:
    email: str = attrs.field(metadata={SCHEMA: EMAIL})
    password: str = attrs.field(metadata={SCHEMA: STR})


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


@attrs.frozen
class StaffUser:
    """The logged-in staff member."""

    id: int
    name: str
    email: str
    rol: str = attrs.field(metadata={SCHEMA: {"enum": list(ROLES)}})
    telefoonnummer: str

    @classmethod
    def of(cls, user: User) -> StaffUser:
        assert user.id is not None
        return cls(user.id, user.name, user.email, user.rol, user.telefoonnummer)


@attrs.frozen
class LoggedIn:
    user: StaffUser
    token: str


@attrs.frozen
class MaybeLoggedIn:
    """The logged-in staff member and session token, or nulls."""

    user: StaffUser | None
    token: str | None


@routes.post(
    "/web/login",
    "Step 1: password; mails a 6-digit code",
    reads=LoginBody,
    answer=LoginStarted,
    answers=LOCKED,
)
async def login(request: web.Request) -> LoginStarted:
    body = structure(await read_json(request), LoginBody)
    await rate_limit.limit(request, rate_limit.LOGIN_PER_ADDRESS)
    await rate_limit.limit(request, rate_limit.LOGIN_PER_ACCOUNT, normalise_email(body.email))
    ports = request.app[CONTAINER].account_ports
    started = await auth_service.login(body.email, body.password, ports, rate_limit.client_address(request))
    return started


@routes.post(
    "/web/validate-2fa-code",
    "Step 2: the mailed code; answers the session token and sets the cookie",
    reads=obj(optional={"code": STR, "user": INT, "loginToken": STR}),
    answer=str,
    answers={**LOCKED, **EXPIRED},
)
async def validate_2fa_code(request: web.Request) -> str:
    body = structure(await read_json(request), CodeBody)
    await rate_limit.limit(request, rate_limit.CODE_PER_ADDRESS)
    ports = request.app[CONTAINER].account_ports
    client = rate_limit.client_address(request)
    logged_in = await auth_service.validate_code(body.user, body.loginToken, body.code, ports, client)
    await start_session(request, logged_in.session_token)
    return logged_in.session_token


@routes.post(
    "/web/resend-2fa-email",
    "Mail the code again",
    reads=obj(optional={"user": INT, "loginToken": STR}),
    answer=Message,
    answers={**LOCKED, **EXPIRED},
)
async def resend_2fa_email(request: web.Request) -> Message:
    body = structure(await read_json(request), ResendBody)
    await rate_limit.limit(request, rate_limit.RESEND_PER_ADDRESS)
    await auth_service.resend_code(body.user, body.loginToken, request.app[CONTAINER].account_ports)
    return Message("Email opnieuw verzonden")


@routes.post(
    "/web/logout",
    "End the session",
    answer=Message,
)
async def logout(request: web.Request) -> Message:
    token = await session_token(request)
    if token is not None:
        await auth_service.end_session(token, request.app[CONTAINER].account_ports)
    (await get_session(request)).invalidate()
    return Message("U bent uitgelogd.")


@routes.get(
    "/web/get-logged-in-user",
    "The logged-in staff member (401 without a session)",
    answer=LoggedIn,
    answers={401: ("No valid staff session", MESSAGE)},
)
async def get_logged_in_user(request: web.Request) -> LoggedIn:
    user = await require_user(request)
    token = await session_token(request)
    assert token is not None
    return LoggedIn(StaffUser.of(user), token)


@routes.get(
    "/web/get-logged-in-user-without-error",
    "The logged-in staff member, or nulls",
    answer=MaybeLoggedIn,
)
async def get_logged_in_user_without_error(request: web.Request) -> MaybeLoggedIn:
    user = await current_user(request)
    if user is None:
        return MaybeLoggedIn(None, None)
    return MaybeLoggedIn(StaffUser.of(user), await session_token(request))


@routes.post(
    "/web/resetpassword",
    "Mail a password-reset link",
    reads=obj(optional={"email": STR}),
    answer=Message,
)
async def reset_password(request: web.Request) -> Message:
    body = structure(await read_json(request), ResetBody)
    await rate_limit.limit(request, rate_limit.RESET_PER_ADDRESS)
    await rate_limit.limit(request, rate_limit.RESET_PER_ACCOUNT, normalise_email(body.email))
    container = request.app[CONTAINER]
    # After the answer: a known and an unknown address answer after the same work (issue 23, point 9); the mail
    # leaves once its transaction commits (Effect.MAIL_QUEUED).
    container.spawn(auth_service.request_password_reset(body.email, container.account_ports))
    return Message("Email verstuurd. Volg de instructies in de mail om verder te gaan.")


@routes.post(
    "/web/change-password-with-token",
    "Set a password with a reset or invitation link",
    reads=obj(optional={"email": STR, "token": STR, "password": STR, "password_confirmation": STR}),
    answer=str,
)
async def change_password_with_token(request: web.Request) -> str:
    body = structure(await read_json(request), ChangePasswordBody)
    await rate_limit.limit(request, rate_limit.RESET_PER_ADDRESS)
    await auth_service.change_password_with_token(
        body.email, body.token, body.password, body.password_confirmation, request.app[CONTAINER].account_ports
    )
    return auth_service.PASSWORD_CHANGED


@attrs.frozen
class PasswordStrength:
    score: int = attrs.field(metadata={SCHEMA: {"type": "integer", "minimum": 0, "maximum": 4}})
    problems: list[str]


@routes.post(
    "/web/password-strength",
    "How strong a new password is (0-4) and the Dutch problems saving it would give",
    body=StrengthBody,
    limit=rate_limit.PASSWORD_STRENGTH_PER_ADDRESS,
    answer=PasswordStrength,
)
async def password_strength(request: web.Request, body: StrengthBody) -> PasswordStrength:
    """The screens' strength feedback while a new password is typed: the same judge that decides on saving."""
    judge = request.app[CONTAINER].password_judge
    context = password_context(name=body.name, email=body.email)
    password = body.password[: MAX_LENGTH + 1]
    return PasswordStrength(judge.score(password, context), judge.problems(password, context))
