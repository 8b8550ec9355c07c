"""Order days: the days soups are sold, their ordering window, visibility and product rows.

The open/visible state is decided from the timestamps at the moment of asking
(see docs/decisions/0005-order-day-state.md): a day is open for orders when the manual switch
`inschrijving_geopend` is on and now lies in [opening, closing); it is visible when `zichtbaar` is on
and now lies in [visible-from, invisible-from). No timer has to fire, so the switching survives
restarts and works with several server processes.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from datetime import date, datetime
from enum import StrEnum
from typing import Any

import attrs

from soepkern.domain.business_time import business_date, parse_utc_iso
from soepkern.domain.checkout import day_closed, not_enough, over_maximum
from soepkern.domain.dates import format_date, parse_iso_date
from soepkern.domain.errors import ValidationErrors, ValidationFailed
from soepkern.domain.input_bounds import at_most
from soepkern.domain.orders import OrderLine
from soepkern.domain.wording import counted, plural

DEFAULT_MAX_PER_CUSTOMER = 1

DATE_INVALID = "Vul een geldige datum in."
DATE_IN_PAST = "De besteldag kan niet eerder zijn dan vandaag."
MOMENT_INVALID = "Vul een geldige datum en tijd in."
CLOSING_BEFORE_OPENING = "De sluiting moet na de opening liggen."
INVISIBLE_BEFORE_VISIBLE = "Onzichtbaar vanaf moet na zichtbaar vanaf liggen."
# The soups one order day offers (a kitchen cooks a handful; the screen lists every soup there is).
MAX_DAY_PRODUCTS = 100
MAX_INVALID = "Vul minimaal 1 in."
NO_ROWS = "Voeg minimaal één soep toe."
CHOOSE_PRODUCT = "Kies een soep."
PRODUCT_NOT_AVAILABLE = "Alleen soepen met de status 'beschikbaar' kunnen worden gekozen."
PRODUCT_TWICE = "Deze soep staat al op deze besteldag."
AMOUNT_INVALID = "Vul minimaal 1 in."
ROW_UNKNOWN = "Deze regel hoort niet bij deze besteldag."
CLOSING_PASSED = "De sluiting van deze besteldag is al voorbij. Pas eerst de sluiting aan."
INVISIBLE_PASSED = "Onzichtbaar vanaf is al voorbij. Pas dat eerst aan."


def below_ordered(besteld: int) -> str:
    ordered = counted(besteld, "portie", "porties")
    return f"Er {plural(besteld, 'is', 'zijn')} al {ordered} besteld; het totaal kan niet lager zijn."


def date_taken(day: date) -> str:
    return f"Op {format_date(day)} is al een besteldag. Pas die besteldag aan of kies een andere datum."


def day_passed(day: date) -> str:
    return f"De besteldag van {format_date(day)} is al voorbij: daarop kunnen geen porties meer worden besteld."


def row_has_orders(naam: str, besteld: int) -> str:
    ordered = counted(besteld, "portie", "porties")
    return f"{naam} kan niet van de besteldag worden gehaald: er {plural(besteld, 'is', 'zijn')} al {ordered} besteld."


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
    """What the order-day screen sends (create and edit)."""

    bestellingsdag: str
    bestelling_openings_timestamp: str
    bestelling_sluitings_timestamp: str
    bestelling_zichtbaar_timestamp: str
    bestelling_onzichtbaar_timestamp: str
    maximale_producten_per_klant: int = 1
    inschrijving_geopend: bool = True
    zichtbaar: bool = True
    products: list[RowForm] = attrs.field(factory=list, metadata=at_most(MAX_DAY_PRODUCTS))
    # Saved rows the screen removed. Every saved row not sent back in `products` is removed (when nothing of it
    # is ordered); this list only states the intent, so it is accepted in any shape.
    deleted_products: list[Any] = attrs.field(factory=list, metadata=at_most(MAX_DAY_PRODUCTS))


@attrs.define
class OrderDayProduct:
    """One soup offered on an order day: how many portions exist and how many are ordered."""

    id: int | None
    product_id: int
    hoeveelheid: int = attrs.field(validator=attrs.validators.ge(0))
    besteld: int = attrs.field(default=0, validator=attrs.validators.ge(0))
    naam: str = ""
    prijs: int = 0
    korting: int = 0

    def __attrs_post_init__(self) -> None:
        if self.besteld > self.hoeveelheid:
            raise ValueError("besteld exceeds hoeveelheid")

    @property
    def remaining(self) -> int:
        return self.hoeveelheid - self.besteld

    def order_line(self, orderday_id: int, amount: int) -> OrderLine:
        """A new order line of `amount` portions of this row, at the row's name, price and discount."""
        assert self.id is not None
        return OrderLine(
            id=None,
            orderday_id=orderday_id,
            orderday_product_id=self.id,
            hoeveelheid=amount,
            naam=self.naam,
            prijs=self.prijs,
            korting=self.korting,
        )


