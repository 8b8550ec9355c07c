"""The delivery-list screens' calls (document 2, section 7 'Delivery lists'; docs/api.md 'Delivery lists')."""

from __future__ import annotations

from datetime import date, datetime

import attrs
from aiohttp import web

from adapters.serialization import structure, write_renamed
from adapters.xlsx.client_list import render_client_list
from entrypoints.web.errors import read_json
from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.schemas import BEZORG_OPTIE, BOOL, INT, LIST_STATUS, NAME, PAGING, TEXT, Schema, array, obj
from entrypoints.web.openapi.types import describe
from entrypoints.web.paging import Paged, page_params
from entrypoints.web.params import record_id
from entrypoints.web.route_table import RouteTable
from entrypoints.web.views.answers import IN_CENTS, IN_PLACE_FIELD, Message, NamedUser, RecordSaved, in_place
from entrypoints.web.views.downloads import XLSX, xlsx_download
from entrypoints.web.views.staff_answers import LineDay, LineRow, OrderableRow, OrderLine
from soepkern.domain.delivery_lists import DayOrder, DeliveryList, DeliveryListForm, DeliveryStatus, map_link
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.order_days import OrderDay
from soepkern.domain.permissions import Area
from soepkern.domain.users import User
from soepkern.services import delivery_lists_admin as service
from soepkern.services.delivery_lists_admin import DeliveryPorts

TABS = {"leverdagen": True, "archief": False}
BAD_TAB = "Kies 'leverdagen' of 'archief'."


routes = RouteTable("delivery")
write_renamed(DayOrder, omit=("portions",))  # the contact details in the order itself (FLAT)
describe(DayOrder, huisnummer=INT, bezorg_optie=BEZORG_OPTIE)  # an order's address always has a house number
# The form's fields as the screen sends them, so that fuzzing reaches the rules behind the field checks.
BEZORGER: Schema = {"type": "integer", "minimum": 1, "maximum": 3}
describe(DeliveryListForm, orderday=INT, naam=NAME, bezorger=BEZORGER, status=LIST_STATUS, adressen=array(INT))


def _ports(request: web.Request) -> DeliveryPorts:
    return request.app[CONTAINER].delivery_ports


def _named(user: User | None) -> NamedUser | None:
    return NamedUser.of(user) if user is not None else None


@attrs.frozen
class DeliveryListSummary:
    """A delivery list on the overview (`adressen`: how many addresses, `bezorgd`: how many delivered)."""

    id: int
    orderday: int
    naam: str
    route_link: str
    status: DeliveryStatus
    bezorger: NamedUser | None
    adressen: int
    bezorgd: int

    @classmethod
    def of(cls, dl: DeliveryList, users: dict[int, User]) -> DeliveryListSummary:
        assert dl.id is not None
        bezorger = _named(users.get(dl.bezorger)) if dl.bezorger is not None else None
        delivered = sum(1 for a in dl.adressen if a.bezorgd)
        return cls(dl.id, dl.orderday_id, dl.naam, dl.route_link, dl.status, bezorger, len(dl.adressen), delivered)


@attrs.frozen
class DeliveryDay:
    """An order day on the delivery-lists overview, with its lists."""

    id: int
    bestellingsdag: date
    bestellingen: int
    bezorgen: int
    ophalen: int
    bezorglijsten: list[DeliveryListSummary]

    @classmethod
    def of(cls, item: service.DayOverview, users: dict[int, User]) -> DeliveryDay:
        s = item.summary
        lists = [DeliveryListSummary.of(dl, users) for dl in item.lists]
        return cls(s.orderday_id, s.bestellingsdag, s.bestellingen, s.bezorgen, s.ophalen, lists)


@attrs.frozen
class DeliveryOrderDay:
    id: int
    bestellingsdag: date
    products: list[OrderableRow]

    @classmethod
    def of(cls, day: OrderDay) -> DeliveryOrderDay:
        assert day.id is not None
        return cls(day.id, day.bestellingsdag, [OrderableRow.of(row) for row in day.products])


@in_place
@attrs.frozen
class DayLine:
    """One of the day's lines of an order (the staff order line in place, with its soup)."""

    line: OrderLine = attrs.field(metadata=IN_PLACE_FIELD)
    orderday_product_id: int
    naam: str


