"""Calendar days through the one converter: written as `YYYY-MM-DD` and read back (a stored checkout answer holds
its order days; a retry in another process reads it)."""

from __future__ import annotations

from datetime import date

import pytest
from cattrs.errors import ClassValidationError
from hypothesis import given
from hypothesis import strategies as st

from adapters.serialization import converter


@given(st.dates())
def test_a_day_survives_the_round_trip(day: date) -> None:
    written = converter.unstructure(day)
    assert written == day.isoformat()
    assert converter.structure(written, date) == day


@pytest.mark.parametrize("value", [20261126, None, ["2026-11-26"]])
def test_only_text_is_read_as_a_day(value: object) -> None:
    with pytest.raises((ValueError, TypeError, ClassValidationError)):
        converter.structure(value, date)