class ShopperState(StrEnum):
    """What a shopper sees for an order day on the product page (spec document 1, point 4)."""

    NOT_YET_OPEN = "not_yet_open"
    ALREADY_CLOSED = "already_closed"
    CLOSED = "closed"
    SOLD_OUT = "sold_out"
    ORDERABLE = "orderable"


def _after(field_name: str):  # type: ignore[no-untyped-def]
    def check(instance: OrderDay, attribute: attrs.Attribute[datetime], value: datetime) -> None:
        if value <= getattr(instance, field_name):
            raise ValueError(f"{attribute.name} must be after {field_name}")

    return check


@attrs.define
class OrderDay:
    id: int | None
    bestellingsdag: date
    bestelling_openings_timestamp: datetime
    bestelling_sluitings_timestamp: datetime = attrs.field(validator=_after("bestelling_openings_timestamp"))
    bestelling_zichtbaar_timestamp: datetime
    bestelling_onzichtbaar_timestamp: datetime = attrs.field(validator=_after("bestelling_zichtbaar_timestamp"))
    maximale_producten_per_klant: int = attrs.field(default=DEFAULT_MAX_PER_CUSTOMER, validator=attrs.validators.ge(1))
    inschrijving_geopend: bool = True
    zichtbaar: bool = True
    created_by: int | None = None
    products: list[OrderDayProduct] = attrs.field(factory=list)

    def __attrs_post_init__(self) -> None:
        product_ids = [row.product_id for row in self.products]
        if len(product_ids) != len(set(product_ids)):
            raise ValueError("a product appears twice on one order day")

    def is_open(self, now: datetime) -> bool:
        return (
            self.inschrijving_geopend
            and self.bestelling_openings_timestamp <= now < self.bestelling_sluitings_timestamp
        )

    def is_visible(self, now: datetime) -> bool:
        return self.zichtbaar and self.bestelling_zichtbaar_timestamp <= now < self.bestelling_onzichtbaar_timestamp

    def shopper_state(self, row: OrderDayProduct, now: datetime) -> ShopperState:
        if not self.is_open(now):
            if now < self.bestelling_openings_timestamp:
                return ShopperState.NOT_YET_OPEN
            if now >= self.bestelling_sluitings_timestamp:
                return ShopperState.ALREADY_CLOSED
            return ShopperState.CLOSED
        if row.remaining < 1:
            return ShopperState.SOLD_OUT
        return ShopperState.ORDERABLE

    @property
    def totale_producten(self) -> int:
        return sum(row.hoeveelheid for row in self.products)

    @property
    def bestelde_producten(self) -> int:
        return sum(row.besteld for row in self.products)

    def row(self, row_id: int) -> OrderDayProduct | None:
        for row in self.products:  # (a loop, not `next` over a generator: asked for every checkout of a rush)
            if row.id == row_id:
                return row
        return None

    # --- revisions from the order-day screen -------------------------------------------------------------------

    @classmethod
    def planned(
        cls,
        form: OrderDayForm,
        available_products: Collection[int],
        today: date,
        created_by: int | None,
        taken: Mapping[date, int] | None = None,
    ) -> OrderDay:
        """A new order day from the screen's form; raises ValidationFailed with every problem at once.

        `taken`: the dates that already have an order day (date -> that day's id): one order day per date."""
        return _checked_day(form, None, available_products, today, created_by, taken or {})

    def revised(
        self,
        form: OrderDayForm,
        available_products: Collection[int],
        today: date,
        taken: Mapping[date, int] | None = None,
    ) -> OrderDay:
        """This day as the screen wants it: totals not below what is ordered, rows with orders kept, one row per
        soup, only available soups (a saved row may keep its soup), not in the past (unless the date stays), not
        on the date of another order day."""
        return _checked_day(form, self, available_products, today, None, taken or {})

    # --- manual switches ---------------------------------------------------------------------------------------

    def switch_registration(self, on: bool, now: datetime) -> None:
        """Opening by hand opens now: an opening moment still ahead moves to now (see decision 0005)."""
        if on:
            if now >= self.bestelling_sluitings_timestamp:
                raise ValidationFailed.single("bestelling_sluitings_timestamp", CLOSING_PASSED)
            if now < self.bestelling_openings_timestamp:
                self.bestelling_openings_timestamp = now
        self.inschrijving_geopend = on

    def switch_visibility(self, on: bool, now: datetime) -> None:
        """Making visible by hand shows the day now: a visible-from moment still ahead moves to now."""
        if on:
            if now >= self.bestelling_onzichtbaar_timestamp:
                raise ValidationFailed.single("bestelling_onzichtbaar_timestamp", INVISIBLE_PASSED)
            if now < self.bestelling_zichtbaar_timestamp:
                self.bestelling_zichtbaar_timestamp = now
        self.zichtbaar = on

    def is_upcoming(self, today: date) -> bool:
        """Listed under 'Bestellingen': from tomorrow on (today is in neither tab)."""
        return self.bestellingsdag > today

    def is_archived(self, today: date) -> bool:
        return self.bestellingsdag < today

    def has_passed(self, now: datetime) -> bool:
        """The order day lies before today (business time): nobody orders on it any more, staff neither."""
        return self.bestellingsdag < business_date(now)


