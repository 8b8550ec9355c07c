"""The one cattrs converter: JSON request bodies become command objects (strict types, a Dutch 422 per field),
and answers are written from attrs classes (`unstructure`: dates, UTC moments with Z, enums as their values).

`ACCEPTED` states, as JSON Schema, what each structure hook takes: the OpenAPI document's request bodies are
generated from it (entrypoints/web/openapi/types.py), so the document is exactly as lenient as the server.
"""

from __future__ import annotations

import functools
import types
import typing
from collections.abc import Callable, Mapping
from datetime import date, datetime
from typing import Any, TypeVar

import attrs
import cattrs
from cattrs.errors import ClassValidationError, ForbiddenExtraKeysError, IterableValidationError
from cattrs.gen import make_dict_unstructure_fn, override
from cattrs.strategies import configure_union_passthrough
from cattrs.v import transform_error

from soepkern.domain.contact_details import FLAT_KEY
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.input_bounds import (
    LINE_BREAK,
    NOT_A_LIST,
    breaks_line,
    is_multiline,
    max_items,
    too_many_items,
)

T = TypeVar("T")

MISSING_FIELD = "Dit veld is verplicht."
INVALID_VALUE = "Ongeldige waarde."

converter = cattrs.Converter()


def _utc_iso(value: datetime) -> str:
    return value.replace(microsecond=0).isoformat().replace("+00:00", "Z")


converter.register_unstructure_hook(datetime, _utc_iso)

_TRUE = (True, 1, "1", "true", "on")
_FALSE = (False, 0, "0", "false", "off", "")


def _strict_bool(value: Any, _type: Any) -> bool:
    if isinstance(value, (bool, int, str)) and not isinstance(value, float):
        if value in _TRUE and (not isinstance(value, int) or isinstance(value, bool) or value == 1):
            return True
        if value in _FALSE:
            return False
    raise ValueError(f"not a boolean: {value!r}")


# Whole numbers the API accepts: signed 32-bit, like every id, amount and count column (docs/security.md).
INT_MIN, INT_MAX = -(2**31), 2**31 - 1


def _in_range(value: int) -> int:
    if not INT_MIN <= value <= INT_MAX:
        raise ValueError(f"out of range: {value!r}")
    return value


def _strict_int(value: Any, _type: Any) -> int:
    if isinstance(value, bool):
        raise ValueError("a boolean is not a number")
    if isinstance(value, int):
        return _in_range(value)
    if isinstance(value, float) and value.is_integer():
        return _in_range(int(value))
    text = value.strip() if isinstance(value, str) else ""
    if text.lstrip("-").isdigit() and text.isascii() and len(text) <= 11:
        return _in_range(int(text))
    raise ValueError(f"not a whole number: {value!r}")


def _strict_str(value: Any, _type: Any) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(value)
    raise ValueError(f"not text: {value!r}")


converter.register_structure_hook(bool, _strict_bool)
converter.register_structure_hook(int, _strict_int)
converter.register_structure_hook(str, _strict_str)
# Unions of JSON primitives (e.g. `bool | str` for a status sent as true or as 'actief') keep the value as sent.
configure_union_passthrough(bool | int | float | str | None, converter)
converter.register_unstructure_hook(date, lambda d: d.isoformat())

# JSON Schema of what the hooks above accept (keep beside them: one home for the rule).
ACCEPTED: dict[type, dict[str, Any]] = {
    bool: {"anyOf": [{"type": "boolean"}, {"enum": [0, 1, "0", "1", "true", "false", "on", "off", ""]}]},
    int: {
        "anyOf": [
            {"type": "integer", "minimum": INT_MIN, "maximum": INT_MAX},
            {"type": "string", "pattern": r"^\s*-?[0-9]{1,10}\s*$"},
        ]
    },
    str: {"type": ["string", "number"]},
}


# Classes written under the contract's field names: class -> {attribute: JSON name} (the document reads it too).
RENAMED: dict[type, dict[str, str]] = {}


# Fields left out when a class is written: class -> attribute names (the document reads it too).
OMITTED: dict[type, tuple[str, ...]] = {}


def write_renamed(cls: type, omit: tuple[str, ...] = (), **names: str) -> None:
    """Writes `cls` (e.g. a domain value) with some fields under the contract's names (cattrs' `override(rename=)`),
    without the fields in `omit` (`override(omit=True)`), and the fields of a value declared `FLAT` (an order's
    contact details) in the object itself."""
    overrides = {attribute: override(rename=name) for attribute, name in names.items()}
    overrides.update({attribute: override(omit=True) for attribute in omit})
    write: Callable[[Any], dict[str, Any]] = make_dict_unstructure_fn(cls, converter, **overrides)  # type: ignore[arg-type]
    flat = [field.name for field in attrs.fields(cls) if field.metadata.get(FLAT_KEY)]
    converter.register_unstructure_hook(cls, _flattened(write, flat) if flat else write)
    RENAMED[cls] = names
    OMITTED[cls] = omit


