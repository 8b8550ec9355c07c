"""Delivering the mail outbox (soepkern.services.outbox) and the worker loop, with in-memory fakes."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from datetime import timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from adapters.mail.outbox_worker import OutboxWorker
from soepkern.domain.mail import MailMessage
from soepkern.services.outbox import (
    GIVEN_UP_AT,
    LONGEST_RETRY,
    MAX_ATTEMPTS,
    deliver_due,
    next_attempt_at,
    retry_delay,
)
from tests.fakes import FakeClock, OutboxStore, RecordingMailer, a_message


@pytest.fixture
def store() -> OutboxStore:
    return OutboxStore()


@pytest.fixture
def mailer(store: OutboxStore) -> RecordingMailer:
    return RecordingMailer(store)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


# retry_delay -----------------------------------------------------------------------------------------------------


def test_the_delay_doubles_from_one_minute_up_to_an_hour() -> None:
    minutes = [retry_delay(attempts) / timedelta(minutes=1) for attempts in range(1, 10)]
    assert minutes == [1, 2, 4, 8, 16, 32, 60, 60, 60]


@given(st.integers(min_value=-5, max_value=10_000))
def test_the_delay_is_between_one_minute_and_an_hour(attempts: int) -> None:
    assert timedelta(minutes=1) <= retry_delay(attempts) <= LONGEST_RETRY


@given(st.integers(min_value=1, max_value=10_000))
def test_the_delay_never_shrinks(attempts: int) -> None:
    assert retry_delay(attempts + 1) >= retry_delay(attempts)


@given(st.integers(min_value=1, max_value=10_000))
def test_each_delay_is_twice_the_previous_up_to_the_cap(attempts: int) -> None:
    assert retry_delay(attempts + 1) == min(2 * retry_delay(attempts), LONGEST_RETRY)


@given(st.integers(min_value=MAX_ATTEMPTS, max_value=10_000))
def test_after_the_last_attempt_the_item_is_parked_for_good(attempts: int) -> None:
    assert next_attempt_at(attempts, FakeClock().now()) == GIVEN_UP_AT


# deliver_due -----------------------------------------------------------------------------------------------------


async def test_sends_every_due_mail_and_marks_it_sent(
    store: OutboxStore, mailer: RecordingMailer, clock: FakeClock
) -> None:
    for n in (1, 2, 3):
        await store.outbox.enqueue(a_message(n), clock.now())

    assert await deliver_due(store, mailer, clock) == 3

    assert [m.subject for m in mailer.sent] == ["Bericht 1", "Bericht 2", "Bericht 3"]
    assert all(row.sent_at == clock.now() and row.attempts == 1 for row in store.outbox.rows.values())
    assert await deliver_due(store, mailer, clock) == 0
    assert len(mailer.attempted) == 3


async def test_mails_that_are_not_due_yet_wait(store: OutboxStore, mailer: RecordingMailer, clock: FakeClock) -> None:
    await store.outbox.enqueue(a_message(1), clock.now() + timedelta(minutes=5))

    assert await deliver_due(store, mailer, clock) == 0
    clock.advance(minutes=5)
    assert await deliver_due(store, mailer, clock) == 1


async def test_takes_at_most_limit_mails_per_run(store: OutboxStore, mailer: RecordingMailer, clock: FakeClock) -> None:
    for n in range(5):
        await store.outbox.enqueue(a_message(n), clock.now())

    assert await deliver_due(store, mailer, clock, limit=2) == 2
    assert await deliver_due(store, mailer, clock, limit=2) == 2
    assert await deliver_due(store, mailer, clock, limit=2) == 1


async def test_a_failure_is_recorded_with_a_retry_time_and_does_not_stop_the_others(
    store: OutboxStore, mailer: RecordingMailer, clock: FakeClock
) -> None:
    failing = await store.outbox.enqueue(a_message(1), clock.now())
    await store.outbox.enqueue(a_message(2), clock.now())
    mailer.fail_when = lambda m: ConnectionRefusedError("server down") if m.subject == "Bericht 1" else None

    assert await deliver_due(store, mailer, clock) == 1

    row = store.outbox.rows[failing]
    assert row.sent_at is None
    assert row.attempts == 1
    assert row.last_error == "ConnectionRefusedError: server down"
    assert row.next_attempt_at == clock.now() + timedelta(minutes=1)
    assert [m.subject for m in mailer.sent] == ["Bericht 2"]


async def test_a_failed_mail_is_delivered_on_a_later_run(
    store: OutboxStore, mailer: RecordingMailer, clock: FakeClock
) -> None:
    await store.outbox.enqueue(a_message(1), clock.now())
    mailer.fail_when = lambda _m: TimeoutError()
    assert await deliver_due(store, mailer, clock) == 0
    assert store.outbox.rows[1].last_error == "TimeoutError"

    mailer.fail_when = lambda _m: None
    clock.advance(seconds=59)
    assert await deliver_due(store, mailer, clock) == 0, "not before the retry time"
    clock.advance(seconds=1)
    assert await deliver_due(store, mailer, clock) == 1
    assert store.outbox.rows[1].sent_at == clock.now()
    assert store.outbox.rows[1].attempts == 2


async def test_retries_back_off_and_stop_after_the_last_attempt(
    store: OutboxStore, mailer: RecordingMailer, clock: FakeClock
) -> None:
    await store.outbox.enqueue(a_message(1), clock.now())
    mailer.fail_when = lambda _m: OSError("unreachable")
    waits = []
    for _ in range(MAX_ATTEMPTS - 1):
        before = clock.now()
        await deliver_due(store, mailer, clock)
        row = store.outbox.rows[1]
        waits.append((row.next_attempt_at - before) / timedelta(minutes=1))
        clock.current = row.next_attempt_at

    assert waits == [1, 2, 4, 8, 16, 32] + [60] * (MAX_ATTEMPTS - 7)
    await deliver_due(store, mailer, clock)
    row = store.outbox.rows[1]
    assert row.attempts == MAX_ATTEMPTS
    assert row.next_attempt_at == GIVEN_UP_AT
    clock.advance(days=3650)
    assert await deliver_due(store, mailer, clock) == 0
    assert len(mailer.attempted) == MAX_ATTEMPTS


async def test_no_transaction_is_open_while_sending(
    store: OutboxStore, mailer: RecordingMailer, clock: FakeClock
) -> None:
    await store.outbox.enqueue(a_message(1), clock.now())
    await store.outbox.enqueue(a_message(2), clock.now())
    mailer.fail_when = lambda m: OSError("down") if m.subject == "Bericht 2" else None

    await deliver_due(store, mailer, clock)

    assert mailer.transactions_open_during_send == [0, 0]
    assert store.transactions == ["read", "write", "write", "write"]  # read due, claim, record each result
    assert store.commits == 3


async def test_a_cancelled_send_is_not_counted_as_a_failure(
    store: OutboxStore, mailer: RecordingMailer, clock: FakeClock
) -> None:
    await store.outbox.enqueue(a_message(1), clock.now())
    mailer.fail_when = lambda _m: asyncio.CancelledError()  # type: ignore[return-value]

    with pytest.raises(asyncio.CancelledError):
        await deliver_due(store, mailer, clock)
    assert store.outbox.rows[1].attempts == 0


# OutboxWorker ----------------------------------------------------------------------------------------------------


async def _eventually(condition: Callable[[], object]) -> None:
    """Polls the fakes' state (they have no events to wait on); fails after two seconds."""
    async with asyncio.timeout(2.0):
        while not condition():  # noqa: ASYNC110
            await asyncio.sleep(0.01)