@attrs.frozen
class OrderProblem:
    """Why (part of) an order cannot be placed on a day. `row_id` None: about the whole day."""

    message: str
    row_id: int | None = None


def order_problems(
    day: OrderDay,
    amounts: Mapping[int, int],
    now: datetime,
    *,
    already: int | None = None,
    held: Mapping[int, int] | None = None,
    staff: bool = False,
    check_stock: bool = True,
) -> list[OrderProblem]:
    """The one place for the per-day ordering rules, for the shop, its stock view and staff orders.

    `amounts`: the portions wanted per order-day product row of this day (rows of other days are ignored).
    `already`: what the customer (same e-mail address) has ordered on this day in all their orders, including
    `held`, the portions this very order already holds per row (when staff edit it); None skips the maximum.
    Visitors can only order while the day is open and visible; staff may order on closed or invisible days.
    `check_stock` False leaves the stock to the database's conditional update (the shop's write transaction).
    """
    held = held or {}
    if not staff and not (day.is_open(now) and day.is_visible(now)):
        return [OrderProblem(day_closed(day.bestellingsdag))]
    mine = {row_id: amount for row_id, amount in amounts.items() if day.row(row_id) is not None}
    if day.has_passed(now) and any(amount > held.get(row_id, 0) for row_id, amount in mine.items()):
        # Staff too: a passed day takes no new portions; lowering or keeping what an order holds stays possible.
        return [OrderProblem(day_passed(day.bestellingsdag))]
    problems: list[OrderProblem] = []
    if already is not None:
        others = already - sum(held.values())
        if others + sum(mine.values()) > day.maximale_producten_per_klant:
            problems.append(OrderProblem(over_maximum(day.bestellingsdag, day.maximale_producten_per_klant, others)))
            return problems
    if check_stock:
        for row_id, amount in mine.items():
            row = day.row(row_id)
            assert row is not None
            available = row.remaining + held.get(row_id, 0)
            if amount > available:
                problems.append(OrderProblem(not_enough(row.naam, day.bestellingsdag, available), row_id))
    return problems


def certain_problems(day_of_row: Mapping[int, OrderDay], amounts: Mapping[int, int], now: datetime) -> list[str]:
    """The reasons an order would fail for sure, judged on a copy of the order days (the shop's stock view): each
    known day's `order_problems` for its rows, each message once. Rows the copy does not know are left to the
    database, which decides every order that may succeed."""
    per_day: dict[int, tuple[OrderDay, dict[int, int]]] = {}
    for row_id, amount in amounts.items():
        day = day_of_row.get(row_id)
        if day is not None:
            per_day.setdefault(id(day), (day, {}))[1][row_id] = amount
    found = [problem.message for day, mine in per_day.values() for problem in order_problems(day, mine, now)]
    return list(dict.fromkeys(found))


def _moment(errors: ValidationErrors, field: str, text: str) -> datetime | None:
    try:
        return parse_utc_iso(text)
    except ValueError:
        errors.add(field, MOMENT_INVALID)
        return None


def _checked_day(
    form: OrderDayForm,
    existing: OrderDay | None,
    available_products: Collection[int],
    today: date,
    created_by: int | None,
    taken: Mapping[date, int],
) -> OrderDay:
    errors = ValidationErrors()
    try:
        day = parse_iso_date(form.bestellingsdag)
    except ValueError:
        errors.add("bestellingsdag", DATE_INVALID)
        day = today
    else:
        other = taken.get(day)
        if other is not None and (existing is None or other != existing.id):
            errors.add("bestellingsdag", date_taken(day))
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
    rows = _checked_rows(form, existing, available_products, errors)
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


def _checked_rows(
    form: OrderDayForm, existing: OrderDay | None, available: Collection[int], errors: ValidationErrors
) -> list[OrderDayProduct]:
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
