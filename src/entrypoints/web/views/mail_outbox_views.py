"""The mails the outbox gave up on, for managers: `get_failed_mails` and `retry_mail/{id}` (docs/api.md)."""

from __future__ import annotations

from aiohttp import web

from adapters.serialization import write_renamed
from entrypoints.web.keys import CONTAINER
from entrypoints.web.params import record_id
from entrypoints.web.route_table import RouteTable
from entrypoints.web.views.answers import Message
from soepkern.domain.mail import FailedMail
from soepkern.domain.permissions import Area
from soepkern.domain.users import User
from soepkern.services import outbox

RETRIED_MESSAGE = "De e-mail wordt opnieuw verstuurd."

routes = RouteTable("settings")
write_renamed(FailedMail, to="aan", subject="onderwerp", attempts="pogingen", last_error="laatste_fout")


@routes.get("/web/admin/get_failed_mails", "Mails the outbox gave up on", access=Area.SETTINGS, answer=list[FailedMail])
async def get_failed_mails(request: web.Request, _actor: User) -> list[FailedMail]:
    return await outbox.failed_mails(request.app[CONTAINER].uow_factory)


@routes.post("/web/admin/retry_mail/{id}", "Send a failed mail again", access=Area.SETTINGS, answer=Message)
async def retry_mail(request: web.Request, _actor: User) -> Message:
    container = request.app[CONTAINER]
    await outbox.retry_mail(record_id(request), container.uow_factory, container.clock)
    return Message(RETRIED_MESSAGE)
