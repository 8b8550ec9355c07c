"""The delivery-list screens' calls (document 2, section 7 'Delivery lists'; docs/api.md 'Delivery lists')."""

from __future__ import annotations

from typing import Any

import attrs
from aiohttp import web

from adapters.serialization import structure, unstructure
from adapters.xlsx.client_list import render_client_list
from entrypoints.web.errors import read_json
from entrypoints.web.keys import CONTAINER
from entrypoints.web.openapi.schemas import (
    ANY,
    BOOL,
    DAY,
    DELIVERY_LIST_BODY,
    ID_ANSWER,
    INT,
    LIST_STATUS,
    PAGING,
    STR,
    TEXT,
    TIMESTAMP,
    array,
    nullable,
    obj,
    paged,
    ref,
)
from entrypoints.web.params import record_id
from entrypoints.web.route_table import RouteTable
from soepkern.domain.delivery_lists import DayOrder, DeliveryList, DeliveryListForm, map_link
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.permissions import Area
from soepkern.domain.users import User
from soepkern.services import delivery_lists_admin as service
from soepkern.services.delivery_lists_admin import DeliveryDay, DeliveryPorts

DEFAULT_PER_PAGE = 25
MAX_PER_PAGE = 100
TABS = {"leverdagen": True, "archief": False}
BAD_TAB = "Kies 'leverdagen' of 'archief'."


routes = RouteTable("delivery")


def _ports(request: web.Request) -> DeliveryPorts:
    return request.app[CONTAINER].delivery_ports


def _int_query(request: web.Request, name: str, default: int, low: int, high: int) -> int:
    """A paging number from the query; a missing or malformed value takes the default (as the other paged lists)."""
    raw = request.query.get(name, "").strip()
    if not raw.isdigit() or len(raw) > 9:
        return default
    return max(low, min(high, int(raw)))


def list_json(dl: DeliveryList, users: dict[int, User]) -> dict[str, Any]:
    bezorger = users.get(dl.bezorger) if dl.bezorger is not None else None
    return {
        "id": dl.id,
        "orderday": dl.orderday_id,
        "naam": dl.naam,
        "route_link": dl.route_link,
        "status": dl.status.value,
        "bezorger": {"id": bezorger.id, "name": bezorger.name} if bezorger else None,
        "adressen": len(dl.adressen),
        "bezorgd": sum(1 for a in dl.adressen if a.bezorgd),
    }


def order_json(
    order: DayOrder, sort_keys: dict[int, tuple[int, int]], day: dict[str, Any] | None = None
) -> dict[str, Any]:
    """An order as the back office sees it (contract 'Orders and customers'), with only this day's lines, plus the
    delivery fields: care note, map link, its list and its place in the route (`sort_key`)."""
    on_list = sort_keys.get(order.id)
    rows = {row["id"]: row for row in (day or {}).get("products", [])}
    return {
        "id": order.id,
        "uuid": order.uuid,
        "bron": order.bron,
        "created_at": unstructure(order.created_at) if order.created_at else None,
        "email_verzonden": order.email_verzonden,
        "totaal": order.totaal,
        "voornaam": order.voornaam,
        "achternaam": order.achternaam,
        "naam": order.naam,
        "bedrijfsnaam": order.bedrijfsnaam,
        "email": order.email,
        "telefoonnummer": order.telefoonnummer,
        "postcode": order.postcode,
        "huisnummer": order.huisnummer,
        "huisnummer_extension": order.huisnummer_extensie,
        "straat": order.straat,
        "plaats": order.plaats,
        "bezorg_optie": order.bezorg_optie,
        "opmerking": order.opmerking,
        "customer_id": order.customer_id,
        "bezorg_notitie": order.bezorg_notitie,
        "map_link": map_link(order),
        "producten": sum(p.hoeveelheid for p in order.portions),
        "products": [
            {
                "id": p.line_id,
                "orderday_id": day["id"] if day else None,
                "orderday": {"id": day["id"], "bestellingsdag": day["bestellingsdag"]} if day else None,
                "orderday_product": {
                    "id": p.orderday_product_id,
                    "naam": p.naam,
                    "hoeveelheid": rows.get(p.orderday_product_id, {}).get("hoeveelheid"),
                    "besteld": rows.get(p.orderday_product_id, {}).get("besteld"),
                },
                "orderday_product_id": p.orderday_product_id,
                "naam": p.naam,
                "hoeveelheid": p.hoeveelheid,
            }
            for p in order.portions
        ],
        "bezorglijst_id": on_list[0] if on_list else None,
        "sort_key": on_list[1] if on_list else None,
    }


def _orderday_json(day: DeliveryDay) -> dict[str, Any]:
    d = day.day
    return {
        "id": d.id,
        "bestellingsdag": d.bestellingsdag.isoformat(),
        "products": [
            {
                "id": row.id,
                "product_id": row.product_id,
                "naam": row.naam,
                "hoeveelheid": row.hoeveelheid,
                "besteld": row.besteld,
            }
            for row in d.products
        ],
    }