async def test_the_worker_sends_at_once_when_woken(
    store: OutboxStore, mailer: RecordingMailer, clock: FakeClock
) -> None:
    worker = OutboxWorker(store, mailer, clock, interval=3600)
    worker.start()
    try:
        await _eventually(lambda: store.transactions)  # the first (empty) run is done; now it sleeps for an hour
        await store.outbox.enqueue(a_message(1), clock.now())
        worker.wake()
        await _eventually(lambda: mailer.sent)
    finally:
        await worker.stop()
    assert not worker.running


async def test_the_worker_stops_when_woken_in_the_same_moment(
    store: OutboxStore, mailer: RecordingMailer, clock: FakeClock
) -> None:
    """A committed change wakes the sender just as the app stops it (a staff edit at the end of a test, a rush before
    SIGTERM): the stop must not be swallowed by the wake-up, or the loop sleeps on for its whole interval."""
    for _ in range(5):
        worker = OutboxWorker(store, mailer, clock, interval=3600, settle=0)
        loop_task = worker.start()
        await _eventually(lambda: store.transactions)  # the first run is done; now it sleeps for an hour
        worker.wake()
        stopping = asyncio.create_task(worker.stop())
        done, _ = await asyncio.wait({stopping}, timeout=2.0)
        if not done:  # the cancellation was lost: end the loop for good before failing
            loop_task.cancel()
            await asyncio.wait({stopping})
        assert done, "stop() waited for the interval: the wake-up swallowed the cancellation"
        assert loop_task.cancelled()
        store.transactions.clear()


