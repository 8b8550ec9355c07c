"""The kitchen's papers of a delivery day (issue 27; docs/api.md 'Kitchen count and labels'): the kitchen count as
JSON and as an A4 PDF, the label sheets and the container labels as a PDF."""

from __future__ import annotations

import attrs
from aiohttp import web

from adapters.files.kitchen_pdf import kitchen_file_name, render_kitchen_count
from adapters.files.labels_pdf import render_labels
from entrypoints.web.keys import CONTAINER
from entrypoints.web.params import record_id
from entrypoints.web.route_table import RouteTable
from entrypoints.web.views.downloads import PDF, pdf_download
from soepkern.domain.container_labels import LabelsPer
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.kitchen_count import KitchenCount
from soepkern.domain.label_sheets import DEFAULT_SHEET, SHEETS, sheet_names
from soepkern.domain.permissions import Area
from soepkern.domain.users import User
from soepkern.services.kitchen import LabelRequest, kitchen_count_of_day, labels_of_day
from soepkern.services.route_suggestion import RouteRequest, SuggestedRoute, suggest_route_for

routes = RouteTable("kitchen")
PER = [p.value for p in LabelsPer]
BAD_START = "Vul een geldige startpositie in."


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
    ok_media=PDF,
)
async def download_kitchen_count(request: web.Request, _actor: User) -> web.Response:
    count = await kitchen_count_of_day(record_id(request), request.app[CONTAINER].delivery_ports)
    return pdf_download(render_kitchen_count(count), kitchen_file_name(count))


@attrs.frozen
class SheetChoice:
    name: str
    description: str
    per_page: int


@routes.get(
    "/web/admin/get_label_sheets",
    "The label sheets the labels can be printed on",
    access=Area.DELIVERY_LISTS,
    answer=list[SheetChoice],
)
async def get_label_sheets(_request: web.Request, _actor: User) -> list[SheetChoice]:
    return [SheetChoice(s.name, s.description, s.per_page) for s in SHEETS]


def _label_request(request: web.Request) -> LabelRequest:
    query = request.query
    raw_start = query.get("start", "1").strip()
    if not raw_start.isdigit() or len(raw_start) > 4:
        raise ValidationFailed.single("start", BAD_START)
    return LabelRequest(
        sheet=query.get("sheet", DEFAULT_SHEET).strip(),
        start=int(raw_start),
        per=query.get("per", LabelsPer.ORDER.value).strip(),
    )


@routes.get(
    "/web/admin/download_labels/{id}",
    "Container labels of an order day as a PDF on a label sheet, in packing (route) order",
    access=Area.DELIVERY_LISTS,
    query={"sheet": {"enum": sheet_names()}, "start": {"type": "integer", "minimum": 1}, "per": {"enum": PER}},
    ok_media=PDF,
)
async def download_labels(request: web.Request, _actor: User) -> web.Response:
    labels = await labels_of_day(record_id(request), _label_request(request), request.app[CONTAINER].delivery_ports)
    return pdf_download(render_labels(labels.labels, labels.sheet, labels.start, labels.title), labels.file_name)


@routes.post(
    "/web/admin/suggest_route",
    "A suggested order of a delivery list's stops from the foundation's address (saves nothing)",
    access=Area.DELIVERY_LISTS,
    body=RouteRequest,
    answer=SuggestedRoute,
)
async def suggest_route(request: web.Request, _actor: User, body: RouteRequest) -> SuggestedRoute:
    return await suggest_route_for(body, request.app[CONTAINER].route_ports)
