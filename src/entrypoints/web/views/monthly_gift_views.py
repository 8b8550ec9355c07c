"""The donor's own page of a monthly gift (no login: a private link's token in the body) and the "link kwijt?"
form (decision 0081)."""

from __future__ import annotations

from datetime import date

import attrs
from aiohttp import web

from entrypoints.web import rate_limit
from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.schemas import MESSAGE, PARTNER_DOWN
from entrypoints.web.route_table import RouteTable
from soepkern.domain.business_time import business_date
from soepkern.domain.donations import STATUS_LABELS
from soepkern.domain.monthly_gifts import GIFT_STATUS_LABELS, LINK_SENT
from soepkern.services import gift_statements, monthly_gifts
from soepkern.services.donations import DonationPorts

routes = RouteTable("donations")
NOT_FOUND = {404: ("The link is wrong, or no longer valid", MESSAGE)}
GIFT_PER_ADDRESS = rate_limit.Limit("monthly-gift-address", 60, 600)
LINK_PER_ADDRESS = rate_limit.Limit("monthly-gift-link-address", 10, 3600)
STATEMENT_PER_ADDRESS = rate_limit.Limit("monthly-gift-statement-address", 10, 3600)


@attrs.frozen
class GiftToken:
    token: str = ""


@attrs.frozen
class NewAmount:
    token: str = ""
    bedrag: int | None = None


@attrs.frozen
class StatementRequest:
    token: str = ""
    year: int | None = None


@attrs.frozen
class LinkRequest:
    email: str | None = ""


@attrs.frozen
class GiftPayment:
    datum: date
    bedrag: int
    status: str
    status_label: str
    maandelijks: bool


@attrs.frozen
class GiftPage:
    naam: str
    bedrijfsnaam: str
    bedrag: int
    status: str
    status_label: str
    start_date: date | None
    next_date: date | None
    payments: list[GiftPayment]


@attrs.frozen
class Sent:
    message: str


def _ports(request: web.Request) -> DonationPorts:
    return request.app[CONTAINER].donation_ports


def _page(view: monthly_gifts.GiftView) -> GiftPage:
    gift = view.gift
    return GiftPage(
        naam=gift.donor.naam,
        bedrijfsnaam=gift.donor.bedrijfsnaam,
        bedrag=gift.bedrag,
        status=gift.status.value,
        status_label=GIFT_STATUS_LABELS[gift.status],
        start_date=gift.start_date,
        next_date=view.next_date,
        payments=[
            GiftPayment(business_date(d.created_at), d.bedrag, d.status.value, STATUS_LABELS[d.status], d.recurring)
            for d in view.payments
        ],
    )


@routes.post(
    "/web/monthly-gift",
    "The donor's monthly gift behind a private link",
    body=GiftToken,
    limit=GIFT_PER_ADDRESS,
    answer=GiftPage,
    answers=NOT_FOUND,
)
async def show_gift(request: web.Request, body: GiftToken) -> GiftPage:
    return _page(await monthly_gifts.view(body.token, _ports(request)))


@routes.post(
    "/web/monthly-gift/amount",
    "Change the monthly amount (the Mollie subscription too); confirmed by mail",
    body=NewAmount,
    limit=GIFT_PER_ADDRESS,
    answer=GiftPage,
    answers={**NOT_FOUND, **PARTNER_DOWN},
)
async def change_amount(request: web.Request, body: NewAmount) -> GiftPage:
    return _page(await monthly_gifts.change_amount(body.token, body.bedrag, _ports(request)))


@routes.post(
    "/web/monthly-gift/stop",
    "Stop the monthly gift (cancels the Mollie subscription); confirmed by mail",
    body=GiftToken,
    limit=GIFT_PER_ADDRESS,
    answer=GiftPage,
    answers={**NOT_FOUND, **PARTNER_DOWN},
)
async def stop_gift(request: web.Request, body: GiftToken) -> GiftPage:
    return _page(await monthly_gifts.stop_by_donor(body.token, _ports(request)))


@routes.post(
    "/web/monthly-gift/statement",
    "Jaaroverzicht sturen: mails the donor's gift statement of a year (this year or earlier) to the gift's address",
    body=StatementRequest,
    limit=STATEMENT_PER_ADDRESS,
    answer=Sent,
    answers=NOT_FOUND,
)
async def send_statement(request: web.Request, body: StatementRequest) -> Sent:
    container = request.app[CONTAINER]
    return Sent(
        await gift_statements.send_on_request(body.token, body.year, _ports(request), container.statement_ports)
    )


@routes.post(
    "/web/monthly-gift/link",
    "Link kwijt? Mails a new link to the gift's address; the same answer whether or not the address gives",
    body=LinkRequest,
    limit=LINK_PER_ADDRESS,
    answer=Sent,
)
async def send_link(request: web.Request, body: LinkRequest) -> Sent:
    await monthly_gifts.send_link_again(body.email, _ports(request))
    return Sent(LINK_SENT)
