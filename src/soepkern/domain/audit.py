"""The audit trail: who changed what in the back office, when, with the values before and after
(docs/decisions/0020-audit-trail.md).

One place computes a change: `record_fields` turns a saved record into JSON-able fields (never secrets), `diff`
keeps only the fields that differ, `audit_entry` makes the entry (None when nothing changed).
"""

from __future__ import annotations

import datetime as dt
import enum
from collections.abc import Mapping
from typing import Any

import attrs

MAX_TEXT_LENGTH = 1000
CUT_MARK = "…"

# Fields that never enter the log: secrets, and bookkeeping of logins that is no staff change.
_SECRET_PARTS = frozenset({"password", "wachtwoord", "token", "code", "secret", "hash", "key"})
_IGNORED_FIELDS = frozenset({"id", "failed_attempts", "laatste_inlog"})

JsonValue = Any


class AuditAction(enum.StrEnum):
    CREATED = "created"
    CHANGED = "changed"
    DELETED = "deleted"
    # Login events (entity type `login`, soepkern.domain.login_events).
    LOGIN = "login"
    FAILED = "failed"
    LOCKED = "locked"
    UNLOCKED = "unlocked"


class AuditedType(enum.StrEnum):
    """What was changed; the web app names each in Dutch."""

    ORDER = "order"
    ORDER_DAY = "order_day"
    PRODUCT = "product"
    SETTINGS = "settings"
    USER = "user"
    CUSTOMER = "customer"
    BLACKLIST = "blacklist"
    POSTAL_RANGE = "postal_range"
    DELIVERY_LIST = "delivery_list"
    PICTURE = "picture"
    CONTACT_SUBJECTS = "contact_subjects"
    LOGIN = "login"
    MONTHLY_GIFT = "monthly_gift"
    GIFT_STATEMENT = "gift_statement"  # a yearly gift statement mailed by staff (decision 0089)


@attrs.frozen
class AuditEntry:
    user_id: int | None
    user_name: str
    at: dt.datetime
    entity_type: str
    entity_id: int | None
    action: AuditAction
    before: dict[str, JsonValue]
    after: dict[str, JsonValue]
    id: int | None = None


def is_secret(name: str) -> bool:
    """Passwords, tokens, codes and keys (by any part of the field name: `password_hash`, `login_code`)."""
    return any(part in _SECRET_PARTS for part in name.lower().split("_"))


def _json(value: object) -> JsonValue:
    if value is None or isinstance(value, bool | int | float):
        return value
    if isinstance(value, enum.Enum):
        return _json(value.value)
    if isinstance(value, str):
        return value if len(value) <= MAX_TEXT_LENGTH else value[:MAX_TEXT_LENGTH] + CUT_MARK
    if isinstance(value, dt.datetime | dt.date | dt.time):
        return value.isoformat()
    if attrs.has(type(value)):
        return record_fields(value)
    if isinstance(value, Mapping):
        return {str(k): _json(v) for k, v in value.items() if not is_secret(str(k))}
    if isinstance(value, list | tuple | set | frozenset):
        return [_json(v) for v in value]
    return str(value)


def record_fields(record: object) -> dict[str, JsonValue]:
    """A record (an attrs instance or a mapping) as JSON-able fields, without its id, secrets and login counters."""
    record_type: Any = type(record)
    if attrs.has(record_type):
        items: Mapping[str, object] = {a.name: getattr(record, a.name) for a in attrs.fields(record_type)}
    elif isinstance(record, Mapping):
        items = record
    else:
        raise TypeError(f"cannot audit {type(record).__name__}")
    return {
        str(name): _json(value)
        for name, value in items.items()
        if str(name) not in _IGNORED_FIELDS and not is_secret(str(name))
    }


def diff(
    before: Mapping[str, JsonValue], after: Mapping[str, JsonValue]
) -> tuple[dict[str, JsonValue], dict[str, JsonValue]]:
    """Only the fields that differ: (their values before, their values after); a missing field is left out."""
    names = sorted(set(before) | set(after))
    changed = [n for n in names if before.get(n) != after.get(n) or (n in before) != (n in after)]
    return {n: before[n] for n in changed if n in before}, {n: after[n] for n in changed if n in after}


def audit_entry(
    entity_type: str,
    entity_id: int | None,
    before: object | None,
    after: object | None,
    *,
    user_id: int | None,
    user_name: str,
    at: dt.datetime,
) -> AuditEntry | None:
    """The entry for one saved change (None before: created, None after: deleted); None when nothing changed."""
    if before is None and after is None:
        return None
    old = record_fields(before) if before is not None else {}
    new = record_fields(after) if after is not None else {}
    action = AuditAction.CREATED if before is None else AuditAction.DELETED if after is None else AuditAction.CHANGED
    old, new = diff(old, new)
    if action is AuditAction.CHANGED and not old and not new:
        return None
    return AuditEntry(user_id, user_name, at, entity_type, entity_id, action, old, new)