class _ReplyAwaitingMailer:
    """Sends as aiosmtplib does: it awaits the SMTP server's reply through `asyncio.wait_for`."""

    def __init__(self) -> None:
        self.reply: asyncio.Future[None] | None = None

    async def send(self, message: MailMessage) -> None:
        self.reply = asyncio.get_running_loop().create_future()
        await asyncio.wait_for(self.reply, 30)


async def test_the_worker_stops_when_the_reply_of_the_mail_server_comes_in_the_same_moment(
    store: OutboxStore, clock: FakeClock
) -> None:
    """An API test leaves `running_outbox` as soon as its mail reached the SMTP server, while aiosmtplib still waits
    for the server's reply: `asyncio.wait_for` on Python 3.11 returns the reply and drops the cancellation of stop()."""
    mailer = _ReplyAwaitingMailer()
    await store.outbox.enqueue(a_message(1), clock.now())
    worker = OutboxWorker(store, mailer, clock, interval=3600)
    worker.start()
    await _eventually(lambda: mailer.reply is not None)
    assert mailer.reply is not None
    loop = asyncio.get_running_loop()
    started = loop.time()
    mailer.reply.set_result(None)  # the server's reply arrives, and in the same moment the app stops the sender
    async with asyncio.timeout(2.0):  # a hung stop() ends here (the timeout cancels the loop through stop())
        await worker.stop()
    assert loop.time() - started < 1.0, "stop() waited: the mailer's wait_for swallowed the cancellation"


async def test_the_worker_survives_errors_and_logs_them(
    store: OutboxStore, mailer: RecordingMailer, clock: FakeClock, caplog: pytest.LogCaptureFixture
) -> None:
    broken = {"yes": True}
    real_due = store.outbox.due

    async def due(now, limit):  # type: ignore[no-untyped-def]
        if broken["yes"]:
            broken["yes"] = False
            raise RuntimeError("database gone")
        return await real_due(now, limit)

    store.outbox.due = due  # type: ignore[method-assign]
    await store.outbox.enqueue(a_message(1), clock.now())
    worker = OutboxWorker(store, mailer, clock, interval=0.01)
    with caplog.at_level(logging.ERROR, logger="adapters.mail.outbox_worker"):
        worker.start()
        try:
            await _eventually(lambda: mailer.sent)
        finally:
            await worker.stop()
    assert "database gone" in caplog.text


