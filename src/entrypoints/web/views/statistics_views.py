"""GET /web/admin/get_statistics: the dashboard's counts (managers only)."""

from __future__ import annotations

import json
from datetime import date, datetime

import attrs
from aiohttp import web

from adapters.serialization import unstructure
from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.schemas import DAY, INT, obj
from entrypoints.web.openapi.types import describe
from entrypoints.web.response_cache import RESPONSE_CACHE, json_bytes_response
from entrypoints.web.route_table import RouteTable
from entrypoints.web.views.answers import IN_CENTS, IN_PLACE_FIELD, in_place
from soepkern.domain.permissions import Area
from soepkern.domain.statistics import LiveBoard, Statistics, period_from_query
from soepkern.domain.users import User
from soepkern.services.donations import donation_totals
from soepkern.services.statistics import get_live_board
from soepkern.services.statistics import get_statistics as statistics_use_case

routes = RouteTable("dashboard")
describe(
    Statistics,
    orders_bronnen=obj({"webshop": INT, "admin": INT, "vaste_klant": INT}),
    orders_producten={"type": "object", "additionalProperties": INT},
    orders_bezorgopties=obj({"ophalen": INT, "bezorgen": INT}),
)


@in_place
@attrs.frozen
class DashboardCounts:
    """The counts (all time or for order days in van..tot) and the paid donations: number and sum."""

    counts: Statistics = attrs.field(metadata=IN_PLACE_FIELD)
    donations: int
    donations_bedrag: int = attrs.field(metadata=IN_CENTS)


@routes.get(
    "/web/admin/get_statistics",
    "Counts, all time or for order days in van..tot",
    access=Area.DASHBOARD,
    query={"van": DAY, "tot": DAY},
    answer=DashboardCounts,
)
async def get_statistics(request: web.Request, _actor: User) -> DashboardCounts:
    period = period_from_query(request.query.get("van"), request.query.get("tot"))
    uow_factory = request.app[CONTAINER].uow_factory
    statistics = await statistics_use_case(period, uow_factory)
    donations = await donation_totals(uow_factory, period.van, period.tot)
    return DashboardCounts(statistics, donations["donations"], donations["donations_bedrag"])


@attrs.frozen
class LiveOrderDay:
    id: int
    bestellingsdag: date
    bestelling_openings_timestamp: datetime
    bestelling_sluitings_timestamp: datetime


@attrs.frozen
class LivePortions:
    """A soup's portions on the live order day (`over`: still free)."""

    naam: str
    hoeveelheid: int
    besteld: int
    over: int
    wachtend: int
    """People on the soup's waitlist (waiting or holding an offer)."""


@attrs.frozen
class LiveDay:
    """The order day open now (or next; null without one), its portions and the orders of the last minutes."""

    orderday: LiveOrderDay | None
    products: list[LivePortions]
    recent_orders: int
    now: datetime

    @classmethod
    def of(cls, board: LiveBoard | None, now: datetime) -> LiveDay:
        if board is None:
            return cls(None, [], 0, now)
        day = LiveOrderDay(board.orderday_id, board.bestellingsdag, board.opens_at, board.closes_at)
        rows = [LivePortions(r.naam, r.hoeveelheid, r.besteld, r.over, r.wachtend) for r in board.rows]
        return cls(day, rows, board.recent_orders, now)


@routes.get(
    "/web/admin/live_orderday",
    "The order day open now (or next), live",
    access=Area.DASHBOARD,
    answer=LiveDay,
)
async def live_orderday(request: web.Request, _actor: User) -> web.Response:
    """Polled by every open dashboard: one shared query per second per process, however many managers watch."""
    container = request.app[CONTAINER]

    async def build() -> bytes:
        board = await get_live_board(container.uow_factory, container.clock)
        return json.dumps(unstructure(LiveDay.of(board, container.clock.now()))).encode()

    return json_bytes_response(await request.app[RESPONSE_CACHE].get_or_build("admin-live-orderday", build))
