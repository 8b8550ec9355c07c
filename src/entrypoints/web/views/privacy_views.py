"""Privacy (AVG) for managers: everything stored about one customer as a JSON download, and erasing a customer on
request (docs/decisions/0017-privacy.md, docs/api.md 'Privacy')."""

from __future__ import annotations

import json
from datetime import datetime

import attrs
from aiohttp import web

from adapters.serialization import unstructure, write_renamed
from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.schemas import MESSAGE, PARTNER_DOWN
from entrypoints.web.params import record_id
from entrypoints.web.route_table import RouteTable
from entrypoints.web.views.answers import Message
from entrypoints.web.views.downloads import download
from entrypoints.web.views.order_views import ports
from entrypoints.web.views.staff_answers import Donation, NotedCustomer, StaffOrder
from soepkern.domain.contact import ContactMessage
from soepkern.domain.permissions import Area
from soepkern.domain.retention import PrivacyLogEntry
from soepkern.domain.users import User
from soepkern.services import monthly_gifts, privacy

ERASED_MESSAGE = "Klantgegevens gewist"

routes = RouteTable("privacy")
write_renamed(PrivacyLogEntry, created_at="at")


@attrs.frozen
class CustomerData:
    """Everything stored about one customer."""

    exported_at: datetime
    customer: NotedCustomer
    orders: list[StaffOrder]
    donations: list[Donation]
    contact_messages: list[ContactMessage]


@routes.get(
    "/web/admin/customer_data_export/{id}",
    "Everything stored about one customer (a JSON download)",
    access=Area.PRIVACY,
    answer=CustomerData,
)
async def customer_data_export(request: web.Request, actor: User) -> web.Response:
    customer_id = record_id(request)
    export = await privacy.export_customer_data(customer_id, actor, ports(request))
    detail = export.detail
    data = CustomerData(
        request.app[CONTAINER].clock.now(),
        NotedCustomer(detail.customer, detail.bezorg_notitie),
        [StaffOrder.of(o) for o in detail.orders],
        [Donation.of(d) for d in detail.donations],
        export.contact_messages,
    )
    body = json.dumps(unstructure(data), ensure_ascii=False, indent=2).encode()
    return download(body, "application/json", f"klantgegevens-{customer_id}.json", charset="utf-8")


@routes.post(
    "/web/admin/erase_customer/{id}",
    "Erase a customer's personal data (a monthly gift of theirs is stopped first)",
    access=Area.PRIVACY,
    answer=Message,
    answers=PARTNER_DOWN,
)
async def erase_customer(request: web.Request, actor: User) -> Message:
    donation_ports = request.app[CONTAINER].donation_ports

    async def stop_gifts(email: str) -> int:
        return await monthly_gifts.stop_gifts_of(email, donation_ports)

    await privacy.erase_customer(record_id(request), actor, ports(request), stop_gifts)
    return Message(ERASED_MESSAGE)


@routes.post(
    "/web/admin/erase_donor/{id}",
    "Erase the personal data of the donor of this donation, who is no customer: every donation and monthly gift of"
    " the address keeps only amounts and dates (a running monthly gift is stopped first)",
    access=Area.PRIVACY,
    answer=Message,
    answers={**PARTNER_DOWN, 404: ("No such donation", MESSAGE)},
)
async def erase_donor(request: web.Request, actor: User) -> Message:
    donation_ports = request.app[CONTAINER].donation_ports

    async def stop_gifts(email: str) -> int:
        return await monthly_gifts.stop_gifts_of(email, donation_ports)

    return Message(await privacy.erase_donor(record_id(request), actor, ports(request), stop_gifts))


@routes.get(
    "/web/admin/privacy-log",
    "Exports, erasures and retention runs of personal data, newest first (the last 200)",
    access=Area.PRIVACY,
    answer=list[PrivacyLogEntry],
    tag="audit",
)
async def privacy_log(request: web.Request, _actor: User) -> list[PrivacyLogEntry]:
    """The privacy log for managers: exports, erasures and retention runs, newest first (the last 200)."""
    return await privacy.list_privacy_log(request.app[CONTAINER].uow_factory)
