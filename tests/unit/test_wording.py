"""Counted Dutch wording: one helper for every message where a number meets a noun."""

from __future__ import annotations

from datetime import date

from hypothesis import given
from hypothesis import strategies as st

from entrypoints.web.rate_limit import too_many
from soepkern.domain.bulk_orders import over_day_maximum
from soepkern.domain.checkout import not_enough, over_maximum
from soepkern.domain.order_days import below_ordered
from soepkern.domain.wording import counted, plural

DAY = date(2026, 11, 30)


def test_zero_one_and_two() -> None:
    assert counted(0, "portie", "porties") == "0 porties"
    assert counted(1, "portie", "porties") == "1 portie"
    assert counted(2, "portie", "porties") == "2 porties"
    assert [plural(n, "is", "zijn") for n in (0, 1, 2)] == ["zijn", "is", "zijn"]


@given(st.integers(min_value=-1000, max_value=1000))
def test_only_exactly_one_takes_the_singular(count: int) -> None:
    assert counted(count, "soep", "soepen") == (f"{count} soep" if count == 1 else f"{count} soepen")


def test_the_shop_messages_agree_with_their_number() -> None:
    assert not_enough("Erwtensoep", DAY, 0) == "Erwtensoep is uitverkocht voor 30-11-2026."
    assert not_enough("Erwtensoep", DAY, 1) == "Er is nog maar 1 portie Erwtensoep beschikbaar voor 30-11-2026."
    assert not_enough("Erwtensoep", DAY, 2) == "Er zijn nog maar 2 porties Erwtensoep beschikbaar voor 30-11-2026."
    assert over_maximum(DAY, 1, 0) == "U kunt maximaal 1 soep bestellen voor 30-11-2026."
    assert over_maximum(DAY, 2, 1) == "U kunt maximaal 2 soepen bestellen voor 30-11-2026. U heeft er al 1 besteld."


def test_the_staff_messages_agree_with_their_number() -> None:
    assert below_ordered(1) == "Er is al 1 portie besteld; het totaal kan niet lager zijn."
    assert below_ordered(2) == "Er zijn al 2 porties besteld; het totaal kan niet lager zijn."
    assert over_day_maximum(1, 0) == "Boven het maximum van 1 soep per klant voor deze besteldag."
    assert over_day_maximum(2, 2).endswith("Er zijn al 2 besteld.")


def test_the_wait_after_too_many_attempts() -> None:
    assert too_many(30) == "Te veel pogingen. Probeer het over 1 minuut opnieuw."
    assert too_many(61) == "Te veel pogingen. Probeer het over 2 minuten opnieuw."


def test_postcodes_are_shown_one_way() -> None:
    from soepkern.domain.postcode import show_postcode

    assert [show_postcode(p) for p in ("3572AP", "3572 ap", " 3572ap", "", None, "onbekend")] == [
        "3572 AP",
        "3572 AP",
        "3572 AP",
        "",
        "",
        "onbekend",
    ]
