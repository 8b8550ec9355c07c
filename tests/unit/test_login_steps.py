"""The staff login steps through the fakes: password, e-mailed code, session, logout, and counting failures."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from soepkern.domain.errors import ValidationFailed
from soepkern.services import auth
from soepkern.services.auth import AccountPorts
from tests.fakes import FakeAccountStore, an_account, in_last_mail

NOW = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)
PASSWORD = "Goed-wachtwoord-1"


async def _setup() -> tuple[FakeAccountStore, AccountPorts, int]:
    return await an_account(email="sanne@example.nl", name="Sanne", rol="beheerder", password=PASSWORD, now=NOW)


def _mailed_code(store: FakeAccountStore) -> str:
    return in_last_mail(store, r"\b(\d{6})\b")


async def test_password_then_mailed_code_gives_a_session_until_logout() -> None:
    store, ports, user_id = await _setup()
    started = await auth.login("sanne@example.nl", PASSWORD, ports)
    assert started.user == user_id
    code = _mailed_code(store)
    logged_in = await auth.validate_code(user_id, started.loginToken, code, ports)
    assert logged_in.user.id == user_id
    assert (await auth.session_user(logged_in.session_token, ports)) is not None
    await auth.end_session(logged_in.session_token, ports)
    assert await auth.session_user(logged_in.session_token, ports) is None


async def test_wrong_password_and_wrong_code_are_refused_and_counted() -> None:
    store, ports, user_id = await _setup()
    with pytest.raises(ValidationFailed) as refused:
        await auth.login("sanne@example.nl", "verkeerd", ports)
    assert list(refused.value.errors) == ["email"]
    assert store.outbox.rows == {}
    started = await auth.login("sanne@example.nl", PASSWORD, ports)
    wrong = "000000" if _mailed_code(store) != "000000" else "111111"
    with pytest.raises(ValidationFailed) as refused:
        await auth.validate_code(user_id, started.loginToken, wrong, ports)
    assert list(refused.value.errors) == ["code"]
    assert store.login_failures.rows["sanne@example.nl"]["failures"] == 2
    failed = [e for e in store.audit_log.entries if e.action == "failed"]
    assert [(e.entity_type, e.entity_id) for e in failed] == [("login", user_id), ("login", user_id)]


async def test_an_unknown_address_gets_the_same_answer_as_a_wrong_password() -> None:
    _store, ports, _user_id = await _setup()
    with pytest.raises(ValidationFailed) as unknown:
        await auth.login("niemand@example.nl", PASSWORD, ports)
    with pytest.raises(ValidationFailed) as wrong:
        await auth.login("sanne@example.nl", "verkeerd", ports)
    assert unknown.value.errors == wrong.value.errors
