"""The back office's customers (document 2, section 7 'Customers'; contract 'Orders and customers (staff)')."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from adapters.serialization import structure
from entrypoints.web.auth import staff_view
from entrypoints.web.errors import read_json
from entrypoints.web.keys import CONTAINER
from entrypoints.web.paging import page_params, paged_json
from entrypoints.web.params import record_id
from entrypoints.web.views.order_views import ports
from entrypoints.web.views.staff_json import customer_json, donation_json, order_json
from soepkern.domain.customer_records import CustomerForm
from soepkern.domain.permissions import Area
from soepkern.domain.users import User
from soepkern.services import customers_admin

MAX_SEARCH = 100


async def _list(request: web.Request, search: str | None) -> web.Response:
    page, per_page = page_params(request)
    found = await customers_admin.list_customers(request.app[CONTAINER].uow_factory, page, per_page, search)
    return web.json_response(paged_json(request, found, customer_json))


@staff_view(Area.CUSTOMERS)
async def get_customers(request: web.Request, _actor: User) -> web.Response:
    return await _list(request, None)


@staff_view(Area.CUSTOMERS)
async def search_customers(request: web.Request, _actor: User) -> web.Response:
    return await _list(request, request.match_info["zoekwaarde"][:MAX_SEARCH])


@staff_view(Area.CUSTOMERS)
async def refresh_customer(request: web.Request, _actor: User) -> web.Response:
    detail = await customers_admin.get_customer(record_id(request), ports(request))
    return web.json_response(
        {
            **customer_json(detail.customer),
            "bezorg_notitie": detail.bezorg_notitie,
            "orders": [order_json(o) for o in detail.orders],
            "donations": [donation_json(d) for d in detail.donations],
        }
    )


def _customer_body(data: Any) -> Any:
    if not isinstance(data, dict):
        return data
    data = {k: v for k, v in data.items() if v is not None or k.startswith("vaste_klant")}
    if "huisnummer_extension" in data and "huisnummer_extensie" not in data:
        data["huisnummer_extensie"] = data["huisnummer_extension"]
    for key in ("voornaam", "achternaam", "email", "telefoonnummer", "postcode", "straat", "plaats"):
        data.setdefault(key, "")
    return data


@staff_view(Area.CUSTOMERS)
async def edit_customer(request: web.Request, _actor: User) -> web.Response:
    form = structure(_customer_body(await read_json(request)), CustomerForm)
    await customers_admin.edit_customer(record_id(request), form, request.app[CONTAINER].uow_factory)
    return web.json_response({"message": "Klant aangepast"})
