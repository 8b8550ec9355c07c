"""One-line fields refuse line breaks on every route (issue 23, point 4): a name, subject, phone number, company,
address ... with a CR, LF or Unicode line separator is a Dutch 422 before anything else happens, decided in one place
(`adapters/serialization.structure`, from the commands' own declarations; multi-line fields say so)."""

from __future__ import annotations

import itertools
import json
from typing import Any

import attrs
import pytest

import adapters.serialization as serialization
from soepkern.domain.input_bounds import LINE_BREAK, is_multiline
from tests.api.test_bad_input import post_paths
from tests.api.test_hostile_input import Api, _staff_headers, many_visitors_api

__all__ = ["many_visitors_api"]


def one_line_fields(cls: type) -> list[str]:
    return [rule.name for rule in serialization._field_rules(cls) if rule.one_line]


async def test_every_route_refuses_line_breaks_in_its_one_line_fields(
    many_visitors_api: Api, monkeypatch: pytest.MonkeyPatch
) -> None:
    api = many_visitors_api
    headers = await _staff_headers(api)
    seen: list[type] = []
    original = serialization._shape_problems

    def recording(data: Any, cls: type, prefix: str, errors: dict[str, list[str]]) -> None:
        if not prefix:
            seen.append(cls)
        original(data, cls, prefix, errors)

    monkeypatch.setattr(serialization, "_shape_problems", recording)
    visitors = itertools.count(1)
    walked, failures = 0, []
    for path in post_paths(api):
        seen.clear()
        n = next(visitors)
        visitor = {"X-Forwarded-For": f"198.51.{n // 250 % 250}.{n % 250 + 1}"}
        await api.post(path, data="{}", headers={**headers, **visitor})
        fields = sorted({name for cls in seen for name in one_line_fields(cls)})
        if not fields:
            continue  # the route structures no command with text fields
        walked += 1
        for line_break in ("\r\n", "\n", "\r", "\u2028"):
            body = dict.fromkeys(fields, f"Piet{line_break}Bcc: iedereen@example.nl")
            visitor = {"X-Forwarded-For": f"198.52.{n // 250 % 250}.{n % 250 + 1}"}
            response = await api.post(path, data=json.dumps(body), headers={**headers, **visitor})
            errors = (await response.json()).get("errors", {}) if response.status == 422 else {}
            missing = [name for name in fields if errors.get(name) != [LINE_BREAK]]
            if response.status != 422 or missing:
                failures.append((path, repr(line_break), response.status, missing))
    assert walked >= 15  # the checkout, contact, donation, login, orders, customers, users, products, areas ...
    assert failures == []


def test_multi_line_fields_are_only_the_long_texts() -> None:
    from soepkern.domain.blacklist import BlacklistForm
    from soepkern.domain.checkout import CheckoutForm
    from soepkern.domain.contact import ContactForm
    from soepkern.domain.postal_ranges import PostalRangeForm
    from soepkern.domain.staff_orders import StaffOrderForm
    from soepkern.services.products_admin import ProductForm

    multi = {
        (cls.__name__, field.name)
        for cls in (CheckoutForm, ContactForm, StaffOrderForm, BlacklistForm, PostalRangeForm, ProductForm)
        for field in attrs.fields(cls)
        if is_multiline(field)
    }
    assert multi == {
        ("CheckoutForm", "opmerking"),
        ("StaffOrderForm", "opmerking"),
        ("ContactForm", "vraag"),
        ("BlacklistForm", "omschrijving"),
        ("PostalRangeForm", "omschrijving"),
        ("ProductForm", "omschrijving"),
    }
    assert "voornaam" in one_line_fields(CheckoutForm) and "naam" in one_line_fields(ContactForm)