@in_place
@attrs.frozen
class DeliveryOrder:
    """An order as the delivery day shows it (contract 'Orders and customers'), with only this day's lines, plus the
    delivery fields: care note, map link, its list and its place in the route (`sort_key`)."""

    order: DayOrder = attrs.field(metadata=IN_PLACE_FIELD)
    naam: str
    totaal: int = attrs.field(metadata=IN_CENTS)
    map_link: str
    producten: int
    products: list[DayLine]
    bezorglijst_id: int | None
    sort_key: int | None

    @classmethod
    def of(cls, order: DayOrder, day: service.DeliveryDay) -> DeliveryOrder:
        on_list = day.sort_keys.get(order.id)
        d = day.day
        assert d.id is not None
        lines = []
        for p in order.portions:
            row = d.row(p.orderday_product_id)
            stock = LineRow(p.orderday_product_id, p.naam, row.hoeveelheid if row else 0, row.besteld if row else 0)
            line = OrderLine(p.line_id, d.id, LineDay(d.id, d.bestellingsdag), stock, p.hoeveelheid, p.prijs, p.korting)
            lines.append(DayLine(line, p.orderday_product_id, p.naam))
        return cls(
            order,
            order.naam,
            order.totaal,
            map_link(order),
            sum(p.hoeveelheid for p in order.portions),
            lines,
            on_list[0] if on_list else None,
            on_list[1] if on_list else None,
        )


@in_place
@attrs.frozen
class ListAddress:
    """An address on a delivery list: the order in place, and whether (and when) it was delivered."""

    order: DeliveryOrder = attrs.field(metadata=IN_PLACE_FIELD)
    bezorgd: bool
    bezorgd_at: datetime | None


@attrs.frozen
class Total:
    """The portions of one soup on the day: picked up, delivered and together."""

    orderday_product_id: int
    naam: str
    ophalen: int
    bezorgen: int
    totaal: int


def _totals(day: service.DeliveryDay) -> list[Total]:
    counts: dict[int, dict[str, int]] = {}
    names: dict[int, str] = {}
    for order in day.orders:
        for p in order.portions:
            names.setdefault(p.orderday_product_id, p.naam)
            entry = counts.setdefault(p.orderday_product_id, {"ophalen": 0, "bezorgen": 0})
            entry[order.bezorg_optie] += p.hoeveelheid
    return [
        Total(row, names[row], c["ophalen"], c["bezorgen"], c["ophalen"] + c["bezorgen"]) for row, c in counts.items()
    ]


@attrs.frozen
class DeliveryDayDetail:
    """One delivery day: its orders, lists, the totals per soup and the active staff who can deliver."""

    orderday: DeliveryOrderDay
    orders: list[DeliveryOrder]
    bezorglijsten: list[DeliveryListSummary]
    totalen: list[Total]
    bezorgers: list[NamedUser]

    @classmethod
    def of(cls, day: service.DeliveryDay) -> DeliveryDayDetail:
        return cls(
            DeliveryOrderDay.of(day.day),
            [DeliveryOrder.of(o, day) for o in day.orders],
            [DeliveryListSummary.of(dl, day.users) for dl in day.lists],
            _totals(day),
            [NamedUser.of(u) for u in day.users.values() if u.is_active],
        )


@attrs.frozen
class DeliveryListDetail:
    """One delivery list with its addresses in route order."""

    id: int
    naam: str
    route_link: str
    status: DeliveryStatus
    bezorger: NamedUser | None
    bezorger_id: int | None
    bezorgd: int
    orderday: DeliveryOrderDay
    adressen: list[ListAddress]

    @classmethod
    def of(cls, dl: DeliveryList, day: service.DeliveryDay) -> DeliveryListDetail:
        summary = DeliveryListSummary.of(dl, day.users)
        orders = {o.id: o for o in day.orders}
        addresses = [
            ListAddress(DeliveryOrder.of(orders[a.order_id], day), a.bezorgd, a.bezorgd_at)
            for a in sorted(dl.adressen, key=lambda a: a.sort_key)
            if a.order_id in orders
        ]
        return cls(
            summary.id,
            summary.naam,
            summary.route_link,
            summary.status,
            summary.bezorger,
            dl.bezorger,
            summary.bezorgd,
            DeliveryOrderDay.of(day.day),
            addresses,
        )


@attrs.frozen
class StatusChanged:
    id: int
    status: DeliveryStatus
    message: str


@attrs.frozen
class Ticked:
    """An address ticked as delivered (or not) and the list's status after it."""

    id: int
    status: DeliveryStatus
    order: int
    bezorgd: bool
    bezorgd_at: datetime | None


@attrs.frozen
class CareNote:
    """A customer's delivery note."""

    id: int
    bezorg_notitie: str


@attrs.frozen
class CareNoteSaved:
    id: int
    bezorg_notitie: str
    message: str


@routes.get(
    "/web/admin/get_bestellijsten",
    "Delivery days with their lists (paged)",
    access=Area.DELIVERY_LISTS,
    query={**PAGING, "tab": {"enum": ["leverdagen", "archief"]}},
    answer=Paged[DeliveryDay],
)
async def get_bestellijsten(request: web.Request, _actor: User) -> Paged[DeliveryDay]:
    page, per_page = page_params(request)
    tab = request.query.get("tab", "leverdagen").lower()
    if tab not in TABS:
        raise ValidationFailed.single("tab", BAD_TAB)
    result, users = await service.overview(page, per_page, TABS[tab], _ports(request))
    return Paged.of(request, result, lambda item: DeliveryDay.of(item, users))


