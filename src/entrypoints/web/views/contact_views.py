"""The contact form (visitors) and its back office: subjects' addresses and the received messages."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from adapters.serialization import structure, unstructure
from entrypoints.web import form_tokens, rate_limit
from entrypoints.web.auth import staff_view
from entrypoints.web.errors import read_json
from entrypoints.web.keys import CONTAINER
from soepkern.domain.contact import SENT_MESSAGE, ContactForm, ContactMessage, valid_email
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.permissions import Area
from soepkern.domain.users import User, normalise_email
from soepkern.services import contact

DEFAULT_PER_PAGE = 25
MAX_PER_PAGE = 100
SAVED_MESSAGE = "Contactformulier opgeslagen"


async def submit_contact_form(request: web.Request) -> web.Response:
    container = request.app[CONTAINER]
    body = await read_json(request)
    await rate_limit.limit(request, rate_limit.CONTACT_PER_ADDRESS)
    form = structure(body, ContactForm)
    sender = normalise_email(form.email)
    if valid_email(sender):
        await rate_limit.limit(request, rate_limit.CONTACT_PER_SENDER, sender)
    shown_at = form_tokens.issued_at(container.settings.secret_key, form.formulier_token)
    await contact.submit_contact_form(form, shown_at, container.contact_ports)
    container.wake_mail()
    return web.json_response({"message": SENT_MESSAGE})


async def contact_form_token(request: web.Request) -> web.Response:
    """The signed moment the contact form is shown (decision 0031); the form sends it back as `formulier_token`."""
    container = request.app[CONTAINER]
    token = form_tokens.issue(container.settings.secret_key, container.clock.now())
    return web.json_response({"token": token}, headers={"Cache-Control": "no-store"})


@staff_view(Area.CONTACT_SUBJECTS)
async def get_contactform_subjects(request: web.Request, user: User) -> web.Response:
    subjects = await contact.subject_addresses(request.app[CONTAINER].uow_factory)
    return web.json_response([{"naam": s.naam, "email": s.email} for s in subjects])


@staff_view(Area.CONTACT_SUBJECTS)
async def save_contactform_subjects(request: web.Request, user: User) -> web.Response:
    body = await read_json(request)
    if not isinstance(body, dict):
        raise ValidationFailed.single("body", "Ongeldige waarde.")
    await contact.save_subject_addresses(body, request.app[CONTAINER].uow_factory)
    return web.json_response({"message": SAVED_MESSAGE})


def message_json(message: ContactMessage) -> dict[str, Any]:
    return {
        "id": message.id,
        "naam": message.naam,
        "bedrijf": message.bedrijf,
        "email": message.email,
        "telefoonnummer": message.telefoonnummer,
        "onderwerp": message.onderwerp,
        "vraag": message.vraag,
        "ontvanger": message.ontvanger,
        "created_at": unstructure(message.created_at),
    }


def page_params(request: web.Request) -> tuple[int, int]:
    """`?page=N` (from 1) and `?per_page=M` (default 25, at most 100); nonsense falls back to the defaults."""

    def number(name: str, default: int) -> int:
        raw = request.query.get(name, "")
        return int(raw) if raw.isdigit() and 0 < len(raw) < 7 and int(raw) > 0 else default

    return number("page", 1), min(number("per_page", DEFAULT_PER_PAGE), MAX_PER_PAGE)


@staff_view(Area.CONTACT_SUBJECTS)
async def get_contact_messages(request: web.Request, user: User) -> web.Response:
    page, per_page = page_params(request)
    search = request.query.get("q", "").strip()[:100] or None
    found = await contact.received_messages(request.app[CONTAINER].uow_factory, page, per_page, search)
    last_page = max(1, -(-found.total // per_page))
    next_url = None
    if page < last_page:
        next_url = str(request.url.update_query({"page": str(page + 1), "per_page": str(per_page)}))
    return web.json_response(
        {
            "data": [message_json(m) for m in found.items],
            "current_page": page,
            "per_page": per_page,
            "total": found.total,
            "last_page": last_page,
            "next_page_url": next_url,
        }
    )
