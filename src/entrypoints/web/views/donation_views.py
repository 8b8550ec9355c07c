"""Donations: POST /web/donate, the payment provider's webhook, the thank-you page's status call, and the built-in
payment page used when no Mollie key is configured."""

from __future__ import annotations

import html
import logging
import re
from urllib.parse import urlsplit

import attrs
from aiohttp import web

from adapters.http.builtin_payments import BuiltinPayments
from adapters.serialization import structure
from entrypoints.web import rate_limit
from entrypoints.web.errors import json_error, read_json
from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.schemas import (
    BOOL,
    EMAIL,
    HOUSE_NUMBER,
    NAME,
    PARTNER_DOWN,
    POSTCODE,
    STR,
    TEXT,
    TEXT_HTML,
    obj,
)
from entrypoints.web.route_table import RouteTable
from entrypoints.web.uploads import read_form
from entrypoints.web.views.answers import IN_CENTS
from soepkern.domain.donations import DonationForm, DonationStatus
from soepkern.domain.money import format_euro
from soepkern.ports import PaymentUnavailable
from soepkern.services import donations

log = logging.getLogger(__name__)

UUID_PATTERN = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
PAYMENT_ID_PATTERN = re.compile(r"[A-Za-z0-9_\-]{1,100}")
OUTCOMES = (("paid", "Betaald"), ("failed", "Mislukt"), ("canceled", "Geannuleerd"), ("expired", "Verlopen"))


routes = RouteTable("donations")


def _ports(request: web.Request) -> donations.DonationPorts:
    return request.app[CONTAINER].donation_ports


@routes.post(
    "/web/donate",
    "Start a donation; answers the URL to send the browser to",
    reads=obj(
        {
            "bedrag": {"type": "integer", "minimum": 100, "maximum": 1000000},
            "anoniem": BOOL,
            "zakelijk": BOOL,
            "voornaam": NAME,
            "achternaam": NAME,
            "email": EMAIL,
        },
        {
            "bedrijfsnaam": TEXT,
            "postcode": POSTCODE,
            "huisnummer": HOUSE_NUMBER,
            "straat": TEXT,
            "plaats": TEXT,
            "periodiek": {"enum": ["eenmalig", "maandelijks"], "default": "eenmalig"},
        },
    ),
    answer=str,
    answers=PARTNER_DOWN,
)
async def donate(request: web.Request) -> str:
    body = await read_json(request)
    await rate_limit.limit(request, rate_limit.DONATE_PER_ADDRESS)
    if isinstance(body, dict):
        body = {k: v for k, v in body.items() if v is not None}
    return await donations.donate(structure(body, DonationForm), _ports(request))


@routes.post(
    "/web/mollie-webhook",
    "Mollie reports a payment (form field id); empty answer",
    form=obj(optional={"id": STR}),
    ok_media="",
    answers=PARTNER_DOWN,
)
async def mollie_webhook(request: web.Request) -> web.Response:
    """Mollie posts `id=tr_...` (a form). Unknown ids answer 200 and change nothing; a provider that cannot be asked
    answers 502, so that Mollie tries again later."""
    form = await read_form(request)
    payment_id = str(form.get("id") or "").strip()
    if not PAYMENT_ID_PATTERN.fullmatch(payment_id):
        return web.Response(text="")
    try:
        await donations.record_payment(payment_id, _ports(request))
    except PaymentUnavailable:
        log.warning("Webhook for %s: the payment provider could not be asked", payment_id)
        return json_error(502, "De betaalstatus kon niet worden opgehaald.")
    return web.Response(text="")


@attrs.frozen
class PaymentState:
    """What the thank-you page shows of a donation (no personal data)."""

    uuid: str
    bedrag: int = attrs.field(metadata=IN_CENTS)
    status: DonationStatus


@routes.get(
    "/web/donation-status/{uuid}",
    "A donation's status (thank-you page)",
    answer=PaymentState,
)
async def donation_status(request: web.Request) -> PaymentState:
    """GET /web/donation-status/{uuid}: what the thank-you page shows (no personal data)."""
    await rate_limit.limit(request, rate_limit.DONATION_STATUS_PER_ADDRESS)
    donation_uuid = request.match_info["uuid"].lower()
    if not UUID_PATTERN.fullmatch(donation_uuid):
        raise web.HTTPNotFound()
    donation = await donations.donation_status(donation_uuid, _ports(request))
    if donation is None:
        raise web.HTTPNotFound()
    return PaymentState(donation.uuid, donation.bedrag, donation.status)


def _builtin(request: web.Request) -> BuiltinPayments:
    payments = request.app[CONTAINER].payments
    if not isinstance(payments, BuiltinPayments):
        raise web.HTTPNotFound()  # with Mollie configured this page does not exist
    return payments


def _same_site_path(url: str) -> str:
    """Only the path and query of the redirect address: the payment page never sends a browser to another site."""
    parts = urlsplit(url)
    path = parts.path if parts.path.startswith("/") and not parts.path.startswith("//") else "/"
    return path + (f"?{parts.query}" if parts.query else "")


@routes.get(
    "/web/test-betaling/{id}",
    "The built-in payment page (no Mollie key)",
    ok_media=TEXT_HTML,
)
async def builtin_payment_page(request: web.Request) -> web.Response:
    payment = _builtin(request).get(request.match_info["id"])
    if payment is None:
        raise web.HTTPNotFound()
    buttons = "".join(
        f'<button type="submit" name="status" value="{value}">{label}</button>' for value, label in OUTCOMES
    )
    page = (
        '<!doctype html><html lang="nl"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        "<title>Testbetaling</title>"
        "<style>body{font-family:system-ui,sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem;"
        "line-height:1.5;color:#1a1a1a}form{display:grid;gap:.75rem}button{font:inherit;padding:.8rem;"
        "border-radius:6px;border:1px solid #555;background:#fff;cursor:pointer}"
        "button[value=paid]{background:#1b6b3a;color:#fff;border-color:#1b6b3a}</style></head><body><main>"
        "<h1>Testbetaling (iDEAL)</h1>"
        "<p>Dit is de ingebouwde testbetaalpagina: er wordt geen echt geld betaald. Kies de uitkomst van de "
        "betaling, zoals in de testomgeving van Mollie.</p>"
        f"<p><strong>{html.escape(payment.description)}</strong><br>"
        f"Bedrag: {html.escape(format_euro(payment.amount_cents))}</p>"
        f'<form method="post">{buttons}</form></main></body></html>'
    )
    return web.Response(text=page, content_type="text/html", headers={"Cache-Control": "no-store"})


@routes.post(
    "/web/test-betaling/{id}",
    "Choose the built-in payment's outcome; 303 to the thank-you page",
    form=obj(optional={"status": {"enum": ["paid", "failed", "canceled", "expired"]}}),
    ok_media=TEXT_HTML,
    answers={303: "To the thank-you page"},
)
async def builtin_payment_choose(request: web.Request) -> web.StreamResponse:
    payments = _builtin(request)
    payment_id = request.match_info["id"]
    payment = payments.get(payment_id)
    if payment is None:
        raise web.HTTPNotFound()
    status = str((await read_form(request)).get("status") or "")
    if status not in {value for value, _ in OUTCOMES}:
        return json_error(422, "Kies een uitkomst van de betaling.", errors={"status": ["Kies een uitkomst."]})
    payments.set_status(payment_id, status)
    await donations.record_payment(payment_id, _ports(request))  # what Mollie's webhook call would do
    raise web.HTTPSeeOther(_same_site_path(payment.redirect_url))
