"""GET /web/admin/show-user-email-example/{name}: an example e-mail with sample data, opened in the browser."""

from __future__ import annotations

import html

from aiohttp import web

from entrypoints.web.auth import staff_view
from entrypoints.web.keys import CONTAINER
from soepkern.domain.errors import NotFound
from soepkern.domain.permissions import Area
from soepkern.domain.users import User
from soepkern.services.order_mails import example_mail


@staff_view(Area.DASHBOARD)
async def show_email_example(request: web.Request, user: User) -> web.Response:
    container = request.app[CONTAINER]
    async with container.uow_factory() as uow:
        stored = await uow.settings_values.get_all()
    message = example_mail(
        request.match_info["name"], container.mails, stored, container.settings.public_url, container.clock.now()
    )
    if message is None:
        raise NotFound("Dit voorbeeld van een e-mail bestaat niet.")
    body = message.html or f"<pre>{html.escape(message.text)}</pre>"
    return web.Response(text=body, content_type="text/html", headers={"Cache-Control": "no-store"})
