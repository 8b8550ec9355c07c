"""The shared table of input/format examples (tests/cases/rules.json), checked against the domain core.

The web app checks the same table in webapp/src/lib/rules/rules-cases.test.ts.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from soepkern.domain.business_time import combine_business, format_moment, parse_utc_iso, to_utc_iso
from soepkern.domain.dates import format_date, format_iso_date, parse_date_input, parse_iso_date
from soepkern.domain.email_address import is_valid_email, normalise_email
from soepkern.domain.money import format_euro, format_euro_dash, parse_euro_input
from soepkern.domain.postcode import format_postcode, is_valid_postcode, normalise_huisnummer, normalise_postcode
from soepkern.domain.times import format_time, parse_time_input

CASES: dict[str, Any] = json.loads((Path(__file__).parents[1] / "cases" / "rules.json").read_text("utf-8"))


def cases(section: str) -> Any:
    return pytest.mark.parametrize("case", CASES[section], ids=lambda case: json.dumps(case, ensure_ascii=False))


def test_the_table_is_big_enough() -> None:
    assert sum(len(rows) for rows in CASES.values() if isinstance(rows, list)) >= 60


@cases("date_input")
def test_date_input(case: dict[str, Any]) -> None:
    parsed = parse_date_input(case["input"], parse_iso_date(case["today"]))
    assert (None if parsed is None else format_iso_date(parsed)) == case["expected"]


@cases("date_display")
def test_date_display(case: dict[str, Any]) -> None:
    assert format_date(parse_iso_date(case["date"])) == case["expected"]


@cases("time_input")
def test_time_input(case: dict[str, Any]) -> None:
    parsed = parse_time_input(case["input"])
    assert (None if parsed is None else format_time(parsed)) == case["expected"]
    if parsed is not None:
        assert parsed.second == 0


@cases("euro")
def test_euro(case: dict[str, Any]) -> None:
    assert format_euro(case["cents"]) == case["expected"]


@cases("euro_dash")
def test_euro_dash(case: dict[str, Any]) -> None:
    assert format_euro_dash(case["cents"]) == case["expected"]


@cases("euro_input")
def test_euro_input(case: dict[str, Any]) -> None:
    assert parse_euro_input(case["input"]) == case["expected"]


@cases("email")
def test_email(case: dict[str, Any]) -> None:
    address = normalise_email(case["input"])
    assert (address if is_valid_email(address) else None) == case["expected"]


@cases("postcode")
def test_postcode(case: dict[str, Any]) -> None:
    assert normalise_postcode(case["input"]) == case["expected"]
    assert is_valid_postcode(case["input"]) is (case["expected"] is not None)
    if case["expected"] is None:
        with pytest.raises(ValueError):
            format_postcode(case["input"])
    else:
        assert format_postcode(case["input"]) == case["display"]


@cases("huisnummer")
def test_huisnummer(case: dict[str, Any]) -> None:
    assert normalise_huisnummer(case["input"]) == case["expected"]


@cases("moment")
def test_moment(case: dict[str, Any]) -> None:
    assert format_moment(parse_utc_iso(case["utc"])) == case["expected"]


@cases("combine")
def test_combine(case: dict[str, Any]) -> None:
    at = parse_time_input(case["time"])
    assert at is not None
    assert to_utc_iso(combine_business(parse_iso_date(case["day"]), at)) == case["expected"]


@cases("utc_iso")
def test_utc_iso(case: dict[str, Any]) -> None:
    if case["expected"] is None:
        with pytest.raises(ValueError):
            parse_utc_iso(case["input"])
    else:
        assert to_utc_iso(parse_utc_iso(case["input"])) == case["expected"]
