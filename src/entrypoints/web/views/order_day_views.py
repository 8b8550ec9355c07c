"""The order-day screens' calls (document 2, section 7 'Order days')."""

from __future__ import annotations

from typing import Any

import attrs
from aiohttp import web

from adapters.serialization import structure, unstructure
from entrypoints.web.errors import read_json
from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.schemas import (
    ANY,
    BOOL,
    DAY,
    INT,
    MESSAGE,
    ORDER_DAY_BODY,
    STR,
    array,
    message,
    nullable,
    obj,
    ref,
)
from entrypoints.web.params import record_id
from entrypoints.web.route_table import RouteTable
from soepkern.domain.order_day_plans import registration_status, visibility_status
from soepkern.domain.order_days import OrderDayForm
from soepkern.domain.permissions import Area
from soepkern.domain.users import User
from soepkern.services import order_days_admin
from soepkern.services.order_days_admin import OrderDayOverview, OrderDayPorts
from soepkern.services.staff_users import users_by_id

routes = RouteTable("orderdays")
ORDER_DAY_SWITCH = obj({"action": BOOL}, {"selected": ANY})


def _ports(request: web.Request) -> OrderDayPorts:
    return request.app[CONTAINER].order_day_ports


def order_day_json(overview: OrderDayOverview, users: dict[int, User], now: Any) -> dict[str, Any]:
    day = overview.day
    creator = users.get(day.created_by) if day.created_by is not None else None
    return {
        "id": day.id,
        "user": {"id": creator.id, "name": creator.name} if creator else None,
        "bestellingsdag": day.bestellingsdag.isoformat(),
        "inschrijving_geopend": day.inschrijving_geopend,
        "zichtbaar": day.zichtbaar,
        "nu_geopend": day.is_open(now),
        "nu_zichtbaar": day.is_visible(now),
        "inschrijving_status": attrs.asdict(registration_status(day, now)),
        "zichtbaar_status": attrs.asdict(visibility_status(day, now)),
        "bestelling_openings_timestamp": unstructure(day.bestelling_openings_timestamp),
        "bestelling_sluitings_timestamp": unstructure(day.bestelling_sluitings_timestamp),
        "bestelling_zichtbaar_timestamp": unstructure(day.bestelling_zichtbaar_timestamp),
        "bestelling_onzichtbaar_timestamp": unstructure(day.bestelling_onzichtbaar_timestamp),
        "maximale_producten_per_klant": day.maximale_producten_per_klant,
        "bestellingen": overview.orders,
        "totale_producten": day.totale_producten,
        "bestelde_producten": day.bestelde_producten,
        "beschikbare_producten": day.totale_producten - day.bestelde_producten,
        "products": [
            {
                "id": row.id,
                "product_id": row.product_id,
                "naam": {"id": row.product_id, "naam": row.naam},
                "hoeveelheid": row.hoeveelheid,
                "besteld": row.besteld,
                "product": {"prijs": row.prijs, "korting": row.korting},
            }
            for row in day.products
        ],
    }


async def _users(request: web.Request) -> dict[int, User]:
    return await users_by_id(request.app[CONTAINER].uow_factory)


async def _answer(request: web.Request, day_id: int, message: str) -> web.Response:
    overview = await order_days_admin.get_day(day_id, _ports(request))
    now = request.app[CONTAINER].clock.now()
    return web.json_response({"message": message, "orderday": order_day_json(overview, await _users(request), now)})


@routes.get(
    "/web/admin/get_orderdays",
    "Every order day",
    access=Area.ORDER_DAYS,
    ok=array(ref("OrderDay")),
)
async def get_orderdays(request: web.Request, _actor: User) -> web.Response:
    overviews = await order_days_admin.list_days(_ports(request))
    users, now = await _users(request), request.app[CONTAINER].clock.now()
    return web.json_response([order_day_json(o, users, now) for o in overviews])


