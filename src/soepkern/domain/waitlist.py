"""The waitlist of one order day: who waits for which soup, and the offers that hold freed portions (issue 26).

Pure functions over immutable state (decision 0058). Every function returns a new `Waitlist`; none asks the clock,
the caller passes `now`. Offers count as taken stock: free = hoeveelheid - besteld - held, so the shop, staff and
offers can never sell the same portion twice when the adapters apply the same rule in their conditional updates.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date, datetime, timedelta

import attrs

from soepkern.domain.checkout import over_maximum
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.order_days import AMOUNT_INVALID

DEFAULT_OFFER_HOLD = timedelta(minutes=30)

ALREADY_WAITING = "U staat al op de wachtlijst voor deze soep."
NOT_WAITING = "U staat niet (meer) op de wachtlijst."
OFFER_EXPIRED = "Dit aanbod is verlopen: de porties zijn doorgegeven aan de volgende op de wachtlijst."
ALREADY_OFFERED = "Voor deze persoon staat al een aanbod open."
NO_OFFER = "Er staat nu geen aanbod voor u klaar."
NOT_FREE = "Er zijn niet genoeg porties vrij."
LIST_CLOSED = "De wachtlijst voor deze besteldag is gesloten."
ROW_UNKNOWN = "Deze soep hoort niet bij deze besteldag."


@attrs.frozen
class RowStock:
    """The stock of one order-day product row: portions made and ordered (held portions live in the offers)."""

    row_id: int
    hoeveelheid: int = attrs.field(validator=attrs.validators.ge(0))
    besteld: int = attrs.field(default=0, validator=attrs.validators.ge(0))


@attrs.frozen
class Entry:
    """One person waiting for `wanted` portions of one row. `person`: the normalised e-mail address."""

    id: int
    row_id: int
    person: str
    wanted: int
    joined_at: datetime


@attrs.frozen
class Offer:
    """Portions held for one entry until `expires_at` (exclusive)."""

    entry_id: int
    row_id: int
    person: str
    portions: int
    offered_at: datetime
    expires_at: datetime

    def is_open(self, now: datetime) -> bool:
        return now < self.expires_at


@attrs.frozen
class Waitlist:
    """The waitlist of one order day.

    `entries`: waiting people in first-come order (an entry with an offer stays here until it is taken or lapses).
    `offers`: the open offers. `taken` and `lapsed`: entry ids whose offer became an order or expired (for staff).
    """

    bestellingsdag: date
    rows: tuple[RowStock, ...]
    maximum: int = attrs.field(validator=attrs.validators.ge(1))
    entries: tuple[Entry, ...] = ()
    offers: tuple[Offer, ...] = ()
    taken: tuple[int, ...] = ()
    lapsed: tuple[int, ...] = ()
    hold_for: timedelta = DEFAULT_OFFER_HOLD
    closed: bool = False

    def row(self, row_id: int) -> RowStock:
        for row in self.rows:
            if row.row_id == row_id:
                return row
        raise ValidationFailed.single("row_id", ROW_UNKNOWN)

    def held(self, row_id: int) -> int:
        return sum(offer.portions for offer in self.offers if offer.row_id == row_id)

    def free(self, row_id: int) -> int:
        row = self.row(row_id)
        return row.hoeveelheid - row.besteld - self.held(row_id)

    def offer_for(self, entry_id: int) -> Offer | None:
        return next((offer for offer in self.offers if offer.entry_id == entry_id), None)

    def holds_offer(self, person: str) -> bool:
        """One open offer per person: whether `person` holds one, on any soup of the day (the automatic flow and
        staff's offer by hand both ask this)."""
        return any(offer.person == person for offer in self.offers)

    def waiting(self, row_id: int) -> tuple[Entry, ...]:
        """Who waits for this row, in order (staff's view and the board's count)."""
        return tuple(entry for entry in self.entries if entry.row_id == row_id)

    def entry(self, entry_id: int) -> Entry:
        for entry in self.entries:
            if entry.id == entry_id:
                return entry
        raise ValidationFailed.single("entry", NOT_WAITING)


def _with_row(waitlist: Waitlist, row: RowStock) -> Waitlist:
    return attrs.evolve(waitlist, rows=tuple(row if r.row_id == row.row_id else r for r in waitlist.rows))


def settled(waitlist: Waitlist, now: datetime) -> Waitlist:
    """Expired offers pass on; then every freed portion goes, in first-come order, to the first fitting wish.

    An offer that has expired ends its entry (the person left it lying) and frees its portions. Then, row by row
    and entry by entry in the list's order, a waiting entry without an offer whose person holds no open offer and
    whose wish fits the row's free portions gets an offer of exactly its wish, held for `hold_for`.
    """
    if waitlist.closed:
        return waitlist
    gone = [offer for offer in waitlist.offers if not offer.is_open(now)]
    gone_ids = {offer.entry_id for offer in gone}
    current = attrs.evolve(
        waitlist,
        offers=tuple(offer for offer in waitlist.offers if offer.is_open(now)),
        entries=tuple(entry for entry in waitlist.entries if entry.id not in gone_ids),
        lapsed=waitlist.lapsed + tuple(offer.entry_id for offer in gone),
    )
    free = {row.row_id: current.free(row.row_id) for row in current.rows}
    for entry in current.entries:
        if current.holds_offer(entry.person) or free.get(entry.row_id, 0) < entry.wanted:
            continue
        offer = Offer(entry.id, entry.row_id, entry.person, entry.wanted, now, now + current.hold_for)
        current = attrs.evolve(current, offers=(*current.offers, offer))
        free[entry.row_id] -= entry.wanted
    return current


def joined(waitlist: Waitlist, entry: Entry, now: datetime) -> Waitlist:
    """The person joins at the end of the row's list; one place per person per soup, a wish within the maximum."""
    if waitlist.closed:
        raise ValidationFailed.single("wachtlijst", LIST_CLOSED)
    waitlist.row(entry.row_id)
    if entry.wanted < 1:
        raise ValidationFailed.single("hoeveelheid", AMOUNT_INVALID)
    if entry.wanted > waitlist.maximum:
        raise ValidationFailed.single("hoeveelheid", over_maximum(waitlist.bestellingsdag, waitlist.maximum, 0))
    if any(e.row_id == entry.row_id and e.person == entry.person for e in waitlist.entries):
        raise ValidationFailed.single("email", ALREADY_WAITING)
    return settled(attrs.evolve(waitlist, entries=(*waitlist.entries, entry)), now)


def left(waitlist: Waitlist, entry_id: int, now: datetime) -> Waitlist:
    """The person leaves the list (by link, or staff remove them): an offer they held passes on at once."""
    waitlist.entry(entry_id)
    return settled(
        attrs.evolve(
            waitlist,
            entries=tuple(e for e in waitlist.entries if e.id != entry_id),
            offers=tuple(o for o in waitlist.offers if o.entry_id != entry_id),
        ),
        now,
    )


def stock_changed(waitlist: Waitlist, row_id: int, *, hoeveelheid: int, besteld: int, now: datetime) -> Waitlist:
    """The row's stock as it is now (a cancellation, a staff edit or delete, stock raised): freed portions flow on.

    Held portions stay held, so the new stock must still cover them (the adapters' conditional updates ensure it).
    """
    waitlist.row(row_id)
    row = RowStock(row_id, hoeveelheid, besteld)
    if hoeveelheid - besteld < waitlist.held(row_id):
        raise ValidationFailed.single("hoeveelheid", NOT_FREE)
    return settled(_with_row(waitlist, row), now)


def ordered(waitlist: Waitlist, row_id: int, portions: int, now: datetime) -> Waitlist:
    """A shop or staff order takes `portions` of the free stock (held portions are not free)."""
    current = settled(waitlist, now)
    if portions < 1:
        raise ValidationFailed.single("hoeveelheid", AMOUNT_INVALID)
    if portions > current.free(row_id):
        raise ValidationFailed.single("hoeveelheid", NOT_FREE)
    row = current.row(row_id)
    return _with_row(current, attrs.evolve(row, besteld=row.besteld + portions))


def accepted(waitlist: Waitlist, entry_id: int, now: datetime) -> tuple[Waitlist, Offer]:
    """The person takes their open offer: the held portions become ordered and the entry leaves the list."""
    offer = waitlist.offer_for(entry_id)
    if (offer is not None and not offer.is_open(now)) or entry_id in waitlist.lapsed:
        raise ValidationFailed.single("aanbod", OFFER_EXPIRED)
    if offer is None:
        raise ValidationFailed.single("aanbod", NO_OFFER)
    row = waitlist.row(offer.row_id)
    taken = attrs.evolve(
        waitlist,
        entries=tuple(e for e in waitlist.entries if e.id != entry_id),
        offers=tuple(o for o in waitlist.offers if o.entry_id != entry_id),
        taken=(*waitlist.taken, entry_id),
    )
    return settled(_with_row(taken, attrs.evolve(row, besteld=row.besteld + offer.portions)), now), offer


def offered_by_hand(waitlist: Waitlist, entry_id: int, now: datetime) -> Waitlist:
    """Staff make an offer to a waiting person out of turn; the same fit and one-open-offer rules hold."""
    current = settled(waitlist, now)
    entry = current.entry(entry_id)
    if current.holds_offer(entry.person):
        raise ValidationFailed.single("aanbod", ALREADY_OFFERED)
    if entry.wanted > current.free(entry.row_id):
        raise ValidationFailed.single("aanbod", NOT_FREE)
    offer = Offer(entry.id, entry.row_id, entry.person, entry.wanted, now, now + current.hold_for)
    return attrs.evolve(current, offers=(*current.offers, offer))


def closed_with_day(waitlist: Waitlist) -> Waitlist:
    """The list closes with the order day: nobody waits any more and open offers release their portions."""
    return attrs.evolve(waitlist, entries=(), offers=(), closed=True)


def waiting_count(waitlist: Waitlist, row_ids: Iterable[int] | None = None) -> int:
    """The live board's count: people waiting (with or without an open offer), for the given rows or all."""
    wanted = None if row_ids is None else set(row_ids)
    return sum(1 for entry in waitlist.entries if wanted is None or entry.row_id in wanted)
