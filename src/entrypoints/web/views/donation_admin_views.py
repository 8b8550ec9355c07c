"""The managers' donations (issue 25; contract 'Orders flowing back, kitchen, donors'): the paged list with search,
status, period and the totals of the selection, and the same selection as an xlsx file for the bookkeeping."""

from __future__ import annotations

from zoneinfo import ZoneInfo

import attrs
from aiohttp import web

from adapters.xlsx.table_files import xlsx_bytes
from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.schemas import DONATION_FILTERS, PAGING
from entrypoints.web.paging import Paged, page_params
from entrypoints.web.route_table import RouteTable
from entrypoints.web.views.answers import IN_CENTS, IN_PLACE_FIELD, in_place
from entrypoints.web.views.staff_answers import Donation
from soepkern.domain.donations import EXPORT_COLUMNS, DonationQuery, donation_query, export_row
from soepkern.domain.permissions import Area
from soepkern.domain.statistics import period_from_query
from soepkern.domain.users import User
from soepkern.services import donations_admin

SHEET_TITLE = "Donaties"


routes = RouteTable("donations")


def _query(request: web.Request) -> DonationQuery:
    period = period_from_query(request.query.get("van"), request.query.get("tot"))
    return donation_query(request.query.get("zoek"), request.query.get("status"), period.van, period.tot)


@in_place
@attrs.frozen
class DonationPage:
    """A page of donations (the paged list in place) and the totals of the whole selection."""

    page: Paged[Donation] = attrs.field(metadata=IN_PLACE_FIELD)
    totaal_bedrag: int = attrs.field(metadata=IN_CENTS)
    totaal_betaald: int = attrs.field(metadata=IN_CENTS)


@routes.get(
    "/web/admin/get_donations",
    "Every donation (paged), with search, status, period and the totals of the selection",
    access=Area.DONATIONS,
    query=DONATION_FILTERS,
    answer=DonationPage,
)
async def get_donations(request: web.Request, _actor: User) -> DonationPage:
    page, per_page = page_params(request)
    uow_factory = request.app[CONTAINER].uow_factory
    found, totals = await donations_admin.list_donations(_query(request), page, per_page, uow_factory)
    return DonationPage(Paged.of(request, found, Donation.of), totals.bedrag, totals.bedrag_betaald)


@routes.get(
    "/web/admin/export_donations",
    "The selected donations as an .xlsx workbook for the bookkeeping",
    access=Area.DONATIONS,
    query={k: v for k, v in DONATION_FILTERS.items() if k not in PAGING},
    ok_media="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
)
async def export_donations(request: web.Request, _actor: User) -> web.Response:
    container = request.app[CONTAINER]
    query = _query(request)
    found, _totals = await donations_admin.all_donations(query, container.uow_factory)
    tz = ZoneInfo(container.settings.timezone)
    body = xlsx_bytes(SHEET_TITLE, EXPORT_COLUMNS, (export_row(d) for d in found), tz)
    name = f"donaties-{query.van or 'begin'}-tot-{query.tot or 'nu'}.xlsx"
    return web.Response(
        body=body,
        content_type="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        headers={"Content-Disposition": f'attachment; filename="{name}"', "Cache-Control": "no-store"},
    )
