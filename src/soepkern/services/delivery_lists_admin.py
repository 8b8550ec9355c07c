"""The delivery-list screens: the overview of delivery days, one delivery day, creating and editing a delivery list,
its status, the deliverer's ticks, the care notes and the clients' workbook."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

import attrs

from soepkern.domain.business_time import BUSINESS_TZ, business_date
from soepkern.domain.delivery_lists import (
    INITIAL_STATUS,
    STATUS_NEW,
    AddressTaken,
    DayOrder,
    DeliveryDaySummary,
    DeliveryList,
    DeliveryListForm,
    address_problems,
    care_note_problem,
    check_form,
    check_move,
    parse_status,
)
from soepkern.domain.errors import NotFound, ValidationErrors, ValidationFailed
from soepkern.domain.order_days import OrderDay
from soepkern.domain.postcode import show_postcode
from soepkern.domain.users import User
from soepkern.ports import Clock, Page, UnitOfWork, UnitOfWorkFactory

LIST_NOT_FOUND = "Bezorglijst niet gevonden."
DAY_NOT_FOUND = "Leverdag niet gevonden."
BEZORGER_INVALID = "Kies een actieve gebruiker als bezorger."
ADDRESS_NOT_ON_LIST = "Dit adres staat niet op deze bezorglijst."
CUSTOMER_NOT_FOUND = "Klant niet gevonden."
ADDRESS_TAKEN = (
    "Een van de adressen is zojuist op een andere bezorglijst gezet of verwijderd. Laad de leverdag opnieuw."
)


@attrs.frozen
class DeliveryPorts:
    uow_factory: UnitOfWorkFactory
    clock: Clock


@attrs.frozen
class DeliveryDay:
    day: OrderDay
    orders: list[DayOrder]
    lists: list[DeliveryList]
    users: dict[int, User]

    @property
    def sort_keys(self) -> dict[int, tuple[int, int]]:
        """Order id -> (list id, position in its route)."""
        return {a.order_id: (dl.id or 0, a.sort_key) for dl in self.lists for a in dl.adressen}


@attrs.frozen
class DayOverview:
    summary: DeliveryDaySummary
    lists: list[DeliveryList]


async def _users(uow: UnitOfWork) -> dict[int, User]:
    return {u.id: u for u in await uow.users.list_all() if u.id is not None}


async def overview(
    page: int, per_page: int, upcoming: bool, ports: DeliveryPorts
) -> tuple[Page[DayOverview], dict[int, User]]:
    today = business_date(ports.clock.now(), BUSINESS_TZ)
    async with ports.uow_factory() as uow:
        days = await uow.delivery_lists.day_summaries(page, per_page, today, upcoming)
        lists = await uow.delivery_lists.list_for_orderdays([d.orderday_id for d in days.items])
        users = await _users(uow)
    per_day: dict[int, list[DeliveryList]] = {}
    for dl in lists:
        per_day.setdefault(dl.orderday_id, []).append(dl)
    items = [DayOverview(d, per_day.get(d.orderday_id, [])) for d in days.items]
    return Page(items, days.total, days.page, days.per_page), users


async def delivery_day(day_id: int, ports: DeliveryPorts) -> DeliveryDay:
    async with ports.uow_factory() as uow:
        day = await uow.order_days.get(day_id)
        if day is None:
            raise NotFound(DAY_NOT_FOUND)
        return DeliveryDay(
            day=day,
            orders=await uow.delivery_lists.orders_for_day(day_id),
            lists=await uow.delivery_lists.list_for_orderday(day_id),
            users=await _users(uow),
        )


async def get_list(list_id: int, ports: DeliveryPorts) -> tuple[DeliveryList, DeliveryDay]:
    async with ports.uow_factory() as uow:
        delivery_list = await uow.delivery_lists.get(list_id)
    if delivery_list is None:
        raise NotFound(LIST_NOT_FOUND)
    return delivery_list, await delivery_day(delivery_list.orderday_id, ports)


async def _check(
    uow: UnitOfWork, form: DeliveryListForm, day_id: int, list_id: int | None, errors: ValidationErrors
) -> None:
    check_form(errors, form)
    bezorger = await uow.users.get(form.bezorger) if form.bezorger is not None else None
    if bezorger is None or not bezorger.is_active:
        errors.add("bezorger", BEZORGER_INVALID)
    candidates = await uow.delivery_lists.candidates(day_id, form.adressen)
    holding = await uow.delivery_lists.lists_holding(form.adressen)
    taken = {order_id: dl.naam for order_id, dl in holding.items() if dl.id != list_id}
    for problem in address_problems(form.adressen, candidates, taken):
        errors.add("adressen", problem)


async def create_list(form: DeliveryListForm, ports: DeliveryPorts) -> int:
    errors = ValidationErrors()
    async with ports.uow_factory(write=True) as uow:
        day = await uow.order_days.get(form.orderday) if form.orderday is not None else None
        if day is None or day.id is None:
            raise ValidationFailed.single("orderday", DAY_NOT_FOUND)
        if parse_status(errors, form.status) is not INITIAL_STATUS and "status" not in errors:
            errors.add("status", STATUS_NEW)
        await _check(uow, form, day.id, None, errors)
        errors.raise_if_any()
        delivery_list = DeliveryList.new(
            day.id, form.naam.strip(), form.adressen, form.route_link.strip(), form.bezorger
        )
        try:
            list_id = await uow.delivery_lists.add(delivery_list)
        except AddressTaken:
            raise ValidationFailed.single("adressen", ADDRESS_TAKEN) from None
        await uow.commit()
    return list_id


async def _get(uow: UnitOfWork, list_id: int) -> DeliveryList:
    delivery_list = await uow.delivery_lists.get(list_id)
    if delivery_list is None:
        raise NotFound(LIST_NOT_FOUND)
    return delivery_list


async def edit_list(list_id: int, form: DeliveryListForm, ports: DeliveryPorts) -> None:
    errors = ValidationErrors()
    async with ports.uow_factory(write=True) as uow:
        delivery_list = await _get(uow, list_id)
        status = parse_status(errors, form.status)
        await _check(uow, form, delivery_list.orderday_id, list_id, errors)
        if "status" not in errors:
            check_move(errors, delivery_list, status)
        errors.raise_if_any()
        delivery_list.naam = form.naam.strip()
        delivery_list.route_link = form.route_link.strip()
        delivery_list.bezorger = form.bezorger
        delivery_list.set_route(form.adressen)
        try:
            await uow.delivery_lists.update(delivery_list)
        except AddressTaken:
            raise ValidationFailed.single("adressen", ADDRESS_TAKEN) from None
        await uow.commit()


async def delete_list(list_id: int, ports: DeliveryPorts) -> None:
    async with ports.uow_factory(write=True) as uow:
        await _get(uow, list_id)
        await uow.delivery_lists.delete(list_id)
        await uow.commit()


async def change_status(list_id: int, status: str, ports: DeliveryPorts) -> DeliveryList:
    errors = ValidationErrors()
    async with ports.uow_factory(write=True) as uow:
        delivery_list = await _get(uow, list_id)
        target = parse_status(errors, status)
        if not errors:
            check_move(errors, delivery_list, target)
        errors.raise_if_any()
        await uow.delivery_lists.update(delivery_list)
        await uow.commit()
    return delivery_list


async def tick(list_id: int, order_id: int, delivered: bool, ports: DeliveryPorts) -> DeliveryList:
    """Marks one address delivered or not. Idempotent: a repeated tick changes nothing (the first moment stays)."""
    now = ports.clock.now()
    async with ports.uow_factory(write=True) as uow:
        delivery_list = await _get(uow, list_id)
        try:
            address = delivery_list.tick(order_id, delivered, now)
        except KeyError:
            raise ValidationFailed.single("order", ADDRESS_NOT_ON_LIST) from None
        await uow.delivery_lists.save_tick(delivery_list, address)
        await uow.commit()
    return delivery_list


async def set_care_note(customer_id: int, note: str, ports: DeliveryPorts) -> str:
    note = note.strip()
    problem = care_note_problem(note)
    if problem:
        raise ValidationFailed.single("bezorg_notitie", problem)
    async with ports.uow_factory(write=True) as uow:
        if not await uow.delivery_lists.set_care_note(customer_id, note):
            raise NotFound(CUSTOMER_NOT_FOUND)
        await uow.commit()
    return note


async def get_care_note(customer_id: int, ports: DeliveryPorts) -> str:
    async with ports.uow_factory() as uow:
        note = await uow.delivery_lists.care_note(customer_id)
    if note is None:
        raise NotFound(CUSTOMER_NOT_FOUND)
    return note


@attrs.frozen
class ClientSheet:
    """The clients' workbook as data: title, header, one row per order, the totals row. Cells are str or int."""

    title: str
    day: date
    header: list[str]
    rows: list[list[str | int]]
    totals: list[str | int]
    number_columns: Sequence[int]

    @property
    def file_name(self) -> str:
        return f"klanten-{self.day.isoformat()}.xlsx"


