"""JSON Schemas generated from the Python types the server structures request bodies into and writes answers from.

Request bodies (`body_schema`) say what the converter accepts (`adapters.serialization.ACCEPTED`): the document is
exactly as lenient as the server; the domain's field rules answer 422 with a Dutch message. Answers
(`answer_schema`) say what the converter writes: every field of an attrs class is always present (null where the
type allows it); each answer class becomes a named component. A field can refine its schema with
`attrs.field(metadata={SCHEMA: {...}})` (e.g. euro cents, a fixed set of texts).
"""

from __future__ import annotations

import enum
import types
import typing
from datetime import date, datetime
from typing import Any

import attrs

from adapters.serialization import ACCEPTED, OMITTED, RENAMED
from entrypoints.web.openapi.schemas import BOOL, DAY, INT, STR, TIMESTAMP, Schema, array, nullable, ref
from soepkern.domain.contact_details import FLAT_KEY

SCHEMA = "openapi"  # attrs field metadata key: this field's schema, instead of the one its type gives
IN_PLACE = "in_place"  # attrs field metadata key: this field's own fields are written into the answer itself
NULL: Schema = {"type": "null"}
JSON_TYPES = {bool: "boolean", int: "integer", str: "string", float: "number"}
WRITTEN: dict[Any, Schema] = {int: INT, str: STR, bool: BOOL, float: {"type": "number"}, datetime: TIMESTAMP, date: DAY}


# Field schemas for classes the document must not reach into (a domain value written as an answer): class -> field ->
# schema, e.g. the unit of a money field. Set with `describe`.
DESCRIBED: dict[type, dict[str, Schema]] = {}


def describe(cls: type, **schemas: Schema) -> None:
    """Gives fields of `cls` their schema in the document (as `attrs.field(metadata={SCHEMA: ...})` would), for a
    class that lives in the domain: `describe(OrderPlaced, totaal=CENTS)`."""
    DESCRIBED.setdefault(cls, {}).update(schemas)


def _union_members(tp: Any) -> tuple[Any, ...] | None:
    if typing.get_origin(tp) in (typing.Union, types.UnionType):
        return typing.get_args(tp)
    return None


def _schema(tp: Any, components: dict[str, Schema] | None) -> Schema:
    """`components` None: a request body (what is accepted); otherwise an answer (what is written)."""
    reading = components is None
    if tp is Any:
        return {}
    if tp is None or tp is type(None):
        return NULL
    members = _union_members(tp)
    if members is not None:
        others = [m for m in members if m is not type(None)]
        inner = _schema(others[0], components)
        if len(others) > 1 and reading and all(m in JSON_TYPES for m in others):
            inner = {"type": [JSON_TYPES[m] for m in others]}  # passed through as sent (adapters/serialization.py)
        elif len(others) > 1:
            inner = {"anyOf": [_schema(m, components) for m in others]}
        return nullable(inner) if len(others) < len(members) else inner
    origin = typing.get_origin(tp)
    if origin is typing.Literal:
        return {"enum": list(typing.get_args(tp))}
    if origin in (list, tuple, set, frozenset) or tp in (list, tuple):
        args = [a for a in typing.get_args(tp) if a is not Ellipsis]
        return array(_schema(args[0], components) if args else {})
    if origin is dict or tp is dict:
        pair = typing.get_args(tp)
        return {"type": "object", "additionalProperties": _schema(pair[1], components)} if pair else {"type": "object"}
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return {"enum": [member.value for member in tp]}
    if origin is not None and attrs.has(origin):  # a generic answer such as Paged[X]: written in place
        return _generic(origin, typing.get_args(tp), components)
    if attrs.has(tp):
        return _object(tp, components)
    if reading and tp in ACCEPTED:
        return ACCEPTED[tp]
    if tp in WRITTEN:
        return WRITTEN[tp]
    raise TypeError(f"no JSON Schema for {tp!r}")


def _object(cls: type, components: dict[str, Schema] | None) -> Schema:
    properties: dict[str, Schema] = {}
    required: list[str] = []
    in_place = _fields(cls, cls, components, properties, required)
    schema: Schema = {"type": "object", "properties": properties}
    if required:
        schema["required"] = required
    if components is None:
        return schema
    if in_place:
        schema = {"allOf": [*in_place, schema]}
    name = cls.__name__
    if components.get(name, schema) != schema:
        raise ValueError(f"two answer shapes are called {name}")
    components[name] = schema
    return ref(name)


def _fields(
    cls: type, outer: type, components: dict[str, Schema] | None, properties: dict[str, Schema], required: list[str]
) -> list[Schema]:
    """Adds the fields of `cls` to `properties` and `required` (those of a value declared `FLAT` as the object's
    own, their schemas refined by `describe(outer, ...)`); the schemas of fields written in place (`allOf`)."""
    hints = typing.get_type_hints(cls)
    names = RENAMED.get(cls, {}) if components is not None else {}
    in_place: list[Schema] = []
    for field in attrs.fields(cls):
        if components is not None and field.name in OMITTED.get(cls, ()):
            continue
        if components is not None and field.metadata.get(IN_PLACE):
            in_place.append(_schema(hints[field.name], components))
            continue
        if field.metadata.get(FLAT_KEY):
            in_place += _fields(hints[field.name], outer, components, properties, required)
            continue
        name = names.get(field.name, field.name)
        described = DESCRIBED.get(outer, {}).get(field.name, DESCRIBED.get(cls, {}).get(field.name))
        declared = field.metadata.get(SCHEMA, described)
        hint = hints[field.name]
        if components is not None and field.name == "id" and hint == int | None:
            hint = int  # an answer's record is stored: the domain's `id = None` means "not yet stored"
        properties[name] = declared if declared is not None else _schema(hint, components)
        if components is not None or field.default is attrs.NOTHING:
            required.append(name)
    return in_place


def _generic(cls: type, args: tuple[Any, ...], components: dict[str, Schema] | None) -> Schema:
    bound = dict(zip(getattr(cls, "__parameters__", ()), args, strict=True))
    hints = typing.get_type_hints(cls)
    properties: dict[str, Schema] = {}
    for field in attrs.fields(cls):
        hint = hints[field.name]
        if isinstance(hint, typing.TypeVar):
            hint = bound[hint]
        elif getattr(hint, "__parameters__", ()):
            hint = hint[tuple(bound[p] for p in hint.__parameters__)]
        declared = field.metadata.get(SCHEMA)
        properties[field.name] = declared if declared is not None else _schema(hint, components)
    return {"type": "object", "properties": properties, "required": list(properties)}


def body_schema(tp: Any) -> Schema:
    """What a request body structured into `tp` may be."""
    return _schema(tp, None)


def answer_schema(tp: Any, components: dict[str, Schema]) -> Schema:
    """What an answer written from a `tp` is; the attrs classes met are added to `components`."""
    return _schema(tp, components)
