"""The back office's customers (document 2, section 7 'Customers'; contract 'Orders and customers (staff)')."""

from __future__ import annotations

import attrs
from aiohttp import web

from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.schemas import BEZORG_OPTIE, BOOL, CUSTOMER_FIELDS, INT, TEXT, nullable
from entrypoints.web.openapi.types import describe
from entrypoints.web.paging import PAGING, Paged, page_params
from entrypoints.web.params import record_id, search_word
from entrypoints.web.route_table import RouteTable
from entrypoints.web.views.answers import IN_PLACE_FIELD, Message, in_place
from entrypoints.web.views.order_views import SentContact, as_form, ports
from entrypoints.web.views.staff_answers import Donation, NotedCustomer, StaffOrder
from soepkern.domain.customer_records import CustomerForm
from soepkern.domain.customers import Customer
from soepkern.domain.permissions import Area
from soepkern.domain.users import User
from soepkern.services import customers_admin

routes = RouteTable("customers")


@in_place
@attrs.frozen
class CustomerDetail:
    """A customer (its fields and delivery note in place) with its orders and donations."""

    customer: NotedCustomer = attrs.field(metadata=IN_PLACE_FIELD)
    orders: list[StaffOrder]
    donations: list[Donation]


@routes.get(
    "/web/admin/get_customers",
    "Customers by surname (paged)",
    access=Area.CUSTOMERS,
    answer=Paged[Customer],
    query=PAGING,
)
@routes.get(
    "/web/admin/search_customers/{zoekwaarde}",
    "Search customers (paged)",
    access=Area.CUSTOMERS,
    answer=Paged[Customer],
    query=PAGING,
)
async def get_customers(request: web.Request, _actor: User) -> Paged[Customer]:
    page, per_page = page_params(request)
    search = search_word(request, "zoekwaarde")
    found = await customers_admin.list_customers(request.app[CONTAINER].uow_factory, page, per_page, search)
    return Paged.of(request, found, lambda customer: customer)


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


@attrs.frozen
class CustomerBody(SentContact):
    """The customer form as the screen sends it."""

    vaste_klant: bool = False
    vaste_klant_mailen: bool = False
    vaste_klant_producten: int | None = None
    vaste_klant_bezorgkeuze: str | None = None
    bezorg_notitie: str | None = None


describe(
    CustomerBody,
    **CUSTOMER_FIELDS,
    vaste_klant=BOOL,
    vaste_klant_mailen=BOOL,
    vaste_klant_producten=nullable(INT),
    vaste_klant_bezorgkeuze=nullable(BEZORG_OPTIE),
    bezorg_notitie=TEXT,
)


@routes.post(
    "/web/admin/edit_customer/{id}",
    "Edit a customer",
    access=Area.CUSTOMERS,
    body=CustomerBody,
    answer=Message,
)
async def edit_customer(request: web.Request, _actor: User, body: CustomerBody) -> Message:
    form = as_form(body, CustomerForm)
    await customers_admin.edit_customer(record_id(request), form, request.app[CONTAINER].uow_factory)
    return Message("Klant aangepast")
