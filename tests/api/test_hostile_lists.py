"""No request can stall other visitors (issue 23, point 1): every list in every JSON body is bounded before it is
structured, a non-list is refused at once, and a 422 names a few errors, then sums up the rest. Walks every POST
route on both databases and counts the bytes of each answer (no timing in tests: bench/hostile_bodies.py times it)."""

from __future__ import annotations

import itertools
import json
from typing import Any

import pytest

from adapters.serialization import structure
from entrypoints.web.errors import MAX_ERROR_FIELDS, MAX_MESSAGES_PER_FIELD, capped_errors
from entrypoints.web.input_limits import MAX_ITEMS
from soepkern.domain.bulk_orders import MAX_BULK_CUSTOMERS
from soepkern.domain.checkout import MAX_CART_LINES, CheckoutForm
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.input_bounds import NOT_A_LIST
from soepkern.services.bulk_orders import BulkOrderCommand
from tests.api.test_bad_input import post_paths
from tests.api.test_hostile_input import Api, _staff_headers, many_visitors_api

__all__ = ["many_visitors_api"]

# Every list field a command declares (soepkern: attrs.field(metadata=at_most(...))), and the body-level ones.
LIST_FIELDS = ("products", "deleted_products", "adressen", "klanten", "selected")
TEXT_FIELDS = (
    "email", "voornaam", "achternaam", "naam", "name", "omschrijving", "postcode", "huisnummer", "password", "vraag",
    "telefoonnummer", "opmerking", "bedrijfsnaam", "straat", "plaats", "onderwerp", "bedrijf", "route_link", "status",
)  # fmt: skip
SMALL_ANSWER = 4096  # bytes: a few named errors and a summary
# The routes whose command has a list field, with the field: they must name it in their 422.
LIST_ROUTES = {
    "/web/bestellen": "products",
    "/web/admin/create_bestelling": "products",
    "/web/admin/edit_order/1": "products",
    "/web/admin/create_orderday": "products",
    "/web/admin/edit_orderday/1": "products",
    "/web/admin/create_deliverylist": "adressen",
    "/web/admin/edit_deliverylist/1": "adressen",
    "/web/admin/create_massa_bestelling": "klanten",
}


def hostile_list_bodies() -> dict[str, dict[str, Any]]:
    bad_line = {"id": "x", "gekozen_hoeveelheid": "y", "hoeveelheid": "z", "orderday_product": "w", "naam": 5}
    return {
        "string-instead-of-list": {name: "x" * 200_000 for name in LIST_FIELDS},  # 1 MB
        "object-instead-of-list": {name: {str(i): i for i in range(1000)} for name in LIST_FIELDS},
        "number-instead-of-list": dict.fromkeys(LIST_FIELDS, 7),
        "long-lists-of-bad-items": {name: ["x"] * 1900 for name in LIST_FIELDS} | {"products": [bad_line] * 1900},
        "more-items-than-a-body-may-hold": {"products": [0] * (MAX_ITEMS + 1)},
        "huge-texts": {name: "t" * 50_000 for name in TEXT_FIELDS},  # ~1 MB
    }


async def test_every_route_refuses_hostile_lists_with_a_small_answer(many_visitors_api: Api) -> None:
    api = many_visitors_api
    headers = await _staff_headers(api)
    visitors = itertools.count(1)
    failures = []
    paths = post_paths(api)
    assert set(LIST_ROUTES) <= set(paths)
    for path in paths:
        for label, body in hostile_list_bodies().items():
            n = next(visitors)
            visitor = {"X-Forwarded-For": f"198.51.{n // 250 % 250}.{n % 250 + 1}"}
            response = await api.post(path, data=json.dumps(body), headers={**headers, **visitor})
            answer = await response.read()
            if response.status >= 500 or len(answer) > SMALL_ANSWER:
                failures.append((path, label, response.status, len(answer)))
            elif path in LIST_ROUTES and label != "huge-texts":
                errors = json.loads(answer).get("errors", {})
                if response.status != 422 or not any(key.split(".")[0] in LIST_FIELDS for key in errors):
                    failures.append((path, label, response.status, errors))
    assert failures == []


@pytest.mark.parametrize("value", ["x" * 100_000, {"a": 1}, 5, True])
async def test_the_checkout_refuses_a_non_list_at_once(api: Api, value: Any) -> None:
    response = await api.post("/web/bestellen", json={"products": value})
    assert response.status == 422
    assert (await response.json())["errors"]["products"] == [NOT_A_LIST]


async def test_the_checkout_refuses_more_lines_than_the_domain_allows(api: Api) -> None:
    lines = [{"id": 1, "gekozen_hoeveelheid": 1}] * (MAX_CART_LINES + 1)
    response = await api.post("/web/bestellen", json={"products": lines})
    assert response.status == 422
    assert (await response.json())["errors"]["products"] == [f"Te veel regels: maximaal {MAX_CART_LINES}."]


def test_declared_maxima_are_checked_before_any_item() -> None:
    items = ["geen getal"] * (MAX_BULK_CUSTOMERS + 1)
    with pytest.raises(ValidationFailed) as refused:
        structure({"product": 1, "klanten": items}, BulkOrderCommand)
    assert refused.value.errors == {"klanten": [f"Te veel regels: maximaal {MAX_BULK_CUSTOMERS}."]}
    with pytest.raises(ValidationFailed) as nested:  # a list inside a list's items is bounded too
        structure({"products": [{"id": list(range(5))}]}, CheckoutForm)
    assert "products.0.id" in nested.value.errors


def test_a_422_names_a_few_errors_then_sums_up() -> None:
    errors = {f"klanten.{i}": ["Ongeldige waarde."] * 10 for i in range(500)}
    capped = capped_errors(errors)
    assert len(capped) == MAX_ERROR_FIELDS + 1
    assert capped["klanten.0"][-1] == f"En nog {10 - MAX_MESSAGES_PER_FIELD} meldingen over dit veld."
    assert len(capped["klanten.0"]) == MAX_MESSAGES_PER_FIELD + 1
    assert capped["body"] == [f"En nog {500 - MAX_ERROR_FIELDS} velden met een fout."]
    assert capped_errors({"a": ["één"]}) == {"a": ["één"]}
