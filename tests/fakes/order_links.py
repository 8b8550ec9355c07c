"""In-memory order links (the private link of each confirmation mail)."""

from __future__ import annotations

from soepkern.domain.order_changes import ChangeLink
from soepkern.ports import OrderLinkRepository


class InMemoryOrderLinks(OrderLinkRepository):
    def __init__(self) -> None:
        self.links: dict[int, ChangeLink] = {}

    async def save(self, order_id: int, link: ChangeLink) -> None:
        self.links[order_id] = link

    async def get(self, order_id: int) -> ChangeLink | None:
        return self.links.get(order_id)
