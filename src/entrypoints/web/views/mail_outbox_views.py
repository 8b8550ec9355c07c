"""The mails the outbox gave up on, for managers: `get_failed_mails` and `retry_mail/{id}` (docs/api.md)."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from adapters.serialization import unstructure
from entrypoints.web.auth import staff_view
from entrypoints.web.keys import CONTAINER
from entrypoints.web.params import record_id
from soepkern.domain.mail import FailedMail
from soepkern.domain.permissions import Area
from soepkern.domain.users import User
from soepkern.services import outbox

RETRIED_MESSAGE = "De e-mail wordt opnieuw verstuurd."


def failed_mail_json(mail: FailedMail) -> dict[str, Any]:
    return {
        "id": mail.id,
        "aan": mail.to,
        "onderwerp": mail.subject,
        "pogingen": mail.attempts,
        "laatste_fout": mail.last_error,
        "created_at": unstructure(mail.created_at),
    }


@staff_view(Area.SETTINGS)
async def get_failed_mails(request: web.Request, _actor: User) -> web.Response:
    mails = await outbox.failed_mails(request.app[CONTAINER].uow_factory)
    return web.json_response([failed_mail_json(mail) for mail in mails])


@staff_view(Area.SETTINGS)
async def retry_mail(request: web.Request, _actor: User) -> web.Response:
    container = request.app[CONTAINER]
    await outbox.retry_mail(record_id(request), container.uow_factory, container.clock)
    return web.json_response({"message": RETRIED_MESSAGE})
