"""The ten contact fields are named once (ContactDetails): a checked checkout gives them, and the customer and the
order made from it carry exactly those values."""

from __future__ import annotations

import attrs
from hypothesis import given
from hypothesis import strategies as st

from soepkern.domain.checkout import CleanCheckout, customer_of, order_details
from soepkern.domain.contact_details import CONTACT_FIELDS, ContactDetails
from soepkern.domain.customers import Customer
from soepkern.domain.orders import BezorgOptie, Order

words = st.text(alphabet="abcdefghij ", max_size=12)


def test_the_contact_fields_are_fields_of_customers_and_orders() -> None:
    assert len(CONTACT_FIELDS) == 10
    for entity in (Customer, Order):
        assert set(CONTACT_FIELDS) <= {field.name for field in attrs.fields(entity)}, entity


@given(words, words, st.integers(min_value=1, max_value=99_999), words, words)
def test_a_checkout_gives_its_contact_to_the_customer_and_the_order(
    voornaam: str, straat: str, huisnummer: int, extensie: str, bedrijf: str
) -> None:
    contact = ContactDetails(
        voornaam=voornaam or "Anna",
        achternaam="de Vries",
        email="anna@example.nl",
        telefoonnummer="0612345678",
        postcode="3511AB",
        huisnummer=huisnummer,
        huisnummer_extensie=extensie,
        straat=straat,
        plaats="Utrecht",
        bedrijfsnaam=bedrijf,
    )
    clean = CleanCheckout(contact, BezorgOptie.OPHALEN, opmerking="", amounts={1: 1})
    customer = customer_of(clean)
    details = order_details(clean)
    for name in CONTACT_FIELDS:
        assert getattr(customer, name) == getattr(contact, name) == details[name], name
    assert details["bezorg_optie"] is BezorgOptie.OPHALEN
