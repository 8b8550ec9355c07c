"""The lockout's rules (soepkern.domain.lockout) as properties, and the login steps over in-memory ports: a claim is
counted before judging, the fifth wrong locks once, locks double up to 24 hours, a success starts over."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from soepkern.domain.errors import AccountLocked, ValidationFailed
from soepkern.domain.lockout import (
    FIRST_LOCK,
    LONGEST_LOCK,
    MAX_FAILURES,
    Claim,
    lock_duration,
    lockout_key,
    next_lock,
)
from soepkern.domain.login_events import mask_email, truncate_client_address
from soepkern.services import auth
from tests.fakes import an_account

NOW = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)
PASSWORD = "Een-sterk-wachtwoord-1"
moments = st.datetimes(min_value=datetime(2020, 1, 1), max_value=datetime(2040, 1, 1), timezones=st.just(UTC))


@given(locks=st.integers(0, 1000))
def test_locks_last_fifteen_minutes_then_double_to_at_most_a_day(locks: int) -> None:
    duration = lock_duration(locks)
    assert FIRST_LOCK <= duration <= LONGEST_LOCK
    assert duration == min(FIRST_LOCK * 2**locks, LONGEST_LOCK) if locks < 20 else duration == LONGEST_LOCK
    assert lock_duration(locks + 1) >= duration


@given(failures=st.integers(1, 100), locks=st.integers(0, 50), now=moments, offset=st.integers(-3000, 3000))
def test_only_attempts_within_the_maximum_and_outside_a_lock_are_judged(
    failures: int, locks: int, now: datetime, offset: int
) -> None:
    until = now + timedelta(minutes=offset)
    claim = Claim(failures=failures, locks=locks, locked_until=until)
    judged = claim.may_be_judged(now)
    assert judged == (until <= now and failures <= MAX_FAILURES)
    assert claim.locks_when_wrong() == (failures >= MAX_FAILURES)


@given(locks=st.integers(0, 50), now=moments, minutes_since=st.integers(0, 5000))
def test_a_lock_within_a_day_of_the_last_one_lasts_longer(locks: int, now: datetime, minutes_since: int) -> None:
    previous_end = now - timedelta(minutes=minutes_since)
    lock = next_lock(Claim(MAX_FAILURES, locks, previous_end), now)
    recent = minutes_since < 24 * 60
    assert lock.locks == (locks + 1 if recent else 1)
    assert lock.until - now == lock_duration(locks if recent else 0)
    assert next_lock(Claim(MAX_FAILURES, locks, None), now).until == now + FIRST_LOCK


@given(st.emails())
def test_the_key_is_the_normalised_address_and_the_log_masks_it(email: str) -> None:
    key = lockout_key(email)
    assert key == lockout_key(email.upper()) and len(key) <= 255
    masked = mask_email(key)
    assert key.split("@", 1)[0][2:] == "" or key.split("@", 1)[0] not in masked


@pytest.mark.parametrize(
    ("address", "truncated"),
    [
        ("203.0.113.57", "203.0.113.0/24"),
        ("2001:db8:1:2::5", "2001:db8:1::/48"),
        ("::ffff:198.51.100.9", "198.51.100.0/24"),
        ("onbekend", "onbekend"),
    ],
)
def test_client_addresses_are_truncated(address: str, truncated: str) -> None:
    assert truncate_client_address(address) == truncated


async def test_repeated_locks_double_and_a_login_starts_over() -> None:
    store, ports, user_id = await an_account(
        email="sanne@example.nl", name="Sanne", rol="beheerder", password=PASSWORD, now=NOW
    )
    clock = ports.clock
    for expected in (FIRST_LOCK, 2 * FIRST_LOCK):
        for n in range(MAX_FAILURES):
            with pytest.raises(AccountLocked if n == MAX_FAILURES - 1 else ValidationFailed):
                await auth.login("sanne@example.nl", "Verkeerd-wachtwoord-1", ports)
        assert store.login_failures.rows["sanne@example.nl"]["locked_until"] == clock.now() + expected
        clock.advance(seconds=expected.total_seconds() - 1)  # type: ignore[attr-defined]
        with pytest.raises(AccountLocked):
            await auth.login("sanne@example.nl", PASSWORD, ports)
        clock.advance(seconds=1)  # type: ignore[attr-defined]
    started = await auth.login("sanne@example.nl", PASSWORD, ports)
    code = store.outbox.rows[max(store.outbox.rows)].message.text
    digits = next(word for word in code.split() if word.isdigit() and len(word) == 6)
    await auth.validate_code(user_id, started.loginToken, digits, ports)
    assert "sanne@example.nl" not in store.login_failures.rows, "a login starts the count and the doubling over"
    lock_mails = [i for i in store.outbox.rows.values() if i.message.subject == "Inloggen tijdelijk geblokkeerd"]
    assert len(lock_mails) == 2
