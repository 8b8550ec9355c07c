"""The statistics' period parsing and the shape of the counts."""

from __future__ import annotations

from datetime import date

import pytest
from hypothesis import given
from hypothesis import strategies as st

from soepkern.domain.errors import ValidationFailed
from soepkern.domain.statistics import StatisticsPeriod, period_from_query, statistics_from_counts


def test_period_from_query_reads_iso_dates_and_open_ends() -> None:
    assert period_from_query("2026-01-01", "2026-03-31") == StatisticsPeriod(date(2026, 1, 1), date(2026, 3, 31))
    assert period_from_query(None, "2026-03-31") == StatisticsPeriod(None, date(2026, 3, 31))
    assert period_from_query("", "") == StatisticsPeriod() and not StatisticsPeriod().bounded


@pytest.mark.parametrize(
    ("van", "tot", "field"),
    [
        ("01-02-2026", None, "van"),
        ("2026-02-30", None, "van"),
        (None, "gisteren", "tot"),
        ("2026-03-01", "2026-02-01", "tot"),
    ],
)
def test_bad_periods_are_refused_in_dutch(van: str | None, tot: str | None, field: str) -> None:
    with pytest.raises(ValidationFailed) as refused:
        period_from_query(van, tot)
    assert list(refused.value.errors) == [field]


counts = st.dictionaries(st.sampled_from(["webshop", "admin", "vaste_klant"]), st.integers(0, 10_000))
options = st.dictionaries(st.sampled_from(["ophalen", "bezorgen"]), st.integers(0, 10_000))
soups = st.dictionaries(st.text(min_size=1, max_size=20), st.integers(0, 10_000))


@given(counts, options, soups)
def test_every_source_and_option_is_named_and_orders_add_up(
    by_source: dict[str, int], by_option: dict[str, int], by_soup: dict[str, int]
) -> None:
    result = statistics_from_counts(orderdays=3, customers=2, by_source=by_source, by_soup=by_soup, by_option=by_option)
    assert set(result.orders_bronnen) == {"webshop", "admin", "vaste_klant"}
    assert set(result.orders_bezorgopties) == {"ophalen", "bezorgen"}
    assert result.orders == sum(by_source.values())
    assert all(n > 0 for n in result.orders_producten.values())
    assert list(result.orders_producten.values()) == sorted(result.orders_producten.values(), reverse=True)


@given(st.dates(), st.dates(), st.dates())
def test_a_period_contains_exactly_the_days_between_its_ends(start: date, end: date, day: date) -> None:
    period = StatisticsPeriod(start, end)
    assert period.contains(day) == (start <= day <= end)
