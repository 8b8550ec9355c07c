"""The background task that empties the mail outbox: every few seconds, and at once when woken."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
from collections.abc import Awaitable, Callable

from soepkern.domain.mail import MailMessage
from soepkern.ports import Clock, Mailer, UnitOfWorkFactory
from soepkern.services.outbox import DEFAULT_BATCH, deliver_due

SETTLE_SECONDS = 0.25  # quiet time after the last queued mail before a delivery run starts
MAX_SETTLE_SECONDS = 2.0  # ... but never later than this after the first wake-up
MAX_HOLD_SECONDS = 30.0  # a run waits while the process is busy (`busy`), but never longer than this

logger = logging.getLogger(__name__)
_ADDRESS = re.compile(r"[^\s<>'\"(),;:\[\]]+@[^\s<>'\"(),;:\[\]]+")


def without_addresses(text: str) -> str:
    """The text with every e-mail address replaced by '<adres>' (for logs: no personal data)."""
    return _ADDRESS.sub("<adres>", text)


class _LoggingMailer:
    """Logs a failed send (the outbox records it too, and retries); the recipient's address stays out of the log."""

    def __init__(self, mailer: Mailer) -> None:
        self._mailer = mailer

    async def send(self, message: MailMessage) -> None:
        try:
            await self._mailer.send(message)
        except Exception as error:
            # An SMTP error's text can hold the recipient's address (SMTPRecipientsRefused): addresses are masked.
            logger.warning("Sending a mail failed, it will be retried: %s", without_addresses(str(error)))
            raise


def _raise_if_stopping() -> None:
    """Ends the loop when `stop()` has cancelled it but a send swallowed the cancellation: aiosmtplib awaits the
    server's reply through `asyncio.wait_for`, which on Python 3.11 returns the reply and drops a cancellation that
    arrives in the same moment (CPython gh-86296); the task still counts the request (`cancelling()`)."""
    task = asyncio.current_task()
    if task is not None and task.cancelling():
        raise asyncio.CancelledError


class OutboxWorker:
    """Runs `deliver_due` in a loop until stopped. An error is logged and the loop goes on after `interval`.

    `wake()` (call it after committing a queued mail) starts a run soon instead of waiting for the interval: once no
    other mail was queued for `settle` seconds (at most `max_settle` after the first wake-up).
    A full batch is followed by the next run straight away. While `busy()` says the process has more urgent work
    (orders at the shop's write gate: an opening rush), a run waits, looking again every `settle` seconds, at most
    `max_hold` seconds; the mails then go out after the rush instead of between its orders (decision 0108).
    """

    def __init__(
        self,
        uow_factory: UnitOfWorkFactory,
        mailer: Mailer,
        clock: Clock,
        interval: float = 5.0,
        *,
        batch: int = DEFAULT_BATCH,
        settle: float = SETTLE_SECONDS,
        max_settle: float = MAX_SETTLE_SECONDS,
        chores: Callable[[], Awaitable[None]] | None = None,
        busy: Callable[[], bool] | None = None,
        max_hold: float = MAX_HOLD_SECONDS,
    ) -> None:
        self._uow_factory = uow_factory
        self._mailer = _LoggingMailer(mailer)
        self._clock = clock
        self._interval = interval
        self._batch = batch
        self._settle = settle
        self._max_settle = max_settle
        self._chores = chores
        self._busy = busy
        self._max_hold = max_hold
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    @property
    def running(self) -> bool:
        return self._task is not None and not self._task.done()

    def start(self) -> asyncio.Task[None]:
        """Starts the loop (once; a second call returns the running task)."""
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._run(), name="mail-outbox")
        return self._task

    def wake(self) -> None:
        self._wake.set()

    async def stop(self) -> None:
        """Cancels the loop and waits for it; a send in progress is abandoned and retried on the next start."""
        task, self._task = self._task, None
        if task is None:
            return
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task

    async def run_once(self) -> int:
        """One delivery run (after the chores, e.g. settling waitlists); errors are logged, never raised. Returns the
        number of mails sent."""
        if self._chores is not None:
            try:
                await self._chores()
            except Exception:
                logger.exception("A chore of the outbox loop failed; trying again in %s seconds", self._interval)
        try:
            return await deliver_due(self._uow_factory, self._mailer, self._clock, limit=self._batch)
        except Exception:
            logger.exception("Delivering the mail outbox failed; trying again in %s seconds", self._interval)
            return 0

    async def _run(self) -> None:
        while True:
            await self._while_busy()
            self._wake.clear()
            sent = await self.run_once()
            _raise_if_stopping()
            if sent >= self._batch:
                continue
            await self._woken_within(self._interval)
            await self._until_quiet()

    async def _woken_within(self, seconds: float) -> None:
        """Waits for a wake-up, at most `seconds`. With `asyncio.timeout`, not `asyncio.wait_for`: on Python 3.11
        `wait_for` swallows a cancellation that arrives just as the wake-up does (CPython gh-86296), and `stop()` then
        waited for the whole interval (seen as a test that hung for an hour after a staff edit woke the sender)."""
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(seconds):
                await self._wake.wait()

    async def _while_busy(self) -> None:
        """Waits while the process is busy (looking every `settle` seconds), at most `max_hold` seconds."""
        if self._busy is None or not self._busy():
            return
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self._max_hold
        while self._busy() and (left := deadline - loop.time()) > 0:  # noqa: ASYNC110 (a callable: no event)
            await asyncio.sleep(min(max(self._settle, 0.01), left))

    async def _until_quiet(self) -> None:
        """After a wake-up, waits while mails keep being queued (each new wake-up within `settle` seconds), at most
        `max_settle` seconds: during an opening rush the mails go out in a few batches after the orders instead of
        one delivery run per order competing with the checkouts for the process and the database."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self._max_settle
        while self._wake.is_set() and (left := deadline - loop.time()) > 0:
            self._wake.clear()
            await self._woken_within(min(self._settle, left))
