"""The form rules of the postal-code, blacklist and delivery-list screens live in the domain (issue 29): whatever is
typed, a form either becomes a valid entity or fails with the errors map, never with another exception."""

from __future__ import annotations

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from soepkern.domain.blacklist import BlacklistForm, build_item
from soepkern.domain.delivery_lists import STATUS_INVALID, DeliveryListForm, DeliveryStatus, check_form, parse_status
from soepkern.domain.errors import ValidationErrors, ValidationFailed
from soepkern.domain.postal_ranges import PostalRangeForm, build_range

postcodes = st.one_of(st.from_regex(r"[1-9][0-9]{3} ?[A-Za-z]{2}", fullmatch=True), st.text(max_size=8))
numbers = st.one_of(st.none(), st.integers(min_value=-5, max_value=100_005))


@given(postcodes, postcodes, numbers, numbers, st.booleans())
def test_a_postal_range_form_is_a_valid_range_or_the_errors_map(
    begin: str, end: str, low: int | None, high: int | None, all_numbers: bool
) -> None:
    form = PostalRangeForm(begin, end, low, high, all_numbers)
    try:
        made = build_range(form)
    except ValidationFailed as failed:
        assert failed.errors and set(failed.errors) <= {
            "postcode_begin",
            "postcode_eind",
            "huisnummer_begin",
            "huisnummer_eind",
        }
        return
    assert made.postcode_begin <= made.postcode_eind
    assert made.all_house_numbers or 1 <= (made.huisnummer_begin or 0) <= (made.huisnummer_eind or 0) <= 99_999


@given(
    st.one_of(st.none(), postcodes),
    st.one_of(st.none(), st.text(max_size=6)),
    st.one_of(st.none(), st.emails(), st.text(max_size=10)),
)
@example(postcode="", huisnummer="", email=" ")  # found by Hypothesis: spaces only gave a ValueError (a 500)
def test_a_blacklist_form_is_a_valid_item_or_the_errors_map(
    postcode: str | None, huisnummer: str | None, email: str | None
) -> None:
    try:
        item = build_item(BlacklistForm(postcode=postcode, huisnummer=huisnummer, email=email), created_by=1)
    except ValidationFailed as failed:
        assert failed.errors and set(failed.errors) <= {"postcode", "huisnummer", "email"}
        return
    assert item.postcode is not None or item.email is not None


@given(st.text(max_size=300), st.text(max_size=30), st.text(max_size=12))
def test_a_delivery_list_form_checks_its_own_fields(naam: str, link: str, status: str) -> None:
    errors = ValidationErrors()
    check_form(errors, DeliveryListForm(naam=naam, route_link=link))
    assert ("naam" in errors) == (not naam.strip() or len(naam.strip()) > 255)
    assert ("route_link" in errors) == bool(
        link.strip() and not link.strip().lower().startswith(("https://", "http://"))
    )
    parsed = parse_status(errors, status)
    if status in {s.value for s in DeliveryStatus}:
        assert parsed.value == status and "status" not in errors
    else:
        assert "status" in errors


def test_an_unknown_status_names_the_choices() -> None:
    errors = ValidationErrors()
    parse_status(errors, "kwijt")
    with pytest.raises(ValidationFailed) as failed:
        errors.raise_if_any()
    assert failed.value.errors == {"status": [STATUS_INVALID]}
