"""The staff-order and customer bodies as the screens send them (decision 0092): null fields take the form's
defaults, the orders' spelling `huisnummer_extension` is read too, and the list caps hold for lists that may be null."""

from __future__ import annotations

import pytest

from adapters.serialization import structure
from entrypoints.web.views.customer_views import CustomerBody
from entrypoints.web.views.order_views import StaffOrderBody, as_form
from soepkern.domain.checkout import MAX_CART_LINES
from soepkern.domain.contact_details import TypedContact
from soepkern.domain.customer_records import CustomerForm
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.input_bounds import LINE_BREAK, NOT_A_LIST, too_many_items
from soepkern.domain.staff_orders import StaffOrderForm


def test_null_fields_are_the_forms_defaults() -> None:
    sent = {"voornaam": None, "huisnummer": 5, "opmerking": None, "products": None, "deleted_products": None}
    form = as_form(structure(sent, StaffOrderBody), StaffOrderForm)
    assert form == StaffOrderForm(contact=TypedContact(huisnummer="5"))
    customer = as_form(structure({"email": None, "vaste_klant_producten": None}, CustomerBody), CustomerForm)
    assert customer == CustomerForm()


def test_the_orders_spelling_of_the_addition_is_read_when_the_forms_own_is_not_sent() -> None:
    assert (
        as_form(structure({"huisnummer_extension": "b"}, CustomerBody), CustomerForm).contact.huisnummer_extensie == "b"
    )
    both = {"huisnummer_extensie": "a", "huisnummer_extension": "b"}
    assert as_form(structure(both, StaffOrderBody), StaffOrderForm).contact.huisnummer_extensie == "a"


@pytest.mark.parametrize(
    ("sent", "errors"),
    [
        ({"products": "x"}, {"products": [NOT_A_LIST]}),
        ({"products": [{}] * (MAX_CART_LINES + 1)}, {"products": [too_many_items(MAX_CART_LINES)]}),
        ({"products": [{"hoeveelheid": "veel"}]}, {"products.0.hoeveelheid": ["Ongeldige waarde."]}),
        ({"straat": "a\nb", "opmerking": "a\nb"}, {"straat": [LINE_BREAK]}),
        ({"vaste_klant": None}, {"vaste_klant": ["Ongeldige waarde."]}),
    ],
)
def test_bad_bodies_are_dutch_field_errors(sent: dict[str, object], errors: dict[str, list[str]]) -> None:
    body = CustomerBody if "vaste_klant" in sent else StaffOrderBody
    with pytest.raises(ValidationFailed) as failed:
        structure(sent, body)
    assert failed.value.errors == errors
