"""Invariants of users, products, customers, postal ranges, blacklist items, delivery lists and passwords."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from soepkern.domain.blacklist import BlacklistItem, is_blocked
from soepkern.domain.contact_details import ContactDetails
from soepkern.domain.customers import Customer
from soepkern.domain.delivery_lists import DeliveryAddress, DeliveryList
from soepkern.domain.orders import BezorgOptie
from soepkern.domain.passwords import MAX_LENGTH, MIN_LENGTH, password_problems
from soepkern.domain.postal_ranges import PostalRange
from soepkern.domain.products import Product, make_slug
from soepkern.domain.users import User

postcodes = st.from_regex(r"[1-9][0-9]{3}[A-RT-Z][A-Z]", fullmatch=True)


@given(product_id=st.integers(1, 10**9), naam=st.text(max_size=60))
def test_slug_starts_with_the_id_and_is_url_safe(product_id: int, naam: str) -> None:
    slug = make_slug(product_id, naam)
    assert slug.split("-", 1)[0] == str(product_id)
    assert re.fullmatch(r"[0-9]+(-[a-z0-9]+)*", slug)


def test_slug_lowercases_and_drops_accents() -> None:
    assert make_slug(12, "Crème van Groene Erwten!") == "12-creme-van-groene-erwten"


@given(prijs=st.integers(0, 100_000), korting=st.integers(0, 100_000))
def test_discount_never_above_price(prijs: int, korting: int) -> None:
    if korting <= prijs:
        product = Product(id=1, naam="Soep", slug="1-soep", prijs=prijs, korting=korting)
        assert product.price_to_pay == prijs - korting >= 0
    else:
        with pytest.raises(ValueError):
            Product(id=1, naam="Soep", slug="1-soep", prijs=prijs, korting=korting)


def test_an_active_user_with_a_password_can_log_in_and_the_address_is_normalised() -> None:
    user = User(id=1, name="Sanne", email="Sanne@Example.nl", rol="beheerder", password_hash="x")
    assert user.can_log_in and user.email == "sanne@example.nl"
    user.deactivate()
    assert not user.can_log_in
    user.activate()
    assert user.can_log_in


def test_unknown_role_is_refused() -> None:
    with pytest.raises(ValueError):
        User(id=1, name="X", email="x@example.nl", rol="admin")


def test_customer_that_stops_standing_loses_defaults() -> None:
    customer = Customer(
        id=1,
        contact=ContactDetails(
            voornaam="Joke",
            achternaam="Bakker",
            email="joke@example.nl",
        ),
        vaste_klant=True,
        vaste_klant_mailen=True,
        vaste_klant_producten=2,
        vaste_klant_bezorgkeuze=BezorgOptie.BEZORGEN,
    )
    customer.stop_standing()
    assert (customer.vaste_klant_mailen, customer.vaste_klant_producten, customer.vaste_klant_bezorgkeuze) == (
        False,
        None,
        None,
    )
    with pytest.raises(ValueError):
        Customer(
            id=1,
            contact=ContactDetails(voornaam="A", achternaam="B", email="a@b.nl"),
            vaste_klant=True,
            vaste_klant_producten=0,
        )


@given(begin=postcodes, end=postcodes, postcode=postcodes, huisnummer=st.integers(1, 500), low=st.integers(1, 300))
def test_postal_range_contains_exactly_its_codes_and_numbers(
    begin: str, end: str, postcode: str, huisnummer: int, low: int
) -> None:
    begin, end = sorted((begin, end))
    whole = PostalRange(id=1, postcode_begin=begin, postcode_eind=end)
    part = PostalRange(id=2, postcode_begin=begin, postcode_eind=end, huisnummer_begin=low, huisnummer_eind=low + 10)
    inside = begin <= postcode <= end
    assert whole.contains(postcode, huisnummer) == inside
    assert part.contains(postcode, huisnummer) == (inside and low <= huisnummer <= low + 10)
    whole.actief = False
    assert not whole.contains(postcode, huisnummer)


def test_postal_range_needs_both_house_numbers_in_order() -> None:
    with pytest.raises(ValueError):
        PostalRange(id=1, postcode_begin="3500AA", postcode_eind="3599ZZ", huisnummer_begin=5)
    with pytest.raises(ValueError):
        PostalRange(id=1, postcode_begin="3500AA", postcode_eind="3599ZZ", huisnummer_begin=9, huisnummer_eind=5)
    with pytest.raises(ValueError):
        PostalRange(id=1, postcode_begin="3600AA", postcode_eind="3599ZZ")


def test_blacklist_blocks_by_email_or_address() -> None:
    items = [
        BlacklistItem(id=1, email="Overlast@Example.nl"),
        BlacklistItem(id=2, postcode="3581WS", huisnummer=1),
        BlacklistItem(id=3, postcode="3511AB"),
    ]
    assert is_blocked(items, email=" overlast@example.NL", postcode="1000AA", huisnummer=1)
    assert is_blocked(items, email="a@b.nl", postcode="3581WS", huisnummer=1)
    assert not is_blocked(items, email="a@b.nl", postcode="3581WS", huisnummer=2)
    assert is_blocked(items, email="a@b.nl", postcode="3511AB", huisnummer=99)
    with pytest.raises(ValueError):
        BlacklistItem(id=4)


def test_delivery_list_needs_distinct_addresses() -> None:
    # a stored list may have lost its last address (its order was deleted); a new list needs one
    assert DeliveryList(id=None, orderday_id=1, naam="Route").adressen == []
    with pytest.raises(ValueError):
        DeliveryList.new(orderday_id=1, naam="Route", order_ids=[])
    with pytest.raises(ValueError):
        DeliveryList(id=None, orderday_id=1, naam="Route", adressen=[DeliveryAddress(1, 0), DeliveryAddress(1, 1)])
    assert DeliveryList(id=None, orderday_id=1, naam="Route", adressen=[DeliveryAddress(1, 0)]).status == "te bezorgen"


@given(password=st.text(max_size=200))
def test_password_length_rules(password: str) -> None:
    problems = password_problems(password)
    assert (problems == []) == (MIN_LENGTH <= len(password) <= MAX_LENGTH)
