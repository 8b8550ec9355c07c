"""Every HTTP call of the app, one declaration each, in the order of routes.py (docs/api.md has the prose)."""

from __future__ import annotations

from entrypoints.web.openapi.declare import STAFF, Operation
from entrypoints.web.openapi.schemas import (
    ANY,
    BEZORG_OPTIE,
    BOOL,
    CENTS,
    DAY,
    INT,
    STR,
    TIMESTAMP,
    Schema,
    array,
    message,
    nullable,
    obj,
    paged,
    ref,
)

G, P = "GET", "POST"
MESSAGE = ref("Message")
ID_ANSWER = obj({"id": INT})
PAGING: dict[str, Schema] = {"page": {"type": "integer", "minimum": 1}, "per_page": {"type": "integer", "minimum": 1}}
ORDER_FILTERS: dict[str, Schema] = {**PAGING, "orderday": INT, "bezorg_optie": BEZORG_OPTIE}
TEXT = {"type": ["string", "null"]}
DONATION_STATUS: Schema = {"enum": ["open", "in_behandeling", "betaald", "mislukt", "geannuleerd", "verlopen"]}
DONATION_FILTERS: dict[str, Schema] = {**PAGING, "zoek": STR, "status": DONATION_STATUS, "van": DAY, "tot": DAY}
DONATION_ITEM: dict[str, Schema] = {
    "id": INT,
    "created_at": TIMESTAMP,
    "bedrag": CENTS,
    "betaal_methode": STR,
    "status": STR,
}
NUMBER_OR_TEXT = {"type": ["integer", "string", "null"]}
# Fields as the forms send them, so that fuzzing reaches the rules behind the field checks.
EMAIL: Schema = {"type": "string", "format": "email", "maxLength": 255}
POSTCODE: Schema = {"type": "string", "pattern": "^[1-9][0-9]{3} ?[A-Z]{2}$"}
HOUSE_NUMBER: Schema = {"type": "string", "pattern": "^[1-9][0-9]{0,3}$"}
NAME: Schema = {"type": "string", "minLength": 1, "maxLength": 60}
ROLE: Schema = {"enum": ["superuser", "beheerder", "soep_coordinator"]}
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
USER_BODY = obj({"name": NAME, "email": EMAIL, "rol": ROLE}, {"telefoonnummer": TEXT, "uitnodigen": BOOL})
POSTAL_RANGE_BODY = obj(
    {"postcode_begin": POSTCODE, "postcode_eind": POSTCODE},
    {
        "huisnummer_begin": NUMBER_OR_TEXT,
        "huisnummer_eind": NUMBER_OR_TEXT,
        "alle_huisnummers": BOOL,
        "omschrijving": TEXT,
        "status": {"type": ["boolean", "string"]},
    },
)
BLACKLIST_BODY = obj(optional={"postcode": TEXT, "huisnummer": NUMBER_OR_TEXT, "email": TEXT, "omschrijving": TEXT})
ORDER_DAY_BODY = obj(
    optional={
        "bestellingsdag": STR,
        "bestelling_openings_timestamp": STR,
        "bestelling_sluitings_timestamp": STR,
        "bestelling_zichtbaar_timestamp": STR,
        "bestelling_onzichtbaar_timestamp": STR,
        "maximale_producten_per_klant": NUMBER_OR_TEXT,
        "inschrijving_geopend": BOOL,
        "zichtbaar": BOOL,
        "products": array(obj(optional={"id": INT, "naam": obj(optional={"id": INT}), "hoeveelheid": INT})),
        "deleted_products": array(INT),
    }
)
STAFF_ORDER_BODY = obj(
    optional={
        **CUSTOMER_FIELDS,
        "bezorg_optie": STR,
        "opmerking": TEXT,
        "klant_soort": {"enum": ["bestaand", "nieuw"]},
        "customer_id": nullable(INT),
        "products": array(obj(optional={"id": INT, "orderday_product": obj(optional={"id": INT}), "hoeveelheid": INT})),
        "deleted_products": array(INT),
    }
)
CUSTOMER_BODY = obj(
    optional={
        **CUSTOMER_FIELDS,
        "vaste_klant": BOOL,
        "vaste_klant_mailen": BOOL,
        "vaste_klant_producten": nullable(INT),
        "vaste_klant_bezorgkeuze": nullable(BEZORG_OPTIE),
        "bezorg_notitie": TEXT,
    }
)
DELIVERY_LIST_BODY = obj(
    {"orderday": INT, "naam": NAME, "bezorger": {"type": "integer", "minimum": 1, "maximum": 3}, "status": LIST_STATUS},
    {"route_link": TEXT, "adressen": array(INT)},
)
FILES = obj(optional={"image": {"type": "string", "contentMediaType": "application/octet-stream"}})
PICTURE_FIELDS = {"foto_x": STR, "foto_y": STR, "foto_width": STR, "foto_height": STR, "picture": STR, "name": STR}
TEXT_HTML = "text/html"
LOCKED = {450: ("Account locked", MESSAGE)}
EXPIRED = {451: ("The login attempt is older than 10 minutes, used, or a code was mailed < 2 minutes ago", MESSAGE)}
PARTNER_DOWN = {502: ("The payment provider could not be asked", MESSAGE)}

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
        ok=obj(
            {"straat": nullable(STR), "plaats": nullable(STR), "message": nullable(STR)},
            {"bezorggebied": nullable(BOOL)},
        ),
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
        P,
        "/web/password-strength",
        "How strong a new password is (0-4) and the Dutch problems saving it would give",
        body=obj({"password": STR}, {"name": STR, "email": STR}),
        ok=obj({"score": {"type": "integer", "minimum": 0, "maximum": 4}, "problems": array(STR)}),
        tag="session",
    ),
    Operation(
        G,
        "/web/get-admin-settings",
        "What the back office needs at start",
        STAFF,
        ok=obj({"rollen": array(STR), "onderwerpen": array(STR)}),
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
    Operation(
        G,
        "/web/admin/show-user-email-example/{name}",
        "The HTML of an example mail",
        STAFF,
        ok_media=TEXT_HTML,
        tag="settings",
    ),
    Operation(
        P,
        "/web/admin/preview_mail_text",
        "Preview a mail text that is not saved yet",
        STAFF,
        body=obj({"key": STR, "text": STR}),
        ok=obj({"subject": STR, "html": STR, "text": STR}),
        tag="settings",
    ),
    # Users
    Operation(G, "/web/admin/get_users", "Every staff user", STAFF, ok=array(ref("AdminUser")), tag="users"),
    *(
        Operation(
            P, f"/web/admin/{name}", summary, STAFF, body=body, ok=message({"user": ref("AdminUser")}), tag="users"
        )
        for name, summary, body in (
            ("create_user", "Create (and invite) a user", USER_BODY),
            ("edit_user/{id}", "Edit a user", USER_BODY),
            ("resend_invitation/{id}", "Mail the invitation again", None),
            ("deactivate_user/{id}", "Deactivate a user (ends their sessions)", None),
            ("activate_user/{id}", "Activate (and unlock) a user", None),
        )
    ),
    Operation(P, "/web/admin/delete_user/{id}", "Delete a deactivated user", STAFF, ok=MESSAGE, tag="users"),
    Operation(P, "/web/admin/refresh_user/{id}", "One user", STAFF, ok=ref("AdminUser"), tag="users"),
    Operation(
        P,
        "/api/edit-user-from-settings/{id}",
        "'Mijn account': own details and password",
        STAFF,
        body=obj(
            optional={
                "name": STR,
                "email": STR,
                "telefoonnummer": TEXT,
                "rol": STR,
                "huidig_wachtwoord": STR,
                "password": STR,
                "password_confirmation": STR,
            }
        ),
        ok=message({"user": ref("AdminUser")}),
        answers=LOCKED,
        tag="users",
    ),
    Operation(
        G,
        "/web/admin/locked-addresses",
        "Addresses locked now after five failed logins",
        STAFF,
        ok=array(obj({"email": STR, "vergrendeld_tot": TIMESTAMP, "keer": INT})),
        tag="users",
    ),
    Operation(
        P,
        "/web/admin/unlock-address",
        "Lift the lock on an address at once",
        STAFF,
        body=obj({"email": STR}),
        ok=MESSAGE,
        tag="users",
    ),
    # Postal codes and blacklist
    Operation(G, "/web/admin/get_postal_codes", "Delivery areas", STAFF, ok=array(ref("PostalCodeRange")), tag="areas"),
    Operation(
        P,
        "/web/admin/create_postal_code_range",
        "Add a delivery area",
        STAFF,
        body=POSTAL_RANGE_BODY,
        ok=message({"postcode": ref("PostalCodeRange")}),
        tag="areas",
    ),
    Operation(
        P,
        "/web/admin/edit_postal_code_range/{id}",
        "Edit a delivery area",
        STAFF,
        body=POSTAL_RANGE_BODY,
        ok=message({"postcode": ref("PostalCodeRange")}),
        tag="areas",
    ),
    Operation(P, "/web/admin/destroy_postal_code_range/{id}", "Delete a delivery area", STAFF, ok=MESSAGE, tag="areas"),
    Operation(
        P, "/web/admin/refresh_postalcode/{id}", "One delivery area", STAFF, ok=ref("PostalCodeRange"), tag="areas"
    ),
    Operation(G, "/web/admin/get_blacklist", "Blocked addresses", STAFF, ok=array(ref("BlacklistItem")), tag="areas"),
    Operation(
        P,
        "/web/admin/create_blacklist",
        "Block an address or e-mail address",
        STAFF,
        body=BLACKLIST_BODY,
        ok=message({"blokkade": ref("BlacklistItem")}),
        tag="areas",
    ),
    Operation(
        P,
        "/web/admin/edit_blacklist_item/{id}",
        "Edit a block",
        STAFF,
        body=BLACKLIST_BODY,
        ok=message({"blokkade": ref("BlacklistItem")}),
        tag="areas",
    ),
    Operation(P, "/web/admin/delete_blacklist_item/{id}", "Remove a block", STAFF, ok=MESSAGE, tag="areas"),
    Operation(P, "/web/admin/refresh_blacklist_item/{id}", "One block", STAFF, ok=ref("BlacklistItem"), tag="areas"),
    # Soups
    Operation(G, "/web/admin/get_products", "Every soup", STAFF, ok=array(ref("AdminProduct")), tag="soups"),
    Operation(P, "/web/admin/create_product", "A new draft soup", STAFF, ok=ID_ANSWER, tag="soups"),
    Operation(
        P,
        "/web/admin/update_product/{id}",
        "Edit a soup",
        STAFF,
        body=obj(
            optional={
                "naam": STR,
                "status": STR,
                "prijs": NUMBER_OR_TEXT,
                "korting": NUMBER_OR_TEXT,
                "omschrijving": TEXT,
                "visible": BOOL,
            }
        ),
        ok=obj({"slug": STR, "product": ref("AdminProduct")}),
        tag="soups",
    ),
    Operation(P, "/web/admin/delete_product/{id}", "Delete a soup", STAFF, ok=MESSAGE, tag="soups"),
    Operation(P, "/web/admin/refresh_product/{id}", "One soup", STAFF, ok=ref("AdminProduct"), tag="soups"),
    Operation(
        P,
        "/web/admin/product-upload-extra-picture/{product}",
        "Add pictures to a soup",
        STAFF,
        multipart=FILES,
        ok=ref("AdminProduct"),
        tag="soups",
    ),
    Operation(
        P,
        "/web/admin/product-upload-resized-picture/{product}",
        "Add (or replace) a cropped picture",
        STAFF,
        multipart=obj(optional={**FILES["properties"], **PICTURE_FIELDS}),
        ok=ref("AdminProduct"),
        tag="soups",
    ),
    Operation(
        P,
        "/web/admin/product-delete-picture",
        "Delete a soup's picture",
        STAFF,
        body=obj(optional={"uuid": STR, "product": nullable(INT)}),
        ok=message({"product": ref("AdminProduct")}),
        tag="soups",
    ),
    Operation(
        P,
        "/web/admin/product-change-picture-position",
        "Swap two pictures of a soup",
        STAFF,
        body=obj(optional={"other": STR, "clicked": STR, "product": nullable(INT)}),
        ok=ref("AdminProduct"),
        tag="soups",
    ),
    # Order days
    Operation(G, "/web/admin/get_orderdays", "Every order day", STAFF, ok=array(ref("OrderDay")), tag="orderdays"),
    Operation(
        P,
        "/web/admin/create_orderday",
        "Create an order day",
        STAFF,
        body=ORDER_DAY_BODY,
        ok=obj({"id": INT}, {"message": STR}),
        tag="orderdays",
    ),
    Operation(
        G,
        "/web/admin/orderday_proposal",
        "The form a new order day starts from: the latest day a week on, or the defaults",
        STAFF,
        ok=obj({"orderday": ORDER_DAY_BODY, "copied_from": nullable(obj({"id": INT, "bestellingsdag": DAY}))}),
        tag="orderdays",
    ),
    Operation(
        P,
        "/web/admin/edit_orderday/{id}",
        "Edit an order day",
        STAFF,
        body=ORDER_DAY_BODY,
        ok=message({"orderday": ref("OrderDay")}),
        tag="orderdays",
    ),
    Operation(
        P, "/web/admin/destroy_orderday/{id}", "Delete an order day without orders", STAFF, ok=MESSAGE, tag="orderdays"
    ),
    Operation(P, "/web/admin/refresh_orderday/{id}", "One order day", STAFF, ok=ref("OrderDay"), tag="orderdays"),
    *(
        Operation(
            P,
            f"/web/admin/{name}/{{id}}",
            summary,
            STAFF,
            body=obj({"action": BOOL}, {"selected": ANY}),
            ok=message({"orderday": ref("OrderDay")}),
            tag="orderdays",
        )
        for name, summary in (
            ("edit_orderday_open", "Open or close the registration"),
            ("edit_orderday_visible", "Show or hide the order day"),
        )
    ),
    # Dashboard
    Operation(
        G,
        "/web/admin/get_statistics",
        "Counts, all time or for order days in van..tot",
        STAFF,
        query={"van": DAY, "tot": DAY},
        ok=obj(
            {
                "orderdays": INT,
                "customers": INT,
                "orders": INT,
                "orders_bronnen": obj({"webshop": INT, "admin": INT, "vaste_klant": INT}),
                "orders_producten": {"type": "object", "additionalProperties": INT},
                "orders_bezorgopties": obj({"ophalen": INT, "bezorgen": INT}),
            },
            {"donations": INT, "donations_bedrag": CENTS},
        ),
        tag="dashboard",
    ),
    Operation(
        G,
        "/web/admin/live_orderday",
        "The order day open now (or next), live",
        STAFF,
        ok=obj(
            {
                "orderday": nullable(
                    obj(
                        {
                            "id": INT,
                            "bestellingsdag": DAY,
                            "bestelling_openings_timestamp": nullable(TIMESTAMP),
                            "bestelling_sluitings_timestamp": nullable(TIMESTAMP),
                        }
                    )
                ),
                "products": array(obj({"naam": STR, "hoeveelheid": INT, "besteld": INT, "over": INT})),
                "recent_orders": INT,
                "now": TIMESTAMP,
            }
        ),
        tag="dashboard",
    ),
    # Contact form
    Operation(
        P,
        "/web/submit-contact-form",
        "Send the contact form",
        body=obj(
            optional={
                "naam": TEXT,
                "bedrijf": TEXT,
                "email": TEXT,
                "telefoonnummer": TEXT,
                "onderwerp": TEXT,
                "vraag": TEXT,
                "website": TEXT,
                "formulier_token": TEXT,
            }
        ),
        ok=MESSAGE,
        tag="contact",
    ),
    Operation(
        G,
        "/web/contact-form-token",
        "The signed moment the contact form is shown, for the server's bot check (decision 0031)",
        ok=obj({"token": STR}),
        tag="contact",
    ),
    Operation(
        G,
        "/web/get-contactform-subjects",
        "The contact form's subjects and their addresses",
        STAFF,
        ok=array(obj({"naam": STR, "email": STR})),
        tag="contact",
    ),
    Operation(
        P,
        "/web/save-contactform-subjects",
        "Save the subjects' addresses",
        STAFF,
        body={"type": "object", "additionalProperties": STR},
        ok=MESSAGE,
        tag="contact",
    ),
    Operation(
        G,
        "/web/admin/get_contact_messages",
        "Received contact messages, newest first",
        STAFF,
        query={**PAGING, "q": STR},
        ok=paged(ref("ContactMessage")),
        tag="contact",
    ),
    # The audit trail (managers)
    Operation(
        G,
        "/web/admin/audit-log",
        "Who changed what in the back office, newest first",
        STAFF,
        query={**PAGING, "type": STR, "user": STR},
        ok=paged(ref("AuditEntry")),
        tag="audit",
    ),
    Operation(
        G,
        "/web/admin/privacy-log",
        "Exports, erasures and retention runs of personal data, newest first (the last 200)",
        STAFF,
        ok=array(
            obj(
                {
                    "id": INT,
                    "at": TIMESTAMP,
                    "action": STR,
                    "customer_id": nullable(INT),
                    "user_id": nullable(INT),
                    "user_name": STR,
                    "detail": STR,
                }
            )
        ),
        tag="audit",
    ),
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
    Operation(
        G,
        "/web/admin/get_donations",
        "Every donation (paged), with search, status, period and the totals of the selection",
        STAFF,
        query=DONATION_FILTERS,
        ok={
            "allOf": [
                paged(obj({**DONATION_ITEM}, {"customer_id": nullable(INT)})),
                obj({"totaal_bedrag": CENTS, "totaal_betaald": CENTS}),
            ]
        },
        tag="donations",
    ),
    Operation(
        G,
        "/web/admin/export_donations",
        "The selected donations as an .xlsx workbook for the bookkeeping",
        STAFF,
        query={k: v for k, v in DONATION_FILTERS.items() if k not in PAGING},
        ok_media="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        tag="donations",
    ),
    # Delivery lists
    Operation(
        G,
        "/web/admin/get_bestellijsten",
        "Delivery days with their lists (paged)",
        STAFF,
        query={**PAGING, "tab": {"enum": ["leverdagen", "archief"]}},
        ok=paged(ref("DeliveryDay")),
        tag="delivery",
    ),
    Operation(
        G,
        "/web/admin/bestellijsten_get_besteldag/{id}",
        "One delivery day: orders, lists, totals",
        STAFF,
        ok=obj(
            {
                "orderday": obj({"id": INT, "bestellingsdag": DAY}),
                "orders": array(ref("DayOrder")),
                "bezorglijsten": array(ref("DeliveryListSummary")),
            },
            {"totalen": array(ANY), "bezorgers": array(obj({"id": INT, "name": STR}))},
        ),
        tag="delivery",
    ),
    Operation(
        P,
        "/web/admin/create_deliverylist",
        "Create a delivery list",
        STAFF,
        body=DELIVERY_LIST_BODY,
        ok=ID_ANSWER,
        tag="delivery",
    ),
    Operation(
        G,
        "/web/admin/get_deliverylist/{id}",
        "One delivery list with its addresses in route order",
        STAFF,
        ok=obj(
            {
                "id": INT,
                "naam": STR,
                "status": STR,
                "bezorger": nullable(obj({"id": INT, "name": STR})),
                "orderday": obj({"id": INT, "bestellingsdag": DAY}),
                "adressen": array(ref("DayOrder")),
            },
            {"bezorger_id": nullable(INT), "route_link": nullable(STR), "bezorgd": INT},
        ),
        tag="delivery",
    ),
    Operation(
        P,
        "/web/admin/edit_deliverylist/{id}",
        "Edit a delivery list",
        STAFF,
        body=DELIVERY_LIST_BODY,
        ok=ID_ANSWER,
        tag="delivery",
    ),
    Operation(P, "/web/admin/delete_deliverylist/{id}", "Delete a delivery list", STAFF, ok=ANY, tag="delivery"),
    Operation(
        P,
        "/web/admin/deliverylist_status/{id}",
        "One status step forward or back",
        STAFF,
        body=obj({"status": LIST_STATUS}),
        ok=obj({"id": INT, "status": STR}),
        tag="delivery",
    ),
    Operation(
        P,
        "/web/admin/deliverylist_tick/{id}",
        "Tick an address as delivered (or not)",
        STAFF,
        body=obj({"order": INT, "bezorgd": BOOL}),
        ok=obj({"id": INT, "status": STR, "order": INT, "bezorgd": BOOL, "bezorgd_at": nullable(TIMESTAMP)}),
        tag="delivery",
    ),
    Operation(
        G,
        "/web/admin/download_client_list/{id}",
        "The order day's customers as an .xlsx workbook",
        STAFF,
        ok_media="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        tag="delivery",
    ),
    Operation(
        G,
        "/web/admin/get_bezorg_notitie/{id}",
        "A customer's delivery note",
        STAFF,
        ok=obj({"id": INT, "bezorg_notitie": nullable(STR)}),
        tag="delivery",
    ),
    Operation(
        P,
        "/web/admin/save_bezorg_notitie/{id}",
        "Save a customer's delivery note",
        STAFF,
        body=obj(optional={"bezorg_notitie": TEXT}),
        ok=obj({"id": INT, "bezorg_notitie": nullable(STR)}),
        tag="delivery",
    ),
    # Standing-customer bulk order
    Operation(
        G,
        "/web/admin/get_vaste_klanten",
        "Standing customers with a default amount",
        STAFF,
        ok=array(ref("Customer")),
        tag="orders",
    ),
    Operation(
        P,
        "/web/admin/create_massa_bestelling",
        "The standing-customer bulk order (all or nothing; dry_run)",
        STAFF,
        body=obj(optional={"product": INT, "klanten": array(INT), "dry_run": BOOL}),
        ok=ref("BulkOrderAnswer"),
        tag="orders",
    ),
    # Orders and customers
    Operation(
        G,
        "/web/admin/get_orders",
        "Orders, newest first (paged)",
        STAFF,
        query=ORDER_FILTERS,
        ok=paged(ref("Order")),
        tag="orders",
    ),
    Operation(
        G,
        "/web/admin/search_orders/{zoekwaarde}",
        "Search orders (paged)",
        STAFF,
        query=ORDER_FILTERS,
        ok=paged(ref("Order")),
        tag="orders",
    ),
    Operation(G, "/web/admin/find_bestelling/{x}", "One order by number or uuid", STAFF, ok=ref("Order"), tag="orders"),
    Operation(G, "/web/admin/refresh_order/{id}", "One order", STAFF, ok=ref("Order"), tag="orders"),
    Operation(
        G,
        "/web/admin/bestellingen_get_besteldagen",
        "Order days staff may order on",
        STAFF,
        ok=array(ref("OrderableDay")),
        tag="orders",
    ),
    Operation(
        G, "/web/admin/bestellingen_get_klanten", "At most 50 customers", STAFF, ok=array(ref("Customer")), tag="orders"
    ),
    Operation(
        G,
        "/web/admin/bestellingen_search_klanten/{term}",
        "At most 50 matching customers",
        STAFF,
        ok=array(ref("Customer")),
        tag="orders",
    ),
    Operation(
        P,
        "/web/admin/create_bestelling",
        "A staff order",
        STAFF,
        body=STAFF_ORDER_BODY,
        ok=obj({"id": INT}, {"message": STR}),
        tag="orders",
    ),
    Operation(
        P,
        "/web/admin/edit_order/{id}",
        "Edit an order",
        STAFF,
        body=STAFF_ORDER_BODY,
        ok=obj({"id": INT}, {"message": STR}),
        tag="orders",
    ),
    Operation(P, "/web/admin/destroy_order/{id}", "Delete an order", STAFF, ok=MESSAGE, tag="orders"),
    Operation(P, "/web/admin/resend_order_email/{id}", "Mail the confirmation again", STAFF, ok=MESSAGE, tag="orders"),
    Operation(
        G,
        "/web/admin/get_customers",
        "Customers by surname (paged)",
        STAFF,
        query=PAGING,
        ok=paged(ref("Customer")),
        tag="customers",
    ),
    Operation(
        G,
        "/web/admin/search_customers/{zoekwaarde}",
        "Search customers (paged)",
        STAFF,
        query=PAGING,
        ok=paged(ref("Customer")),
        tag="customers",
    ),
    Operation(
        G,
        "/web/admin/refresh_customer/{id}",
        "One customer with orders and donations",
        STAFF,
        ok={
            "allOf": [
                ref("Customer"),
                obj(
                    {"orders": array(ref("Order")), "donations": array(ref("Donation"))},
                    {"bezorg_notitie": STR},
                ),
            ]
        },
        tag="customers",
    ),
    Operation(
        P,
        "/web/admin/edit_customer/{id}",
        "Edit a customer",
        STAFF,
        body=CUSTOMER_BODY,
        ok=MESSAGE,
        tag="customers",
    ),
    Operation(
        G,
        "/web/admin/customer_data_export/{id}",
        "Everything stored about one customer (a JSON download)",
        STAFF,
        ok=obj(
            {
                "exported_at": TIMESTAMP,
                "customer": ref("Customer"),
                "orders": array(ref("Order")),
                "donations": array(ref("Donation")),
                "contact_messages": array(ref("ContactMessage")),
            }
        ),
        tag="privacy",
    ),
    Operation(
        P, "/web/admin/erase_customer/{id}", "Erase a customer's personal data", STAFF, ok=MESSAGE, tag="privacy"
    ),
    # Picture library
    Operation(G, "/web/get-all-pictures", "The picture library", ok=array(ref("Picture")), tag="pictures"),
    Operation(
        P,
        "/web/upload-picture",
        "Add a picture to the library",
        STAFF,
        multipart=obj(optional={**FILES["properties"], "naam": STR, "category": STR}),
        ok=obj({"id": INT, "uuid": STR, "slug": STR}),
        tag="pictures",
    ),
    Operation(
        P,
        "/web/save-picture-category/{id}",
        "Set a picture's category",
        STAFF,
        body=obj(optional={"category": TEXT}),
        ok=message({"picture": ref("Picture")}),
        tag="pictures",
    ),
    Operation(P, "/web/delete-picture/{uuid}", "Delete a library picture", STAFF, ok=MESSAGE, tag="pictures"),
    # Search engines
    Operation(G, "/sitemap.xml", "The public pages and soups", ok_media="application/xml", tag="site"),
    Operation(G, "/robots.txt", "Rules for robots", ok_media="text/plain", tag="site"),
    # Publications
    Operation(
        P,
        "/web/admin/upload-publication/{key}",
        "Upload a yearly publication (one PDF)",
        STAFF,
        multipart=obj(optional={"file": {"type": "string", "contentMediaType": "application/pdf"}}),
        ok=message({"key": STR, "value": STR}),
        tag="settings",
    ),
    Operation(G, "/web/publicatie/{name}", "A publication (PDF)", ok_media="application/pdf", tag="site"),
    # Failed mails
    Operation(
        G,
        "/web/admin/get_failed_mails",
        "Mails the outbox gave up on",
        STAFF,
        ok=array(ref("FailedMail")),
        tag="settings",
    ),
    Operation(P, "/web/admin/retry_mail/{id}", "Send a failed mail again", STAFF, ok=MESSAGE, tag="settings"),
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
