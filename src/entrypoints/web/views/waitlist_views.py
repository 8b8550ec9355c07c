"""The waitlist of a sold-out soup (issue 26 item 2; docs/api.md 'Waitlist').

Public calls: joining takes the checkout's details and one wish; the link in the mails (its token is the only key)
shows the wish, leaves the list or turns an open offer into an order.
"""

from __future__ import annotations

from aiohttp import web

from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.schemas import STR
from entrypoints.web.route_table import RouteTable
from soepkern.services.waitlist import (
    WaitlistForm,
    WaitlistStatus,
    WaitlistTokenForm,
    accept_offer,
    join_waitlist,
    leave_waitlist,
    waitlist_status,
)

routes = RouteTable("waitlist")


@routes.post(
    "/web/wachtlijst",
    "Join the waitlist of a sold-out soup of an open order day (the checkout's details and one wish)",
    body=WaitlistForm,
    answer=WaitlistStatus,
)
async def join(request: web.Request, body: WaitlistForm) -> WaitlistStatus:
    return await join_waitlist(body, request.app[CONTAINER].waitlist_ports)


@routes.get(
    "/web/wachtlijst",
    "The wish behind a waitlist mail's link (token in the query); status onbekend for an unknown link",
    query={"token": STR},
    answer=WaitlistStatus,
)
async def status(request: web.Request) -> WaitlistStatus:
    return await waitlist_status(request.query.get("token", ""), request.app[CONTAINER].waitlist_ports)


@routes.post(
    "/web/wachtlijst/verlaten",
    "Leave the waitlist by the link's token (an offer held passes on at once)",
    body=WaitlistTokenForm,
    answer=WaitlistStatus,
)
async def leave(request: web.Request, body: WaitlistTokenForm) -> WaitlistStatus:
    return await leave_waitlist(body, request.app[CONTAINER].waitlist_ports)


@routes.post(
    "/web/wachtlijst/aannemen",
    "Turn the open offer behind the link's token into an order (the held portions, in one step)",
    body=WaitlistTokenForm,
    answer=WaitlistStatus,
)
async def accept(request: web.Request, body: WaitlistTokenForm) -> WaitlistStatus:
    return await accept_offer(body, request.app[CONTAINER].waitlist_ports)