def _flattened(write: Callable[[Any], dict[str, Any]], flat: list[str]) -> Callable[[Any], dict[str, Any]]:
    def flattened(value: Any) -> dict[str, Any]:
        answer: dict[str, Any] = {}
        for name, item in write(value).items():
            answer.update(item if name in flat else {name: item})
        return answer

    return flattened


def _dutch_message(exc: BaseException, _type: Any) -> str:
    if isinstance(exc, KeyError):
        return MISSING_FIELD
    return INVALID_VALUE


def _field_path(path: str) -> str:
    # cattrs paths look like "$.products[0].hoeveelheid"; the spec uses "products.0.hoeveelheid".
    cleaned = path.removeprefix("$").removeprefix(".")
    return cleaned.replace("[", ".").replace("]", "").replace("'", "") or "body"


@attrs.frozen
class _FieldRule:
    name: str
    max_items: int | None  # a list field's declared maximum; None for other fields
    one_line: bool  # a text field (or list of texts) that may not hold a line break
    nested: tuple[type, ...]  # the attrs classes in its type (a list's item type, or `X | None`), checked in turn
    nullable: bool  # null is allowed (`list[X] | None`): nothing to check


def _options(kind: Any) -> tuple[Any, ...]:
    return typing.get_args(kind) if typing.get_origin(kind) in (typing.Union, types.UnionType) else (kind,)


@functools.cache
def _field_rules(cls: type) -> tuple[_FieldRule, ...]:
    hints = typing.get_type_hints(cls)
    rules = []
    for field in attrs.fields(cls):
        kind = hints.get(field.name, Any)
        nullable = type(None) in _options(kind)
        lists = [option for option in _options(kind) if typing.get_origin(option) is list]
        is_list = bool(lists) and (len(_options(kind)) == 1 or (nullable and len(_options(kind)) == 2))
        inner = typing.get_args(lists[0])[0] if is_list and typing.get_args(lists[0]) else kind
        options = _options(inner)
        nested = tuple(option for option in options if isinstance(option, type) and attrs.has(option))
        one_line = str in options and not is_multiline(field)
        if is_list or nested or one_line:
            rules.append(_FieldRule(field.name, max_items(field) if is_list else None, one_line, nested, nullable))
    return tuple(rules)


def _check_value(value: Any, rule: _FieldRule, path: str, errors: dict[str, list[str]]) -> None:
    if rule.one_line and isinstance(value, str) and breaks_line(value):
        errors[path] = [LINE_BREAK]
    for option in rule.nested:
        _shape_problems(value, option, f"{path}.", errors)


def _shape_problems(data: Any, cls: type, prefix: str, errors: dict[str, list[str]]) -> None:
    """Refuses, before anything is structured, a list field that is no list or holds more than its declared maximum,
    and a line break in a one-line text field (docs/security.md, "Lists", "One-line fields"). The walk is bounded:
    it only enters lists that passed their maximum."""
    if not isinstance(data, Mapping):
        return
    for rule in _field_rules(cls):
        if rule.name not in data or (data[rule.name] is None and rule.nullable):
            continue
        value, path = data[rule.name], f"{prefix}{rule.name}"
        if rule.max_items is None:
            _check_value(value, rule, path, errors)
        elif not isinstance(value, list):
            errors[path] = [NOT_A_LIST]
        elif len(value) > rule.max_items:
            errors[path] = [too_many_items(rule.max_items)]
        else:
            for index, item in enumerate(value):
                _check_value(item, rule, f"{path}.{index}", errors)


def structure(data: Any, cls: type[T]) -> T:
    """Structures a JSON body into `cls`; failures become a 422 with the spec's field names."""
    if not isinstance(data, Mapping) and not isinstance(data, list):
        raise ValidationFailed.single("body", INVALID_VALUE)
    if attrs.has(cls):
        shape_errors: dict[str, list[str]] = {}
        _shape_problems(data, cls, "", shape_errors)
        if shape_errors:
            raise ValidationFailed(shape_errors)
    try:
        return converter.structure(data, cls)
    except (ClassValidationError, IterableValidationError, ForbiddenExtraKeysError) as exc:
        errors: dict[str, list[str]] = {}
        for line in transform_error(exc, format_exception=_dutch_message):
            message, _, path = line.rpartition(" @ ")
            errors.setdefault(_field_path(path), []).append(message)
        raise ValidationFailed(errors) from exc


def unstructure(value: Any) -> Any:
    return converter.unstructure(value)
