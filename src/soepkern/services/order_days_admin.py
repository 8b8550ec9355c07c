"""The order-day screens: add, edit (with product rows), delete, and the open and visible switches."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

import attrs

from soepkern.domain.business_time import BUSINESS_TZ, business_date, parse_utc_iso
from soepkern.domain.dates import parse_iso_date
from soepkern.domain.errors import NotFound, ValidationErrors, ValidationFailed
from soepkern.domain.order_days import OrderDay, OrderDayProduct
from soepkern.domain.products import ProductStatus
from soepkern.ports import Clock, UnitOfWork, UnitOfWorkFactory

NOT_FOUND = "Besteldag niet gevonden."
DATE_INVALID = "Vul een geldige datum in."
DATE_IN_PAST = "De besteldag kan niet eerder zijn dan vandaag."
MOMENT_INVALID = "Vul een geldige datum en tijd in."
CLOSING_BEFORE_OPENING = "De sluiting moet na de opening liggen."
INVISIBLE_BEFORE_VISIBLE = "Onzichtbaar vanaf moet na zichtbaar vanaf liggen."
MAX_INVALID = "Vul minimaal 1 in."
NO_ROWS = "Voeg minimaal één soep toe."
CHOOSE_PRODUCT = "Kies een soep."
PRODUCT_NOT_AVAILABLE = "Alleen soepen met de status 'beschikbaar' kunnen worden gekozen."
PRODUCT_TWICE = "Deze soep staat al op deze besteldag."
AMOUNT_INVALID = "Vul minimaal 1 in."
ROW_UNKNOWN = "Deze regel hoort niet bij deze besteldag."
HAS_ORDERS = "Deze besteldag heeft bestellingen en kan daarom niet worden verwijderd."
CLOSING_PASSED = "De sluiting van deze besteldag is al voorbij. Pas eerst de sluiting aan."
INVISIBLE_PASSED = "Onzichtbaar vanaf is al voorbij. Pas dat eerst aan."


def below_ordered(besteld: int) -> str:
    return f"Er zijn al {besteld} porties besteld; het totaal kan niet lager zijn."


def row_has_orders(naam: str, besteld: int) -> str:
    return f"{naam} kan niet van de besteldag worden gehaald: er zijn al {besteld} porties besteld."


@attrs.frozen
class ProductChoice:
    id: int | None = None


@attrs.frozen
class RowForm:
    naam: ProductChoice | None = None
    hoeveelheid: int | None = None
    id: int | None = None


@attrs.frozen
class OrderDayForm:
    bestellingsdag: str
    bestelling_openings_timestamp: str
    bestelling_sluitings_timestamp: str
    bestelling_zichtbaar_timestamp: str
    bestelling_onzichtbaar_timestamp: str
    maximale_producten_per_klant: int = 1
    inschrijving_geopend: bool = True
    zichtbaar: bool = True
    products: list[RowForm] = attrs.field(factory=list)
    # Saved rows the screen removed. Every saved row not sent back in `products` is removed (when nothing of it
    # is ordered); this list only states the intent, so it is accepted in any shape.
    deleted_products: list[Any] = attrs.field(factory=list)


@attrs.frozen
class OrderDayPorts:
    uow_factory: UnitOfWorkFactory
    clock: Clock


def _moment(errors: ValidationErrors, field: str, text: str) -> datetime | None:
    try:
        return parse_utc_iso(text)
    except ValueError:
        errors.add(field, MOMENT_INVALID)
        return None


async def _checked_day(
    uow: UnitOfWork, form: OrderDayForm, existing: OrderDay | None, today: date, created_by: int | None
) -> OrderDay:
    errors = ValidationErrors()
    try:
        day = parse_iso_date(form.bestellingsdag)
    except ValueError:
        errors.add("bestellingsdag", DATE_INVALID)
        day = today
    if day < today and (existing is None or existing.bestellingsdag != day):
        errors.add("bestellingsdag", DATE_IN_PAST)
    opening = _moment(errors, "bestelling_openings_timestamp", form.bestelling_openings_timestamp)
    closing = _moment(errors, "bestelling_sluitings_timestamp", form.bestelling_sluitings_timestamp)
    visible = _moment(errors, "bestelling_zichtbaar_timestamp", form.bestelling_zichtbaar_timestamp)
    invisible = _moment(errors, "bestelling_onzichtbaar_timestamp", form.bestelling_onzichtbaar_timestamp)
    if opening and closing and closing <= opening:
        errors.add("bestelling_sluitings_timestamp", CLOSING_BEFORE_OPENING)
    if visible and invisible and invisible <= visible:
        errors.add("bestelling_onzichtbaar_timestamp", INVISIBLE_BEFORE_VISIBLE)
    if form.maximale_producten_per_klant < 1:
        errors.add("maximale_producten_per_klant", MAX_INVALID)
    rows = await _checked_rows(uow, form, existing, errors)
    errors.raise_if_any()
    assert opening and closing and visible and invisible
    return OrderDay(
        id=existing.id if existing else None,
        bestellingsdag=day,
        bestelling_openings_timestamp=opening,
        bestelling_sluitings_timestamp=closing,
        bestelling_zichtbaar_timestamp=visible,
        bestelling_onzichtbaar_timestamp=invisible,
        maximale_producten_per_klant=form.maximale_producten_per_klant,
        inschrijving_geopend=form.inschrijving_geopend,
        zichtbaar=form.zichtbaar,
        created_by=existing.created_by if existing else created_by,
        products=rows,
    )


async def _checked_rows(
    uow: UnitOfWork, form: OrderDayForm, existing: OrderDay | None, errors: ValidationErrors
) -> list[OrderDayProduct]:
    available = {p.id: p for p in await uow.products.list_all() if p.status is ProductStatus.BESCHIKBAAR}
    saved = {row.id: row for row in existing.products} if existing else {}
    rows: list[OrderDayProduct] = []
    seen: set[int] = set()
    mentioned = {row_form.id for row_form in form.products if row_form.id is not None}
    for n, row_form in enumerate(form.products):
        old = saved.get(row_form.id) if row_form.id is not None else None
        if row_form.id is not None and old is None:
            errors.add(f"products.{n}.naam", ROW_UNKNOWN)
            continue
        product_id = row_form.naam.id if row_form.naam else None
        if product_id is None:
            errors.add(f"products.{n}.naam", CHOOSE_PRODUCT)
            continue
        unchanged = old is not None and old.product_id == product_id
        if product_id not in available and not unchanged:
            errors.add(f"products.{n}.naam.id", PRODUCT_NOT_AVAILABLE)
            continue
        if product_id in seen:
            errors.add(f"products.{n}.naam", PRODUCT_TWICE)
            continue
        seen.add(product_id)
        amount = row_form.hoeveelheid
        besteld = old.besteld if old else 0
        if amount is None or amount < 1:
            errors.add(f"products.{n}.hoeveelheid", AMOUNT_INVALID)
            continue
        if amount < besteld:
            errors.add(f"products.{n}.hoeveelheid", below_ordered(besteld))
            continue
        if old is not None and besteld > 0 and old.product_id != product_id:
            errors.add(f"products.{n}.naam", row_has_orders(old.naam, besteld))
            continue
        rows.append(
            OrderDayProduct(id=old.id if old else None, product_id=product_id, hoeveelheid=amount, besteld=besteld)
        )
    for row in saved.values():
        if row.id not in mentioned and row.besteld > 0:
            # Removing a saved row (listed in deleted_products or simply left out) needs 0 ordered portions.
            errors.add("products", row_has_orders(row.naam, row.besteld))
    if not form.products:
        errors.add("products", NO_ROWS)
    return rows


async def _get(uow: UnitOfWork, day_id: int) -> OrderDay:
    day = await uow.order_days.get(day_id)
    if day is None:
        raise NotFound(NOT_FOUND)
    return day


@attrs.frozen
class OrderDayOverview:
    day: OrderDay
    orders: int


async def list_days(ports: OrderDayPorts) -> list[OrderDayOverview]:
    async with ports.uow_factory() as uow:
        days = await uow.order_days.list_all()
        return [OrderDayOverview(d, await uow.orders.count_for_orderday(d.id or 0)) for d in days]


async def get_day(day_id: int, ports: OrderDayPorts) -> OrderDayOverview:
    async with ports.uow_factory() as uow:
        day = await _get(uow, day_id)
        return OrderDayOverview(day, await uow.orders.count_for_orderday(day_id))


async def create_day(form: OrderDayForm, created_by: int | None, ports: OrderDayPorts) -> int:
    today = business_date(ports.clock.now(), BUSINESS_TZ)
    async with ports.uow_factory(write=True) as uow:
        day = await _checked_day(uow, form, None, today, created_by)
        day_id = await uow.order_days.add(day)
        await uow.commit()
    return day_id


async def edit_day(day_id: int, form: OrderDayForm, ports: OrderDayPorts) -> None:
    today = business_date(ports.clock.now(), BUSINESS_TZ)
    async with ports.uow_factory(write=True) as uow:
        existing = await _get(uow, day_id)
        day = await _checked_day(uow, form, existing, today, None)
        await uow.order_days.update(day)
        await uow.commit()


async def delete_day(day_id: int, ports: OrderDayPorts) -> None:
    async with ports.uow_factory(write=True) as uow:
        await _get(uow, day_id)
        if await uow.orders.count_for_orderday(day_id) >= 1:
            raise ValidationFailed.single("bestellingen", HAS_ORDERS)
        await uow.order_days.delete(day_id)
        await uow.commit()


async def set_open(day_id: int, action: bool, ports: OrderDayPorts) -> OrderDay:
    """Opening by hand opens now: an opening moment still ahead moves to now (see decision 0005)."""
    now = ports.clock.now()
    async with ports.uow_factory(write=True) as uow:
        day = await _get(uow, day_id)
        if action:
            if now >= day.bestelling_sluitings_timestamp:
                raise ValidationFailed.single("bestelling_sluitings_timestamp", CLOSING_PASSED)
            if now < day.bestelling_openings_timestamp:
                day.bestelling_openings_timestamp = now
        day.inschrijving_geopend = action
        await uow.order_days.update(day)
        await uow.commit()
    return day


async def set_visible(day_id: int, action: bool, ports: OrderDayPorts) -> OrderDay:
    """Making visible by hand shows the day now: a visible-from moment still ahead moves to now."""
    now = ports.clock.now()
    async with ports.uow_factory(write=True) as uow:
        day = await _get(uow, day_id)
        if action:
            if now >= day.bestelling_onzichtbaar_timestamp:
                raise ValidationFailed.single("bestelling_onzichtbaar_timestamp", INVISIBLE_PASSED)
            if now < day.bestelling_zichtbaar_timestamp:
                day.bestelling_zichtbaar_timestamp = now
        day.zichtbaar = action
        await uow.order_days.update(day)
        await uow.commit()
    return day
