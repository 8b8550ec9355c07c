"""The edge's rules for text and numbers (entrypoints/web/input_limits.py), as properties."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from entrypoints.web.input_limits import MAX_DEPTH, MAX_INT, MIN_INT, parse_json
from soepkern.domain.errors import ValidationFailed

good_text = st.text(st.characters(blacklist_categories=("Cs", "Cc")) | st.sampled_from("\t\n\r"), max_size=30)
good_numbers = st.integers(MIN_INT, MAX_INT) | st.floats(MIN_INT, MAX_INT, allow_nan=False)
good_json = st.recursive(
    st.none() | st.booleans() | good_numbers | good_text,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(good_text, inner, max_size=4),
    max_leaves=20,
)


@given(good_json)
def test_acceptable_json_is_parsed_unchanged(value: Any) -> None:
    assert parse_json(json.dumps(value).encode()) == value


@given(good_text, st.integers(0, 30), st.sampled_from(["\x00", "\x07", "\x1b", "\x7f", "\ud800", "\udfff"]))
def test_forbidden_characters_anywhere_are_refused(text: str, at: int, bad: str) -> None:
    poisoned = text[:at] + bad + text[at:]
    raw = json.dumps({"naam": poisoned, "lijst": [1]}).encode()
    with pytest.raises(ValidationFailed):
        parse_json(raw)


@given(st.integers(MAX_INT + 1, 2**80) | st.integers(-(2**80), MIN_INT - 1))
def test_numbers_outside_32_bit_are_refused(number: int) -> None:
    with pytest.raises(ValidationFailed):
        parse_json(json.dumps({"products": [{"id": number}]}).encode())


@given(st.integers(MAX_DEPTH + 1, 5000))
def test_nesting_deeper_than_the_limit_is_refused(depth: int) -> None:
    with pytest.raises(ValidationFailed):
        parse_json(("[" * depth + "]" * depth).encode())


def test_nesting_up_to_the_limit_is_accepted() -> None:
    assert parse_json(("[" * MAX_DEPTH + "]" * MAX_DEPTH).encode()) is not None


any_text = st.text(max_size=8) | st.sampled_from(["\x00", "a\x7fb", "\ud800", "tab\there"])
any_number = st.integers(-(2**40), 2**40) | st.floats(allow_nan=True, allow_infinity=True)
any_json = st.recursive(
    st.none() | st.booleans() | any_number | any_text,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(any_text, inner, max_size=4),
    max_leaves=25,
)


@given(any_json)
def test_the_quick_walk_passes_exactly_what_the_named_walk_passes(value: Any) -> None:
    """`check_value` asks a walk without field paths first (decision 0128); it must agree with the walk that names
    the refused field, also on bodies that are refused."""
    from entrypoints.web.input_limits import _acceptable, _refuse

    try:
        _refuse(value)
        refused = False
    except ValidationFailed:
        refused = True
    assert _acceptable(value) is not refused


def test_the_quick_walk_counts_depth_and_values_as_the_named_walk_does() -> None:
    from entrypoints.web.input_limits import MAX_ITEMS, MAX_VALUES, _acceptable, _refuse

    nested: Any = []
    for _ in range(MAX_DEPTH - 1):
        nested = [nested]
    assert _acceptable(nested)
    assert not _acceptable([nested])
    half = MAX_ITEMS - 1
    exactly = [[0] * half, [0] * (MAX_VALUES - 3 - half)]  # the outer list, two lists and their numbers
    assert _acceptable(exactly)
    _refuse(exactly)
    one_more = [[0] * half, [0] * (MAX_VALUES - 2 - half)]
    assert not _acceptable(one_more)
    with pytest.raises(ValidationFailed):
        _refuse(one_more)
