"""Reusable JSON Schemas (OpenAPI 3.1 = JSON Schema 2020-12) of the API's answers and bodies.

Objects list the fields the API promises as `required`; extra fields are allowed (clients ignore what they do not
know), so adding a field never breaks the document, while dropping or retyping one does.
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
ANY: Schema = {}


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


def paged(item: Schema) -> Schema:
    """The contract's paged list around `item`."""
    return obj(
        {
            "data": array(item),
            "current_page": {"type": "integer", "minimum": 1},
            "per_page": {"type": "integer", "minimum": 1, "maximum": 100},
            "total": {"type": "integer", "minimum": 0},
            "last_page": {"type": "integer", "minimum": 1},
            "next_page_url": nullable({"type": "string", "format": "uri"}),
        }
    )


def message(extra: dict[str, Schema] | None = None) -> Schema:
    return obj({"message": STR, **(extra or {})})


NAMED_USER = obj({"id": INT, "name": STR})
ADDRESS_FIELDS: dict[str, Schema] = {
    "postcode": nullable(STR),
    "huisnummer": nullable({"type": ["string", "integer"]}),
    "straat": nullable(STR),
    "plaats": nullable(STR),
}
PERSON_FIELDS: dict[str, Schema] = {
    "voornaam": nullable(STR),
    "achternaam": nullable(STR),
    "email": nullable(STR),
    "telefoonnummer": nullable(STR),
    **ADDRESS_FIELDS,
    "huisnummer_extension": nullable(STR),
    "bedrijfsnaam": nullable(STR),
}
BEZORG_OPTIE: Schema = {"enum": ["ophalen", "bezorgen"]}
ORDER_LINE = obj(
    {
        "id": INT,
        "orderday_id": INT,
        "orderday": obj({"id": INT, "bestellingsdag": nullable(DAY)}),
        "orderday_product": obj({"id": INT, "naam": STR, "hoeveelheid": INT, "besteld": INT}),
        "hoeveelheid": INT,
    },
    {"prijs": CENTS, "korting": CENTS},
)
LIST_SUMMARY = obj(
    {"id": INT, "naam": STR, "status": STR, "bezorger": nullable(NAMED_USER), "adressen": INT},
    {"orderday": INT, "route_link": nullable(STR), "bezorgd": INT},
)
PRODUCT_PICTURE = obj({"uuid": STR, "position": INT}, {"id": INT, "name": nullable(STR)})

