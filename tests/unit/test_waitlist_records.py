"""The stored waitlist and its settle plan (issue 26 item 2, decision 0073): held portions are reserved portions,
so a settle never oversells a row, never takes back more than it held, and offers one person at most once."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import attrs
from hypothesis import given
from hypothesis import strategies as st

from soepkern.domain.order_days import OrderDay, OrderDayProduct
from soepkern.domain.waitlist_records import WaitlistRecord, WaitState, settle_plan, waitlist_of

NOW = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)
HOLD = timedelta(minutes=30)


def a_day(rows: list[tuple[int, int]]) -> OrderDay:
    return OrderDay(
        id=1,
        bestellingsdag=date(2026, 11, 25),
        bestelling_openings_timestamp=NOW - timedelta(hours=1),
        bestelling_sluitings_timestamp=NOW + timedelta(days=1),
        bestelling_zichtbaar_timestamp=NOW - timedelta(days=1),
        bestelling_onzichtbaar_timestamp=NOW + timedelta(days=2),
        maximale_producten_per_klant=4,
        products=[
            OrderDayProduct(id=n, product_id=n, hoeveelheid=made, besteld=taken)
            for n, (made, taken) in enumerate(rows, start=1)
        ],
    )


def a_record(n: int, row_id: int, person: str, wanted: int, offer_age: int | None = None) -> WaitlistRecord:
    record = WaitlistRecord(
        id=n,
        orderday_id=1,
        row_id=row_id,
        details={},
        email_key=person,
        wanted=wanted,
        joined_at=NOW - timedelta(hours=2) + timedelta(minutes=n),
        token_hash=f"h{n}",
    )
    if offer_age is None:
        return record
    offered = NOW - timedelta(minutes=offer_age)
    return attrs.evolve(record, state=WaitState.AANBOD, offered_at=offered, offer_expires_at=offered + HOLD)


def test_freed_portions_go_to_the_first_fitting_wish_and_are_reserved() -> None:
    day = a_day([(4, 2)])
    records = [a_record(1, 1, "a", 3), a_record(2, 1, "b", 2), a_record(3, 1, "c", 1)]
    plan = settle_plan(day, records, 4, HOLD, NOW)
    assert [offer.entry_id for offer in plan.offers] == [2]
    assert plan.stock == {1: 2}


def test_an_expired_offer_gives_back_and_passes_on_in_one_move() -> None:
    day = a_day([(2, 2)])
    records = [a_record(1, 1, "a", 2, offer_age=31), a_record(2, 1, "b", 2)]
    plan = settle_plan(day, records, 4, HOLD, NOW)
    assert plan.lapsed == (1,) and [offer.entry_id for offer in plan.offers] == [2]
    assert plan.stock == {}  # two back, two taken


def test_after_closing_every_open_record_closes_and_held_portions_go_back() -> None:
    day = a_day([(2, 2)])
    records = [a_record(1, 1, "a", 2, offer_age=1), a_record(2, 1, "b", 1)]
    plan = settle_plan(day, records, 4, HOLD, day.bestelling_sluitings_timestamp)
    assert plan.closed == (1, 2) and plan.stock == {1: -2} and not plan.offers


@st.composite
def situations(draw: st.DrawFn) -> tuple[OrderDay, list[WaitlistRecord]]:
    rows = draw(st.lists(st.tuples(st.integers(0, 8), st.integers(0, 8)), min_size=1, max_size=3))
    rows = [(made, min(taken, made)) for made, taken in rows]
    records: list[WaitlistRecord] = []
    held = [0] * len(rows)
    for n in range(1, draw(st.integers(0, 8)) + 1):
        row = draw(st.integers(1, len(rows)))
        wanted = draw(st.integers(1, 4))
        person = draw(st.sampled_from("abcde"))
        offered = any(r.email_key == person and r.state is WaitState.AANBOD for r in records)
        if not offered and held[row - 1] + wanted <= rows[row - 1][1] and draw(st.booleans()):
            held[row - 1] += wanted  # an earlier offer: its portions are in besteld
            records.append(a_record(n, row, person, wanted, offer_age=draw(st.integers(0, 60))))
        else:
            records.append(a_record(n, row, person, wanted))
    return a_day(rows), records


@given(situations(), st.integers(0, 90))
def test_a_settle_never_oversells_and_offers_a_person_once(
    situation: tuple[OrderDay, list[WaitlistRecord]], minutes: int
) -> None:
    day, records = situation
    plan = settle_plan(day, records, 4, HOLD, NOW + timedelta(minutes=minutes))
    for row in day.products:
        assert row.id is not None
        after = row.besteld + plan.stock.get(row.id, 0)
        assert 0 <= after <= row.hoeveelheid
    still_open = {r.email_key for r in records if r.state is WaitState.AANBOD and r.id not in plan.lapsed}
    offered = [offer.person for offer in plan.offers]
    assert len(offered) == len(set(offered)) and not still_open & set(offered)
    expired = {
        r.id
        for r in records
        if r.offer_expires_at is not None and r.offer_expires_at <= NOW + timedelta(minutes=minutes)
    }
    assert set(plan.lapsed) == expired


@given(situations(), st.sampled_from("abcde"))
def test_the_stored_list_tells_who_holds_an_offer_on_any_soup(
    situation: tuple[OrderDay, list[WaitlistRecord]], person: str
) -> None:
    # Staff's offer by hand asks the domain's rule over the stored list (decision 0127): any record of the person in
    # AANBOD counts, on any row, also one whose time ran out but that no settle has passed on yet (it holds portions).
    day, records = situation
    stored = any(r.email_key == person and r.state is WaitState.AANBOD for r in records)
    assert waitlist_of(day, records, 4, HOLD).holds_offer(person) == stored
