"""The kitchen's papers of a delivery day (issue 27; docs/api.md 'Kitchen count and labels'): the kitchen count as
JSON and as an A4 PDF."""

from __future__ import annotations

from aiohttp import web

from adapters.files.kitchen_pdf import kitchen_file_name, render_kitchen_count
from entrypoints.web.keys import CONTAINER
from entrypoints.web.params import record_id
from entrypoints.web.route_table import RouteTable
from soepkern.domain.kitchen_count import KitchenCount
from soepkern.domain.permissions import Area
from soepkern.domain.users import User
from soepkern.services.kitchen import kitchen_count_of_day

routes = RouteTable("kitchen")


def pdf_response(data: bytes, file_name: str) -> web.Response:
    return web.Response(
        body=data,
        content_type="application/pdf",
        headers={"Content-Disposition": f'attachment; filename="{file_name}"', "Cache-Control": "no-store"},
    )


@routes.get(
    "/web/admin/get_kitchen_count/{id}",
    "The kitchen count of an order day: portions per soup, pickup/delivery, per list, notes",
    access=Area.DELIVERY_LISTS,
    answer=KitchenCount,
)
async def get_kitchen_count(request: web.Request, _actor: User) -> KitchenCount:
    return await kitchen_count_of_day(record_id(request), request.app[CONTAINER].delivery_ports)


@routes.get(
    "/web/admin/download_kitchen_count/{id}",
    "The kitchen count of an order day as an A4 PDF",
    access=Area.DELIVERY_LISTS,
    ok_media="application/pdf",
)
async def download_kitchen_count(request: web.Request, _actor: User) -> web.Response:
    count = await kitchen_count_of_day(record_id(request), request.app[CONTAINER].delivery_ports)
    return pdf_response(render_kitchen_count(count), kitchen_file_name(count))
