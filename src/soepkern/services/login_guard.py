"""The lockout around every check of a staff password or login code (soepkern.domain.lockout, decision 0033).

`guarded_check` claims a count for the address before the secret is judged, refuses unjudged when the address is
locked or past the maximum, and on a wrong answer locks the address at the fifth failure (one lock and one mail to
the account holder, however many attempts run in parallel). Every outcome lands in the Logboek.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import NoReturn

import attrs

from soepkern.domain.audit import AuditAction
from soepkern.domain.business_time import format_moment
from soepkern.domain.errors import AccountLocked
from soepkern.domain.lockout import Claim, lockout_key, next_lock
from soepkern.domain.login_events import login_event, truncate_client_address
from soepkern.domain.users import User
from soepkern.ports import Clock, MailRenderer, UnitOfWork, UnitOfWorkFactory


@attrs.frozen
class GuardPorts:
    uow_factory: UnitOfWorkFactory
    clock: Clock
    mails: MailRenderer


@attrs.frozen
class Attempt:
    """Who is trying: the address typed (or the account's), the account when there is one, the client's address."""

    email: str
    account: User | None
    client: str = ""

    @property
    def key(self) -> str:
        return lockout_key(self.email)


async def claim(ports: GuardPorts, attempt: Attempt, now: datetime) -> Claim:
    async with ports.uow_factory(write=True) as uow:
        claimed = await uow.login_failures.claim(attempt.key, now)
        await uow.commit()
    return claimed


async def _log(uow: UnitOfWork, action: AuditAction, attempt: Attempt, now: datetime) -> None:
    account = attempt.account
    await uow.audit_log.add(
        login_event(
            action,
            account_id=account.id if account is not None else None,
            account_name=account.name if account is not None else "",
            email=attempt.email,
            client=truncate_client_address(attempt.client),
            at=now,
        )
    )


async def _lock(uow: UnitOfWork, ports: GuardPorts, attempt: Attempt, claimed: Claim, now: datetime) -> None:
    """Locks the address unless someone else did; the one who locks logs it and tells the account holder."""
    lock = next_lock(claimed, now)
    if not await uow.login_failures.lock(attempt.key, lock, now):
        return
    await _log(uow, AuditAction.LOCKED, attempt, now)
    account = attempt.account
    if account is not None:
        context = {"name": account.name, "until": format_moment(lock.until)}
        await uow.outbox.enqueue(ports.mails.render("account_locked", account.email, context), now)


async def refuse_locked(ports: GuardPorts, attempt: Attempt, claimed: Claim, now: datetime) -> NoReturn:
    """450 for a locked address. Past the maximum without a lock (the fifth attempt is still being judged, or its
    process stopped) the address is locked now, so a count can never stay stuck."""
    if not claimed.is_locked(now):
        async with ports.uow_factory(write=True) as uow:
            await _lock(uow, ports, attempt, claimed, now)
            await uow.commit()
    raise AccountLocked()


async def count_failure(ports: GuardPorts, attempt: Attempt, claimed: Claim, now: datetime) -> None:
    """A wrong password or code: logged; the fifth in a row locks the address and answers 450."""
    async with ports.uow_factory(write=True) as uow:
        await _log(uow, AuditAction.FAILED, attempt, now)
        if claimed.locks_when_wrong():
            await _lock(uow, ports, attempt, claimed, now)
        await uow.commit()
    if claimed.locks_when_wrong():
        raise AccountLocked()


async def release(ports: GuardPorts, attempt: Attempt) -> None:
    """A right password in the middle of a login (or on the account screen): its claim is given back; the count of
    earlier failures stays until the whole login succeeds."""
    async with ports.uow_factory(write=True) as uow:
        await uow.login_failures.release(attempt.key)
        await uow.commit()


async def guarded_check(
    ports: GuardPorts, attempt: Attempt, check: Callable[[], Awaitable[bool]], *, now: datetime
) -> bool:
    """Claims, judges with `check` (only when allowed), and counts a failure. True when the secret was right (the
    claim is then still counted: the caller resets or releases it in its own transaction)."""
    claimed = await claim(ports, attempt, now)
    if not claimed.may_be_judged(now):
        await refuse_locked(ports, attempt, claimed, now)
    if await check():
        return True
    await count_failure(ports, attempt, claimed, now)
    return False


async def log_success(uow: UnitOfWork, attempt: Attempt, now: datetime) -> None:
    """In the transaction that starts the session: the count starts over, and the login is in the Logboek."""
    await uow.login_failures.reset(attempt.key)
    await _log(uow, AuditAction.LOGIN, attempt, now)


async def forget_idle_counts(uow: UnitOfWork, now: datetime, before: datetime) -> None:
    await uow.login_failures.forget_before(before, now)
