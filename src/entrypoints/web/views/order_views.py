"""The back office's orders (document 2, section 7 'Orders'; contract 'Orders and customers (staff)')."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from adapters.serialization import structure
from entrypoints.web.errors import read_json
from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.schemas import INT, MESSAGE, ORDER_FILTERS, STAFF_ORDER_BODY, STR, array, obj, paged, ref
from entrypoints.web.paging import page_params, paged_json
from entrypoints.web.params import record_id
from entrypoints.web.route_table import RouteTable
from entrypoints.web.views.staff_json import customer_json, order_json, orderable_day_json
from soepkern.domain.orders import BezorgOptie
from soepkern.domain.permissions import Area
from soepkern.domain.staff_orders import StaffOrderForm
from soepkern.domain.users import User
from soepkern.services import customers_admin, staff_orders
from soepkern.services.staff_orders import OrderFilter, StaffOrderPorts

CUSTOMER_CHOICES = 50
MAX_SEARCH = 100


routes = RouteTable("orders")


def ports(request: web.Request) -> StaffOrderPorts:
    return request.app[CONTAINER].staff_order_ports


def _filters(request: web.Request, search: str | None = None) -> OrderFilter:
    day = request.query.get("orderday", "")
    option = request.query.get("bezorg_optie", "")
    return OrderFilter(
        search=search,
        orderday_id=int(day) if day.isdigit() and len(day) < 10 else None,
        bezorg_optie=BezorgOptie(option) if option in {o.value for o in BezorgOptie} else None,
    )


def _order_body(data: Any) -> Any:
    """Accepts the spec's spellings of the house-number addition; empty optional fields may be null."""
    if not isinstance(data, dict):
        return data
    data = {k: v for k, v in data.items() if v is not None}
    if "huisnummer_extension" in data and "huisnummer_extensie" not in data:
        data["huisnummer_extensie"] = data["huisnummer_extension"]
    return data


async def _list(request: web.Request, search: str | None) -> web.Response:
    page, per_page = page_params(request)
    found = await staff_orders.list_orders(page, per_page, _filters(request, search), ports(request))
    return web.json_response(paged_json(request, found, order_json))


@routes.get(
    "/web/admin/get_orders",
    "Orders, newest first (paged)",
    access=Area.ORDERS,
    query=ORDER_FILTERS,
    ok=paged(ref("Order")),
)
async def get_orders(request: web.Request, _actor: User) -> web.Response:
    return await _list(request, None)


@routes.get(
    "/web/admin/search_orders/{zoekwaarde}",
    "Search orders (paged)",
    access=Area.ORDERS,
    query=ORDER_FILTERS,
    ok=paged(ref("Order")),
)
async def search_orders(request: web.Request, _actor: User) -> web.Response:
    return await _list(request, request.match_info["zoekwaarde"][:MAX_SEARCH])


@routes.get(
    "/web/admin/find_bestelling/{x}",
    "One order by number or uuid",
    access=Area.ORDERS,
    ok=ref("Order"),
)
async def find_bestelling(request: web.Request, _actor: User) -> web.Response:
    found = await staff_orders.find_order(request.match_info["x"][:MAX_SEARCH], ports(request))
    return web.json_response(order_json(found))


@routes.get(
    "/web/admin/refresh_order/{id}",
    "One order",
    access=Area.ORDERS,
    ok=ref("Order"),
)
async def refresh_order(request: web.Request, _actor: User) -> web.Response:
    return web.json_response(order_json(await staff_orders.get_order(record_id(request), ports(request))))


@routes.get(
    "/web/admin/bestellingen_get_besteldagen",
    "Order days staff may order on",
    access=Area.ORDERS,
    ok=array(ref("OrderableDay")),
)
async def bestellingen_get_besteldagen(request: web.Request, _actor: User) -> web.Response:
    days = await staff_orders.orderable_days(ports(request))
    now = request.app[CONTAINER].clock.now()
    return web.json_response([orderable_day_json(day, now) for day in days])


@routes.get(
    "/web/admin/bestellingen_get_klanten",
    "At most 50 customers",
    access=Area.ORDERS,
    ok=array(ref("Customer")),
)
async def bestellingen_get_klanten(request: web.Request, _actor: User) -> web.Response:
    page = await customers_admin.list_customers(request.app[CONTAINER].uow_factory, 1, CUSTOMER_CHOICES)
    return web.json_response([customer_json(c) for c in page.items])


@routes.get(
    "/web/admin/bestellingen_search_klanten/{term}",
    "At most 50 matching customers",
    access=Area.ORDERS,
    ok=array(ref("Customer")),
)
async def bestellingen_search_klanten(request: web.Request, _actor: User) -> web.Response:
    term = request.match_info["term"][:MAX_SEARCH]
    page = await customers_admin.list_customers(request.app[CONTAINER].uow_factory, 1, CUSTOMER_CHOICES, term)
    return web.json_response([customer_json(c) for c in page.items])


async def _changed(request: web.Request, order_id: int, message: str) -> web.Response:
    return web.json_response({"id": order_id, "message": message})


@routes.post(
    "/web/admin/create_bestelling",
    "A staff order",
    access=Area.ORDERS,
    reads=STAFF_ORDER_BODY,
    ok=obj({"id": INT}, {"message": STR}),
)
async def create_bestelling(request: web.Request, _actor: User) -> web.Response:
    form = structure(_order_body(await read_json(request)), StaffOrderForm)
    return await _changed(request, await staff_orders.create_order(form, ports(request)), "Bestelling aangemaakt")


@routes.post(
    "/web/admin/edit_order/{id}",
    "Edit an order",
    access=Area.ORDERS,
    reads=STAFF_ORDER_BODY,
    ok=obj({"id": INT}, {"message": STR}),
)
async def edit_order(request: web.Request, _actor: User) -> web.Response:
    form = structure(_order_body(await read_json(request)), StaffOrderForm)
    order_id = await staff_orders.edit_order(record_id(request), form, ports(request))
    return await _changed(request, order_id, "Bestelling aangepast")


@routes.post(
    "/web/admin/destroy_order/{id}",
    "Delete an order",
    access=Area.ORDERS,
    ok=MESSAGE,
)
async def destroy_order(request: web.Request, _actor: User) -> web.Response:
    await staff_orders.destroy_order(record_id(request), ports(request))
    return web.json_response({"message": "Bestelling verwijderd"})


@routes.post(
    "/web/admin/resend_order_email/{id}",
    "Mail the confirmation again",
    access=Area.ORDERS,
    ok=MESSAGE,
)
async def resend_order_email(request: web.Request, _actor: User) -> web.Response:
    await staff_orders.resend_confirmation(record_id(request), ports(request))
    return web.json_response({"message": "Email verstuurd."})
