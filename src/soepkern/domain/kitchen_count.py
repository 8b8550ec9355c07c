"""The kitchen count of one order day: how many portions of each soup to make, for pickup and per delivery list,
with the care notes and remarks of the customers who take that soup (issue 27 item 1).

Pure: it reads the day's orders (`DayOrder`) and its delivery lists; the screen, the PDF and the CLI show the same
numbers.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

import attrs

from soepkern.domain.delivery_lists import DayOrder, DeliveryList

NOT_ON_A_LIST = "Nog niet op een bezorglijst"
PICKUP = "ophalen"


@attrs.frozen
class ListCount:
    """Portions of one soup on one delivery list (`bezorglijst_id` None: delivery orders not on a list yet)."""

    bezorglijst_id: int | None
    naam: str
    porties: int


@attrs.frozen
class CountNote:
    """A note the kitchen must see for a customer taking this soup: the care note and/or the order's remark."""

    order_id: int
    naam: str
    porties: int
    notitie: str
    opmerking: str


@attrs.frozen
class SoupCount:
    orderday_product_id: int
    naam: str
    totaal: int
    ophalen: int
    bezorgen: int
    per_lijst: tuple[ListCount, ...]
    notities: tuple[CountNote, ...]


@attrs.frozen
class KitchenCount:
    orderday_id: int
    bestellingsdag: date
    totaal: int
    ophalen: int
    bezorgen: int
    bestellingen: int
    soepen: tuple[SoupCount, ...]


def kitchen_count(
    orderday_id: int,
    bestellingsdag: date,
    soups: Sequence[tuple[int, str]],
    orders: Sequence[DayOrder],
    lists: Sequence[DeliveryList],
) -> KitchenCount:
    """The count per soup, in the day's soup order (soups only met in orders follow); lists in their given order
    with the delivery orders not on a list last; notes in order-id order. Soups nobody ordered are left out."""
    names = dict(soups)
    for order in orders:
        for portion in order.portions:
            names.setdefault(portion.orderday_product_id, portion.naam)
    list_of: dict[int, DeliveryList] = {a.order_id: dl for dl in lists for a in dl.adressen}
    list_rank = {dl.id: n for n, dl in enumerate(lists)}
    counted: list[SoupCount] = []
    for soup_id, naam in names.items():
        pickup = delivery = 0
        per_list: dict[int | None, int] = {}
        notes: list[CountNote] = []
        for order in sorted(orders, key=lambda o: o.id):
            amount = sum(p.hoeveelheid for p in order.portions if p.orderday_product_id == soup_id)
            if amount <= 0:
                continue
            if order.bezorg_optie == PICKUP:
                pickup += amount
            else:
                delivery += amount
                holder = list_of.get(order.id)
                key = holder.id if holder is not None else None
                per_list[key] = per_list.get(key, 0) + amount
            if order.bezorg_notitie.strip() or order.opmerking.strip():
                notes.append(
                    CountNote(order.id, order.naam, amount, order.bezorg_notitie.strip(), order.opmerking.strip())
                )
        if pickup + delivery == 0:
            continue
        list_names = {dl.id: dl.naam for dl in lists}
        lists_counted = tuple(
            ListCount(key, list_names.get(key, NOT_ON_A_LIST) if key is not None else NOT_ON_A_LIST, amount)
            for key, amount in sorted(per_list.items(), key=lambda item: (item[0] is None, list_rank.get(item[0], 0)))
        )
        counted.append(SoupCount(soup_id, naam, pickup + delivery, pickup, delivery, lists_counted, tuple(notes)))
    return KitchenCount(
        orderday_id=orderday_id,
        bestellingsdag=bestellingsdag,
        totaal=sum(s.totaal for s in counted),
        ophalen=sum(s.ophalen for s in counted),
        bezorgen=sum(s.bezorgen for s in counted),
        bestellingen=sum(1 for o in orders if any(p.hoeveelheid > 0 for p in o.portions)),
        soepen=tuple(counted),
    )
