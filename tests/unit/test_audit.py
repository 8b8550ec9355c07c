"""The audit trail's one change computation (properties) and its recording around the repositories (fakes)."""

from __future__ import annotations

import datetime as dt
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from soepkern.domain.audit import (
    MAX_TEXT_LENGTH,
    AuditAction,
    AuditedType,
    audit_entry,
    diff,
    is_secret,
    record_fields,
)
from soepkern.domain.blacklist import BlacklistItem
from soepkern.domain.users import User
from soepkern.services.audit import Actor, acting, acting_as, audit_repositories
from tests.fakes import FakeClock, InMemoryAuditLog, InMemoryList, InMemorySettingsValues

AT = dt.datetime(2026, 11, 23, 9, 0, tzinfo=dt.UTC)
names = st.sampled_from(["naam", "prijs", "zichtbaar", "omschrijving", "postcode", "status"])
values = st.one_of(st.none(), st.booleans(), st.integers(-5, 5), st.text(max_size=5))
records = st.dictionaries(names, values, max_size=6)
# The machine is shared: the rules, not the timings, are under test.
relaxed = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])


@relaxed
@given(records, records)
def test_the_diff_holds_exactly_the_fields_that_differ(before: dict[str, Any], after: dict[str, Any]) -> None:
    old, new = diff(before, after)
    for name in set(before) | set(after):
        differs = name not in before or name not in after or before[name] != after[name]
        assert (name in old or name in new) == differs
        assert old.get(name) == before.get(name) if name in old else True
        assert new.get(name) == after.get(name) if name in new else True
    # applying the change to the old record gives the new one
    patched = {k: v for k, v in before.items() if k not in old or k in new}
    patched.update(new)
    assert patched == after


@relaxed
@given(records)
def test_no_change_no_entry(fields: dict[str, Any]) -> None:
    assert diff(fields, fields) == ({}, {})
    assert audit_entry("product", 1, fields, dict(fields), user_id=1, user_name="Bo", at=AT) is None


@relaxed
@given(records)
def test_created_and_deleted_keep_every_field_on_their_side(fields: dict[str, Any]) -> None:
    created = audit_entry("product", 1, None, fields, user_id=1, user_name="Bo", at=AT)
    deleted = audit_entry("product", 1, fields, None, user_id=1, user_name="Bo", at=AT)
    assert created is not None and deleted is not None
    assert (created.action, created.before, created.after) == (AuditAction.CREATED, {}, fields)
    assert (deleted.action, deleted.before, deleted.after) == (AuditAction.DELETED, fields, {})


@relaxed
@given(st.text(alphabet="abcdefghijklmnopqrstuvwxyz_", min_size=1, max_size=20))
def test_secrets_never_enter_a_record(name: str) -> None:
    assert (name in record_fields({name: "x"})) == (not is_secret(name) and name != "id")


def test_secrets_and_login_counters_are_left_out_and_values_are_json() -> None:
    user = User(id=3, name="Bo", email="bo@example.nl", rol="beheerder", password_hash="$argon2$x")
    user.register_login(dt.datetime(2026, 11, 23, 9, 0, tzinfo=dt.UTC))
    fields = record_fields(user)
    assert "password_hash" not in fields and "laatste_inlog" not in fields and "id" not in fields
    assert fields["status"] == "actief" and fields["name"] == "Bo"
    assert not any(is_secret(n) for n in ("postcode", "omschrijving", "huisnummer"))
    assert all(is_secret(n) for n in ("password", "token_hash", "login_code", "api_key", "wachtwoord"))
    long = record_fields({"tekst": "a" * (MAX_TEXT_LENGTH + 50), "dag": dt.date(2026, 1, 2)})
    assert len(long["tekst"]) == MAX_TEXT_LENGTH + 1 and long["dag"] == "2026-01-02"


class _Uow:
    def __init__(self) -> None:
        for name in (
            "orders",
            "order_days",
            "products",
            "users",
            "customers",
            "blacklist",
            "postal_ranges",
            "monthly_gifts",
        ):
            setattr(self, name, InMemoryList())
        self.delivery_lists = InMemoryList()
        self.pictures = InMemoryList()
        self.settings_values = InMemorySettingsValues()
        self.contact_subjects = _ContactSubjects()
        self.audit_log = InMemoryAuditLog()


class _ContactSubjects:
    def __init__(self) -> None:
        self.saved: dict[str, str] = {"Algemeen": "info@example.nl"}

    async def addresses(self) -> dict[str, str]:
        return dict(self.saved)

    async def save(self, addresses: dict[str, str]) -> None:
        self.saved.update(addresses)


async def test_the_wrapped_repositories_record_changes_of_the_acting_staff_member() -> None:
    uow: Any = _Uow()
    uow.settings_values.values = {"website_open": "1", "kor": "0"}
    audit_repositories(uow, Actor(7, "Bo", FakeClock(AT)))
    item_id = await uow.blacklist.add(BlacklistItem(id=None, email="a@example.nl", omschrijving="eerst"))
    await uow.blacklist.update(BlacklistItem(id=item_id, email="a@example.nl", omschrijving="daarna"))
    await uow.blacklist.update(BlacklistItem(id=item_id, email="a@example.nl", omschrijving="daarna"))
    await uow.blacklist.delete(item_id)
    await uow.blacklist.delete(item_id)  # gone already: nothing to record
    await uow.settings_values.save({"website_open": "0", "kor": "0"})
    await uow.contact_subjects.save({"Algemeen": "info@example.nl", "Donaties": "gift@example.nl"})
    assert await uow.blacklist.list_all() == [], "other calls pass through"
    log = uow.audit_log.entries
    assert [(e.entity_type, e.action) for e in log] == [
        (AuditedType.BLACKLIST, AuditAction.CREATED),
        (AuditedType.BLACKLIST, AuditAction.CHANGED),
        (AuditedType.BLACKLIST, AuditAction.DELETED),
        (AuditedType.SETTINGS, AuditAction.CHANGED),
        (AuditedType.CONTACT_SUBJECTS, AuditAction.CHANGED),
    ]
    assert (log[4].before, log[4].after) == ({}, {"Donaties": "gift@example.nl"})
    assert (log[1].before, log[1].after) == ({"omschrijving": "eerst"}, {"omschrijving": "daarna"})
    assert (log[3].before, log[3].after, log[3].entity_id) == ({"website_open": "1"}, {"website_open": "0"}, None)
    assert {(e.user_id, e.user_name, e.at) for e in log} == {(7, "Bo", AT)}


def test_acting_as_is_scoped() -> None:
    assert acting() is None
    actor = Actor(1, "Bo", FakeClock(AT))
    with acting_as(actor):
        assert acting() is actor
    assert acting() is None
