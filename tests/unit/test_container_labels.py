"""Container labels: packing order, per order or per bak, and a layout that never runs off a label."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from soepkern.domain.container_labels import (
    NOT_ON_A_LIST,
    PADDING_MM,
    PICKUP_TEXT,
    POINT_MM,
    LabelContent,
    LabelsPer,
    day_labels,
    layout_label,
    layout_labels,
)
from soepkern.domain.delivery_lists import DeliveryList
from soepkern.domain.label_sheets import ELLIPSIS, SHEETS, sheet_by_name
from tests.unit.test_kitchen_count import order


def width(text: str, size: float) -> float:
    """A fixed-width font: every character as wide as 0.5 of its size in points, in mm."""
    return len(text) * size * 0.5 * POINT_MM


def test_route_order_then_unlisted_then_pickups_by_name() -> None:
    orders = [
        order(1, {1: 2}),
        order(2, {2: 1}, note="bel aan"),
        order(3, {1: 1}),
        order(4, {1: 1}, "ophalen"),
        order(5, {3: 1}),
        order(6, {1: 0}),
    ]
    noord = DeliveryList.new(10, "Noord", [3, 1])
    noord.id = 2
    zuid = DeliveryList.new(10, "Zuid", [5])
    zuid.id = 1
    labels = day_labels(orders, [noord, zuid], LabelsPer.ORDER)
    assert [(lb.order_id, lb.lijst) for lb in labels] == [
        (5, "Zuid, stop 1"),
        (3, "Noord, stop 1"),
        (1, "Noord, stop 2"),
        (2, NOT_ON_A_LIST),
        (4, ""),
    ]
    first = labels[1]
    assert (first.naam, first.soepen, first.bestemming) == (
        "Jan Klant3",
        "1× Erwtensoep",
        "Bolstraat 3, 3581 WS Utrecht",
    )
    assert labels[3].notitie == "bel aan"
    assert labels[4].bestemming == PICKUP_TEXT


def test_one_label_per_bak() -> None:
    labels = day_labels([order(1, {1: 2, 2: 1})], [], LabelsPer.CONTAINER)
    assert [lb.soepen for lb in labels] == [
        "Erwtensoep (bak 1 van 3)",
        "Erwtensoep (bak 2 van 3)",
        "Tomatensoep (bak 3 van 3)",
    ]
    assert {lb.order_id for lb in labels} == {1}


def test_positions_and_start_offset() -> None:
    sheet = sheet_by_name("3x7")
    content = LabelContent(7, "Jan", "1× Erwtensoep", PICKUP_TEXT, "", "")
    placed = layout_labels([content] * 3, sheet, 20, width)
    assert [(p.box.page, p.box.position) for p in placed] == [(0, 20), (0, 21), (1, 1)]
    heading = placed[0].lines[0]
    assert heading.bold and heading.text == "7 · Jan"
    assert (heading.x, heading.y) == (placed[0].box.x + PADDING_MM, placed[0].box.y + PADDING_MM)
    assert placed[2].box.x == sheet.left_margin and placed[2].box.y == sheet.top_margin


texts = st.text(alphabet=st.characters(codec="latin-1", exclude_categories=["Cc"]), max_size=300)


@given(
    st.sampled_from(SHEETS),
    st.integers(1, 99999),
    texts,
    texts,
    texts,
    texts,
    texts,
)
def test_nothing_runs_off_a_label(sheet, number, naam, soepen, bestemming, lijst, notitie) -> None:  # type: ignore[no-untyped-def]
    content = LabelContent(number, naam, soepen, bestemming, lijst, notitie)
    placed = layout_labels([content], sheet, sheet.per_page, width)[0]
    box = placed.box
    for line in placed.lines:
        assert box.x + PADDING_MM <= line.x
        assert line.x + width(line.text, line.size) <= box.x + box.width - PADDING_MM + 1e-9
        assert box.y <= line.y and line.y + line.size * POINT_MM * 1.2 <= box.y + box.height + 1e-9
    assert placed.lines and placed.lines[0].bold  # the number is always there


def test_a_long_name_shrinks_then_is_cut() -> None:
    box = layout_labels([LabelContent(1, "", "", "", "", "")], sheet_by_name("2x7"), 1, width)[0].box
    short = layout_label(LabelContent(12, "Jan de Vries", "", "", "", ""), box, width).lines[0]
    assert short.size == 11 and short.text == "12 · Jan de Vries"
    long_name = "Johanna Wilhelmina Cornelia van Oldenbarnevelt-Tjarda van Starckenborgh"
    cut = layout_label(LabelContent(12, long_name, "", "", "", ""), box, width).lines[0]
    assert cut.size == 7 and cut.text.endswith(ELLIPSIS) and cut.text.startswith("12 · Johanna")
