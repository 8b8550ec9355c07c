"""Delivering the mail outbox: mails are queued in the same transaction as the change that causes them (an order,
a login attempt ...) and sent here, in the background, with retries.

Delivery is at least once: a mail that was sent but could not be marked as sent (the database went away in between)
is sent again on a later run. Run one delivering worker per database, or mails may go out twice.

Retries back off exponentially: 1, 2, 4, 8, 16, 32 minutes, then every 60 minutes. After `MAX_ATTEMPTS` failed
attempts the item is parked at `GIVEN_UP_AT` (far in the future), so it is no longer due; its row keeps `last_error`
and the number of attempts for the administrator, who can set `next_attempt_at` back to retry it. Nothing is logged
here: the core does no I/O.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from soepkern.domain.mail import OutboxItem
from soepkern.ports import Clock, Mailer, UnitOfWorkFactory

FIRST_RETRY = timedelta(minutes=1)
LONGEST_RETRY = timedelta(minutes=60)
MAX_ATTEMPTS = 20
GIVEN_UP_AT = datetime(9999, 12, 31, tzinfo=UTC)
DEFAULT_BATCH = 20


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

    No transaction is open while a mail is being sent: the due items are read in a read-only unit of work that is
    closed before the first send, and each result is recorded in its own short write unit of work. So a slow SMTP
    server never holds the SQLite write lock. A failed send is recorded with its error and a retry time; it does not
    stop the others. Errors of the database itself propagate (the worker logs them and tries again later).
    """
    async with uow_factory() as uow:
        items = await uow.outbox.due(clock.now(), limit)
    sent = 0
    for item in items:
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
        await uow.outbox.mark_sent(item.id, clock.now())
        await uow.commit()
    return True