CLIENT_COLUMNS = [
    "Naam",
    "Bedrijf",
    "Straat",
    "Huisnummer",
    "Toevoeging",
    "Postcode",
    "Plaats",
    "Telefoon",
    "E-mail",
    "Ophalen/bezorgen",
    "Opmerking",
    "Notitie bezorging",
]


def client_sheet(day: DeliveryDay) -> ClientSheet:
    soups: dict[int, str] = {row.id: row.naam for row in day.day.products if row.id is not None}
    for order in day.orders:
        for p in order.portions:
            soups.setdefault(p.orderday_product_id, p.naam)
    soup_ids = list(soups)
    rows: list[list[str | int]] = []
    for order in day.orders:
        amounts = {p.orderday_product_id: 0 for p in order.portions}
        for p in order.portions:
            amounts[p.orderday_product_id] += p.hoeveelheid
        rows.append(
            [
                order.naam,
                order.contact.bedrijfsnaam,
                order.contact.straat,
                order.contact.huisnummer or "",
                order.contact.huisnummer_extensie,
                show_postcode(order.contact.postcode),
                order.contact.plaats,
                order.contact.telefoonnummer,
                order.contact.email,
                order.bezorg_optie,
                order.opmerking,
                order.bezorg_notitie,
                *[amounts.get(soup_id, 0) for soup_id in soup_ids],
                sum(amounts.values()),
            ]
        )
    width = len(CLIENT_COLUMNS)
    totals: list[str | int] = ["Totaal", *[""] * (width - 1)]
    for n in range(len(soup_ids) + 1):
        totals.append(sum(int(r[width + n]) for r in rows))
    dutch = day.day.bestellingsdag.strftime("%d-%m-%Y")
    return ClientSheet(
        title=f"Klanten leverdag {dutch}",
        day=day.day.bestellingsdag,
        header=[*CLIENT_COLUMNS, *soups.values(), "Totaal porties"],
        rows=rows,
        totals=totals,
        number_columns=range(width, width + len(soup_ids) + 1),
    )


async def client_list(day_id: int, ports: DeliveryPorts) -> ClientSheet:
    return client_sheet(await delivery_day(day_id, ports))