async def test_the_worker_logs_a_failed_send_without_the_address(
    store: OutboxStore, mailer: RecordingMailer, clock: FakeClock, caplog: pytest.LogCaptureFixture
) -> None:
    await store.outbox.enqueue(a_message(1), clock.now())
    mailer.fail_when = lambda _m: OSError("connection refused")
    worker = OutboxWorker(store, mailer, clock)
    with caplog.at_level(logging.WARNING, logger="adapters.mail.outbox_worker"):
        assert await worker.run_once() == 0
    assert "connection refused" in caplog.text
    assert "klant1@example.nl" not in caplog.text
    assert store.outbox.rows[1].attempts == 1


async def test_a_full_batch_is_followed_by_the_next_at_once(
    store: OutboxStore, mailer: RecordingMailer, clock: FakeClock
) -> None:
    for n in range(5):
        await store.outbox.enqueue(a_message(n), clock.now())
    worker = OutboxWorker(store, mailer, clock, interval=3600, batch=2)
    worker.start()
    try:
        await _eventually(lambda: len(mailer.sent) == 5)
    finally:
        await worker.stop()


async def test_mails_queued_in_a_burst_go_out_in_one_run(
    store: OutboxStore, mailer: RecordingMailer, clock: FakeClock
) -> None:
    worker = OutboxWorker(store, mailer, clock, interval=3600, settle=2.0, max_settle=30)
    runs = []
    run_once = worker.run_once

    async def counted() -> int:
        runs.append(len(mailer.sent))
        return await run_once()

    worker.run_once = counted  # type: ignore[method-assign]
    worker.start()
    try:
        await _eventually(lambda: store.transactions)  # the first (empty) run is done
        for n in range(5):  # an opening rush: five orders, each waking the worker
            await store.outbox.enqueue(a_message(n), clock.now())
            worker.wake()
            await asyncio.sleep(0.01)  # the worker gets its turn between the orders
        async with asyncio.timeout(30):
            while len(mailer.sent) < 5:  # noqa: ASYNC110
                await asyncio.sleep(0.01)
    finally:
        await worker.stop()
    assert runs == [0, 0]  # the start-up run and one run for the whole burst


async def test_the_worker_runs_its_chores_before_sending_and_a_failing_chore_does_not_stop_it(
    store: OutboxStore, mailer: RecordingMailer, clock: FakeClock, caplog: pytest.LogCaptureFixture
) -> None:
    calls: list[int] = []

    async def chore() -> None:  # e.g. settling the waitlists (decision 0073)
        calls.append(len(mailer.sent))
        if len(calls) == 1:
            raise RuntimeError("chore broke")

    await store.outbox.enqueue(a_message(1), clock.now())
    worker = OutboxWorker(store, mailer, clock, interval=0.01, chores=chore)
    with caplog.at_level(logging.ERROR, logger="adapters.mail.outbox_worker"):
        assert await worker.run_once() == 1
    assert calls == [0] and "chore broke" in caplog.text
    assert await worker.run_once() == 0 and calls == [0, 1]


async def test_the_worker_holds_its_run_while_the_process_is_busy(
    store: OutboxStore, mailer: RecordingMailer, clock: FakeClock
) -> None:
    """During an opening rush (orders at the write gate) the mails wait until the orders are written (decision
    0108)."""
    busy = [True]
    await store.outbox.enqueue(a_message(1), clock.now())
    worker = OutboxWorker(store, mailer, clock, interval=3600, settle=0.01, busy=lambda: busy[0])
    worker.start()
    try:
        for _ in range(10):
            await asyncio.sleep(0.01)
            assert not mailer.sent
        busy[0] = False
        await _eventually(lambda: mailer.sent)
    finally:
        await worker.stop()


async def test_the_worker_holds_its_run_no_longer_than_max_hold(
    store: OutboxStore, mailer: RecordingMailer, clock: FakeClock
) -> None:
    await store.outbox.enqueue(a_message(1), clock.now())
    worker = OutboxWorker(store, mailer, clock, interval=3600, settle=0.01, busy=lambda: True, max_hold=0.05)
    worker.start()
    try:
        await _eventually(lambda: mailer.sent)
    finally:
        await worker.stop()
