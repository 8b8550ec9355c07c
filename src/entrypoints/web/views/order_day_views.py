"""The order-day screens' calls (document 2, section 7 'Order days')."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

import attrs
from aiohttp import web

from entrypoints.web.keys import CONTAINER
from entrypoints.web.params import record_id
from entrypoints.web.route_table import RouteTable
from entrypoints.web.views.answers import Message, NamedUser, Price, RecordSaved
from soepkern.domain.order_day_plans import Status, registration_status, visibility_status
from soepkern.domain.order_days import OrderDayForm, OrderDayProduct, ProductChoice
from soepkern.domain.permissions import Area
from soepkern.domain.users import User
from soepkern.services import order_days_admin
from soepkern.services.order_days_admin import OrderDayOverview, OrderDayPorts
from soepkern.services.staff_users import users_by_id

routes = RouteTable("orderdays")


def _ports(request: web.Request) -> OrderDayPorts:
    return request.app[CONTAINER].order_day_ports


@attrs.frozen
class DaySoup:
    id: int
    naam: str


@attrs.frozen
class OrderDayRow:
    """A soup on the day: portions offered and ordered, `naam` the soup chosen in the row's picker."""

    id: int
    product_id: int
    naam: DaySoup
    hoeveelheid: int
    besteld: int
    product: Price

    @classmethod
    def of(cls, row: OrderDayProduct) -> OrderDayRow:
        assert row.id is not None
        return cls(
            row.id, row.product_id, DaySoup(row.product_id, row.naam), row.hoeveelheid, row.besteld, Price.of(row)
        )


@attrs.frozen
class OrderDay:
    """An order day as the order-day screen shows it (`nu_*`: the state right now, the `*_status` texts why)."""

    id: int
    user: NamedUser | None
    bestellingsdag: date
    inschrijving_geopend: bool
    zichtbaar: bool
    nu_geopend: bool
    nu_zichtbaar: bool
    inschrijving_status: Status
    zichtbaar_status: Status
    bestelling_openings_timestamp: datetime
    bestelling_sluitings_timestamp: datetime
    bestelling_zichtbaar_timestamp: datetime
    bestelling_onzichtbaar_timestamp: datetime
    maximale_producten_per_klant: int
    bestellingen: int
    totale_producten: int
    bestelde_producten: int
    beschikbare_producten: int
    products: list[OrderDayRow]

    @classmethod
    def of(cls, overview: OrderDayOverview, users: dict[int, User], now: datetime) -> OrderDay:
        day = overview.day
        assert day.id is not None
        creator = users.get(day.created_by) if day.created_by is not None else None
        return cls(
            day.id,
            NamedUser.of(creator) if creator else None,
            day.bestellingsdag,
            day.inschrijving_geopend,
            day.zichtbaar,
            day.is_open(now),
            day.is_visible(now),
            registration_status(day, now),
            visibility_status(day, now),
            day.bestelling_openings_timestamp,
            day.bestelling_sluitings_timestamp,
            day.bestelling_zichtbaar_timestamp,
            day.bestelling_onzichtbaar_timestamp,
            day.maximale_producten_per_klant,
            overview.orders,
            day.totale_producten,
            day.bestelde_producten,
            day.totale_producten - day.bestelde_producten,
            [OrderDayRow.of(row) for row in day.products],
        )


@attrs.frozen
class OrderDaySaved:
    message: str
    orderday: OrderDay


@attrs.frozen
class ProposedRow:
    naam: ProductChoice | None
    hoeveelheid: int | None


@attrs.frozen
class ProposedDay:
    """The order-day form filled in for a new day (what create_orderday takes)."""

    bestellingsdag: str
    bestelling_openings_timestamp: str
    bestelling_sluitings_timestamp: str
    bestelling_zichtbaar_timestamp: str
    bestelling_onzichtbaar_timestamp: str
    maximale_producten_per_klant: int
    inschrijving_geopend: bool
    zichtbaar: bool
    products: list[ProposedRow]
    deleted_products: list[int]

    @classmethod
    def of(cls, form: OrderDayForm) -> ProposedDay:
        return cls(
            form.bestellingsdag,
            form.bestelling_openings_timestamp,
            form.bestelling_sluitings_timestamp,
            form.bestelling_zichtbaar_timestamp,
            form.bestelling_onzichtbaar_timestamp,
            form.maximale_producten_per_klant,
            form.inschrijving_geopend,
            form.zichtbaar,
            [ProposedRow(row.naam, row.hoeveelheid) for row in form.products],
            [],
        )