COMPONENTS: dict[str, Schema] = {
    "Message": message(),
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
    "StaffUser": obj({"id": INT, "name": STR, "email": STR, "rol": STR}, {"telefoonnummer": nullable(STR)}),
    "AdminUser": obj(
        {
            "id": INT,
            "name": STR,
            "email": STR,
            "rol": {"enum": ["superuser", "beheerder", "soep_coordinator"]},
            "status": {"enum": ["actief", "gedeactiveerd"]},
            "vergrendeld": BOOL,
            "uitgenodigd": nullable(TIMESTAMP),
            "laatste_inlog": nullable(TIMESTAMP),
            "wachtwoord_ingesteld": BOOL,
        },
        {"telefoonnummer": nullable(STR)},
    ),
    "Variable": obj(
        {
            "key": STR,
            "value": {"type": ["string", "integer", "null"]},
            "name": STR,
            "type": STR,
            "category": STR,
            "options": nullable(array(ANY)),
        }
    ),
    "ShopProduct": obj(
        {
            "id": INT,
            "naam": STR,
            "slug": STR,
            "omschrijving": nullable(STR),
            "prijs": CENTS,
            "korting": CENTS,
            "product_id": INT,
            "hoeveelheid": INT,
            "besteld": INT,
            "pictures": array(PRODUCT_PICTURE),
            "product": obj(
                {"id": INT, "naam": STR, "prijs": CENTS, "korting": CENTS, "pictures": array(PRODUCT_PICTURE)}
            ),
            "besteldagen": array(
                obj(
                    {
                        "id": INT,
                        "bestellingsdag": DAY,
                        "inschrijving_geopend": BOOL,
                        "bestelling_openings_timestamp": nullable(TIMESTAMP),
                        "bestelling_sluitings_timestamp": nullable(TIMESTAMP),
                        "maximale_producten_per_klant": nullable(INT),
                        "products": array(
                            obj({"id": INT, "product_id": INT, "naam": STR, "hoeveelheid": INT, "besteld": INT})
                        ),
                    },
                    {"state": nullable(STR)},
                )
            ),
        },
        {"status": STR, "picture": nullable(STR)},
    ),
    "AdminProduct": obj(
        {
            "id": INT,
            "slug": STR,
            "naam": STR,
            "status": STR,
            "label": nullable({"enum": ["Sold", "Preview"]}),
            "prijs": CENTS,
            "korting": CENTS,
            "totaal": CENTS,
            "visible": BOOL,
            "omschrijving": nullable(STR),
            "pictures": array(PRODUCT_PICTURE),
        }
    ),
    "OrderDay": obj(
        {
            "id": INT,
            "user": nullable(NAMED_USER),
            "bestellingsdag": DAY,
            "inschrijving_geopend": BOOL,
            "zichtbaar": BOOL,
            "nu_geopend": BOOL,
            "nu_zichtbaar": BOOL,
            "inschrijving_status": obj({"state": STR, "text": STR}),
            "zichtbaar_status": obj({"state": STR, "text": STR}),
            "bestelling_openings_timestamp": nullable(TIMESTAMP),
            "bestelling_sluitings_timestamp": nullable(TIMESTAMP),
            "bestelling_zichtbaar_timestamp": nullable(TIMESTAMP),
            "bestelling_onzichtbaar_timestamp": nullable(TIMESTAMP),
            "maximale_producten_per_klant": nullable(INT),
            "bestellingen": INT,
            "totale_producten": INT,
            "bestelde_producten": INT,
            "beschikbare_producten": INT,
            "products": array(
                obj(
                    {
                        "id": INT,
                        "product_id": INT,
                        "naam": obj({"id": INT, "naam": STR}),
                        "hoeveelheid": INT,
                        "besteld": INT,
                        "product": obj({"prijs": CENTS, "korting": CENTS}),
                    }
                )
            ),
        }
    ),
    "OrderableDay": obj(
        {
            "id": INT,
            "bestellingsdag": DAY,
            "inschrijving_geopend": BOOL,
            "zichtbaar": BOOL,
            "nu_geopend": BOOL,
            "nu_zichtbaar": BOOL,
            "maximale_producten_per_klant": nullable(INT),
            "products": array(
                obj(
                    {
                        "id": INT,
                        "product_id": INT,
                        "naam": STR,
                        "hoeveelheid": INT,
                        "besteld": INT,
                        "prijs": CENTS,
                        "korting": CENTS,
                    }
                )
            ),
        }
    ),
    "Order": obj(
        {
            "id": INT,
            "uuid": STR,
            **PERSON_FIELDS,
            "opmerking": nullable(STR),
            "bezorg_optie": BEZORG_OPTIE,
            "bron": {"enum": ["webshop", "admin", "vaste_klant"]},
            "producten": INT,
            "totaal": CENTS,
            "created_at": nullable(TIMESTAMP),
            "email_verzonden": {"type": ["boolean", "integer", "string", "null"]},
            "customer_id": nullable(INT),
            "products": array(ORDER_LINE),
        },
        {"email_wachtrij": BOOL},
    ),
    "DayOrder": obj(
        {
            "id": INT,
            "uuid": STR,
            **PERSON_FIELDS,
            "bezorg_optie": BEZORG_OPTIE,
            "totaal": CENTS,
            "products": array(ORDER_LINE),
            "bezorglijst_id": nullable(INT),
            "sort_key": {"type": ["integer", "string", "null"]},
        },
        {
            "bezorg_notitie": nullable(STR),
            "map_link": nullable(STR),
            "bezorgd": BOOL,
            "bezorgd_at": nullable(TIMESTAMP),
        },
    ),
    "Customer": obj(
        {
            "id": INT,
            **PERSON_FIELDS,
            "vaste_klant": BOOL,
            "vaste_klant_mailen": BOOL,
            "vaste_klant_producten": nullable(INT),
            "vaste_klant_bezorgkeuze": nullable(BEZORG_OPTIE),
        }
    ),
    "Donation": obj(
        {
            "id": INT,
            "bedrag": CENTS,
            "created_at": nullable(TIMESTAMP),
            "status": STR,
            "anoniem": BOOL,
            "zakelijk": BOOL,
        },
        {
            "betaal_methode": nullable(STR),
            "bedrijfsnaam": nullable(STR),
            "voornaam": nullable(STR),
            "achternaam": nullable(STR),
            "email": nullable(STR),
            **ADDRESS_FIELDS,
        },
    ),
    "AuditEntry": obj(
        {
            "id": INT,
            "at": TIMESTAMP,
            "user_id": nullable(INT),
            "user_name": STR,
            "type": STR,
            "entity_id": nullable(INT),
            "action": {
                "type": "string",
                "enum": ["created", "changed", "deleted", "login", "failed", "locked", "unlocked"],
            },
            "before": nullable(obj()),
            "after": nullable(obj()),
        }
    ),
    "ContactMessage": obj(
        {
            "id": INT,
            "naam": STR,
            "bedrijf": nullable(STR),
            "email": STR,
            "telefoonnummer": nullable(STR),
            "onderwerp": STR,
            "vraag": STR,
            "ontvanger": nullable(STR),
            "created_at": nullable(TIMESTAMP),
        }
    ),
    "PostalCodeRange": obj(
        {
            "id": INT,
            "postcode_begin": STR,
            "postcode_eind": STR,
            "huisnummer_begin": nullable(INT),
            "huisnummer_eind": nullable(INT),
            "alle_huisnummers": BOOL,
            "omschrijving": nullable(STR),
            "status": {"enum": ["actief", "niet-actief"]},
        }
    ),
    "BlacklistItem": obj(
        {
            "id": INT,
            "user": nullable(NAMED_USER),
            "postcode": nullable(STR),
            "huisnummer": nullable({"type": ["string", "integer"]}),
            "email": nullable(STR),
            "omschrijving": nullable(STR),
            "straat": nullable(STR),
            "plaats": nullable(STR),
        }
    ),
    "Picture": obj({"id": INT, "uuid": STR, "slug": STR, "naam": nullable(STR), "category": nullable(STR)}),
    "DeliveryListSummary": LIST_SUMMARY,
    "DeliveryDay": obj(
        {
            "id": INT,
            "bestellingsdag": DAY,
            "bestellingen": INT,
            "bezorgen": INT,
            "ophalen": INT,
            "bezorglijsten": array(LIST_SUMMARY),
        }
    ),
    "BulkOrderAnswer": obj(
        {"message": STR, "aangemaakt": array(INT), "overgeslagen": array(INT), "emails": INT},
        {
            "plan": array(obj({"klant": INT, "hoeveelheid": INT, "bezorg_optie": BEZORG_OPTIE})),
            "niet_mogelijk": array(obj({"klant": INT, "reden": STR})),
            "errors": {"type": "object", "additionalProperties": array(STR)},
        },
    ),
    "FailedMail": obj(
        {
            "id": INT,
            "aan": STR,
            "onderwerp": STR,
            "pogingen": INT,
            "laatste_fout": nullable(STR),
            "created_at": nullable(TIMESTAMP),
        }
    ),
}
