"""The waitlist of a sold-out soup (issue 26 item 2; docs/api.md 'Waitlist').

Staff calls (soep_coordinator and up): the day's list per soup, removing someone and an offer by hand.

Public calls: joining takes the checkout's details and one wish; the link in the mails (its token is the only key)
shows the wish, leaves the list or turns an open offer into an order.
"""

from __future__ import annotations

from aiohttp import web

from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.schemas import STR
from entrypoints.web.params import record_id
from entrypoints.web.route_table import RouteTable
from soepkern.domain.permissions import Area
from soepkern.domain.users import User
from soepkern.services.waitlist import (
    WaitlistForm,
    WaitlistStatus,
    WaitlistTokenForm,
    accept_offer,
    join_waitlist,
    leave_waitlist,
    waitlist_status,
)
from soepkern.services.waitlist_admin import (
    DayWaitlist,
    WaitlistChanged,
    get_day_waitlist,
    offer_by_hand,
    remove_from_waitlist,
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


@routes.get(
    "/web/admin/get_wachtlijst/{id}",
    "The order day's waitlist per soup: who waits (first come first), open offers with expiry and what was taken",
    access=Area.ORDER_DAYS,
    answer=DayWaitlist,
)
async def get_wachtlijst(request: web.Request, _actor: User) -> DayWaitlist:
    return await get_day_waitlist(record_id(request), request.app[CONTAINER].waitlist_ports)


@routes.post(
    "/web/admin/wachtlijst_verwijderen/{id}",
    "Remove someone from the waitlist (an offer they hold passes on at once)",
    access=Area.ORDER_DAYS,
    answer=WaitlistChanged,
)
async def wachtlijst_verwijderen(request: web.Request, _actor: User) -> WaitlistChanged:
    return await remove_from_waitlist(record_id(request), request.app[CONTAINER].waitlist_ports)


@routes.post(
    "/web/admin/wachtlijst_aanbieden/{id}",
    "Offer a waiting person their wish by hand (only when the portions are free; held for the set time)",
    access=Area.ORDER_DAYS,
    answer=WaitlistChanged,
)
async def wachtlijst_aanbieden(request: web.Request, _actor: User) -> WaitlistChanged:
    return await offer_by_hand(record_id(request), request.app[CONTAINER].waitlist_ports)
