"""Recording the audit trail inside the unit of work that makes the change (docs/decisions/0020-audit-trail.md).

The staff member on whose behalf code runs is the *acting* staff member (`acting_as`, set once per staff request by
the web layer). A unit of work opened while someone is acting wraps its audited repositories (`audit_repositories`):
their add/update/delete read the record before, save, and write the difference to `uow.audit_log` in the same
transaction, so a change that is rolled back leaves no entry. Without an acting staff member (the shop, the CLI, the
background jobs) nothing is recorded.
"""

from __future__ import annotations

import contextlib
from collections.abc import Awaitable, Iterator, Mapping
from contextvars import ContextVar
from typing import Any, TypeVar

import attrs

from soepkern.domain.audit import AuditedType, AuditEntry, audit_entry
from soepkern.domain.delivery_lists import DeliveryAddress, DeliveryList
from soepkern.domain.pictures import ProductPicture
from soepkern.ports import AuditLogRepository, Clock, Page, UnitOfWork, UnitOfWorkFactory

T = TypeVar("T")


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

    async def _stored(self, record_id: int, fallback: Any) -> Any:
        """The record as the repository reads it back after a change: both sides of an entry are then read the
        same way, so the log names the soups of an order day (the form sends only their ids) and never lists a
        value that only changed its spelling (a moment sent with another offset, a trimmed text)."""
        stored = await self._inner.get(record_id)
        return fallback if stored is None else stored

    async def add(self, record: Any) -> int:
        record_id = int(await self._inner.add(record))
        await self._recorder.record(record_id, None, await self._stored(record_id, record))
        return record_id

    async def update(self, record: Any) -> None:
        before = await self._inner.get(record.id)
        await self._inner.update(record)
        await self._recorder.record(record.id, before, await self._stored(record.id, record))

    async def delete(self, record_id: int) -> None:
        before = await self._inner.get(record_id)
        await self._inner.delete(record_id)
        if before is not None:
            await self._recorder.record(record_id, before, None)

    async def _recorded(self, record_id: int, change: Awaitable[T]) -> T:
        """Runs a change of one record other than add/update/delete and records the record before and after."""
        before = await self._inner.get(record_id)
        result = await change
        await self._recorder.record(record_id, before, await self._inner.get(record_id))
        return result


class AuditedDeliveryLists(AuditedRepository):
    """Delivery lists: also a deliverer's tick (an address delivered, or not after all)."""

    async def save_tick(self, delivery_list: DeliveryList, address: DeliveryAddress) -> None:
        assert delivery_list.id is not None
        await self._recorded(delivery_list.id, self._inner.save_tick(delivery_list, address))


class AuditedProducts(AuditedRepository):
    """Soups: also a picture uploaded for a soup."""

    async def add_picture(self, product_id: int, picture: ProductPicture) -> int:
        return int(await self._recorded(product_id, self._inner.add_picture(product_id, picture)))


class AuditedSettings:
    """The settings variables: a save records the variables it changes (one entry per save)."""

    def __init__(self, inner: Any, recorder: _Recorder) -> None:
        self._inner = inner
        self._recorder = recorder

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

    async def _stored(self) -> Mapping[str, str]:
        return dict(await self._inner.get_all())

    async def save(self, values: Mapping[str, str]) -> None:
        stored = await self._stored()
        await self._inner.save(values)
        before = {key: stored[key] for key in values if key in stored}
        await self._recorder.record(None, before, dict(values))


class AuditedContactSubjects(AuditedSettings):
    """The contact form's subjects: a save records the addresses it changes."""

    async def _stored(self) -> Mapping[str, str]:
        return dict(await self._inner.addresses())


class AuditedMonthlyGifts(AuditedRepository):
    """Monthly gifts: what staff change is the state (a gift stopped on the donor's request, or before the donor is
    erased); the amount changes only on the donor's own page, where nobody is acting."""

    async def change_status(self, gift_id: int, new: Any, only_from: Any, at: Any) -> bool:
        return bool(await self._recorded(gift_id, self._inner.change_status(gift_id, new, only_from, at)))


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
    "monthly_gifts": AuditedType.MONTHLY_GIFT,
}


# Repositories with changes beyond add/update/delete.
_WRAPPERS: Mapping[str, type[AuditedRepository]] = {
    "delivery_lists": AuditedDeliveryLists,
    "products": AuditedProducts,
    "monthly_gifts": AuditedMonthlyGifts,
}


def audit_repositories(uow: UnitOfWork, actor: Actor) -> None:
    """Wraps the audited repositories of an open unit of work so that their changes are logged in it."""
    for name, entity_type in AUDITED_REPOSITORIES.items():
        wrapper = _WRAPPERS.get(name, AuditedRepository)
        setattr(uow, name, wrapper(getattr(uow, name), _Recorder(uow.audit_log, actor, entity_type)))
    settings = _Recorder(uow.audit_log, actor, AuditedType.SETTINGS)
    uow.settings_values = AuditedSettings(uow.settings_values, settings)
    subjects = _Recorder(uow.audit_log, actor, AuditedType.CONTACT_SUBJECTS)
    uow.contact_subjects = AuditedContactSubjects(uow.contact_subjects, subjects)


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
