"""Delivery lists: the addresses a deliverer visits on an order day, in route order.

The status moves 'te bezorgen' -> 'onderweg' -> 'bezorgd', one step at a time; one step back is allowed to correct a
mistake (see docs/decisions/0012-delivery-lists.md). Ticking an address 'bezorgd' starts the round ('onderweg'), and
the list becomes 'bezorgd' when every address is ticked; taking a tick back on a delivered list makes it 'onderweg'.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date, datetime
from enum import StrEnum
from urllib.parse import quote

import attrs

from soepkern.domain.contact_details import FLAT, ContactDetails
from soepkern.domain.errors import ValidationErrors
from soepkern.domain.input_bounds import at_most
from soepkern.domain.orders import with_house_number

MAX_NAME_LENGTH = 255
# The addresses of one route: a deliverer's round on one day, far below the orders of a day.
MAX_LIST_ADDRESSES = 2000
MAX_ROUTE_LINK_LENGTH = 2000
MAX_CARE_NOTE_LENGTH = 255


class DeliveryStatus(StrEnum):
    TE_BEZORGEN = "te bezorgen"
    ONDERWEG = "onderweg"
    BEZORGD = "bezorgd"


INITIAL_STATUS = DeliveryStatus.TE_BEZORGEN

_ORDER = list(DeliveryStatus)


def may_move(current: DeliveryStatus, target: DeliveryStatus) -> bool:
    """Staying, one step forward, or one step back."""
    return abs(_ORDER.index(current) - _ORDER.index(target)) <= 1


@attrs.define
class DeliveryAddress:
    order_id: int
    sort_key: int = attrs.field(validator=attrs.validators.ge(0))
    bezorgd_at: datetime | None = None

    @property
    def bezorgd(self) -> bool:
        return self.bezorgd_at is not None


class StatusNotAllowed(ValueError):
    """A status change that skips a step."""


class AddressTaken(Exception):
    """The database refused an address: another list took the order meanwhile, or the order was deleted."""


@attrs.define
class DeliveryList:
    id: int | None
    orderday_id: int
    naam: str
    route_link: str = ""
    bezorger: int | None = None
    status: DeliveryStatus = attrs.field(default=INITIAL_STATUS, converter=DeliveryStatus)
    adressen: list[DeliveryAddress] = attrs.field(factory=list)

    def __attrs_post_init__(self) -> None:
        # A stored list may have lost its last address when its order was deleted; it still loads (and shows),
        # but a new list, or a new route, needs at least one address (`new`, `set_route`).
        self._check_no_doubles()

    @classmethod
    def new(
        cls,
        orderday_id: int,
        naam: str,
        order_ids: Sequence[int],
        route_link: str = "",
        bezorger: int | None = None,
        status: DeliveryStatus = INITIAL_STATUS,
    ) -> DeliveryList:
        """A new list with these addresses in this route order."""
        delivery_list = cls(
            id=None,
            orderday_id=orderday_id,
            naam=naam,
            route_link=route_link,
            bezorger=bezorger,
            status=status,
            adressen=[DeliveryAddress(order_id, n) for n, order_id in enumerate(order_ids)],
        )
        delivery_list._check_addresses()
        return delivery_list

    def _check_no_doubles(self) -> None:
        order_ids = [a.order_id for a in self.adressen]
        if len(order_ids) != len(set(order_ids)):
            raise ValueError("an order appears twice on a delivery list")

    def _check_addresses(self) -> None:
        if not self.adressen:
            raise ValueError("a delivery list needs at least one address")
        self._check_no_doubles()

    @property
    def order_ids(self) -> list[int]:
        return [a.order_id for a in sorted(self.adressen, key=lambda a: (a.sort_key, a.order_id))]

    @property
    def all_delivered(self) -> bool:
        return all(a.bezorgd for a in self.adressen)

    def set_route(self, order_ids: Sequence[int]) -> None:
        """The addresses in this route order; ticks of addresses that stay are kept."""
        ticks = {a.order_id: a.bezorgd_at for a in self.adressen}
        self.adressen = [DeliveryAddress(order_id, n, ticks.get(order_id)) for n, order_id in enumerate(order_ids)]
        self._check_addresses()
        self._follow_ticks()

    def move_to(self, status: DeliveryStatus) -> None:
        if not may_move(self.status, status):
            raise StatusNotAllowed(f"{self.status} -> {status}")
        self.status = status

    def tick(self, order_id: int, delivered: bool, at: datetime) -> DeliveryAddress:
        """Marks one address delivered (or not); idempotent: a second tick keeps the first moment."""
        address = next((a for a in self.adressen if a.order_id == order_id), None)
        if address is None:
            raise KeyError(order_id)
        if delivered and address.bezorgd_at is None:
            address.bezorgd_at = at
        elif not delivered:
            address.bezorgd_at = None
        self._follow_ticks()
        return address

    def _follow_ticks(self) -> None:
        if self.all_delivered:
            self.status = DeliveryStatus.BEZORGD
        elif self.status is DeliveryStatus.BEZORGD:
            self.status = DeliveryStatus.ONDERWEG
        elif self.status is DeliveryStatus.TE_BEZORGEN and any(a.bezorgd for a in self.adressen):
            self.status = DeliveryStatus.ONDERWEG


@attrs.frozen
class AddressCandidate:
    """What the rules need to know about an order offered as an address."""

    order_id: int
    on_orderday: bool
    bezorgen: bool


def address_problems(
    order_ids: Sequence[int],
    candidates: Mapping[int, AddressCandidate],
    taken: Mapping[int, str],
) -> list[str]:
    """Dutch messages for the `adressen` field: unknown orders, pickups, doubles and orders on another list.

    `taken` maps an order id to the name of the other list that already holds it.
    """
    problems: list[str] = []
    if not order_ids:
        return [NO_ADDRESSES]
    seen: set[int] = set()
    for order_id in order_ids:
        candidate = candidates.get(order_id)
        if order_id in seen:
            problems.append(f"Bestelling {order_id} staat twee keer in de route.")
        elif candidate is None or not candidate.on_orderday:
            problems.append(f"Bestelling {order_id} hoort niet bij deze leverdag.")
        elif not candidate.bezorgen:
            problems.append(f"Bestelling {order_id} wordt opgehaald en kan niet op een bezorglijst.")
        elif order_id in taken:
            problems.append(f"Bestelling {order_id} staat al op bezorglijst '{taken[order_id]}'.")
        seen.add(order_id)
    return problems


NO_ADDRESSES = "Kies minimaal één adres."


@attrs.frozen
class DeliveryDaySummary:
    """One order day on the delivery-lists overview."""

    orderday_id: int
    bestellingsdag: date
    bestellingen: int
    bezorgen: int
    ophalen: int


@attrs.frozen
class DayPortion:
    orderday_product_id: int
    naam: str
    hoeveelheid: int
    line_id: int = 0
    prijs: int = 0
    korting: int = 0


@attrs.frozen
class DayOrder:
    """An order as the delivery day shows it: contact, address, that day's portions, the customer's care note."""

    id: int
    contact: ContactDetails = attrs.field(validator=with_house_number, metadata=FLAT)  # an order's
    bezorg_optie: str
    opmerking: str
    customer_id: int | None
    bezorg_notitie: str
    portions: tuple[DayPortion, ...]
    uuid: str = ""
    bron: str = ""
    created_at: datetime | None = None
    email_verzonden: bool = False

    @property
    def totaal(self) -> int:
        """The day's portions in cents, discount taken off."""
        return sum(p.hoeveelheid * (p.prijs - p.korting) for p in self.portions)

    @property
    def naam(self) -> str:
        return self.contact.naam

    @property
    def map_query(self) -> str:
        """The full address, so a navigation app finds exactly this one."""
        return self.contact.address_line


