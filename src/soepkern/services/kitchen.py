"""The kitchen's papers of one delivery day: the kitchen count and the container labels (issue 27)."""

from __future__ import annotations

from soepkern.domain.kitchen_count import KitchenCount, kitchen_count
from soepkern.services.delivery_lists_admin import DeliveryDay, DeliveryPorts, delivery_day


def count_of(day: DeliveryDay) -> KitchenCount:
    soups = [(row.id, row.naam or "") for row in day.day.products if row.id is not None]
    return kitchen_count(day.day.id or 0, day.day.bestellingsdag, soups, day.orders, day.lists)


async def kitchen_count_of_day(day_id: int, ports: DeliveryPorts) -> KitchenCount:
    """The count of one order day (404 'Leverdag niet gevonden.' for an unknown day)."""
    return count_of(await delivery_day(day_id, ports))
