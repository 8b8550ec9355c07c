"""Use cases of the staff login: password, e-mailed code, sessions, logout, password reset."""

from __future__ import annotations

import asyncio
from datetime import datetime, timedelta
from urllib.parse import quote

import attrs

from soepkern.domain.errors import (
    LoginAttemptExpired,
    ResendTooSoon,
    ValidationErrors,
    ValidationFailed,
)
from soepkern.domain.lockout import MAX_CODE_GUESSES
from soepkern.domain.login import CODE_VALIDITY, new_code, new_token, start_attempt, token_hash
from soepkern.domain.mail import MailMessage
from soepkern.domain.passwords import password_context
from soepkern.domain.staff_sessions import StaffSession
from soepkern.domain.user_tokens import VALIDITY, TokenPurpose, UserToken
from soepkern.domain.users import User, normalise_email
from soepkern.ports import Clock, MailRenderer, PasswordHasher, PasswordJudge, UnitOfWork, UnitOfWorkFactory
from soepkern.services import login_guard
from soepkern.services.login_guard import Attempt, GuardPorts

WRONG_CREDENTIALS = "Deze combinatie van e-mailadres en wachtwoord is onbekend."
WRONG_CODE = "onjuiste code."
PASSWORDS_DIFFER = "De wachtwoorden komen niet overeen."
TOKEN_INVALID = "token is ongeldig"
PASSWORD_CHANGED = "wachtwoord aangepast"
# Failure counts of addresses without a lock are forgotten after a day without attempts.
FORGET_COUNTS_AFTER = timedelta(days=1)


@attrs.frozen
class AccountPorts:
    uow_factory: UnitOfWorkFactory
    clock: Clock
    hasher: PasswordHasher
    mails: MailRenderer
    public_url: str
    judge: PasswordJudge

    @property
    def guard(self) -> GuardPorts:
        return GuardPorts(uow_factory=self.uow_factory, clock=self.clock, mails=self.mails)


@attrs.frozen
class LoginStarted:
    user: int
    loginToken: str  # the contract's field name


@attrs.frozen
class LoggedIn:
    user: User
    session_token: str


_DUMMY_HASHES: dict[int, tuple[PasswordHasher, str]] = {}


def _dummy_hash(hasher: PasswordHasher) -> str:
    """A hash of a random password made by the same hasher (same cost), made once per hasher."""
    cached = _DUMMY_HASHES.get(id(hasher))
    if cached is None or cached[0] is not hasher:
        if len(_DUMMY_HASHES) > 16:
            _DUMMY_HASHES.clear()
        cached = _DUMMY_HASHES[id(hasher)] = (hasher, hasher.hash(new_token()))
    return cached[1]


async def verify_password(hasher: PasswordHasher, user: User | None, password: str) -> bool:
    """argon2 in a worker thread, never on the event loop; a user without a password verifies against a dummy hash
    of the same cost (and fails), so the time does not tell."""
    stored = user.password_hash if user is not None and user.password_hash else _dummy_hash(hasher)
    matches = await asyncio.to_thread(hasher.verify, stored, password)
    return matches and user is not None and user.password_hash is not None


async def login(email: str, password: str, ports: AccountPorts, client: str = "") -> LoginStarted:
    """The password step. Failures count per address, known or not (login_guard); unknown, inactive and
    password-less addresses do the same work as real ones, so the answer time does not tell which addresses exist.
    The hash runs in a worker thread, outside any write transaction."""
    now = ports.clock.now()
    async with ports.uow_factory() as uow:
        found = await uow.users.get_by_email(email)
    user = found if found is not None and found.is_active and found.password_hash is not None else None
    attempt = Attempt(email=email, account=user, client=client)

    async def check() -> bool:
        return await verify_password(ports.hasher, user, password)

    if not await login_guard.guarded_check(ports.guard, attempt, check, now=now) or user is None or user.id is None:
        raise ValidationFailed.single("email", WRONG_CREDENTIALS)
    async with ports.uow_factory(write=True) as uow:
        current = await uow.users.get(user.id)
        if current is None or not current.can_log_in:
            raise ValidationFailed.single("email", WRONG_CREDENTIALS)
        await uow.login_failures.release(attempt.key)
        login_attempt, login_token, code = start_attempt(user.id, now)
        await uow.login_attempts.add(login_attempt)
        await uow.login_attempts.delete_older_than(now - 6 * CODE_VALIDITY)
        await login_guard.forget_idle_counts(uow, now, now - FORGET_COUNTS_AFTER)
        await uow.outbox.enqueue(_code_mail(ports, current, code), now)
        await uow.commit()
    return LoginStarted(user=user.id, loginToken=login_token)