def map_link(order: DayOrder) -> str:
    """A link that starts navigation to the address (Google Maps URLs: on a phone the maps app opens with the route
    from where the deliverer is; see docs/decisions/0052-walk-search-delivery.md)."""
    return "https://www.google.com/maps/dir/?api=1&destination=" + quote(order.map_query, safe="")


def route_link(orders: Sequence[DayOrder]) -> str:
    """A multi-stop route through the addresses in this order (Google Maps directions)."""
    return "https://www.google.com/maps/dir/" + "/".join(quote(o.map_query, safe="") for o in orders)


def care_note_problem(note: str) -> str | None:
    if len(note) > MAX_CARE_NOTE_LENGTH:
        return f"De notitie mag maximaal {MAX_CARE_NOTE_LENGTH} tekens zijn."
    return None


# The delivery-list form (the screen's create and edit).
NAME_REQUIRED = "Vul een naam in."
NAME_TOO_LONG = f"De naam mag maximaal {MAX_NAME_LENGTH} tekens zijn."
LINK_INVALID = "Vul een geldige link in (beginnend met https://)."
STATUS_INVALID = "Kies een geldige status: te bezorgen, onderweg of bezorgd."
STATUS_NEW = "Een nieuwe bezorglijst begint met de status 'te bezorgen'."
STATUS_STEP = "De status kan maar één stap tegelijk veranderen (te bezorgen → onderweg → bezorgd)."


@attrs.frozen
class DeliveryListForm:
    naam: str = ""
    route_link: str = ""
    bezorger: int | None = None
    status: str = DeliveryStatus.TE_BEZORGEN.value
    adressen: list[int] = attrs.field(factory=list, metadata=at_most(MAX_LIST_ADDRESSES))
    orderday: int | None = None


def check_form(errors: ValidationErrors, form: DeliveryListForm) -> None:
    """The form's own fields: a name, and a route link that is a web address (the deliverer and the addresses are
    checked against the stored users and orders by the use case)."""
    naam = form.naam.strip()
    if not naam:
        errors.add("naam", NAME_REQUIRED)
    elif len(naam) > MAX_NAME_LENGTH:
        errors.add("naam", NAME_TOO_LONG)
    link = form.route_link.strip()
    if link and (len(link) > MAX_ROUTE_LINK_LENGTH or not link.lower().startswith(("https://", "http://"))):
        errors.add("route_link", LINK_INVALID)


def parse_status(errors: ValidationErrors, value: str) -> DeliveryStatus:
    """The status a form names; an unknown one is an error on `status` (and reads as the first status)."""
    try:
        return DeliveryStatus(value)
    except ValueError:
        errors.add("status", STATUS_INVALID)
        return DeliveryStatus.TE_BEZORGEN


def check_move(errors: ValidationErrors, delivery_list: DeliveryList, status: DeliveryStatus) -> None:
    """Moves the list to `status`, or adds the one-step rule's error."""
    try:
        delivery_list.move_to(status)
    except StatusNotAllowed:
        errors.add("status", STATUS_STEP)