@attrs.frozen
class CopiedDay:
    id: int
    bestellingsdag: date


@attrs.frozen
class OrderDayProposal:
    orderday: ProposedDay
    copied_from: CopiedDay | None


async def _users(request: web.Request) -> dict[int, User]:
    return await users_by_id(request.app[CONTAINER].uow_factory)


async def _answer(request: web.Request, day_id: int, message: str) -> OrderDaySaved:
    overview = await order_days_admin.get_day(day_id, _ports(request))
    now = request.app[CONTAINER].clock.now()
    return OrderDaySaved(message, OrderDay.of(overview, await _users(request), now))


@routes.get("/web/admin/get_orderdays", "Every order day", access=Area.ORDER_DAYS, answer=list[OrderDay])
async def get_orderdays(request: web.Request, _actor: User) -> list[OrderDay]:
    overviews = await order_days_admin.list_days(_ports(request))
    users, now = await _users(request), request.app[CONTAINER].clock.now()
    return [OrderDay.of(o, users, now) for o in overviews]


@routes.post(
    "/web/admin/create_orderday",
    "Create an order day",
    access=Area.ORDER_DAYS,
    body=OrderDayForm,
    answer=RecordSaved,
)
async def create_orderday(request: web.Request, actor: User, form: OrderDayForm) -> RecordSaved:
    return RecordSaved(await order_days_admin.create_day(form, actor.id, _ports(request)), "Besteldag aangemaakt")


@routes.get(
    "/web/admin/orderday_proposal",
    "The form a new order day starts from: the latest day a week on, or the defaults",
    access=Area.ORDER_DAYS,
    answer=OrderDayProposal,
)
async def orderday_proposal(request: web.Request, _actor: User) -> OrderDayProposal:
    proposal = await order_days_admin.propose_day(_ports(request))
    source = proposal.copied_from
    copied = CopiedDay(source.id, source.bestellingsdag) if source is not None and source.id is not None else None
    return OrderDayProposal(ProposedDay.of(proposal.form), copied)


@routes.post(
    "/web/admin/edit_orderday/{id}",
    "Edit an order day",
    access=Area.ORDER_DAYS,
    body=OrderDayForm,
    answer=OrderDaySaved,
)
async def edit_orderday(request: web.Request, _actor: User, form: OrderDayForm) -> OrderDaySaved:
    day_id = record_id(request)
    await order_days_admin.edit_day(day_id, form, _ports(request))
    return await _answer(request, day_id, "Besteldag aangepast")


@routes.post(
    "/web/admin/destroy_orderday/{id}", "Delete an order day without orders", access=Area.ORDER_DAYS, answer=Message
)
async def destroy_orderday(request: web.Request, _actor: User) -> Message:
    await order_days_admin.delete_day(record_id(request), _ports(request))
    return Message("Bestelling verwijderd")


@routes.post("/web/admin/refresh_orderday/{id}", "One order day", access=Area.ORDER_DAYS, answer=OrderDay)
async def refresh_orderday(request: web.Request, _actor: User) -> OrderDay:
    overview = await order_days_admin.get_day(record_id(request), _ports(request))
    return OrderDay.of(overview, await _users(request), request.app[CONTAINER].clock.now())


@attrs.frozen
class SwitchBody:
    action: bool
    selected: Any = None


@routes.post(
    "/web/admin/edit_orderday_open/{id}",
    "Open or close the registration",
    access=Area.ORDER_DAYS,
    body=SwitchBody,
    answer=OrderDaySaved,
)
async def edit_orderday_open(request: web.Request, _actor: User, body: SwitchBody) -> OrderDaySaved:
    day = await order_days_admin.set_open(record_id(request), body.action, _ports(request))
    assert day.id is not None
    return await _answer(request, day.id, "Bestelling is geopend" if body.action else "Bestelling is gesloten")


@routes.post(
    "/web/admin/edit_orderday_visible/{id}",
    "Show or hide the order day",
    access=Area.ORDER_DAYS,
    body=SwitchBody,
    answer=OrderDaySaved,
)
async def edit_orderday_visible(request: web.Request, _actor: User, body: SwitchBody) -> OrderDaySaved:
    day = await order_days_admin.set_visible(record_id(request), body.action, _ports(request))
    assert day.id is not None
    message = "Bestelling is zichtbaar gemaakt" if body.action else "Bestelling is onzichtbaar gemaakt"
    return await _answer(request, day.id, message)
