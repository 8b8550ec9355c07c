"""Waitlist rules (issue 26): holds count as taken stock, first-come among fitting wishes, expiry passes on."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from soepkern.domain.checkout import over_maximum
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.order_days import AMOUNT_INVALID
from soepkern.domain.waitlist import (
    ALREADY_OFFERED,
    ALREADY_WAITING,
    NOT_FREE,
    OFFER_EXPIRED,
    Entry,
    RowStock,
    Waitlist,
    accepted,
    closed_with_day,
    joined,
    left,
    offered_by_hand,
    ordered,
    settled,
    stock_changed,
)

DAY = date(2026, 11, 30)
START = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)
ROWS = (1, 2)
PEOPLE = ("a@x.nl", "b@x.nl", "c@x.nl", "d@x.nl")


def sold_out(maximum: int = 3) -> Waitlist:
    return Waitlist(bestellingsdag=DAY, rows=tuple(RowStock(row_id, 4, 4) for row_id in ROWS), maximum=maximum)


def entry(n: int, person: str, wanted: int, row_id: int = 1) -> Entry:
    return Entry(id=n, row_id=row_id, person=person, wanted=wanted, joined_at=START)


def test_freed_portions_go_to_the_first_fitting_wish_and_are_held() -> None:
    wl = joined(sold_out(), entry(1, "a@x.nl", 3), START)
    wl = joined(wl, entry(2, "b@x.nl", 1), START)
    wl = stock_changed(wl, 1, hoeveelheid=4, besteld=2, now=START)
    offer = wl.offer_for(2)
    assert offer is not None and offer.portions == 1 and offer.expires_at == START + timedelta(minutes=30)
    assert wl.offer_for(1) is None
    assert wl.free(1) == 1


def test_an_expired_offer_passes_on_to_the_next() -> None:
    wl = joined(sold_out(), entry(1, "a@x.nl", 1), START)
    wl = joined(wl, entry(2, "b@x.nl", 1), START)
    wl = stock_changed(wl, 1, hoeveelheid=4, besteld=3, now=START)
    assert wl.offer_for(1) is not None
    later = settled(wl, START + timedelta(minutes=30))
    assert later.offer_for(1) is None and 1 in later.lapsed
    assert later.offer_for(2) is not None
    with pytest.raises(ValidationFailed) as failed:
        accepted(wl, 1, START + timedelta(minutes=30))
    assert failed.value.errors == {"aanbod": [OFFER_EXPIRED]}
    with pytest.raises(ValidationFailed) as failed:
        accepted(later, 1, START + timedelta(minutes=31))
    assert failed.value.errors == {"aanbod": [OFFER_EXPIRED]}


def test_taking_an_offer_orders_the_held_portions() -> None:
    wl = joined(sold_out(), entry(1, "a@x.nl", 2), START)
    wl = stock_changed(wl, 1, hoeveelheid=4, besteld=2, now=START)
    wl, offer = accepted(wl, 1, START + timedelta(minutes=29))
    assert offer.portions == 2
    assert wl.row(1).besteld == 4 and wl.free(1) == 0 and wl.taken == (1,) and not wl.entries


def test_a_held_portion_cannot_be_ordered_by_the_shop() -> None:
    wl = joined(sold_out(), entry(1, "a@x.nl", 1), START)
    wl = stock_changed(wl, 1, hoeveelheid=4, besteld=3, now=START)
    with pytest.raises(ValidationFailed) as failed:
        ordered(wl, 1, 1, START)
    assert failed.value.errors == {"hoeveelheid": [NOT_FREE]}


def test_joining_checks_the_maximum_and_one_place_per_soup() -> None:
    with pytest.raises(ValidationFailed) as failed:
        joined(sold_out(maximum=2), entry(1, "a@x.nl", 3), START)
    assert failed.value.errors == {"hoeveelheid": [over_maximum(DAY, 2, 0)]}
    with pytest.raises(ValidationFailed) as failed:
        joined(sold_out(), entry(1, "a@x.nl", 0), START)
    assert failed.value.errors == {"hoeveelheid": [AMOUNT_INVALID]}
    wl = joined(sold_out(), entry(1, "a@x.nl", 1), START)
    with pytest.raises(ValidationFailed) as failed:
        joined(wl, entry(2, "a@x.nl", 2), START)
    assert failed.value.errors == {"email": [ALREADY_WAITING]}


def test_leaving_passes_a_held_offer_on_and_closing_ends_the_list() -> None:
    wl = joined(sold_out(), entry(1, "a@x.nl", 1), START)
    wl = joined(wl, entry(2, "b@x.nl", 1), START)
    wl = stock_changed(wl, 1, hoeveelheid=4, besteld=3, now=START)
    wl = left(wl, 1, START)
    assert wl.offer_for(2) is not None
    wl = closed_with_day(wl)
    assert not wl.entries and not wl.offers and wl.free(1) == 1
    assert settled(wl, START).offers == ()


def test_staff_offer_by_hand_follows_fit_and_one_offer() -> None:
    wl = joined(sold_out(), entry(1, "a@x.nl", 2), START)
    wl = joined(wl, entry(2, "b@x.nl", 1, row_id=2), START)
    with pytest.raises(ValidationFailed):
        offered_by_hand(wl, 1, START)
    wl = stock_changed(wl, 2, hoeveelheid=5, besteld=4, now=START)
    assert wl.offer_for(2) is not None
    with pytest.raises(ValidationFailed):
        offered_by_hand(wl, 2, START)


def test_one_open_offer_per_person_over_all_soups_of_the_day() -> None:
    # Decision 0127: a person waiting on two soups holds one offer; staff cannot hand them a second one.
    wl = joined(sold_out(), entry(1, "a@x.nl", 1, row_id=1), START)
    wl = joined(wl, entry(2, "a@x.nl", 1, row_id=2), START)
    wl = stock_changed(wl, 1, hoeveelheid=5, besteld=4, now=START)
    wl = stock_changed(wl, 2, hoeveelheid=5, besteld=4, now=START)
    assert wl.offer_for(1) is not None and wl.offer_for(2) is None and wl.free(2) == 1
    assert wl.holds_offer("a@x.nl") and not wl.holds_offer("b@x.nl")
    with pytest.raises(ValidationFailed) as failed:
        offered_by_hand(wl, 2, START)
    assert failed.value.errors == {"aanbod": [ALREADY_OFFERED]}


@given(st.lists(st.tuples(st.sampled_from(PEOPLE), st.sampled_from(ROWS), st.integers(1, 3)), max_size=8), st.data())
def test_a_hand_offer_is_refused_exactly_when_the_person_holds_an_offer(
    wishes: list[tuple[str, int, int]], data: st.DataObject
) -> None:
    wl = sold_out()
    for n, (person, row_id, wanted) in enumerate(wishes, start=1):
        try:
            wl = joined(wl, entry(n, person, wanted, row_id=row_id), START)
        except ValidationFailed:
            pass
    for row_id in ROWS:
        wl = stock_changed(wl, row_id, hoeveelheid=4, besteld=4 - data.draw(st.integers(0, 4)), now=START)
    if not wl.entries:
        return
    chosen = data.draw(st.sampled_from(wl.entries))
    try:
        after = offered_by_hand(wl, chosen.id, START)
    except ValidationFailed as failed:
        assert (failed.errors == {"aanbod": [ALREADY_OFFERED]}) == wl.holds_offer(chosen.person)
        return
    assert not wl.holds_offer(chosen.person) and after.offer_for(chosen.id) is not None
    people = [offer.person for offer in after.offers]
    assert len(people) == len(set(people))


# --- properties -----------------------------------------------------------------------------------------------

steps = st.one_of(
    st.tuples(st.just("join"), st.sampled_from(PEOPLE), st.sampled_from(ROWS), st.integers(0, 4)),
    st.tuples(st.just("cancel"), st.sampled_from(ROWS), st.integers(1, 4)),
    st.tuples(st.just("raise"), st.sampled_from(ROWS), st.integers(1, 3)),
    st.tuples(st.just("order"), st.sampled_from(ROWS), st.integers(1, 3)),
    st.tuples(st.just("accept"), st.integers(1, 30)),
    st.tuples(st.just("leave"), st.integers(1, 30)),
    st.tuples(st.just("hand"), st.integers(1, 30)),
    st.tuples(st.just("wait"), st.integers(1, 45)),
)


def apply(wl: Waitlist, step: tuple[object, ...], n: int, now: datetime) -> Waitlist:
    try:
        match step:
            case ("join", str(person), int(row_id), int(wanted)):
                return joined(wl, Entry(n, row_id, person, wanted, now), now)
            case ("cancel", int(row_id), int(back)):
                row = wl.row(row_id)
                return stock_changed(
                    wl, row_id, hoeveelheid=row.hoeveelheid, besteld=row.besteld - min(back, row.besteld), now=now
                )
            case ("raise", int(row_id), int(more)):
                row = wl.row(row_id)
                return stock_changed(wl, row_id, hoeveelheid=row.hoeveelheid + more, besteld=row.besteld, now=now)
            case ("order", int(row_id), int(portions)):
                return ordered(wl, row_id, portions, now)
            case ("accept", int(entry_id)):
                return accepted(wl, entry_id, now)[0]
            case ("leave", int(entry_id)):
                return left(wl, entry_id, now)
            case ("hand", int(entry_id)):
                return offered_by_hand(wl, entry_id, now)
    except ValidationFailed:
        pass
    return settled(wl, now)


def check_invariants(wl: Waitlist, now: datetime) -> None:
    for row in wl.rows:
        # Stock never negative, never oversold counting holds.
        assert 0 <= row.besteld <= row.hoeveelheid
        assert wl.free(row.row_id) >= 0
    # A person holds at most one open offer; every offer is open (expiry always passes on) and on the list.
    people = [offer.person for offer in wl.offers]
    assert len(people) == len(set(people))
    waiting = {entry.id for entry in wl.entries}
    for offer in wl.offers:
        assert offer.is_open(now) and offer.entry_id in waiting
    assert not waiting & set(wl.lapsed) and not waiting & set(wl.taken)
    # Nothing free is left lying while a waiting, un-offered person's wish fits it.
    for entry in wl.entries:
        if wl.offer_for(entry.id) is None and entry.person not in people:
            assert entry.wanted > wl.free(entry.row_id)


@settings(max_examples=200)
@given(st.lists(steps, max_size=30))
def test_rules_hold_after_every_step(plan: list[tuple[object, ...]]) -> None:
    wl = sold_out()
    now = START
    for n, step in enumerate(plan, start=1):
        match step:
            case ("wait", int(minutes)):
                now += timedelta(minutes=minutes)
        wl = apply(wl, step, n, now)
        check_invariants(wl, now)


@given(
    wishes=st.lists(st.tuples(st.sampled_from(PEOPLE), st.integers(1, 3)), max_size=8),
    freed=st.integers(0, 4),
)
def test_first_come_order_is_respected_among_fitting_wishes(wishes: list[tuple[str, int]], freed: int) -> None:
    wl = sold_out()
    for n, (person, wanted) in enumerate(wishes, start=1):
        try:
            wl = joined(wl, entry(n, person, wanted), START)
        except ValidationFailed:
            pass
    wl = stock_changed(wl, 1, hoeveelheid=4, besteld=4 - freed, now=START)
    order = [e for e in wl.entries if e.row_id == 1]
    offered = {o.entry_id: o.portions for o in wl.offers}
    for i, skipped in enumerate(order):
        if skipped.id in offered:
            continue
        # A passed-over entry did not fit what was free at its turn: the end's free plus what later entries got.
        later = sum(offered.get(e.id, 0) for e in order[i + 1 :])
        assert skipped.wanted > wl.free(1) + later


@given(expire_after=st.integers(0, 120))
def test_expiry_always_passes_on(expire_after: int) -> None:
    wl = joined(sold_out(), entry(1, "a@x.nl", 1), START)
    wl = joined(wl, entry(2, "b@x.nl", 1), START)
    wl = stock_changed(wl, 1, hoeveelheid=4, besteld=3, now=START)
    later = settled(wl, START + timedelta(minutes=expire_after))
    if expire_after >= 30:
        assert later.offer_for(2) is not None and 1 in later.lapsed
    else:
        assert later.offer_for(1) is not None and later.offer_for(2) is None
