"""Creating an active staff user (CLI and demo data) with in-memory fakes."""

from __future__ import annotations

import pytest

from adapters.password_strength import ZxcvbnPasswordJudge
from soepkern.domain.errors import ValidationFailed
from soepkern.services.staff_users import EMAIL_TAKEN, CreateActiveUser, create_active_user
from tests.fakes import FakePasswordHasher, FakeStore


async def test_creates_an_active_user_with_a_hashed_password() -> None:
    store = FakeStore()
    command = CreateActiveUser(email=" Sanne@Example.nl", name="Sanne", rol="beheerder", password="Goed-wachtwoord-1")
    user_id = await create_active_user(command, store, FakePasswordHasher(), ZxcvbnPasswordJudge())
    user = await store.users.get(user_id)
    assert user is not None
    assert user.email == "sanne@example.nl" and user.is_active
    assert user.password_hash == "hashed:Goed-wachtwoord-1"


async def test_reports_every_bad_field_at_once_and_stores_nothing() -> None:
    store = FakeStore()
    command = CreateActiveUser(email="geen-adres", name=" ", rol="baas", password="kort")
    with pytest.raises(ValidationFailed) as failure:
        await create_active_user(command, store, FakePasswordHasher(), ZxcvbnPasswordJudge())
    assert set(failure.value.errors) == {"email", "name", "rol", "password"}
    assert await store.users.list_all() == []


async def test_email_must_be_unique() -> None:
    store = FakeStore()
    command = CreateActiveUser(email="sanne@example.nl", name="Sanne", rol="beheerder", password="Goed-wachtwoord-1")
    await create_active_user(command, store, FakePasswordHasher(), ZxcvbnPasswordJudge())
    with pytest.raises(ValidationFailed) as failure:
        await create_active_user(command, store, FakePasswordHasher(), ZxcvbnPasswordJudge())
    assert failure.value.errors == {"email": [EMAIL_TAKEN]}