def _totals(day: DeliveryDay) -> list[dict[str, Any]]:
    totals: dict[int, dict[str, Any]] = {}
    for order in day.orders:
        for p in order.portions:
            entry = totals.setdefault(
                p.orderday_product_id,
                {"orderday_product_id": p.orderday_product_id, "naam": p.naam, "ophalen": 0, "bezorgen": 0},
            )
            entry[order.bezorg_optie] += p.hoeveelheid
    for entry in totals.values():
        entry["totaal"] = entry["ophalen"] + entry["bezorgen"]
    return list(totals.values())


@routes.get(
    "/web/admin/get_bestellijsten",
    "Delivery days with their lists (paged)",
    access=Area.DELIVERY_LISTS,
    query={**PAGING, "tab": {"enum": ["leverdagen", "archief"]}},
    ok=paged(ref("DeliveryDay")),
)
async def get_bestellijsten(request: web.Request, _actor: User) -> web.Response:
    page = _int_query(request, "page", 1, 1, 10**8)
    per_page = _int_query(request, "per_page", DEFAULT_PER_PAGE, 1, MAX_PER_PAGE)
    tab = request.query.get("tab", "leverdagen").lower()
    if tab not in TABS:
        raise ValidationFailed.single("tab", BAD_TAB)
    result, users = await service.overview(page, per_page, TABS[tab], _ports(request))
    last_page = max(1, -(-result.total // per_page))
    next_url = str(request.url.update_query(page=page + 1, per_page=per_page)) if page < last_page else None
    data = [
        {
            "id": item.summary.orderday_id,
            "bestellingsdag": item.summary.bestellingsdag.isoformat(),
            "bestellingen": item.summary.bestellingen,
            "bezorgen": item.summary.bezorgen,
            "ophalen": item.summary.ophalen,
            "bezorglijsten": [list_json(dl, users) for dl in item.lists],
        }
        for item in result.items
    ]
    return web.json_response(
        {
            "data": data,
            "current_page": page,
            "per_page": per_page,
            "total": result.total,
            "last_page": last_page,
            "next_page_url": next_url,
        }
    )


def _day_json(day: DeliveryDay) -> dict[str, Any]:
    sort_keys, orderday = day.sort_keys, _orderday_json(day)
    return {
        "orderday": orderday,
        "orders": [order_json(o, sort_keys, orderday) for o in day.orders],
        "bezorglijsten": [list_json(dl, day.users) for dl in day.lists],
        "totalen": _totals(day),
        "bezorgers": [{"id": u.id, "name": u.name} for u in day.users.values() if u.is_active],
    }


@routes.get(
    "/web/admin/bestellijsten_get_besteldag/{id}",
    "One delivery day: orders, lists, totals",
    access=Area.DELIVERY_LISTS,
    ok=obj(
        {
            "orderday": obj({"id": INT, "bestellingsdag": DAY}),
            "orders": array(ref("DayOrder")),
            "bezorglijsten": array(ref("DeliveryListSummary")),
        },
        {"totalen": array(ANY), "bezorgers": array(obj({"id": INT, "name": STR}))},
    ),
)
async def bestellijsten_get_besteldag(request: web.Request, _actor: User) -> web.Response:
    day = await service.delivery_day(record_id(request), _ports(request))
    return web.json_response(_day_json(day))


def _list_detail(dl: DeliveryList, day: DeliveryDay) -> dict[str, Any]:
    orders = {o.id: o for o in day.orders}
    sort_keys, orderday = day.sort_keys, _orderday_json(day)
    addresses = []
    for a in sorted(dl.adressen, key=lambda a: a.sort_key):
        order = orders.get(a.order_id)
        if order is None:
            continue
        addresses.append(
            {**order_json(order, sort_keys, orderday), "bezorgd": a.bezorgd, "bezorgd_at": unstructure(a.bezorgd_at)}
        )
    return {
        **list_json(dl, day.users),
        "bezorger_id": dl.bezorger,
        "orderday": orderday,
        "adressen": addresses,
    }


@routes.get(
    "/web/admin/get_deliverylist/{id}",
    "One delivery list with its addresses in route order",
    access=Area.DELIVERY_LISTS,
    ok=obj(
        {
            "id": INT,
            "naam": STR,
            "status": STR,
            "bezorger": nullable(obj({"id": INT, "name": STR})),
            "orderday": obj({"id": INT, "bestellingsdag": DAY}),
            "adressen": array(ref("DayOrder")),
        },
        {"bezorger_id": nullable(INT), "route_link": nullable(STR), "bezorgd": INT},
    ),
)
async def get_deliverylist(request: web.Request, _actor: User) -> web.Response:
    dl, day = await service.get_list(record_id(request), _ports(request))
    return web.json_response(_list_detail(dl, day))


@routes.post(
    "/web/admin/create_deliverylist",
    "Create a delivery list",
    access=Area.DELIVERY_LISTS,
    reads=DELIVERY_LIST_BODY,
    ok=ID_ANSWER,
)
async def create_deliverylist(request: web.Request, _actor: User) -> web.Response:
    form = structure(await read_json(request), DeliveryListForm)
    list_id = await service.create_list(form, _ports(request))
    return web.json_response({"id": list_id, "message": "Bezorglijst aangemaakt"})


@routes.post(
    "/web/admin/edit_deliverylist/{id}",
    "Edit a delivery list",
    access=Area.DELIVERY_LISTS,
    reads=DELIVERY_LIST_BODY,
    ok=ID_ANSWER,
)
async def edit_deliverylist(request: web.Request, _actor: User) -> web.Response:
    form = structure(await read_json(request), DeliveryListForm)
    list_id = record_id(request)
    await service.edit_list(list_id, form, _ports(request))
    return web.json_response({"id": list_id, "message": "Bezorglijst aangepast"})


@routes.post(
    "/web/admin/delete_deliverylist/{id}",
    "Delete a delivery list",
    access=Area.DELIVERY_LISTS,
    ok=ANY,
)
async def delete_deliverylist(request: web.Request, _actor: User) -> web.Response:
    await service.delete_list(record_id(request), _ports(request))
    return web.json_response({"message": "Bezorglijst verwijderd"})


@attrs.frozen
class StatusBody:
    status: str


@routes.post(
    "/web/admin/deliverylist_status/{id}",
    "One status step forward or back",
    access=Area.DELIVERY_LISTS,
    reads=obj({"status": LIST_STATUS}),
    ok=obj({"id": INT, "status": STR}),
)
async def deliverylist_status(request: web.Request, _actor: User) -> web.Response:
    body = structure(await read_json(request), StatusBody)
    dl = await service.change_status(record_id(request), body.status, _ports(request))
    return web.json_response({"id": dl.id, "status": dl.status.value, "message": "Status aangepast"})


@attrs.frozen
class TickBody:
    order: int
    bezorgd: bool = True


@routes.post(
    "/web/admin/deliverylist_tick/{id}",
    "Tick an address as delivered (or not)",
    access=Area.DELIVERY_LISTS,
    reads=obj({"order": INT, "bezorgd": BOOL}),
    ok=obj({"id": INT, "status": STR, "order": INT, "bezorgd": BOOL, "bezorgd_at": nullable(TIMESTAMP)}),
)
async def deliverylist_tick(request: web.Request, _actor: User) -> web.Response:
    body = structure(await read_json(request), TickBody)
    dl = await service.tick(record_id(request), body.order, body.bezorgd, _ports(request))
    address = next(a for a in dl.adressen if a.order_id == body.order)
    return web.json_response(
        {
            "id": dl.id,
            "status": dl.status.value,
            "order": body.order,
            "bezorgd": address.bezorgd,
            "bezorgd_at": unstructure(address.bezorgd_at),
        }
    )


@routes.get(
    "/web/admin/download_client_list/{id}",
    "The order day's customers as an .xlsx workbook",
    access=Area.DELIVERY_LISTS,
    ok_media="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
)
async def download_client_list(request: web.Request, _actor: User) -> web.Response:
    sheet = await service.client_list(record_id(request), _ports(request))
    return web.Response(
        body=render_client_list(sheet),
        content_type="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        headers={"Content-Disposition": f'attachment; filename="{sheet.file_name}"', "Cache-Control": "no-store"},
    )


@attrs.frozen
class CareNoteBody:
    bezorg_notitie: str = ""


@routes.get(
    "/web/admin/get_bezorg_notitie/{id}",
    "A customer's delivery note",
    access=Area.DELIVERY_LISTS,
    ok=obj({"id": INT, "bezorg_notitie": nullable(STR)}),
)
async def get_bezorg_notitie(request: web.Request, _actor: User) -> web.Response:
    note = await service.get_care_note(record_id(request), _ports(request))
    return web.json_response({"id": record_id(request), "bezorg_notitie": note})


@routes.post(
    "/web/admin/save_bezorg_notitie/{id}",
    "Save a customer's delivery note",
    access=Area.DELIVERY_LISTS,
    reads=obj(optional={"bezorg_notitie": TEXT}),
    ok=obj({"id": INT, "bezorg_notitie": nullable(STR)}),
)
async def save_bezorg_notitie(request: web.Request, _actor: User) -> web.Response:
    body = structure(await read_json(request), CareNoteBody)
    note = await service.set_care_note(record_id(request), body.bezorg_notitie, _ports(request))
    return web.json_response({"id": record_id(request), "bezorg_notitie": note, "message": "Notitie opgeslagen"})