@routes.get(
    "/web/admin/bestellijsten_get_besteldag/{id}",
    "One delivery day: orders, lists, totals",
    access=Area.DELIVERY_LISTS,
    answer=DeliveryDayDetail,
)
async def bestellijsten_get_besteldag(request: web.Request, _actor: User) -> DeliveryDayDetail:
    return DeliveryDayDetail.of(await service.delivery_day(record_id(request), _ports(request)))


@routes.get(
    "/web/admin/get_deliverylist/{id}",
    "One delivery list with its addresses in route order",
    access=Area.DELIVERY_LISTS,
    answer=DeliveryListDetail,
)
async def get_deliverylist(request: web.Request, _actor: User) -> DeliveryListDetail:
    dl, day = await service.get_list(record_id(request), _ports(request))
    return DeliveryListDetail.of(dl, day)


@routes.post(
    "/web/admin/create_deliverylist",
    "Create a delivery list",
    access=Area.DELIVERY_LISTS,
    body=DeliveryListForm,
    answer=RecordSaved,
)
async def create_deliverylist(request: web.Request, _actor: User, form: DeliveryListForm) -> RecordSaved:
    list_id = await service.create_list(form, _ports(request))
    return RecordSaved(list_id, "Bezorglijst aangemaakt")


@routes.post(
    "/web/admin/edit_deliverylist/{id}",
    "Edit a delivery list",
    access=Area.DELIVERY_LISTS,
    body=DeliveryListForm,
    answer=RecordSaved,
)
async def edit_deliverylist(request: web.Request, _actor: User, form: DeliveryListForm) -> RecordSaved:
    list_id = record_id(request)
    await service.edit_list(list_id, form, _ports(request))
    return RecordSaved(list_id, "Bezorglijst aangepast")


@routes.post(
    "/web/admin/delete_deliverylist/{id}",
    "Delete a delivery list",
    access=Area.DELIVERY_LISTS,
    answer=Message,
)
async def delete_deliverylist(request: web.Request, _actor: User) -> Message:
    await service.delete_list(record_id(request), _ports(request))
    return Message("Bezorglijst verwijderd")


@attrs.frozen
class StatusBody:
    status: str


@routes.post(
    "/web/admin/deliverylist_status/{id}",
    "One status step forward or back",
    access=Area.DELIVERY_LISTS,
    reads=obj({"status": LIST_STATUS}),
    answer=StatusChanged,
)
async def deliverylist_status(request: web.Request, _actor: User) -> StatusChanged:
    body = structure(await read_json(request), StatusBody)
    dl = await service.change_status(record_id(request), body.status, _ports(request))
    assert dl.id is not None
    return StatusChanged(dl.id, dl.status, "Status aangepast")


@attrs.frozen
class TickBody:
    order: int
    bezorgd: bool = True


@routes.post(
    "/web/admin/deliverylist_tick/{id}",
    "Tick an address as delivered (or not)",
    access=Area.DELIVERY_LISTS,
    reads=obj({"order": INT, "bezorgd": BOOL}),
    answer=Ticked,
)
async def deliverylist_tick(request: web.Request, _actor: User) -> Ticked:
    body = structure(await read_json(request), TickBody)
    dl = await service.tick(record_id(request), body.order, body.bezorgd, _ports(request))
    address = next(a for a in dl.adressen if a.order_id == body.order)
    assert dl.id is not None
    return Ticked(dl.id, dl.status, body.order, address.bezorgd, address.bezorgd_at)


@routes.get(
    "/web/admin/download_client_list/{id}",
    "The order day's customers as an .xlsx workbook",
    access=Area.DELIVERY_LISTS,
    ok_media=XLSX,
)
async def download_client_list(request: web.Request, _actor: User) -> web.Response:
    sheet = await service.client_list(record_id(request), _ports(request))
    return xlsx_download(render_client_list(sheet), sheet.file_name)


@attrs.frozen
class CareNoteBody:
    bezorg_notitie: str = ""


@routes.get(
    "/web/admin/get_bezorg_notitie/{id}",
    "A customer's delivery note",
    access=Area.DELIVERY_LISTS,
    answer=CareNote,
)
async def get_bezorg_notitie(request: web.Request, _actor: User) -> CareNote:
    note = await service.get_care_note(record_id(request), _ports(request))
    return CareNote(record_id(request), note)


@routes.post(
    "/web/admin/save_bezorg_notitie/{id}",
    "Save a customer's delivery note",
    access=Area.DELIVERY_LISTS,
    reads=obj(optional={"bezorg_notitie": TEXT}),
    answer=CareNoteSaved,
)
async def save_bezorg_notitie(request: web.Request, _actor: User) -> CareNoteSaved:
    body = structure(await read_json(request), CareNoteBody)
    note = await service.set_care_note(record_id(request), body.bezorg_notitie, _ports(request))
    return CareNoteSaved(record_id(request), note, "Notitie opgeslagen")
