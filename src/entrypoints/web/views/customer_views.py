"""The back office's customers (document 2, section 7 'Customers'; contract 'Orders and customers (staff)')."""

from __future__ import annotations

from typing import Any

import attrs
from aiohttp import web

from adapters.serialization import structure
from entrypoints.web.errors import read_json
from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.schemas import CUSTOMER_BODY
from entrypoints.web.paging import PAGING, Paged, page_params
from entrypoints.web.params import record_id
from entrypoints.web.route_table import RouteTable
from entrypoints.web.views.answers import IN_PLACE_FIELD, Message, in_place
from entrypoints.web.views.order_views import ports
from entrypoints.web.views.staff_answers import Donation, NotedCustomer, StaffOrder
from soepkern.domain.customer_records import CustomerForm
from soepkern.domain.customers import Customer
from soepkern.domain.permissions import Area
from soepkern.domain.users import User
from soepkern.services import customers_admin

MAX_SEARCH = 100

routes = RouteTable("customers")


@in_place
@attrs.frozen
class CustomerDetail:
    """A customer (its fields and delivery note in place) with its orders and donations."""

    customer: NotedCustomer = attrs.field(metadata=IN_PLACE_FIELD)
    orders: list[StaffOrder]
    donations: list[Donation]


async def _list(request: web.Request, search: str | None) -> Paged[Customer]:
    page, per_page = page_params(request)
    found = await customers_admin.list_customers(request.app[CONTAINER].uow_factory, page, per_page, search)
    return Paged.of(request, found, lambda customer: customer)


@routes.get(
    "/web/admin/get_customers",
    "Customers by surname (paged)",
    access=Area.CUSTOMERS,
    answer=Paged[Customer],
    query=PAGING,
)
async def get_customers(request: web.Request, _actor: User) -> Paged[Customer]:
    return await _list(request, None)


@routes.get(
    "/web/admin/search_customers/{zoekwaarde}",
    "Search customers (paged)",
    access=Area.CUSTOMERS,
    answer=Paged[Customer],
    query=PAGING,
)
async def search_customers(request: web.Request, _actor: User) -> Paged[Customer]:
    return await _list(request, request.match_info["zoekwaarde"][:MAX_SEARCH])


@routes.get(
    "/web/admin/refresh_customer/{id}",
    "One customer with orders and donations",
    access=Area.CUSTOMERS,
    answer=CustomerDetail,
)
async def refresh_customer(request: web.Request, _actor: User) -> CustomerDetail:
    detail = await customers_admin.get_customer(record_id(request), ports(request))
    orders = [StaffOrder.of(o) for o in detail.orders]
    noted = NotedCustomer(detail.customer, detail.bezorg_notitie)
    return CustomerDetail(noted, orders, [Donation.of(d) for d in detail.donations])


def _customer_body(data: Any) -> Any:
    if not isinstance(data, dict):
        return data
    data = {k: v for k, v in data.items() if v is not None or k.startswith("vaste_klant")}
    if "huisnummer_extension" in data and "huisnummer_extensie" not in data:
        data["huisnummer_extensie"] = data["huisnummer_extension"]
    for key in ("voornaam", "achternaam", "email", "telefoonnummer", "postcode", "straat", "plaats"):
        data.setdefault(key, "")
    return data


@routes.post(
    "/web/admin/edit_customer/{id}",
    "Edit a customer",
    access=Area.CUSTOMERS,
    reads=CUSTOMER_BODY,  # the form's fields, null allowed and the orders' spelling huisnummer_extension too
    answer=Message,
)
async def edit_customer(request: web.Request, _actor: User) -> Message:
    form = structure(_customer_body(await read_json(request)), CustomerForm)
    await customers_admin.edit_customer(record_id(request), form, request.app[CONTAINER].uow_factory)
    return Message("Klant aangepast")
