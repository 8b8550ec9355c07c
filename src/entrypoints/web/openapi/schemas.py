"""JSON Schema (OpenAPI 3.1 = JSON Schema 2020-12) helpers for the document, and the few shapes not generated from a
Python type: the common error answers, and the bodies and query parameters of handlers that read them themselves.

Answers are attrs classes; their schemas are generated (openapi/types.py). A hand-written object lists the fields
the API promises as `required`; extra fields are allowed.
"""

from __future__ import annotations

from typing import Any

Schema = dict[str, Any]

INT: Schema = {"type": "integer"}
STR: Schema = {"type": "string"}
BOOL: Schema = {"type": "boolean"}
CENTS: Schema = {"type": "integer", "description": "euro cents"}
DAY: Schema = {"type": "string", "format": "date", "description": "YYYY-MM-DD, meant in Europe/Amsterdam"}
TIMESTAMP: Schema = {
    "type": "string",
    "pattern": r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$",
    "description": "UTC, without fractional seconds",
}
UPLOADED_FILE: Schema = {"type": "string", "contentMediaType": "application/octet-stream"}


def ref(name: str) -> Schema:
    return {"$ref": f"#/components/schemas/{name}"}


def nullable(schema: Schema) -> Schema:
    return {"anyOf": [schema, {"type": "null"}]}


def array(items: Schema) -> Schema:
    return {"type": "array", "items": items}


def obj(required: dict[str, Schema] | None = None, optional: dict[str, Schema] | None = None) -> Schema:
    """An object with these fields (the `required` ones always present); other fields are allowed."""
    required = required or {}
    schema: Schema = {"type": "object", "properties": {**required, **(optional or {})}}
    if required:
        schema["required"] = list(required)
    return schema


# The request bodies and query parameters of handlers that read them themselves (`reads=`, `query=` in the route
# tables: e.g. a rate limit counted before the body is checked); answers are attrs classes (route_table.py).
MESSAGE = ref("Message")
BEZORG_OPTIE: Schema = {"enum": ["ophalen", "bezorgen"]}
PAGING: dict[str, Schema] = {"page": {"type": "integer", "minimum": 1}, "per_page": {"type": "integer", "minimum": 1}}
ORDER_FILTERS: dict[str, Schema] = {**PAGING, "orderday": INT, "bezorg_optie": BEZORG_OPTIE}
TEXT = {"type": ["string", "null"]}
DONATION_STATUS: Schema = {"enum": ["open", "in_behandeling", "betaald", "mislukt", "geannuleerd", "verlopen"]}
DONATION_FILTERS: dict[str, Schema] = {
    **PAGING,
    "zoek": STR,
    "status": DONATION_STATUS,
    "van": DAY,
    "tot": DAY,
    "methode": {"enum": ["ideal", "directdebit"]},
    "bedrag_van": {"type": "integer", "minimum": 0},
    "bedrag_tot": {"type": "integer", "minimum": 0},
}
GIFT_FILTERS: dict[str, Schema] = {
    **PAGING,
    "zoek": STR,
    "status": {"enum": ["nieuw", "actief", "gepauzeerd", "gestopt"]},
}
NUMBER_OR_TEXT = {"type": ["integer", "string", "null"]}
# Fields as the forms send them, so that fuzzing reaches the rules behind the field checks.
EMAIL: Schema = {"type": "string", "format": "email", "maxLength": 255}
POSTCODE: Schema = {"type": "string", "pattern": "^[1-9][0-9]{3} ?[A-Z]{2}$"}
HOUSE_NUMBER: Schema = {"type": "string", "pattern": "^[1-9][0-9]{0,4}$"}  # 1..99999 (domain/postcode.py)
NAME: Schema = {"type": "string", "minLength": 1, "maxLength": 60}
LIST_STATUS: Schema = {"enum": ["te bezorgen", "onderweg", "bezorgd"]}
CUSTOMER_FIELDS: dict[str, Schema] = {
    "voornaam": TEXT,
    "achternaam": TEXT,
    "email": TEXT,
    "telefoonnummer": TEXT,
    "postcode": TEXT,
    "huisnummer": NUMBER_OR_TEXT,
    "huisnummer_extensie": TEXT,
    "huisnummer_extension": TEXT,
    "straat": TEXT,
    "plaats": TEXT,
    "bedrijfsnaam": TEXT,
}
FILES = obj(optional={"image": UPLOADED_FILE})
PICTURE_FIELDS = {"foto_x": STR, "foto_y": STR, "foto_width": STR, "foto_height": STR, "picture": STR, "name": STR}
TEXT_HTML = "text/html"
LOCKED = {450: ("Account locked", MESSAGE)}
EXPIRED = {451: ("The login attempt is older than 10 minutes, used, or a code was mailed < 2 minutes ago", MESSAGE)}
PARTNER_DOWN = {502: ("The payment provider could not be asked", MESSAGE)}


# The common error answers of every call (declare.py), as named components.
COMPONENTS: dict[str, Schema] = {
    "Message": obj({"message": STR}),
    "ErrorMap": obj(
        {
            "message": STR,
            "errors": {
                "type": "object",
                "additionalProperties": array(STR),
                "description": "field name (nested with dots) -> Dutch messages",
            },
        }
    ),
}