def _code_mail(ports: AccountPorts, user: User, code: str) -> MailMessage:
    minutes = int(CODE_VALIDITY.total_seconds() // 60)
    return ports.mails.render("login_code", user.email, {"name": user.name, "code": code, "minutes": minutes})


async def validate_code(user_id: int, login_token: str, code: str, ports: AccountPorts, client: str = "") -> LoggedIn:
    """The code step. Each guess is claimed twice before it is judged: on the attempt (its code dies after
    MAX_CODE_GUESSES wrong guesses: 451) and on the address's failure count (the lockout: 450)."""
    now = ports.clock.now()
    async with ports.uow_factory(write=True) as uow:
        stored = await uow.login_attempts.get_by_token_hash(token_hash(login_token))
        user = await uow.users.get(user_id)
        if stored is None or stored.id is None or stored.user_id != user_id or not stored.is_usable(now):
            raise LoginAttemptExpired()
        if user is None or not user.can_log_in:
            raise LoginAttemptExpired()
        if not await uow.login_attempts.claim_guess(stored.id, MAX_CODE_GUESSES):
            raise LoginAttemptExpired()
        await uow.commit()
    attempt = Attempt(email=user.email, account=user, client=client)

    async def check() -> bool:
        return stored.code_matches(login_token, code)

    if not await login_guard.guarded_check(ports.guard, attempt, check, now=now):
        raise ValidationFailed.single("code", WRONG_CODE)
    async with ports.uow_factory(write=True) as uow:
        if not await uow.login_attempts.mark_used(stored.id, now):  # a parallel right guess was first
            raise LoginAttemptExpired()
        user.register_login(now)
        await uow.users.update(user)
        session_token = new_token()
        await uow.staff_sessions.add(
            StaffSession(
                id=None, user_id=user_id, token_hash=token_hash(session_token), created_at=now, last_seen_at=now
            )
        )
        await login_guard.log_success(uow, attempt, now)
        await uow.commit()
    return LoggedIn(user=user, session_token=session_token)


async def resend_code(user_id: int, login_token: str, ports: AccountPorts) -> None:
    now = ports.clock.now()
    async with ports.uow_factory(write=True) as uow:
        attempt = await uow.login_attempts.get_by_token_hash(token_hash(login_token))
        if attempt is None or attempt.user_id != user_id or attempt.used_at is not None:
            raise LoginAttemptExpired()
        if not attempt.may_resend(now):
            raise ResendTooSoon()
        user = await uow.users.get(user_id)
        if user is None or not user.can_log_in:
            raise LoginAttemptExpired()
        code = new_code()
        attempt.resend(login_token, code, now)
        await uow.login_attempts.update(attempt)
        await uow.outbox.enqueue(_code_mail(ports, user, code), now)
        await uow.commit()


async def session_user(session_token: str, ports: AccountPorts) -> User | None:
    """The user of a valid session (idle and absolute timeouts checked); refreshes its last-seen moment."""
    now = ports.clock.now()
    async with ports.uow_factory() as uow:
        session = await uow.staff_sessions.get_by_token_hash(token_hash(session_token))
        if session is None:
            return None
        user = await uow.users.get(session.user_id)
    if session.id is None or user is None or not user.is_active or not session.is_valid(now):
        if session.id is not None:
            await end_session(session_token, ports)
        return None
    if session.needs_touch(now):
        async with ports.uow_factory(write=True) as uow:
            await uow.staff_sessions.touch(session.id, now)
            await uow.commit()
    return user


async def end_session(session_token: str, ports: AccountPorts) -> None:
    async with ports.uow_factory(write=True) as uow:
        session = await uow.staff_sessions.get_by_token_hash(token_hash(session_token))
        if session is not None and session.id is not None:
            await uow.staff_sessions.delete(session.id)
            await uow.commit()


def _link(ports: AccountPorts, email: str, token: str) -> str:
    return f"{ports.public_url}/wachtwoord-resetten/{quote(email, safe='@')}/{token}"


async def issue_user_token(
    uow: UnitOfWork, ports: AccountPorts, user: User, purpose: TokenPurpose, now: datetime
) -> None:
    """Replaces earlier links of the same kind with a new single-use link, and queues its e-mail."""
    assert user.id is not None
    await uow.user_tokens.revoke_for_user(user.id, purpose, now)
    token = new_token()
    await uow.user_tokens.add(
        UserToken(id=None, user_id=user.id, purpose=purpose, token_hash=token_hash(token), created_at=now)
    )
    validity = VALIDITY[purpose]
    context: dict[str, object] = {
        "name": user.name,
        "link": _link(ports, user.email, token),
        "minutes": int(validity.total_seconds() // 60),
        "days": validity.days,
    }
    template = "password_reset" if purpose is TokenPurpose.PASSWORD_RESET else "invitation"
    await uow.outbox.enqueue(ports.mails.render(template, user.email, context), now)


async def request_password_reset(email: str, ports: AccountPorts) -> None:
    """Same outcome whether or not the address exists: nothing reveals which addresses have accounts."""
    now = ports.clock.now()
    async with ports.uow_factory(write=True) as uow:
        user = await uow.users.get_by_email(email)
        if user is None or not user.is_active:
            return
        await issue_user_token(uow, ports, user, TokenPurpose.PASSWORD_RESET, now)
        await uow.commit()


def check_new_password(
    judge: PasswordJudge, password: str, confirmation: str, *, name: str = "", email: str = ""
) -> None:
    """Every new password passes here (reset, invitation, own account, CLI): the judge with the user's name and
    e-mail and the site's name as context, and the confirmation."""
    errors = ValidationErrors()
    for problem in judge.problems(password, password_context(name=name, email=email)):
        errors.add("password", problem)
    if password != confirmation:
        errors.add("password_confirmation", PASSWORDS_DIFFER)
    errors.raise_if_any()


async def change_password_with_token(
    email: str, token: str, password: str, confirmation: str, ports: AccountPorts
) -> None:
    """Sets a new password from a reset or invitation link; every session of the user ends."""
    now = ports.clock.now()
    async with ports.uow_factory() as uow:
        stored = await uow.user_tokens.get_by_token_hash(token_hash(token))
        user = await uow.users.get(stored.user_id) if stored is not None else None
    if stored is None or stored.id is None or user is None or user.email != normalise_email(email):
        raise ValidationFailed.single("token", TOKEN_INVALID)
    if not stored.is_usable(now):
        raise ValidationFailed.single("token", TOKEN_INVALID)
    check_new_password(ports.judge, password, confirmation, name=user.name, email=user.email)
    new_hash = await asyncio.to_thread(ports.hasher.hash, password)
    async with ports.uow_factory(write=True) as uow:
        user = await uow.users.get(stored.user_id)
        if user is None or not await uow.user_tokens.mark_used(stored.id, now):
            raise ValidationFailed.single("token", TOKEN_INVALID)
        user.password_hash = new_hash
        await uow.users.update(user)
        await uow.staff_sessions.delete_for_user(stored.user_id)
        await uow.commit()
