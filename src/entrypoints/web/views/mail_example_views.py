"""GET /web/admin/show-user-email-example/{name}: an example e-mail with sample data, opened in the browser;
POST /web/admin/preview_mail_text: the same for a managers' e-mail text that is not saved yet."""

from __future__ import annotations

import html

import attrs
from aiohttp import web

from entrypoints.web.errors import read_json
from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.schemas import STR, TEXT_HTML, obj
from entrypoints.web.route_table import RouteTable
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.permissions import Area
from soepkern.domain.users import User
from soepkern.services.mail_text_preview import preview_mail_text as preview_use_case
from soepkern.services.stored_settings import example_mail

routes = RouteTable("settings")


@attrs.frozen
class MailPreview:
    """A mail as it would be sent: subject, HTML ("" without) and plain text."""

    subject: str
    html: str
    text: str


@routes.get(
    "/web/admin/show-user-email-example/{name}",
    "The HTML of an example mail",
    access=Area.DASHBOARD,
    ok_media=TEXT_HTML,
)
async def show_email_example(request: web.Request, user: User) -> web.Response:
    container = request.app[CONTAINER]
    name, now = request.match_info["name"], container.clock.now()
    message = await example_mail(name, container.mails, container.settings.public_url, now, container.uow_factory)
    body = message.html or f"<pre>{html.escape(message.text)}</pre>"
    return web.Response(text=body, content_type="text/html", headers={"Cache-Control": "no-store"})


@routes.post(
    "/web/admin/preview_mail_text",
    "Preview a mail text that is not saved yet",
    access=Area.SETTINGS,
    reads=obj({"key": STR, "text": STR}),
    answer=MailPreview,
)
async def preview_mail_text(request: web.Request, _user: User) -> MailPreview:
    body = await read_json(request)
    if not isinstance(body, dict) or not isinstance(body.get("key"), str) or not isinstance(body.get("text"), str):
        raise ValidationFailed.single("text", "Stuur een tekst om te bekijken.")
    container = request.app[CONTAINER]
    message = await preview_use_case(
        body["key"],
        body["text"],
        sanitizer=container.sanitizer,
        checker=container.mail_texts,
        mails=container.mails,
        uow_factory=container.uow_factory,
        public_url=container.settings.public_url,
        now=container.clock.now(),
    )
    return MailPreview(message.subject, message.html or "", message.text)
