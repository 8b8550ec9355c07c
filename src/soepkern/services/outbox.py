"""Delivering the mail outbox: mails are queued in the same transaction as the change that causes them (an order,
a login attempt ...) and sent here, in the background, with retries.

Every server process runs a worker; each due item is first claimed with a conditional update that moves its next
attempt `CLAIM_LEASE` ahead, so of several processes exactly one sends it. Delivery stays at least once in one
case: a process that dies (or loses the database) between sending and recording leaves the item to be sent again
after the lease.

Retries back off exponentially: 1, 2, 4, 8, 16, 32 minutes, then every 60 minutes. After `MAX_ATTEMPTS` failed
attempts the item is parked at `GIVEN_UP_AT` (far in the future), so it is no longer due; its row keeps `last_error`
and the number of attempts for the administrator, who can set `next_attempt_at` back to retry it. Nothing is logged
here: the core does no I/O.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from soepkern.domain.errors import NotFound
from soepkern.domain.mail import SECRET_TEMPLATES, FailedMail, OutboxItem, mail_body_cutoffs
from soepkern.ports import Clock, Mailer, UnitOfWorkFactory

FIRST_RETRY = timedelta(minutes=1)
LONGEST_RETRY = timedelta(minutes=60)
MAX_ATTEMPTS = 20
GIVEN_UP_AT = datetime(9999, 12, 31, tzinfo=UTC)
DEFAULT_BATCH = 20
CLAIM_LEASE = timedelta(minutes=10)


def retry_delay(attempts: int) -> timedelta:
    """How long to wait after the `attempts`-th failed attempt: 1, 2, 4 ... minutes, at most 60."""
    if attempts <= 1:
        return FIRST_RETRY
    if attempts > 10:  # 2**9 minutes is already far over the cap; keep the power small
        return LONGEST_RETRY
    return min(FIRST_RETRY * (1 << (attempts - 1)), LONGEST_RETRY)


def next_attempt_at(failed_attempts: int, now: datetime) -> datetime:
    """When to try again after `failed_attempts` failures in total; `GIVEN_UP_AT` once they reach MAX_ATTEMPTS."""
    if failed_attempts >= MAX_ATTEMPTS:
        return GIVEN_UP_AT
    return now + retry_delay(failed_attempts)


def describe_error(error: BaseException) -> str:
    text = str(error).strip()
    return f"{type(error).__name__}: {text}" if text else type(error).__name__


async def deliver_due(
    uow_factory: UnitOfWorkFactory, mailer: Mailer, clock: Clock, *, limit: int = DEFAULT_BATCH
) -> int:
    """Sends up to `limit` due mails, one at a time; returns how many were sent.

    No transaction is open while a mail is being sent: the due items are read in a read-only unit of work and
    claimed in a short write unit of work, both closed before the first send, and each result is recorded in its
    own short write unit of work. So a slow SMTP server never holds the SQLite write lock. A failed send is
    recorded with its error and a retry time; it does not stop the others. Errors of the database itself
    propagate (the worker logs them and tries again later).
    """
    async with uow_factory() as uow:
        items = await uow.outbox.due(clock.now(), limit)
    if not items:
        return 0
    now = clock.now()
    async with uow_factory(write=True) as uow:
        claimed = set(await uow.outbox.claim([item.id for item in items], now, now + CLAIM_LEASE))
        await uow.commit()
    sent = 0
    for item in (item for item in items if item.id in claimed):
        if await _deliver(item, uow_factory, mailer, clock):
            sent += 1
    return sent


async def _deliver(item: OutboxItem, uow_factory: UnitOfWorkFactory, mailer: Mailer, clock: Clock) -> bool:
    try:
        await mailer.send(item.message)
    except Exception as error:  # any failure of the mailer (refused, timeout, bad address ...) means: retry later
        retry_at = next_attempt_at(item.attempts + 1, clock.now())
        async with uow_factory(write=True) as uow:
            await uow.outbox.mark_failed(item.id, describe_error(error), retry_at)
            await uow.commit()
        return False
    async with uow_factory(write=True) as uow:
        # A login code or a single-use link leaves the outbox the moment it is delivered (no live secret at rest).
        await uow.outbox.mark_sent(item.id, clock.now(), redact=item.message.carries_secret)
        await uow.commit()
    return True


async def purge_mail_bodies(uow_factory: UnitOfWorkFactory, clock: Clock, body_days: int) -> int:
    """The outbox's retention (run daily by the server's retention task and by `soep privacy retention`): sent
    bodies older than `body_days` days, and unsent secrets whose link or code has expired, are blanked."""
    cutoffs = mail_body_cutoffs(clock.now(), body_days)
    async with uow_factory(write=True) as uow:
        redacted = await uow.outbox.redact_bodies(cutoffs, SECRET_TEMPLATES)
        await uow.commit()
    return redacted


FAILED_LIST_LIMIT = 500
MAIL_NOT_FOUND = "Deze mislukte e-mail bestaat niet (meer)."


async def failed_mails(uow_factory: UnitOfWorkFactory, *, limit: int = FAILED_LIST_LIMIT) -> list[FailedMail]:
    """The mails the outbox gave up on (MAX_ATTEMPTS failed attempts), oldest first: nothing vanishes unseen."""
    async with uow_factory() as uow:
        return await uow.outbox.given_up(GIVEN_UP_AT, limit)


async def retry_mail(item_id: int, uow_factory: UnitOfWorkFactory, clock: Clock) -> None:
    """Makes a given-up mail due now, for one more attempt (its attempts count stays: failing again parks it again
    at once, so it shows up in the list again). NotFound when it is not (or no longer) a given-up mail."""
    async with uow_factory(write=True) as uow:
        if not await uow.outbox.requeue(item_id, GIVEN_UP_AT, clock.now()):
            raise NotFound(MAIL_NOT_FOUND)
        await uow.commit()
