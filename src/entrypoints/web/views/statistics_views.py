"""GET /web/admin/get_statistics: the dashboard's counts (managers only)."""

from __future__ import annotations

import json
from typing import Any

import attrs
from aiohttp import web

from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.schemas import CENTS, DAY, INT, STR, TIMESTAMP, array, nullable, obj
from entrypoints.web.response_cache import RESPONSE_CACHE, json_bytes_response
from entrypoints.web.route_table import RouteTable
from soepkern.domain.business_time import to_utc_iso
from soepkern.domain.dates import format_iso_date
from soepkern.domain.permissions import Area
from soepkern.domain.statistics import LiveBoard, period_from_query
from soepkern.domain.users import User
from soepkern.services.donations import donation_totals
from soepkern.services.statistics import get_live_board
from soepkern.services.statistics import get_statistics as statistics_use_case

routes = RouteTable("dashboard")


@routes.get(
    "/web/admin/get_statistics",
    "Counts, all time or for order days in van..tot",
    access=Area.DASHBOARD,
    query={"van": DAY, "tot": DAY},
    ok=obj(
        {
            "orderdays": INT,
            "customers": INT,
            "orders": INT,
            "orders_bronnen": obj({"webshop": INT, "admin": INT, "vaste_klant": INT}),
            "orders_producten": {"type": "object", "additionalProperties": INT},
            "orders_bezorgopties": obj({"ophalen": INT, "bezorgen": INT}),
        },
        {"donations": INT, "donations_bedrag": CENTS},
    ),
)
async def get_statistics(request: web.Request, _actor: User) -> web.Response:
    period = period_from_query(request.query.get("van"), request.query.get("tot"))
    uow_factory = request.app[CONTAINER].uow_factory
    statistics = await statistics_use_case(period, uow_factory)
    donations = await donation_totals(uow_factory, period.van, period.tot)
    return web.json_response(attrs.asdict(statistics) | donations)


def _live_board_body(board: LiveBoard | None, now_iso: str) -> dict[str, Any]:
    if board is None:
        return {"orderday": None, "products": [], "recent_orders": 0, "now": now_iso}
    return {
        "orderday": {
            "id": board.orderday_id,
            "bestellingsdag": format_iso_date(board.bestellingsdag),
            "bestelling_openings_timestamp": to_utc_iso(board.opens_at),
            "bestelling_sluitings_timestamp": to_utc_iso(board.closes_at),
        },
        "products": [
            {"naam": r.naam, "hoeveelheid": r.hoeveelheid, "besteld": r.besteld, "over": r.over} for r in board.rows
        ],
        "recent_orders": board.recent_orders,
        "now": now_iso,
    }


@routes.get(
    "/web/admin/live_orderday",
    "The order day open now (or next), live",
    access=Area.DASHBOARD,
    ok=obj(
        {
            "orderday": nullable(
                obj(
                    {
                        "id": INT,
                        "bestellingsdag": DAY,
                        "bestelling_openings_timestamp": nullable(TIMESTAMP),
                        "bestelling_sluitings_timestamp": nullable(TIMESTAMP),
                    }
                )
            ),
            "products": array(obj({"naam": STR, "hoeveelheid": INT, "besteld": INT, "over": INT})),
            "recent_orders": INT,
            "now": TIMESTAMP,
        }
    ),
)
async def live_orderday(request: web.Request, _actor: User) -> web.Response:
    """Polled by every open dashboard: one shared query per second per process, however many managers watch."""
    container = request.app[CONTAINER]

    async def build() -> bytes:
        board = await get_live_board(container.uow_factory, container.clock)
        return json.dumps(_live_board_body(board, to_utc_iso(container.clock.now()))).encode()

    return json_bytes_response(await request.app[RESPONSE_CACHE].get_or_build("admin-live-orderday", build))