@routes.post(
    "/web/admin/create_orderday",
    "Create an order day",
    access=Area.ORDER_DAYS,
    reads=ORDER_DAY_BODY,
    ok=obj({"id": INT}, {"message": STR}),
)
async def create_orderday(request: web.Request, actor: User) -> web.Response:
    form = structure(await read_json(request), OrderDayForm)
    day_id = await order_days_admin.create_day(form, actor.id, _ports(request))
    return web.json_response({"id": day_id, "message": "Besteldag aangemaakt"})


@routes.get(
    "/web/admin/orderday_proposal",
    "The form a new order day starts from: the latest day a week on, or the defaults",
    access=Area.ORDER_DAYS,
    ok=obj({"orderday": ORDER_DAY_BODY, "copied_from": nullable(obj({"id": INT, "bestellingsdag": DAY}))}),
)
async def orderday_proposal(request: web.Request, _actor: User) -> web.Response:
    proposal = await order_days_admin.propose_day(_ports(request))
    form, source = proposal.form, proposal.copied_from
    rows = [{"naam": unstructure(row.naam), "hoeveelheid": row.hoeveelheid} for row in form.products]
    return web.json_response(
        {
            "orderday": {**unstructure(form), "products": rows, "deleted_products": []},
            "copied_from": {"id": source.id, "bestellingsdag": source.bestellingsdag.isoformat()} if source else None,
        }
    )


@routes.post(
    "/web/admin/edit_orderday/{id}",
    "Edit an order day",
    access=Area.ORDER_DAYS,
    reads=ORDER_DAY_BODY,
    ok=message({"orderday": ref("OrderDay")}),
)
async def edit_orderday(request: web.Request, _actor: User) -> web.Response:
    form = structure(await read_json(request), OrderDayForm)
    day_id = record_id(request)
    await order_days_admin.edit_day(day_id, form, _ports(request))
    return await _answer(request, day_id, "Besteldag aangepast")


@routes.post(
    "/web/admin/destroy_orderday/{id}",
    "Delete an order day without orders",
    access=Area.ORDER_DAYS,
    ok=MESSAGE,
)
async def destroy_orderday(request: web.Request, _actor: User) -> web.Response:
    await order_days_admin.delete_day(record_id(request), _ports(request))
    return web.json_response({"message": "Bestelling verwijderd"})


@routes.post(
    "/web/admin/refresh_orderday/{id}",
    "One order day",
    access=Area.ORDER_DAYS,
    ok=ref("OrderDay"),
)
async def refresh_orderday(request: web.Request, _actor: User) -> web.Response:
    overview = await order_days_admin.get_day(record_id(request), _ports(request))
    return web.json_response(order_day_json(overview, await _users(request), request.app[CONTAINER].clock.now()))


@attrs.frozen
class SwitchBody:
    action: bool
    selected: Any = None


@routes.post(
    "/web/admin/edit_orderday_open/{id}",
    "Open or close the registration",
    access=Area.ORDER_DAYS,
    reads=ORDER_DAY_SWITCH,
    ok=message({"orderday": ref("OrderDay")}),
)
async def edit_orderday_open(request: web.Request, _actor: User) -> web.Response:
    body = structure(await read_json(request), SwitchBody)
    day = await order_days_admin.set_open(record_id(request), body.action, _ports(request))
    assert day.id is not None
    return await _answer(request, day.id, "Bestelling is geopend" if body.action else "Bestelling is gesloten")


@routes.post(
    "/web/admin/edit_orderday_visible/{id}",
    "Show or hide the order day",
    access=Area.ORDER_DAYS,
    reads=ORDER_DAY_SWITCH,
    ok=message({"orderday": ref("OrderDay")}),
)
async def edit_orderday_visible(request: web.Request, _actor: User) -> web.Response:
    body = structure(await read_json(request), SwitchBody)
    day = await order_days_admin.set_visible(record_id(request), body.action, _ports(request))
    assert day.id is not None
    message = "Bestelling is zichtbaar gemaakt" if body.action else "Bestelling is onzichtbaar gemaakt"
    return await _answer(request, day.id, message)
