"""The blacklist, customer maxima and logins cannot be dodged by spelling an address differently (point 7)."""

from __future__ import annotations

from typing import Any

from aiohttp.test_utils import TestClient

from tests.api.shop_data import add_open_day, add_soup, checkout
from tests.api.staff import PASSWORD, add_user, login

Api = TestClient[Any, Any]

BLOCKED_MESSAGE = {"cart": ["Uw bestelling kan helaas niet online worden geplaatst. Neem contact met ons op."]}


async def test_a_blocked_address_cannot_order_under_another_spelling(api: Api) -> None:
    soup = await add_soup(api)
    row = (await add_open_day(api, {soup: 50}, maximum=50)).products[0].id
    await add_user(api, "baas@example.nl", rol="beheerder")
    headers = {"X-CSRF-Token": (await login(api, "baas@example.nl"))["token"]}
    created = await api.post(
        "/web/admin/create_blacklist", json={"email": " Overlast@Example.NL. ", "omschrijving": "x"}, headers=headers
    )
    assert created.status == 200, await created.text()
    for spelling in (
        "overlast@example.nl",
        "OVERLAST@example.nl",
        "overlast@example.nl.",
        "over\u200blast@example.nl",
        "\ufeffoverlast@exam\u00adple.nl",
        "overlast+soep@example.nl",
        "Overlast+@example.nl",
        "ｏｖｅｒｌａｓｔ@example.nl",
    ):
        response = await api.post("/web/bestellen", json=checkout({row: 1}, email=spelling, huisnummer="3"))
        assert response.status == 422, spelling
        assert (await response.json())["errors"] == BLOCKED_MESSAGE, spelling
    invalid = await api.post("/web/bestellen", json=checkout({row: 1}, email="overlast.@example.nl", huisnummer="3"))
    assert list((await invalid.json())["errors"]) == ["email"]
    other = await api.post("/web/bestellen", json=checkout({row: 1}, email="overlast2@example.nl", huisnummer="3"))
    assert other.status == 200, await other.text()


async def test_the_maximum_per_customer_counts_every_spelling_as_one_customer(api: Api) -> None:
    soup = await add_soup(api)
    row = (await add_open_day(api, {soup: 50}, maximum=2)).products[0].id
    first = await api.post("/web/bestellen", json=checkout({row: 2}, email="joke@example.nl"))
    assert first.status == 200, await first.text()
    for spelling in ("JOKE@example.nl", "jo\u200bke@example.nl", "joke@example.nl.", " joke@EXAMPLE.nl"):
        again = await api.post("/web/bestellen", json=checkout({row: 1}, email=spelling))
        assert again.status == 422, spelling
        assert "U heeft er al 2 besteld." in (await again.json())["errors"]["cart"][0], spelling


async def test_staff_log_in_under_any_spelling_of_their_address(api: Api) -> None:
    await add_user(api, "Baas@Example.nl", rol="beheerder")
    for spelling in ("baas@example.nl.", "BAAS@example.nl", "baas\u200b@example.nl"):
        response = await api.post("/web/login", json={"email": spelling, "password": PASSWORD})
        assert response.status == 200, spelling


async def test_a_household_cannot_double_its_maximum_with_a_tag_or_a_gmail_dot(api: Api) -> None:
    soup = await add_soup(api)
    row = (await add_open_day(api, {soup: 50}, maximum=2)).products[0].id
    first = await api.post("/web/bestellen", json=checkout({row: 2}, email="jokebakker@gmail.com"))
    assert first.status == 200, await first.text()
    for spelling in ("jokebakker+2@gmail.com", "joke.bakker@gmail.com", "j.o.k.e.bakker@googlemail.com"):
        again = await api.post("/web/bestellen", json=checkout({row: 1}, email=spelling))
        assert again.status == 422, spelling
        assert "U heeft er al 2 besteld." in (await again.json())["errors"]["cart"][0], spelling
    tagged = await api.post("/web/bestellen", json=checkout({row: 2}, email="piet+soep@example.nl"))
    assert tagged.status == 200
    plain = await api.post("/web/bestellen", json=checkout({row: 1}, email="piet@example.nl"))
    assert plain.status == 422
    other = await api.post("/web/bestellen", json=checkout({row: 2}, email="pietje@example.nl"))
    assert other.status == 200, await other.text()


async def test_a_blocked_gmail_address_is_blocked_with_dots_and_googlemail(api: Api) -> None:
    soup = await add_soup(api)
    row = (await add_open_day(api, {soup: 50}, maximum=50)).products[0].id
    await add_user(api, "baas@example.nl", rol="beheerder")
    headers = {"X-CSRF-Token": (await login(api, "baas@example.nl"))["token"]}
    created = await api.post(
        "/web/admin/create_blacklist", json={"email": "overlast@googlemail.com", "omschrijving": "x"}, headers=headers
    )
    assert created.status == 200, await created.text()
    for spelling in ("overlast@gmail.com", "over.last@gmail.com", "o.verlast+x@googlemail.com"):
        response = await api.post("/web/bestellen", json=checkout({row: 1}, email=spelling, huisnummer="3"))
        assert (await response.json())["errors"] == BLOCKED_MESSAGE, spelling
    other = await api.post("/web/bestellen", json=checkout({row: 1}, email="over.last@example.nl", huisnummer="3"))
    assert other.status == 200, await other.text()
