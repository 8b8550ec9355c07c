"""The standing-customer rule: switched off, the defaults are cleared; switched on, they are required."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from soepkern.domain.contact_details import ContactDetails, TypedContact
from soepkern.domain.customer_records import CustomerForm, revise_customer
from soepkern.domain.customers import Customer
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.orders import BezorgOptie

ELS = TypedContact(voornaam="Els", achternaam="Smit", email="els@example.nl")
EXISTING = Customer(id=3, contact=ContactDetails(voornaam="Els", achternaam="Smit", email="els@example.nl"))


@given(
    on=st.booleans(),
    mailen=st.booleans(),
    producten=st.one_of(st.none(), st.integers(-3, 20)),
    keuze=st.one_of(st.none(), st.sampled_from(["ophalen", "bezorgen", "vliegen", ""])),
)
def test_standing_settings(on: bool, mailen: bool, producten: int | None, keuze: str | None) -> None:
    form = CustomerForm(
        contact=ELS,
        vaste_klant=on,
        vaste_klant_mailen=mailen,
        vaste_klant_producten=producten,
        vaste_klant_bezorgkeuze=keuze,
    )
    valid = producten is not None and producten >= 1 and keuze in ("ophalen", "bezorgen")
    if on and not valid:
        with pytest.raises(ValidationFailed) as failed:
            revise_customer(EXISTING, form)
        expected = set()
        if not (producten is not None and producten >= 1):
            expected.add("vaste_klant_producten")
        if keuze not in ("ophalen", "bezorgen"):
            expected.add("vaste_klant_bezorgkeuze")
        assert set(failed.value.errors) == expected
        return
    customer = revise_customer(EXISTING, form)
    if on:
        assert customer.vaste_klant and customer.vaste_klant_mailen == mailen
        assert customer.vaste_klant_producten == producten and customer.vaste_klant_bezorgkeuze == BezorgOptie(keuze)
    else:
        assert (customer.vaste_klant, customer.vaste_klant_mailen) == (False, False)
        assert customer.vaste_klant_producten is None and customer.vaste_klant_bezorgkeuze is None


def test_an_email_of_another_customer_is_refused() -> None:
    form = CustomerForm(contact=ELS)
    with pytest.raises(ValidationFailed) as failed:
        revise_customer(EXISTING, form, email_taken=True)
    assert set(failed.value.errors) == {"email"}
