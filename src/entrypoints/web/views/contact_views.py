"""The contact form (visitors) and its back office: subjects' addresses and the received messages."""

from __future__ import annotations

import attrs
from aiohttp import web

from adapters.serialization import structure, unstructure
from entrypoints.web import form_tokens, rate_limit
from entrypoints.web.errors import read_json
from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.schemas import STR
from entrypoints.web.paging import PAGING, Paged, page_params
from entrypoints.web.route_table import RouteTable
from entrypoints.web.views.answers import Message
from soepkern.domain.contact import SENT_MESSAGE, ContactForm, ContactMessage, valid_email
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.permissions import Area
from soepkern.domain.users import User, normalise_email
from soepkern.services import contact

SAVED_MESSAGE = "Contactformulier opgeslagen"

routes = RouteTable("contact")


@attrs.frozen
class SubjectAddress:
    naam: str
    email: str


@routes.post("/web/submit-contact-form", "Send the contact form", reads=ContactForm, answer=Message)
async def submit_contact_form(request: web.Request) -> Message:
    container = request.app[CONTAINER]
    body = await read_json(request)
    await rate_limit.limit(request, rate_limit.CONTACT_PER_ADDRESS)  # also for bodies that are refused
    form = structure(body, ContactForm)
    sender = normalise_email(form.email)
    if valid_email(sender):
        await rate_limit.limit(request, rate_limit.CONTACT_PER_SENDER, sender)
    shown_at = form_tokens.issued_at(container.settings.secret_key, form.formulier_token)
    await contact.submit_contact_form(form, shown_at, container.contact_ports)
    return Message(SENT_MESSAGE)


@attrs.frozen
class FormToken:
    token: str


@routes.get(
    "/web/contact-form-token",
    "The signed moment the contact form is shown, for the server's bot check (decision 0031)",
    answer=FormToken,
)
async def contact_form_token(request: web.Request) -> web.Response:
    """The signed moment the contact form is shown (decision 0031); the form sends it back as `formulier_token`."""
    container = request.app[CONTAINER]
    token = FormToken(form_tokens.issue(container.settings.secret_key, container.clock.now()))
    return web.json_response(unstructure(token), headers={"Cache-Control": "no-store"})


@routes.get(
    "/web/get-contactform-subjects",
    "The contact form's subjects and their addresses",
    access=Area.CONTACT_SUBJECTS,
    answer=list[SubjectAddress],
)
async def get_contactform_subjects(request: web.Request, _user: User) -> list[SubjectAddress]:
    subjects = await contact.subject_addresses(request.app[CONTAINER].uow_factory)
    return [SubjectAddress(s.naam, s.email) for s in subjects]


@routes.post(
    "/web/save-contactform-subjects",
    "Save the subjects' addresses",
    access=Area.CONTACT_SUBJECTS,
    reads={"type": "object", "additionalProperties": STR},  # subject -> address, checked by the domain
    answer=Message,
)
async def save_contactform_subjects(request: web.Request, _user: User) -> Message:
    body = await read_json(request)
    if not isinstance(body, dict):
        raise ValidationFailed.single("body", "Ongeldige waarde.")
    await contact.save_subject_addresses(body, request.app[CONTAINER].uow_factory)
    return Message(SAVED_MESSAGE)


@routes.get(
    "/web/admin/get_contact_messages",
    "Received contact messages, newest first",
    access=Area.CONTACT_SUBJECTS,
    answer=Paged[ContactMessage],
    query={**PAGING, "q": STR},
)
async def get_contact_messages(request: web.Request, _user: User) -> Paged[ContactMessage]:
    page, per_page = page_params(request)
    search = request.query.get("q", "").strip()[:100] or None
    found = await contact.received_messages(request.app[CONTAINER].uow_factory, page, per_page, search)
    return Paged.of(request, found, lambda message: message)
