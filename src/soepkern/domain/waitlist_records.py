"""The waitlist as stored (issue 26 item 2, decision 0073): one record per wish, and the step between the stored
records and the pure rules of `soepkern.domain.waitlist`.

Held portions are reserved portions: an offer's portions are in the row's `besteld` (taken with the same
conditional update as an order), so the pure `Waitlist` is built with `besteld - held`. `settle_plan` says what a
settle changes: which records get an offer, which lapse, and the stock to move (offers taken, lapsed returned).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime, timedelta
from enum import StrEnum
from typing import Any

import attrs

from soepkern.domain import waitlist as rules
from soepkern.domain.order_days import OrderDay


class WaitState(StrEnum):
    WACHTEND = "wachtend"
    AANBOD = "aanbod"
    GENOMEN = "genomen"
    VERLOPEN = "verlopen"
    VERLATEN = "verlaten"
    GESLOTEN = "gesloten"


OPEN_STATES = (WaitState.WACHTEND, WaitState.AANBOD)


@attrs.frozen
class WaitlistRecord:
    """One stored wish. `details`: the checked checkout's customer fields (JSON-safe), for the order an offer
    becomes."""

    id: int | None
    orderday_id: int
    row_id: int
    details: Mapping[str, Any]
    email_key: str
    wanted: int
    joined_at: datetime
    token_hash: str
    state: WaitState = WaitState.WACHTEND
    offered_at: datetime | None = None
    offer_expires_at: datetime | None = None
    order_id: int | None = None

    @property
    def is_open(self) -> bool:
        return self.state in OPEN_STATES


@attrs.frozen
class SettlePlan:
    """What one settle changes: new offers (record ids), lapsed offers, closed records and the stock moves."""

    offers: tuple[rules.Offer, ...] = ()
    lapsed: tuple[int, ...] = ()
    closed: tuple[int, ...] = ()
    stock: Mapping[int, int] = attrs.field(factory=dict)

    @property
    def is_empty(self) -> bool:
        return not (self.offers or self.lapsed or self.closed)


def waitlist_of(day: OrderDay, records: Sequence[WaitlistRecord], maximum: int, hold_for: timedelta) -> rules.Waitlist:
    """The pure waitlist of the day from its open records (in first-come order)."""
    open_records = sorted((r for r in records if r.is_open), key=lambda r: (r.joined_at, r.id or 0))
    offers = tuple(
        rules.Offer(r.id or 0, r.row_id, r.email_key, r.wanted, r.offered_at or r.joined_at, r.offer_expires_at)
        for r in open_records
        if r.state is WaitState.AANBOD and r.offer_expires_at is not None
    )
    held: dict[int, int] = {}
    for offer in offers:
        held[offer.row_id] = held.get(offer.row_id, 0) + offer.portions
    rows = tuple(
        rules.RowStock(row.id, row.hoeveelheid, max(0, row.besteld - held.get(row.id, 0)))
        for row in day.products
        if row.id is not None
    )
    entries = tuple(rules.Entry(r.id or 0, r.row_id, r.email_key, r.wanted, r.joined_at) for r in open_records)
    return rules.Waitlist(
        bestellingsdag=day.bestellingsdag,
        rows=rows,
        maximum=max(1, maximum),
        entries=entries,
        offers=offers,
        hold_for=hold_for,
    )


def settle_plan(
    day: OrderDay, records: Sequence[WaitlistRecord], maximum: int, hold_for: timedelta, now: datetime
) -> SettlePlan:
    """After the day's closing moment every open record closes (held portions go back); otherwise expired offers
    pass on and freed portions are offered in first-come order (`waitlist.settled`)."""
    open_records = [r for r in records if r.is_open and r.id is not None]
    if now >= day.bestelling_sluitings_timestamp:
        stock: dict[int, int] = {}
        for r in open_records:
            if r.state is WaitState.AANBOD:
                stock[r.row_id] = stock.get(r.row_id, 0) - r.wanted
        return SettlePlan(closed=tuple(r.id or 0 for r in open_records), stock=stock)
    before = waitlist_of(day, open_records, maximum, hold_for)
    after = rules.settled(before, now)
    earlier = {offer.entry_id for offer in before.offers}
    new_offers = tuple(offer for offer in after.offers if offer.entry_id not in earlier)
    lapsed = tuple(entry_id for entry_id in after.lapsed if entry_id not in before.lapsed)
    by_id = {r.id: r for r in open_records}
    moves: dict[int, int] = {}
    for entry_id in lapsed:
        record = by_id[entry_id]
        moves[record.row_id] = moves.get(record.row_id, 0) - record.wanted
    for offer in new_offers:
        moves[offer.row_id] = moves.get(offer.row_id, 0) + offer.portions
    return SettlePlan(offers=new_offers, lapsed=lapsed, stock={k: v for k, v in moves.items() if v})
