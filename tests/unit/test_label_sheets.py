"""Label sheets: positions on the page, no overlaps, the start offset, and texts that never run off a label."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from soepkern.domain.label_sheets import (
    A4_HEIGHT_MM,
    A4_WIDTH_MM,
    DEFAULT_SHEET,
    ELLIPSIS,
    ERROR_UNKNOWN_SHEET,
    SHEETS,
    LabelBox,
    LabelSheet,
    Measure,
    fit_lines,
    fit_text,
    label_box,
    label_boxes,
    pages_needed,
    sheet_by_name,
    sheet_names,
)

sheets = st.sampled_from(SHEETS)


def monospace(char_width_per_point: float) -> Measure:
    """A fixed-width font: every character is `char_width_per_point * size` mm wide."""

    def measure(text: str, size: float) -> float:
        return len(text) * char_width_per_point * size

    return measure


MONO = monospace(0.2)
texts = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=200)
widths = st.floats(0, 120)
fixed_widths = st.floats(0.05, 0.5).map(monospace)


def overlaps(a: LabelBox, b: LabelBox) -> bool:
    eps = 1e-9
    return (
        a.page == b.page
        and a.x < b.x + b.width - eps
        and b.x < a.x + a.width - eps
        and a.y < b.y + b.height - eps
        and b.y < a.y + a.height - eps
    )


def test_the_sheets_a_cli_lists() -> None:
    assert sheet_names() == ["3x7", "2x7"]
    assert DEFAULT_SHEET in sheet_names()
    three = sheet_by_name("3x7")
    assert (three.columns, three.rows, three.label_width, three.label_height) == (3, 7, 70.0, 42.3)
    two = sheet_by_name("2x7")
    assert (two.columns, two.rows, two.label_width, two.label_height) == (2, 7, 99.1, 38.1)
    with pytest.raises(ValueError, match=ERROR_UNKNOWN_SHEET):
        sheet_by_name("4x10")


@pytest.mark.parametrize("sheet", SHEETS, ids=lambda s: s.name)
def test_a_full_sheet_fills_the_page_symmetrically(sheet: LabelSheet) -> None:
    boxes = label_boxes(sheet, sheet.per_page)
    assert {b.page for b in boxes} == {0}
    left = min(b.x for b in boxes)
    right = A4_WIDTH_MM - max(b.x + b.width for b in boxes)
    top = min(b.y for b in boxes)
    bottom = A4_HEIGHT_MM - max(b.y + b.height for b in boxes)
    assert left == pytest.approx(right, abs=0.01)
    assert top == pytest.approx(bottom, abs=0.01)
    assert min(left, top) >= 0


def test_known_positions_on_the_2x7_sheet() -> None:
    sheet = sheet_by_name("2x7")
    first, second, third = label_boxes(sheet, 3)
    assert (first.x, first.y) == (4.65, 15.15)
    assert (second.x, second.y) == (pytest.approx(106.25), 15.15)
    assert (third.x, third.y) == (4.65, pytest.approx(53.25))
    assert [b.position for b in (first, second, third)] == [1, 2, 3]


@given(sheets, st.integers(0, 60), st.data())
def test_positions_inside_the_page_and_never_overlapping(sheet: LabelSheet, count: int, data: st.DataObject) -> None:
    start = data.draw(st.integers(1, sheet.per_page))
    boxes = label_boxes(sheet, count, start)
    for box in boxes:
        assert 0 <= box.x and box.x + box.width <= sheet.page_width + 1e-9
        assert 0 <= box.y and box.y + box.height <= sheet.page_height + 1e-9
        assert 1 <= box.position <= sheet.per_page
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :]:
            assert not overlaps(a, b)
    assert pages_needed(sheet, count, start) == (max((b.page for b in boxes), default=-1) + 1)


@given(sheets, st.integers(1, 40), st.data())
def test_start_offset_skips_exactly_the_used_labels(sheet: LabelSheet, count: int, data: st.DataObject) -> None:
    start = data.draw(st.integers(1, sheet.per_page))
    fresh = label_boxes(sheet, count + start - 1)
    offset = label_boxes(sheet, count, start)
    assert offset == fresh[start - 1 :]
    assert offset[0].page == 0 and offset[0].position == start


@pytest.mark.parametrize("start", [0, 22])
def test_start_outside_the_sheet_is_refused(start: int) -> None:
    with pytest.raises(ValueError, match="tussen 1 en 21"):
        label_box(sheet_by_name("3x7"), 0, start)


def test_text_that_fits_keeps_its_size() -> None:
    fitted = fit_text("Tomatensoep", 70, MONO, size=10, min_size=6)
    assert (fitted.text, fitted.size, fitted.cut) == ("Tomatensoep", 10, False)


def test_text_shrinks_before_it_is_cut() -> None:
    # 20 characters: 40 mm at 10 pt, 30 mm at 7.5 pt.
    fitted = fit_text("a" * 20, 30, MONO, size=10, min_size=6)
    assert (fitted.size, fitted.cut, fitted.text) == (7.5, False, "a" * 20)


def test_text_too_long_at_the_minimum_is_cut_with_an_ellipsis() -> None:
    fitted = fit_text("Jan-Willem van den Heuvel-Oosterbroek", 12, MONO, size=10, min_size=6)
    assert fitted.cut and fitted.size == 6
    assert fitted.text == "Jan-Wille" + ELLIPSIS  # 10 characters of 1.2 mm
    assert MONO(fitted.text, fitted.size) <= 12


def test_nothing_fits_gives_an_empty_text() -> None:
    assert fit_text("Soep", 0.5, MONO, size=10, min_size=6).text == ""


@given(texts, widths, st.floats(6, 14), fixed_widths)
def test_fitted_text_is_never_wider_than_the_label(text: str, width: float, size: float, measure: Measure) -> None:
    fitted = fit_text(text, width, measure, size=size, min_size=6)
    assert measure(fitted.text, fitted.size) <= width
    assert 6 <= fitted.size <= size
    if not fitted.cut:
        assert fitted.text == " ".join(text.split())
    elif fitted.text:
        assert fitted.text.endswith(ELLIPSIS)
        assert " ".join(text.split()).startswith(fitted.text[:-1])


def test_a_remark_wraps_on_lines_before_it_shrinks() -> None:
    # 1 mm per character at 5 pt: 'Geen zout, geen' is 15 characters.
    fitted = fit_lines("Geen zout, geen ui en bel twee keer aan", 15, 3, MONO, size=5, min_size=4)
    assert fitted == fit_lines("Geen  zout,\ngeen ui en bel twee keer aan", 15, 3, MONO, size=5, min_size=4)
    assert fitted.lines == ("Geen zout, geen", "ui en bel twee", "keer aan")
    assert (fitted.size, fitted.cut) == (5, False)


def test_a_remark_too_long_for_its_lines_ends_in_an_ellipsis() -> None:
    fitted = fit_lines("Geen zout, geen ui en bel twee keer aan bij de achterdeur", 15, 2, MONO, size=5, min_size=5)
    assert fitted.lines == ("Geen zout, geen", "ui en bel twee…")
    assert fitted.cut


def test_a_word_wider_than_the_label_is_broken() -> None:
    fitted = fit_lines("Bloemkoolsoepvanmaandag", 10, 3, MONO, size=5, min_size=5)
    assert fitted.lines == ("Bloemkools", "oepvanmaan", "dag")


@given(texts, widths, st.integers(1, 4), fixed_widths)
def test_wrapped_lines_are_never_wider_than_the_label(text: str, width: float, lines: int, measure: Measure) -> None:
    fitted = fit_lines(text, width, lines, measure, size=10, min_size=6)
    assert len(fitted.lines) <= lines
    assert all(measure(line, fitted.size) <= width for line in fitted.lines)
    if not fitted.cut:
        assert "".join("".join(line.split()) for line in fitted.lines) == "".join(text.split())
