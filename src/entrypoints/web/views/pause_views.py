"""Standing customers on pause (issue 27 item 4, decision 0079; docs/api.md 'Customers on pause')."""

from __future__ import annotations

from datetime import date

import attrs
from aiohttp import web

from entrypoints.web.keys import CONTAINER
from entrypoints.web.params import record_id
from entrypoints.web.route_table import RouteTable
from entrypoints.web.views.answers import Message
from soepkern.domain.customer_pauses import CustomerPause
from soepkern.domain.permissions import Area
from soepkern.domain.users import User
from soepkern.services import customer_pauses as service
from soepkern.services.customer_pauses import NewPause, PausePorts

routes = RouteTable("customers")


def _ports(request: web.Request) -> PausePorts:
    return request.app[CONTAINER].pause_ports


@attrs.frozen
class PauseView:
    id: int
    klant: int
    van: date
    tot: date
    reden: str
    actief: bool
    """Whether the pause covers today (otherwise it starts later)."""


@attrs.frozen
class PauseList:
    pauzes: list[PauseView]


@attrs.frozen
class PauseSaved:
    id: int
    message: str


def _view(pause: CustomerPause, today: date) -> PauseView:
    return PauseView(pause.id or 0, pause.customer_id, pause.van, pause.tot, pause.reden, pause.covers(today))


@routes.get(
    "/web/admin/get_customer_pauses",
    "Pauses that have not ended (?klant=ID for one customer), by first day",
    access=Area.CUSTOMERS,
    answer=PauseList,
)
async def get_customer_pauses(request: web.Request, _actor: User) -> PauseList:
    raw = request.query.get("klant", "").strip()
    if raw and not (raw.isdigit() and len(raw) <= 9):
        return PauseList([])  # a malformed id matches no customer
    today, pauses = await service.current_pauses(int(raw) if raw else None, _ports(request))
    return PauseList([_view(p, today) for p in pauses])


@routes.post(
    "/web/admin/add_customer_pause",
    "Put a standing customer on pause from one day to another (both included) with a reason",
    access=Area.CUSTOMERS,
    body=NewPause,
    answer=PauseSaved,
)
async def add_customer_pause(request: web.Request, _actor: User, body: NewPause) -> PauseSaved:
    pause = await service.add_pause(body, _ports(request))
    return PauseSaved(pause.id or 0, service.SAVED)


@routes.post(
    "/web/admin/delete_customer_pause/{id}",
    "Take a pause away",
    access=Area.CUSTOMERS,
    answer=Message,
)
async def delete_customer_pause(request: web.Request, _actor: User) -> Message:
    await service.delete_pause(record_id(request), _ports(request))
    return Message(service.DELETED)
