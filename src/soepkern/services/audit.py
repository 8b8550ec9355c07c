"""Recording the audit trail inside the unit of work that makes the change (docs/decisions/0020-audit-trail.md).

The staff member on whose behalf code runs is the *acting* staff member (`acting_as`, set once per staff request by
the web layer). A unit of work opened while someone is acting wraps its audited repositories (`audit_repositories`):
their add/update/delete read the record before, save, and write the difference to `uow.audit_log` in the same
transaction, so a change that is rolled back leaves no entry. Without an acting staff member (the shop, the CLI, the
background jobs) nothing is recorded.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Mapping
from contextvars import ContextVar
from typing import Any

import attrs

from soepkern.domain.audit import AuditedType, AuditEntry, audit_entry
from soepkern.ports import AuditLogRepository, Clock, Page, UnitOfWork, UnitOfWorkFactory


@attrs.frozen
class Actor:
    """Who is changing things, as the log shows them (the name at that time), and the clock for the entries."""

    user_id: int | None
    user_name: str
    clock: Clock


_ACTING: ContextVar[Actor | None] = ContextVar("soep_acting_staff_member", default=None)


@contextlib.contextmanager
def acting_as(actor: Actor) -> Iterator[None]:
    token = _ACTING.set(actor)
    try:
        yield
    finally:
        _ACTING.reset(token)


def acting() -> Actor | None:
    return _ACTING.get()


class _Recorder:
    def __init__(self, log: AuditLogRepository, actor: Actor, entity_type: str) -> None:
        self._log = log
        self._actor = actor
        self._type = entity_type

    async def record(self, entity_id: int | None, before: object | None, after: object | None) -> None:
        entry = audit_entry(
            self._type,
            entity_id,
            before,
            after,
            user_id=self._actor.user_id,
            user_name=self._actor.user_name,
            at=self._actor.clock.now(),
        )
        if entry is not None:
            await self._log.add(entry)


class AuditedRepository:
    """A repository whose add(record), update(record) and delete(id) are recorded; everything else passes through."""

    def __init__(self, inner: Any, recorder: _Recorder) -> None:
        self._inner = inner
        self._recorder = recorder

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

    async def add(self, record: Any) -> int:
        record_id = int(await self._inner.add(record))
        await self._recorder.record(record_id, None, record)
        return record_id

    async def update(self, record: Any) -> None:
        before = await self._inner.get(record.id)
        await self._inner.update(record)
        await self._recorder.record(record.id, before, record)

    async def delete(self, record_id: int) -> None:
        before = await self._inner.get(record_id)
        await self._inner.delete(record_id)
        if before is not None:
            await self._recorder.record(record_id, before, None)


class AuditedSettings:
    """The settings variables: a save records the variables it changes (one entry per save)."""

    def __init__(self, inner: Any, recorder: _Recorder) -> None:
        self._inner = inner
        self._recorder = recorder

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

    async def save(self, values: Mapping[str, str]) -> None:
        stored = await self._inner.get_all()
        await self._inner.save(values)
        before = {key: stored[key] for key in values if key in stored}
        await self._recorder.record(None, before, dict(values))


# The unit of work's repository attribute -> what the log calls it.
AUDITED_REPOSITORIES: Mapping[str, AuditedType] = {
    "orders": AuditedType.ORDER,
    "order_days": AuditedType.ORDER_DAY,
    "products": AuditedType.PRODUCT,
    "users": AuditedType.USER,
    "customers": AuditedType.CUSTOMER,
    "blacklist": AuditedType.BLACKLIST,
    "postal_ranges": AuditedType.POSTAL_RANGE,
    "delivery_lists": AuditedType.DELIVERY_LIST,
    "pictures": AuditedType.PICTURE,
}


def audit_repositories(uow: UnitOfWork, actor: Actor) -> None:
    """Wraps the audited repositories of an open unit of work so that their changes are logged in it."""
    for name, entity_type in AUDITED_REPOSITORIES.items():
        setattr(uow, name, AuditedRepository(getattr(uow, name), _Recorder(uow.audit_log, actor, entity_type)))
    settings = _Recorder(uow.audit_log, actor, AuditedType.SETTINGS)
    uow.settings_values = AuditedSettings(uow.settings_values, settings)


async def list_entries(
    uow_factory: UnitOfWorkFactory,
    page: int,
    per_page: int,
    *,
    entity_type: str | None = None,
    user_id: int | None = None,
) -> Page[AuditEntry]:
    """Newest first, optionally only one kind of record or one staff member."""
    async with uow_factory() as uow:
        return await uow.audit_log.list_page(page, per_page, entity_type=entity_type, user_id=user_id)
