"""The one cattrs converter: JSON request bodies become command objects (strict types, a Dutch 422 per field),
and answers are written from attrs classes (`unstructure`: dates, UTC moments with Z, enums as their values).

`ACCEPTED` states, as JSON Schema, what each structure hook takes: the OpenAPI document's request bodies are
generated from it (entrypoints/web/openapi/types.py), so the document is exactly as lenient as the server.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date, datetime
from typing import Any, TypeVar

import cattrs
from cattrs.errors import ClassValidationError, ForbiddenExtraKeysError, IterableValidationError
from cattrs.strategies import configure_union_passthrough
from cattrs.v import transform_error

from soepkern.domain.errors import ValidationFailed

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


def _dutch_message(exc: BaseException, _type: Any) -> str:
    if isinstance(exc, KeyError):
        return MISSING_FIELD
    return INVALID_VALUE


def _field_path(path: str) -> str:
    # cattrs paths look like "$.products[0].hoeveelheid"; the spec uses "products.0.hoeveelheid".
    cleaned = path.removeprefix("$").removeprefix(".")
    return cleaned.replace("[", ".").replace("]", "").replace("'", "") or "body"


def structure(data: Any, cls: type[T]) -> T:
    """Structures a JSON body into `cls`; failures become a 422 with the spec's field names."""
    if not isinstance(data, Mapping) and not isinstance(data, list):
        raise ValidationFailed.single("body", INVALID_VALUE)
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
