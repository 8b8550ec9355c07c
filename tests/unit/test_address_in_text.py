"""Reading postcode and house number from an address on one line (the setting 'Ophaaladres', decision 0078)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from soepkern.domain.postcode import address_in_text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Kerkstraat 12, 3511 AB Utrecht", ("3511AB", 12, "")),
        ("Kerkstraat 12a, 3511 ab Utrecht", ("3511AB", 12, "a")),
        ("Kerkstraat 12-2 3511AB Utrecht", ("3511AB", 12, "2")),
        ("Bolstraat 1, 3581WS Utrecht", ("3581WS", 1, "")),
        ("Utrecht", None),
        ("3511 AB Utrecht", None),
        ("Kerkstraat, 3511 AB Utrecht", None),
        ("Kerkstraat 12, 3511 SA Utrecht", None),
        ("", None),
    ],
)
def test_reads_the_written_address(text: str, expected: tuple[str, int, str] | None) -> None:
    assert address_in_text(text) == expected


@given(st.text(max_size=80))
def test_any_text_gives_a_valid_address_or_none(text: str) -> None:
    found = address_in_text(text)
    if found is not None:
        postcode, number, _addition = found
        assert len(postcode) == 6 and 0 < number <= 99_999
