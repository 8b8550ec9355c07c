"""The users screen's write use cases through the in-memory fakes: invite, edit, invite again, (de)activate, delete,
and the rules that keep an active superuser and stop staff from removing themselves."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from soepkern.domain.errors import NotFound, ValidationFailed
from soepkern.domain.lockout import MAX_FAILURES, Claim, next_lock
from soepkern.domain.staff_sessions import StaffSession
from soepkern.domain.users import INVITATION_NOT_NEEDED, User, UserStatus
from soepkern.services import auth, staff_users
from soepkern.services.auth import AccountPorts
from soepkern.services.staff_users import UserFields
from tests.fakes import FakeAccountStore, an_account, in_last_mail

NOW = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)
PASSWORD = "Goed-wachtwoord-1"
COORDINATOR = "soep_coordinator"


async def _setup() -> tuple[FakeAccountStore, AccountPorts, User]:
    store, ports, boss_id = await an_account(
        email="baas@example.nl", name="Baas", rol="superuser", password=PASSWORD, now=NOW
    )
    boss = await store.users.get(boss_id)
    assert boss is not None
    return store, ports, boss


def _invitation_token(store: FakeAccountStore) -> str:
    return in_last_mail(store, r"/wachtwoord-resetten/[^/\s]+/([A-Za-z0-9_\-]+)")


async def test_an_invited_user_gets_one_mail_whose_link_sets_the_password_once() -> None:
    store, ports, _boss = await _setup()
    fields = UserFields(name=" Sanne ", email="Sanne@Example.nl", rol="beheerder", uitnodigen=True)
    user = await staff_users.create_user(fields, ports)
    assert user.id is not None and user.name == "Sanne" and user.uitgenodigd == NOW
    assert [row.message.to for row in store.outbox.rows.values()] == ["sanne@example.nl"]
    token = _invitation_token(store)
    await auth.change_password_with_token("sanne@example.nl", token, PASSWORD, PASSWORD, ports)
    stored = await store.users.get(user.id)
    assert stored is not None and stored.password_hash == f"hashed:{PASSWORD}"
    with pytest.raises(ValidationFailed) as again:
        await auth.change_password_with_token("sanne@example.nl", token, PASSWORD, PASSWORD, ports)
    assert list(again.value.errors) == ["token"]


async def test_a_user_without_invitation_gets_no_mail_and_no_link() -> None:
    store, ports, _boss = await _setup()
    user = await staff_users.create_user(UserFields(name="Piet", email="piet@example.nl", rol=COORDINATOR), ports)
    assert user.uitgenodigd is None
    assert store.outbox.rows == {} and store.user_tokens.rows == {}


async def test_inviting_again_revokes_the_earlier_link() -> None:
    store, ports, _boss = await _setup()
    fields = UserFields(name="Sanne", email="sanne@example.nl", rol="beheerder", uitnodigen=True)
    user = await staff_users.create_user(fields, ports)
    assert user.id is not None
    first = _invitation_token(store)
    await staff_users.resend_invitation(user.id, ports)
    second = _invitation_token(store)
    assert first != second and len(store.outbox.rows) == 2
    with pytest.raises(ValidationFailed):
        await auth.change_password_with_token("sanne@example.nl", first, PASSWORD, PASSWORD, ports)
    await auth.change_password_with_token("sanne@example.nl", second, PASSWORD, PASSWORD, ports)


async def test_a_bad_form_names_every_field_and_stores_nothing() -> None:
    store, ports, _boss = await _setup()
    fields = UserFields(name=" ", email="geen-adres", rol="baas", telefoonnummer="0" * 51)
    with pytest.raises(ValidationFailed) as refused:
        await staff_users.create_user(fields, ports)
    assert set(refused.value.errors) == {"name", "email", "rol", "telefoonnummer"}
    assert len(await store.users.list_all()) == 1


async def test_an_address_in_use_by_another_user_is_refused_on_create_and_edit() -> None:
    _store, ports, boss = await _setup()
    with pytest.raises(ValidationFailed) as taken:
        await staff_users.create_user(UserFields(name="X", email="BAAS@example.nl", rol=COORDINATOR), ports)
    assert taken.value.errors == {"email": [staff_users.EMAIL_TAKEN]}
    piet = await staff_users.create_user(UserFields(name="Piet", email="piet@example.nl", rol=COORDINATOR), ports)
    assert piet.id is not None and boss.id is not None
    with pytest.raises(ValidationFailed):
        await staff_users.edit_user(piet.id, UserFields(name="Piet", email="baas@example.nl", rol=COORDINATOR), ports)
    kept = await staff_users.edit_user(
        boss.id, UserFields(name="De baas", email="baas@example.nl", rol="superuser"), ports
    )
    assert kept.name == "De baas"


async def test_the_last_active_superuser_keeps_the_role_and_stays_active() -> None:
    store, ports, boss = await _setup()
    assert boss.id is not None
    actor = await staff_users.create_user(UserFields(name="Sanne", email="s@example.nl", rol="beheerder"), ports)
    with pytest.raises(ValidationFailed) as demoted:
        await staff_users.edit_user(boss.id, UserFields(name="Baas", email="baas@example.nl", rol=COORDINATOR), ports)
    assert demoted.value.errors == {"rol": [staff_users.LAST_SUPERUSER]}
    with pytest.raises(ValidationFailed):
        await staff_users.deactivate_user(actor, boss.id, ports)
    stored = await store.users.get(boss.id)
    assert stored is not None and stored.rol == "superuser" and stored.is_active


async def test_deactivating_ends_sessions_and_only_a_deactivated_user_can_be_deleted() -> None:
    store, ports, boss = await _setup()
    piet = await staff_users.create_user(UserFields(name="Piet", email="piet@example.nl", rol=COORDINATOR), ports)
    assert piet.id is not None
    await store.staff_sessions.add(
        StaffSession(id=None, user_id=piet.id, token_hash="x", created_at=NOW, last_seen_at=NOW)
    )
    with pytest.raises(ValidationFailed) as active:
        await staff_users.delete_user(boss, piet.id, ports)
    assert active.value.errors == {"status": [staff_users.ONLY_DEACTIVATED]}
    deactivated = await staff_users.deactivate_user(boss, piet.id, ports)
    assert deactivated.status is UserStatus.GEDEACTIVEERD
    assert store.staff_sessions.rows == {}
    await staff_users.delete_user(boss, piet.id, ports)
    assert await store.users.get(piet.id) is None
    with pytest.raises(NotFound):
        await staff_users.get_user(piet.id, ports)


async def test_nobody_deactivates_or_deletes_themselves() -> None:
    _store, ports, boss = await _setup()
    assert boss.id is not None
    with pytest.raises(ValidationFailed) as deactivate:
        await staff_users.deactivate_user(boss, boss.id, ports)
    assert deactivate.value.errors == {"status": [staff_users.NOT_YOURSELF_DEACTIVATE]}
    with pytest.raises(ValidationFailed) as delete:
        await staff_users.delete_user(boss, boss.id, ports)
    assert delete.value.errors == {"status": [staff_users.NOT_YOURSELF_DELETE]}


async def test_unlocking_an_address_lifts_the_lock_and_is_in_the_logboek() -> None:
    store, ports, boss = await _setup()
    now = ports.clock.now()
    for _ in range(MAX_FAILURES):
        await store.login_failures.claim("baas@example.nl", now)
    assert await store.login_failures.lock("baas@example.nl", next_lock(Claim(5, 0, None), now), now)
    assert [a.email for a in await staff_users.locked_addresses(ports)] == ["baas@example.nl"]
    account = await staff_users.unlock_address("BAAS@example.nl", ports, actor=boss)
    assert account is not None and account.id == boss.id
    assert await staff_users.locked_addresses(ports) == []
    (event,) = store.audit_log.entries
    assert (event.entity_type, event.action, event.entity_id, event.user_id) == ("login", "unlocked", boss.id, boss.id)
    with pytest.raises(NotFound):
        await staff_users.unlock_address("niemand@example.nl", ports)


@given(st.sampled_from(list(UserStatus)), st.one_of(st.none(), st.just("$argon2id$hash")))
def test_only_an_active_user_without_a_password_awaits_an_invitation(
    status: UserStatus, password_hash: str | None
) -> None:
    user = User(id=1, name="N", email="n@example.nl", rol=COORDINATOR, status=status, password_hash=password_hash)
    assert user.awaits_invitation == (status is UserStatus.ACTIEF and password_hash is None)


async def test_inviting_again_is_refused_once_the_password_is_set() -> None:
    store, ports, boss = await _setup()
    assert boss.id is not None
    outbox = getattr(store, "outbox")
    before = len(outbox.rows)
    with pytest.raises(ValidationFailed) as raised:
        await staff_users.resend_invitation(boss.id, ports)
    assert raised.value.errors == {"status": [INVITATION_NOT_NEEDED]}
    assert len(getattr(store, "outbox").rows) == before, "no mail"
