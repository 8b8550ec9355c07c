"""The managers' donations (issue 25, issue 28 item 3; contract 'Orders flowing back, kitchen, donors'): the paged
list with search, status, period, method and amount, and the totals of the selection (all, per month, per year); the
same selection as an xlsx file for the bookkeeping; the monthly gifts with their state, and stopping one on the
donor's request (audited); a donor's yearly gift statement, mailed (audited) or as a PDF (decision 0089)."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import attrs
from aiohttp import web

from adapters.xlsx.table_files import xlsx_bytes
from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.schemas import DONATION_FILTERS, GIFT_FILTERS, INT, MESSAGE, PAGING, PARTNER_DOWN
from entrypoints.web.paging import Paged, page_params
from entrypoints.web.params import record_id
from entrypoints.web.route_table import RouteTable
from entrypoints.web.views.answers import IN_CENTS, IN_PLACE_FIELD, in_place
from entrypoints.web.views.downloads import PDF, XLSX, pdf_download, xlsx_download
from entrypoints.web.views.staff_answers import Donation
from soepkern.domain.donations import EXPORT_COLUMNS, DonationQuery, PeriodTotal, donation_query, export_row
from soepkern.domain.monthly_gifts import GIFT_STATUS_LABELS, gift_query
from soepkern.domain.permissions import Area
from soepkern.domain.statistics import period_from_query
from soepkern.domain.users import User
from soepkern.services import donations_admin, gift_statements, monthly_gifts

SHEET_TITLE = "Donaties"


routes = RouteTable("donations")


def _query(request: web.Request) -> DonationQuery:
    period = period_from_query(request.query.get("van"), request.query.get("tot"))
    q = request.query
    return donation_query(
        q.get("zoek"),
        q.get("status"),
        period.van,
        period.tot,
        methode=q.get("methode"),
        bedrag_van=q.get("bedrag_van"),
        bedrag_tot=q.get("bedrag_tot"),
    )


@attrs.frozen
class PeriodSum:
    """The donations of one month (`maand` 1..12) or one year (`maand` null) of the selection."""

    jaar: int
    maand: int | None
    aantal: int
    bedrag: int = attrs.field(metadata=IN_CENTS)
    bedrag_betaald: int = attrs.field(metadata=IN_CENTS)

    @classmethod
    def of(cls, total: PeriodTotal) -> PeriodSum:
        return cls(total.jaar, total.maand, total.aantal, total.bedrag, total.bedrag_betaald)


@in_place
@attrs.frozen
class DonationPage:
    """A page of donations (the paged list in place) and the totals of the whole selection."""

    page: Paged[Donation] = attrs.field(metadata=IN_PLACE_FIELD)
    totaal_bedrag: int = attrs.field(metadata=IN_CENTS)
    totaal_betaald: int = attrs.field(metadata=IN_CENTS)
    per_maand: list[PeriodSum]
    per_jaar: list[PeriodSum]


@routes.get(
    "/web/admin/get_donations",
    "Every donation (paged), with search, status, period, method and amount filters, and the totals of the selection"
    " (all, per month and per year)",
    access=Area.DONATIONS,
    query=DONATION_FILTERS,
    answer=DonationPage,
)
async def get_donations(request: web.Request, _actor: User) -> DonationPage:
    page, per_page = page_params(request)
    uow_factory = request.app[CONTAINER].uow_factory
    query = _query(request)
    found, totals = await donations_admin.list_donations(query, page, per_page, uow_factory)
    months, years = await donations_admin.totals_per_period(query, uow_factory)
    return DonationPage(
        Paged.of(request, found, Donation.of),
        totals.bedrag,
        totals.bedrag_betaald,
        [PeriodSum.of(m) for m in months],
        [PeriodSum.of(y) for y in years],
    )


@routes.get(
    "/web/admin/export_donations",
    "The selected donations as an .xlsx workbook for the bookkeeping",
    access=Area.DONATIONS,
    query={k: v for k, v in DONATION_FILTERS.items() if k not in PAGING},
    ok_media=XLSX,
)
async def export_donations(request: web.Request, _actor: User) -> web.Response:
    container = request.app[CONTAINER]
    query = _query(request)
    found, _totals = await donations_admin.all_donations(query, container.uow_factory)
    tz = ZoneInfo(container.settings.timezone)
    body = xlsx_bytes(SHEET_TITLE, EXPORT_COLUMNS, (export_row(d) for d in found), tz)
    name = f"donaties-{query.van or 'begin'}-tot-{query.tot or 'nu'}.xlsx"
    return xlsx_download(body, name)


@attrs.frozen
class StaffGift:
    """A monthly gift as the managers see it (`next_date`: the next charge day, null unless active)."""

    id: int
    bedrag: int = attrs.field(metadata=IN_CENTS)
    status: str
    status_label: str
    naam: str
    bedrijfsnaam: str
    email: str
    plaats: str
    created_at: datetime
    start_date: date | None
    next_date: date | None
    stopped_at: datetime | None

    @classmethod
    def of(cls, found: monthly_gifts.StaffGift) -> StaffGift:
        gift = found.gift
        assert gift.id is not None
        return cls(
            gift.id,
            gift.bedrag,
            gift.status.value,
            GIFT_STATUS_LABELS[gift.status],
            gift.donor.naam,
            gift.donor.bedrijfsnaam,
            gift.donor.email,
            gift.donor.plaats,
            gift.created_at,
            gift.start_date,
            found.next_date,
            gift.stopped_at,
        )


@in_place
@attrs.frozen
class GiftList:
    """A page of monthly gifts (the paged list in place) and what the active gifts bring in a month (of all gifts,
    whatever the filter)."""

    page: Paged[StaffGift] = attrs.field(metadata=IN_PLACE_FIELD)
    totaal_per_maand: int = attrs.field(metadata=IN_CENTS)


@routes.get(
    "/web/admin/get_monthly_gifts",
    "The monthly gifts (paged, newest first) with their state and next charge day, and what the active ones bring in"
    " a month",
    access=Area.DONATIONS,
    query=GIFT_FILTERS,
    answer=GiftList,
)
async def get_monthly_gifts(request: web.Request, _actor: User) -> GiftList:
    page, per_page = page_params(request)
    query = gift_query(request.query.get("zoek"), request.query.get("status"))
    found, per_month = await monthly_gifts.staff_list(query, page, per_page, request.app[CONTAINER].donation_ports)
    return GiftList(Paged.of(request, found, StaffGift.of), per_month)


@routes.post(
    "/web/admin/stop_monthly_gift/{id}",
    "Stop a monthly gift on the donor's request: cancels the Mollie subscription first, audited, mails the donor",
    access=Area.DONATIONS,
    answer=StaffGift,
    answers=PARTNER_DOWN,
)
async def stop_monthly_gift(request: web.Request, _actor: User) -> StaffGift:
    stopped = await monthly_gifts.stop_by_staff(record_id(request), request.app[CONTAINER].donation_ports)
    return StaffGift.of(stopped)


@attrs.frozen
class StatementChoice:
    """The year of the statement (null: last year)."""

    year: int | None = None


@attrs.frozen
class StatementSent:
    message: str


DONATION_NOT_FOUND = {404: ("No such donation", MESSAGE)}


@routes.post(
    "/web/admin/send_gift_statement/{id}",
    "Mail the yearly gift statement (PDF attached) of a year (default last year) to the donor of this donation;"
    " audited",
    access=Area.DONATIONS,
    body=StatementChoice,
    answer=StatementSent,
    answers=DONATION_NOT_FOUND,
)
async def send_gift_statement(request: web.Request, _actor: User, body: StatementChoice) -> StatementSent:
    ports = request.app[CONTAINER].statement_ports
    return StatementSent(await gift_statements.send_by_staff(record_id(request), body.year, ports))


@routes.get(
    "/web/admin/download_gift_statement/{id}",
    "The yearly gift statement of a year (default last year) of the donor of this donation, as a PDF",
    access=Area.DONATIONS,
    query={"year": INT},
    ok_media=PDF,
    answers=DONATION_NOT_FOUND,
)
async def download_gift_statement(request: web.Request, _actor: User) -> web.Response:
    ports = request.app[CONTAINER].statement_ports
    name, data = await gift_statements.document_for_staff(record_id(request), request.query.get("year"), ports)
    return pdf_download(data, name)
