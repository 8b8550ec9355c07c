"""The back office's orders (document 2, section 7 'Orders'; contract 'Orders and customers (staff)')."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import attrs
from aiohttp import web

from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.schemas import CUSTOMER_FIELDS, INT, ORDER_FILTERS, STR, TEXT, array, nullable, obj
from entrypoints.web.openapi.types import describe
from entrypoints.web.paging import Paged, page_params
from entrypoints.web.params import MAX_SEARCH, record_id, search_word
from entrypoints.web.route_table import RouteTable
from entrypoints.web.views.answers import Message, RecordSaved
from entrypoints.web.views.staff_answers import OrderableDay, StaffOrder
from soepkern.domain.checkout import MAX_CART_LINES
from soepkern.domain.contact_details import CONTACT_FIELDS, TypedContact
from soepkern.domain.customers import Customer
from soepkern.domain.input_bounds import MULTILINE, at_most
from soepkern.domain.orders import BezorgOptie
from soepkern.domain.permissions import Area
from soepkern.domain.staff_orders import StaffLineForm, StaffOrderForm
from soepkern.domain.users import User
from soepkern.services import customers_admin, staff_orders
from soepkern.services.staff_orders import OrderFilter, StaffOrderPorts

CUSTOMER_CHOICES = 50


routes = RouteTable("orders")
Form = TypeVar("Form")


@attrs.frozen
class SentContact:
    """The contact fields of a staff form as the screen sends them: a null field is the form's default (`as_form`),
    and the house-number addition may also be spelled as in the orders (`huisnummer_extension`)."""

    voornaam: str | None = None
    achternaam: str | None = None
    email: str | None = None
    telefoonnummer: str | None = None
    postcode: str | None = None
    huisnummer: str | None = None
    huisnummer_extensie: str | None = None
    huisnummer_extension: str | None = None
    straat: str | None = None
    plaats: str | None = None
    bedrijfsnaam: str | None = None


@attrs.frozen
class StaffOrderBody(SentContact):
    """The staff's order form as the screen sends it."""

    bezorg_optie: str | None = None
    opmerking: str | None = attrs.field(default=None, metadata=MULTILINE)
    klant_soort: str | None = None
    customer_id: int | None = None
    products: list[StaffLineForm] | None = attrs.field(default=None, metadata=at_most(MAX_CART_LINES))
    deleted_products: list[Any] | None = attrs.field(default=None, metadata=at_most(MAX_CART_LINES))


LINE: dict[str, Any] = obj(optional={"id": INT, "orderday_product": obj(optional={"id": INT}), "hoeveelheid": INT})
describe(
    StaffOrderBody,
    **CUSTOMER_FIELDS,
    bezorg_optie=STR,
    opmerking=TEXT,
    klant_soort={"enum": ["bestaand", "nieuw"]},
    customer_id=nullable(INT),
    products=array(LINE),
    deleted_products=array(INT),
)


def as_form(body: Any, form: Callable[..., Form]) -> Form:
    """The domain's form from a body as sent: the flat contact fields structured into the form's `contact`
    (`TypedContact`), null fields left to the defaults, `huisnummer_extension` read as `huisnummer_extensie` when
    that is not sent."""
    given = {name: value for name, value in attrs.asdict(body, recurse=False).items() if value is not None}
    extension = given.pop("huisnummer_extension", None)
    if extension is not None:
        given.setdefault("huisnummer_extensie", extension)
    contact = {name: given.pop(name) for name in CONTACT_FIELDS if name in given}
    return form(contact=TypedContact(**contact), **given)


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


@routes.get(
    "/web/admin/get_orders",
    "Orders, newest first (paged)",
    access=Area.ORDERS,
    query=ORDER_FILTERS,
    answer=Paged[StaffOrder],
)
@routes.get(
    "/web/admin/search_orders/{zoekwaarde}",
    "Search orders (paged)",
    access=Area.ORDERS,
    query=ORDER_FILTERS,
    answer=Paged[StaffOrder],
)
async def get_orders(request: web.Request, _actor: User) -> Paged[StaffOrder]:
    page, per_page = page_params(request)
    filters = _filters(request, search_word(request, "zoekwaarde"))
    return Paged.of(request, await staff_orders.list_orders(page, per_page, filters, ports(request)), StaffOrder.of)


@routes.get(
    "/web/admin/find_bestelling/{x}",
    "One order by number or uuid",
    access=Area.ORDERS,
    answer=StaffOrder,
)
async def find_bestelling(request: web.Request, _actor: User) -> StaffOrder:
    found = await staff_orders.find_order(request.match_info["x"][:MAX_SEARCH], ports(request))
    return StaffOrder.of(found)


@routes.get(
    "/web/admin/refresh_order/{id}",
    "One order",
    access=Area.ORDERS,
    answer=StaffOrder,
)
async def refresh_order(request: web.Request, _actor: User) -> StaffOrder:
    return StaffOrder.of(await staff_orders.get_order(record_id(request), ports(request)))


@routes.get(
    "/web/admin/bestellingen_get_besteldagen",
    "Order days staff may order on",
    access=Area.ORDERS,
    answer=list[OrderableDay],
)
async def bestellingen_get_besteldagen(request: web.Request, _actor: User) -> list[OrderableDay]:
    days = await staff_orders.orderable_days(ports(request))
    now = request.app[CONTAINER].clock.now()
    return [OrderableDay.of(day, now) for day in days]


@routes.get(
    "/web/admin/bestellingen_get_klanten",
    "At most 50 customers",
    access=Area.ORDERS,
    answer=list[Customer],
)
@routes.get(
    "/web/admin/bestellingen_search_klanten/{term}",
    "At most 50 matching customers",
    access=Area.ORDERS,
    answer=list[Customer],
)
async def bestellingen_get_klanten(request: web.Request, _actor: User) -> list[Customer]:
    term = search_word(request, "term")
    page = await customers_admin.list_customers(request.app[CONTAINER].uow_factory, 1, CUSTOMER_CHOICES, term)
    return list(page.items)


@routes.post(
    "/web/admin/create_bestelling",
    "A staff order",
    access=Area.ORDERS,
    body=StaffOrderBody,
    answer=RecordSaved,
)
async def create_bestelling(request: web.Request, _actor: User, body: StaffOrderBody) -> RecordSaved:
    order_id = await staff_orders.create_order(as_form(body, StaffOrderForm), ports(request))
    return RecordSaved(order_id, "Bestelling aangemaakt")


@routes.post(
    "/web/admin/edit_order/{id}",
    "Edit an order",
    access=Area.ORDERS,
    body=StaffOrderBody,
    answer=RecordSaved,
)
async def edit_order(request: web.Request, _actor: User, body: StaffOrderBody) -> RecordSaved:
    order_id = await staff_orders.edit_order(record_id(request), as_form(body, StaffOrderForm), ports(request))
    return RecordSaved(order_id, "Bestelling aangepast")


@routes.post(
    "/web/admin/destroy_order/{id}",
    "Delete an order",
    access=Area.ORDERS,
    answer=Message,
)
async def destroy_order(request: web.Request, _actor: User) -> Message:
    await staff_orders.destroy_order(record_id(request), ports(request))
    return Message("Bestelling verwijderd")


@routes.post(
    "/web/admin/resend_order_email/{id}",
    "Mail the confirmation again",
    access=Area.ORDERS,
    answer=Message,
)
async def resend_order_email(request: web.Request, _actor: User) -> Message:
    await staff_orders.resend_confirmation(record_id(request), ports(request))
    return Message("Email verstuurd.")
