"""Privacy (AVG) for managers: everything stored about one customer as a JSON download, and erasing a customer on
request (docs/decisions/0017-privacy.md, docs/api.md 'Privacy')."""

from __future__ import annotations

import json

from aiohttp import web

from adapters.serialization import unstructure
from entrypoints.web.auth import staff_view
from entrypoints.web.keys import CONTAINER
from entrypoints.web.params import record_id
from entrypoints.web.views.contact_views import message_json
from entrypoints.web.views.order_views import ports
from entrypoints.web.views.staff_json import customer_json, donation_json, order_json
from soepkern.domain.permissions import Area
from soepkern.domain.users import User
from soepkern.services import privacy

ERASED_MESSAGE = "Klantgegevens gewist"


@staff_view(Area.PRIVACY)
async def customer_data_export(request: web.Request, actor: User) -> web.Response:
    customer_id = record_id(request)
    export = await privacy.export_customer_data(customer_id, actor, ports(request))
    body = {
        "exported_at": unstructure(request.app[CONTAINER].clock.now()),
        "customer": {**customer_json(export.detail.customer), "bezorg_notitie": export.detail.bezorg_notitie},
        "orders": [order_json(o) for o in export.detail.orders],
        "donations": [donation_json(d) for d in export.detail.donations],
        "contact_messages": [message_json(m) for m in export.contact_messages],
    }
    return web.Response(
        body=json.dumps(body, ensure_ascii=False, indent=2).encode(),
        content_type="application/json",
        charset="utf-8",
        headers={
            "Content-Disposition": f'attachment; filename="klantgegevens-{customer_id}.json"',
            "Cache-Control": "no-store",
        },
    )


@staff_view(Area.PRIVACY)
async def erase_customer(request: web.Request, actor: User) -> web.Response:
    await privacy.erase_customer(record_id(request), actor, ports(request))
    return web.json_response({"message": ERASED_MESSAGE})


@staff_view(Area.PRIVACY)
async def privacy_log(request: web.Request, _actor: User) -> web.Response:
    """The privacy log for managers: exports, erasures and retention runs, newest first (the last 200)."""
    entries = await privacy.list_privacy_log(request.app[CONTAINER].uow_factory)
    return web.json_response(
        [
            {
                "id": e.id,
                "at": unstructure(e.created_at),
                "action": e.action,
                "customer_id": e.customer_id,
                "user_id": e.user_id,
                "user_name": e.user_name,
                "detail": e.detail,
            }
            for e in entries
        ]
    )
