"""The kitchen count: portions per soup, pickup/delivery, per delivery list, the notes under the soup taken."""

from __future__ import annotations

from datetime import date

from hypothesis import given
from hypothesis import strategies as st

from soepkern.domain.delivery_lists import DayOrder, DayPortion, DeliveryList
from soepkern.domain.kitchen_count import NOT_ON_A_LIST, kitchen_count
from tests.fakes.builders import a_contact

DAY = date(2026, 11, 24)
SOUPS = [(1, "Erwtensoep"), (2, "Tomatensoep"), (3, "Pompoensoep")]


def order(
    order_id: int, portions: dict[int, int], optie: str = "bezorgen", note: str = "", opmerking: str = ""
) -> DayOrder:
    return DayOrder(
        id=order_id,
        contact=a_contact(voornaam="Jan", achternaam=f"Klant{order_id}", huisnummer=order_id),
        bezorg_optie=optie,
        opmerking=opmerking,
        customer_id=order_id,
        bezorg_notitie=note,
        portions=tuple(DayPortion(soup, dict(SOUPS)[soup], n) for soup, n in portions.items()),
    )


def test_split_per_soup_per_list_with_notes() -> None:
    orders = [
        order(1, {1: 2, 2: 1}, note="bel aan bij de buren"),
        order(2, {1: 1}, opmerking="Zonder zout graag"),
        order(3, {2: 3}),
        order(4, {1: 4}, "ophalen", note="Glutenvrij"),
    ]
    noord = DeliveryList.new(10, "Noord", [3, 1])
    noord.id = 7
    count = kitchen_count(10, DAY, SOUPS, orders, [noord])
    assert (count.totaal, count.ophalen, count.bezorgen, count.bestellingen) == (11, 4, 7, 4)
    erwt, tomaat = count.soepen  # the pumpkin soup nobody ordered is left out
    assert (erwt.naam, erwt.totaal, erwt.ophalen, erwt.bezorgen) == ("Erwtensoep", 7, 4, 3)
    assert [(r.naam, r.porties) for r in erwt.per_lijst] == [("Noord", 2), (NOT_ON_A_LIST, 1)]
    assert [(n.naam, n.porties, n.notitie, n.opmerking) for n in erwt.notities] == [
        ("Jan Klant1", 2, "bel aan bij de buren", ""),
        ("Jan Klant2", 1, "", "Zonder zout graag"),
        ("Jan Klant4", 4, "Glutenvrij", ""),
    ]
    assert [(r.bezorglijst_id, r.porties) for r in tomaat.per_lijst] == [(7, 4)]
    assert [n.order_id for n in tomaat.notities] == [1]


def test_an_empty_day() -> None:
    count = kitchen_count(10, DAY, SOUPS, [], [])
    assert (count.totaal, count.soepen, count.bestellingen) == (0, (), 0)


@st.composite
def days(draw: st.DrawFn) -> tuple[list[DayOrder], list[DeliveryList]]:
    n = draw(st.integers(0, 12))
    orders = [
        order(
            i + 1,
            draw(st.dictionaries(st.sampled_from([1, 2, 3]), st.integers(0, 5), max_size=3)),
            draw(st.sampled_from(["bezorgen", "ophalen"])),
            draw(st.sampled_from(["", "dieet"])),
        )
        for i in range(n)
    ]
    delivery = [o.id for o in orders if o.bezorg_optie == "bezorgen"]
    placed = draw(st.lists(st.sampled_from(delivery), unique=True)) if delivery else []
    cut = draw(st.integers(0, len(placed)))
    lists = []
    for list_id, ids in ((1, placed[:cut]), (2, placed[cut:])):
        if ids:
            dl = DeliveryList.new(10, f"Lijst {list_id}", ids)
            dl.id = list_id
            lists.append(dl)
    return orders, lists


@given(days())
def test_every_portion_is_counted_once(day: tuple[list[DayOrder], list[DeliveryList]]) -> None:
    orders, lists = day
    count = kitchen_count(10, DAY, SOUPS, orders, lists)
    ordered = sum(p.hoeveelheid for o in orders for p in o.portions)
    assert count.totaal == ordered == count.ophalen + count.bezorgen
    for soup in count.soepen:
        assert soup.totaal == soup.ophalen + soup.bezorgen > 0
        assert sum(r.porties for r in soup.per_lijst) == soup.bezorgen
        soup_id = soup.orderday_product_id
        taking = {o.id for o in orders for p in o.portions if p.orderday_product_id == soup_id and p.hoeveelheid}
        assert {n.order_id for n in soup.notities} == {o.id for o in orders if o.id in taking and o.bezorg_notitie}
