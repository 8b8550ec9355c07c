"""Every HTTP call of the app, one declaration each, in the order of routes.py (docs/api.md has the prose)."""

from __future__ import annotations

from entrypoints.web.openapi.declare import STAFF, Operation
from entrypoints.web.openapi.schemas import (
    BEZORG_OPTIE,
    BOOL,
    CENTS,
    DAY,
    EMAIL,
    EXPIRED,
    HOUSE_NUMBER,
    INT,
    LOCKED,
    MESSAGE,
    NAME,
    PARTNER_DOWN,
    POSTCODE,
    STR,
    TEXT,
    TEXT_HTML,
    array,
    nullable,
    obj,
    ref,
)

G, P = "GET", "POST"


OPERATIONS: tuple[Operation, ...] = (
    # Site settings and pictures (public)
    Operation(
        G,
        "/web/get-settings",
        "The site's variables (plus an admin part for staff)",
        ok=obj(
            {
                "variables": array(ref("Variable")),
                "onderwerpen": array(STR),
                "pictures": array(STR),
                "admin": nullable(obj({"variables": array(ref("Variable")), "rollen": array(STR)})),
            }
        ),
        tag="site",
    ),
    Operation(
        G,
        "/web/picture/{uuid}",
        "A picture (nearest stored size; WebP or JPEG)",
        ok_media="image/*",
        query={"size": INT, "format": {"enum": ["webp", "jpg"]}},
        answers={304: "Not modified (ETag)"},
        tag="site",
    ),
    Operation(
        G,
        "/web/order_product_images/{picture}",
        "A soup's picture (same as /web/picture)",
        ok_media="image/*",
        query={"size": INT, "format": {"enum": ["webp", "jpg"]}},
        answers={304: "Not modified (ETag)"},
        tag="site",
    ),
    # Shop
    Operation(
        G,
        "/web/get_products",
        "The soups that can be shown, with their order days",
        ok=array(ref("ShopProduct")),
        tag="shop",
    ),
    Operation(
        P,
        "/web/bestellen",
        'Place an order (Idempotency-Key header); "website_gesloten" when the shop is closed',
        body=obj(
            {
                "voornaam": NAME,
                "achternaam": NAME,
                "email": EMAIL,
                "telefoonnummer": {"type": "string", "pattern": "^0[0-9]{9}$"},
                "postcode": POSTCODE,
                "huisnummer": HOUSE_NUMBER,
                "straat": NAME,
                "plaats": NAME,
                "bezorg_optie": BEZORG_OPTIE,
                "voorwaarden": {"const": True},
                "products": {
                    "type": "array",
                    "minItems": 1,
                    "maxItems": 3,
                    "items": obj({"id": {"type": "integer", "minimum": 1, "maximum": 20}, "gekozen_hoeveelheid": INT}),
                },
            },
            {"huisnummer_extensie": TEXT, "bedrijfsnaam": TEXT, "opmerking": TEXT, "totale_producten": INT},
        ),
        ok={
            "anyOf": [
                obj(
                    {"bestelnummer": INT, "uuid": STR, "totaal": CENTS},
                    {
                        "bevestiging": array(
                            obj(
                                {
                                    "bestellingsdag": nullable(DAY),
                                    "dag": STR,
                                    "regels": array(obj({"naam": STR, "hoeveelheid": INT, "bedrag": CENTS})),
                                    "overdracht": STR,
                                }
                            )
                        )
                    },
                ),
                {"const": "website_gesloten"},
            ]
        },
        tag="shop",
    ),
    Operation(
        G, "/web/bekijk-voorwaarden-dagelijkse-soep", "The terms as an HTML page", ok_media=TEXT_HTML, tag="shop"
    ),
    Operation(
        P,
        "/web/resolve-postal-code",
        "Street and place of an address (PDOK); null with a Dutch message when unknown or unreachable",
        body=obj(optional={"postcode": STR, "huisnummer": STR}),
        ok=obj({"straat": nullable(STR), "plaats": nullable(STR), "message": nullable(STR)}),
        tag="shop",
    ),
    # Staff login and session
    Operation(
        P,
        "/web/login",
        "Step 1: password; mails a 6-digit code",
        body=obj({"email": EMAIL, "password": STR}),
        ok=obj({"user": INT, "loginToken": STR}),
        answers=LOCKED,
        tag="session",
    ),
    Operation(
        P,
        "/web/validate-2fa-code",
        "Step 2: the mailed code; answers the session token and sets the cookie",
        body=obj(optional={"code": STR, "user": INT, "loginToken": STR}),
        ok=STR,
        answers={**LOCKED, **EXPIRED},
        tag="session",
    ),
    Operation(
        P,
        "/web/resend-2fa-email",
        "Mail the code again",
        body=obj(optional={"user": INT, "loginToken": STR}),
        ok=MESSAGE,
        answers={**LOCKED, **EXPIRED},
        tag="session",
    ),
    Operation(P, "/web/logout", "End the session", ok=MESSAGE, tag="session"),
    Operation(
        G,
        "/web/get-logged-in-user",
        "The logged-in staff member (401 without a session)",
        ok=obj({"user": ref("StaffUser"), "token": STR}),
        answers={401: ("No valid staff session", MESSAGE)},
        tag="session",
    ),
    Operation(
        G,
        "/web/get-logged-in-user-without-error",
        "The logged-in staff member, or nulls",
        ok=obj({"user": nullable(ref("StaffUser")), "token": nullable(STR)}),
        tag="session",
    ),
    Operation(
        P,
        "/web/resetpassword",
        "Mail a password-reset link",
        body=obj(optional={"email": STR}),
        ok=MESSAGE,
        tag="session",
    ),
    Operation(
        P,
        "/web/change-password-with-token",
        "Set a password with a reset or invitation link",
        body=obj(optional={"email": STR, "token": STR, "password": STR, "password_confirmation": STR}),
        ok=STR,
        tag="session",
    ),
    Operation(
        G,
        "/web/admin/get_all_settings",
        "Every variable, public and admin-only",
        STAFF,
        ok=obj({"variables": array(ref("Variable")), "onderwerpen": array(STR), "categories": array(STR)}),
        tag="settings",
    ),
    Operation(
        P,
        "/web/admin/save_variables",
        "Save the variables of one category",
        STAFF,
        body=obj(optional={"category": STR}),
        ok=MESSAGE,
        tag="settings",
    ),
    # Soups
    # Order days
    # Dashboard
    # Donations
    Operation(
        P,
        "/web/donate",
        "Start a donation; answers the URL to send the browser to",
        body=obj(
            {
                "bedrag": {"type": "integer", "minimum": 100, "maximum": 1000000},
                "anoniem": BOOL,
                "zakelijk": BOOL,
                "voornaam": NAME,
                "achternaam": NAME,
                "email": EMAIL,
            },
            {"bedrijfsnaam": TEXT, "postcode": POSTCODE, "huisnummer": HOUSE_NUMBER, "straat": TEXT, "plaats": TEXT},
        ),
        ok=STR,
        answers=PARTNER_DOWN,
        tag="donations",
    ),
    Operation(
        P,
        "/web/mollie-webhook",
        "Mollie reports a payment (form field id); empty answer",
        form=obj(optional={"id": STR}),
        ok_media="",
        answers=PARTNER_DOWN,
        tag="donations",
    ),
    Operation(
        G,
        "/web/donation-status/{uuid}",
        "A donation's status (thank-you page)",
        ok=obj({"uuid": STR, "bedrag": CENTS, "status": STR}),
        tag="donations",
    ),
    Operation(
        G, "/web/test-betaling/{id}", "The built-in payment page (no Mollie key)", ok_media=TEXT_HTML, tag="donations"
    ),
    Operation(
        P,
        "/web/test-betaling/{id}",
        "Choose the built-in payment's outcome; 303 to the thank-you page",
        form=obj(optional={"status": {"enum": ["paid", "failed", "canceled", "expired"]}}),
        ok_media=TEXT_HTML,
        answers={303: "To the thank-you page"},
        tag="donations",
    ),
    # Delivery lists
    # Standing-customer bulk order
    # Orders and customers
    # Search engines
    Operation(G, "/sitemap.xml", "The public pages and soups", ok_media="application/xml", tag="site"),
    Operation(G, "/robots.txt", "Rules for robots", ok_media="text/plain", tag="site"),
    # Publications
    # Failed mails
    # Operations (docs/deployment.md)
    Operation(G, "/healthz", "The process is alive", ok=obj({"status": {"const": "ok"}}), tag="operations"),
    Operation(
        G,
        "/readyz",
        "The database answers and its migrations are current",
        ok=obj({"status": {"const": "ready"}, "database": STR, "migrations": STR}),
        answers={503: ("Not ready (Retry-After)", obj({"status": {"const": "unavailable"}, "reason": STR}))},
        tag="operations",
    ),
    Operation(
        G,
        "/metrics",
        "Prometheus metrics (loopback or bearer token)",
        ok_media="text/plain",
        answers={403: ("Not from loopback and no valid token", MESSAGE)},
        tag="operations",
    ),
)
