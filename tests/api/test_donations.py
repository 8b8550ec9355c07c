"""Donations: the form's rules, the payment at Mollie (a loopback server speaking Payments API v2) and with the
built-in payment page, the webhook (idempotent, out of order, unknown ids) and the thank-you mails."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from aiohttp.test_utils import TestClient, TestServer

from entrypoints.settings import Settings
from entrypoints.web.app import create_app, wait_until_ready
from soepkern.domain.donations import Donor
from tests.api.staff import add_user, container, login, queued_mails
from tests.integration.test_mollie_payments import FakeMollie, mollie  # noqa: F401 (the loopback Mollie fixture)

Api = TestClient[Any, Any]

DONOR = {
    "bedrag": 1000,
    "anoniem": False,
    "zakelijk": False,
    "bedrijfsnaam": "",
    "voornaam": "Joke",
    "achternaam": "Bakker",
    "postcode": "3511 ab",
    "huisnummer": "12",
    "straat": "Kerkstraat",
    "plaats": "Utrecht",
    "email": "Joke@Example.nl",
}


@pytest.fixture
async def mollie_api(
    aiohttp_client: Callable[..., Any],
    make_settings: Callable[..., Settings],
    mollie: tuple[FakeMollie, TestServer],  # noqa: F811
) -> AsyncIterator[tuple[Api, FakeMollie]]:
    fake, server = mollie
    settings = make_settings(
        SOEP_MOLLIE_API_KEY="test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM",
        SOEP_MOLLIE_API_URL=str(server.make_url("/v2")),
        SOEP_PUBLIC_URL="https://soep.example",
    )
    app = create_app(settings, send_mail=False)
    client = await aiohttp_client(app)
    await wait_until_ready(app)
    yield client, fake


async def donations(api: Api) -> list[Any]:
    c = container(api)
    async with c.uow_factory() as uow:
        everything = []
        for n in range(1, 50):
            found = await uow.donations.get(n)
            if found is not None:
                everything.append(found)
    return everything


async def webhook(api: Api, payment_id: str) -> int:
    response = await api.post("/web/mollie-webhook", data={"id": payment_id})
    return response.status


async def test_donating_creates_a_mollie_payment_and_answers_its_checkout_url(
    mollie_api: tuple[Api, FakeMollie],
) -> None:
    api, fake = mollie_api
    response = await api.post("/web/donate", json=DONOR)

    assert response.status == 200, await response.text()
    assert await response.json() == "https://www.mollie.com/payscreen/select-method/7UhSN1zuXS"
    [request] = fake.requests
    [donation] = await donations(api)
    assert request.body["amount"] == {"currency": "EUR", "value": "10.00"}
    assert request.body["method"] == "ideal"
    assert request.body["webhookUrl"] == "https://soep.example/web/mollie-webhook"
    assert request.body["redirectUrl"] == (
        f"https://soep.example/meedoen/donaties/bedankt-voor-uw-donatie?donatie={donation.uuid}"
    )
    assert request.body["metadata"] == {"donation": donation.uuid}
    assert request.headers["Idempotency-Key"] == donation.uuid
    assert (donation.payment_id, donation.status.value, donation.donor.email) == (
        "tr_7UhSN1zuXS",
        "open",
        "joke@example.nl",
    )
    assert donation.donor.postcode == "3511AB"


async def test_paid_webhook_sends_one_confirmation_even_when_repeated_or_late(
    mollie_api: tuple[Api, FakeMollie],
) -> None:
    api, fake = mollie_api
    await api.post("/web/donate", json=DONOR)
    fake.payment["status"] = "paid"

    assert [await webhook(api, "tr_7UhSN1zuXS") for _ in range(3)] == [200, 200, 200]
    fake.payment["status"] = "pending"  # a late, out-of-order answer
    assert await webhook(api, "tr_7UhSN1zuXS") == 200

    [donation] = await donations(api)
    assert donation.status.value == "betaald"
    [mail] = [m for m in await queued_mails(api) if m.to == "joke@example.nl"]
    assert "€ 10,00" in mail.subject and "€ 10,00" in mail.text and mail.html is not None
    assert "Joke Bakker" in mail.text


async def test_a_business_donation_gets_the_business_mail(mollie_api: tuple[Api, FakeMollie]) -> None:
    api, fake = mollie_api
    business = {**DONOR, "zakelijk": True, "bedrijfsnaam": "Bakkerij Bakker"}
    assert (await api.post("/web/donate", json=business)).status == 200
    fake.payment["status"] = "paid"
    assert await webhook(api, "tr_7UhSN1zuXS") == 200
    [mail] = await queued_mails(api)
    assert "Bakkerij Bakker" in mail.subject and "€ 10,00" in mail.text


@pytest.mark.parametrize(
    ("status", "stored"), [("failed", "mislukt"), ("canceled", "geannuleerd"), ("expired", "verlopen")]
)
async def test_a_payment_that_did_not_go_through_is_recorded_and_stays(
    mollie_api: tuple[Api, FakeMollie], status: str, stored: str
) -> None:
    api, fake = mollie_api
    await api.post("/web/donate", json=DONOR)
    fake.payment["status"] = status
    assert await webhook(api, "tr_7UhSN1zuXS") == 200
    fake.payment["status"] = "paid"
    assert await webhook(api, "tr_7UhSN1zuXS") == 200
    [donation] = await donations(api)
    assert donation.status.value == stored
    assert await queued_mails(api) == []


async def test_unknown_or_malformed_webhook_ids_answer_200_and_change_nothing(
    mollie_api: tuple[Api, FakeMollie],
) -> None:
    api, fake = mollie_api
    await api.post("/web/donate", json=DONOR)
    fake.payment["status"] = "paid"
    assert await webhook(api, "tr_unknown") == 200
    assert await webhook(api, "../../etc") == 200
    assert (await api.post("/web/mollie-webhook", data={})).status == 200
    [donation] = await donations(api)
    assert donation.status.value == "open"
    assert len(fake.requests) == 1  # only the create: unknown ids never reach Mollie


async def test_mollie_down_answers_502_in_dutch_and_marks_the_donation_failed(
    mollie_api: tuple[Api, FakeMollie],
) -> None:
    api, fake = mollie_api
    fake.status = 503
    response = await api.post("/web/donate", json=DONOR)
    assert response.status == 502
    assert (await response.json())[
        "message"
    ] == "Betalen met iDEAL is op dit moment niet mogelijk. Probeer het later opnieuw."
    [donation] = await donations(api)
    assert donation.status.value == "mislukt"


async def test_a_webhook_while_mollie_is_down_asks_for_a_retry(mollie_api: tuple[Api, FakeMollie]) -> None:
    api, fake = mollie_api
    await api.post("/web/donate", json=DONOR)
    fake.status = 500
    assert await webhook(api, "tr_7UhSN1zuXS") == 502
    fake.status = None
    fake.payment["status"] = "paid"
    assert await webhook(api, "tr_7UhSN1zuXS") == 200
    assert len(await queued_mails(api)) == 1


async def test_an_anonymous_donation_keeps_no_personal_data_and_sends_no_mail(
    mollie_api: tuple[Api, FakeMollie],
) -> None:
    api, fake = mollie_api
    anonymous = {**DONOR, "anoniem": True, "zakelijk": True, "bedrijfsnaam": "Geheim B.V."}
    assert (await api.post("/web/donate", json=anonymous)).status == 200
    fake.payment["status"] = "paid"
    assert await webhook(api, "tr_7UhSN1zuXS") == 200
    [donation] = await donations(api)
    assert donation.anoniem and donation.status.value == "betaald"
    assert donation.donor == Donor()  # not a field kept, not even `zakelijk`
    assert await queued_mails(api) == []


async def test_field_rules_answer_422_in_dutch(api: Api) -> None:
    cases = [
        ({"bedrag": 0}, "bedrag", "Kies of vul een bedrag in."),
        ({"bedrag": 99}, "bedrag", "Het bedrag moet minimaal € 1,00 zijn."),
        ({"bedrag": 1_000_001}, "bedrag", "Het bedrag mag maximaal € 10.000,00 zijn."),
        ({"bedrag": "veel"}, "bedrag", "Ongeldige waarde."),
        ({"zakelijk": True, "bedrijfsnaam": ""}, "bedrijfsnaam", "Vul de naam van uw bedrijf in."),
        ({"voornaam": ""}, "voornaam", "Dit veld is verplicht."),
        ({"achternaam": ""}, "achternaam", "Dit veld is verplicht."),
        ({"email": ""}, "email", "Dit veld is verplicht."),
        ({"email": "joke@"}, "email", "Vul een geldig e-mailadres in."),
        ({"postcode": "0123 AB"}, "postcode", "Vul een geldige postcode in, bijvoorbeeld 1234 AB."),
        ({"huisnummer": "twaalf"}, "huisnummer", "Vul een geldig huisnummer in."),
    ]
    for change, field, message in cases:
        response = await api.post("/web/donate", json={**DONOR, **change})
        assert response.status == 422, (change, await response.text())
        assert (await response.json())["errors"][field] == [message], change
    for ok in ({"bedrag": 100}, {"bedrag": 1_000_000}, {"postcode": "", "huisnummer": "", "straat": "", "plaats": ""}):
        assert (await api.post("/web/donate", json={**DONOR, **ok})).status == 200, ok
    anonymous = await api.post("/web/donate", json={"bedrag": 500, "anoniem": True, "email": "nonsense"})
    assert anonymous.status == 200


async def test_the_builtin_payment_page_settles_the_donation_like_mollie(api: Api) -> None:
    response = await api.post("/web/donate", json=DONOR)
    checkout = await response.json()
    assert checkout.startswith("/web/test-betaling/test_")
    page = await api.get(checkout)
    assert page.status == 200 and "€ 10,00" in await page.text() and 'value="paid"' in await page.text()

    chosen = await api.post(checkout, data={"status": "paid"}, allow_redirects=False)
    assert chosen.status == 303
    target = urlsplit(chosen.headers["Location"])
    assert (target.scheme, target.netloc, target.path) == ("", "", "/meedoen/donaties/bedankt-voor-uw-donatie")
    donation_uuid = parse_qs(target.query)["donatie"][0]
    status = await (await api.get(f"/web/donation-status/{donation_uuid}")).json()
    assert status == {"uuid": donation_uuid, "bedrag": 1000, "status": "betaald"}
    assert [m.to for m in await queued_mails(api)] == ["joke@example.nl"]
    again = await api.post(checkout, data={"status": "failed"}, allow_redirects=False)
    assert again.status == 303
    assert (await (await api.get(f"/web/donation-status/{donation_uuid}")).json())["status"] == "betaald"
    assert len(await queued_mails(api)) == 1
    assert (await api.get("/web/test-betaling/test_unknown")).status == 404
    assert (await api.get("/web/donation-status/not-a-uuid")).status == 404


async def test_the_builtin_payment_page_does_not_exist_with_mollie(mollie_api: tuple[Api, FakeMollie]) -> None:
    api, _ = mollie_api
    assert (await api.get("/web/test-betaling/test_abc")).status == 404


async def test_donating_is_rate_limited_per_address(api: Api) -> None:
    statuses = [(await api.post("/web/donate", json={**DONOR, "bedrag": 0})).status for _ in range(21)]
    assert statuses[:20] == [422] * 20 and statuses[20] == 429


async def test_example_donation_mails_render_with_sample_data(api: Api) -> None:
    await add_user(api, "beheerder@example.nl")
    await login(api, "beheerder@example.nl")
    for name, expected in (("donationConfirmed", "€ 25,00"), ("donationConfirmedBusiness", "Bakkerij Bakker B.V.")):
        response = await api.get(f"/web/admin/show-user-email-example/{name}")
        assert response.status == 200, name
        assert expected in await response.text()


async def test_donations_of_a_customer_are_found_by_email(mollie_api: tuple[Api, FakeMollie]) -> None:
    from soepkern.services.donations import donations_for

    api, _ = mollie_api
    await api.post("/web/donate", json=DONOR)
    await api.post("/web/donate", json={**DONOR, "anoniem": True})
    await api.post("/web/donate", json={**DONOR, "email": "ander@example.nl"})
    found = await donations_for(container(api).uow_factory, " JOKE@example.nl")
    assert [(d.donor.email, d.bedrag) for d in found] == [("joke@example.nl", 1000)]


async def test_redirect_after_donation_must_stay_on_this_site(api: Api) -> None:
    await add_user(api, "beheerder@example.nl")
    token = (await login(api, "beheerder@example.nl"))["token"]
    headers = {"X-CSRF-Token": token}
    for bad in ("https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)"):
        body = {"category": "donaties", "redirect_after_donation": bad}
        response = await api.post("/web/admin/save_variables", json=body, headers=headers)
        assert response.status == 422, bad
        assert "redirect_after_donation" in (await response.json())["errors"]
    body = {"category": "donaties", "redirect_after_donation": "/meedoen"}
    assert (await api.post("/web/admin/save_variables", json=body, headers=headers)).status == 200


async def test_simultaneous_webhooks_queue_one_mail(mollie_api: tuple[Api, FakeMollie]) -> None:
    api, fake = mollie_api
    await api.post("/web/donate", json=DONOR)
    fake.payment["status"] = "paid"

    statuses = await asyncio.gather(*(webhook(api, "tr_7UhSN1zuXS") for _ in range(6)))

    assert list(statuses) == [200] * 6
    [donation] = await donations(api)
    assert donation.status.value == "betaald"
    assert len(await queued_mails(api)) == 1


async def test_paid_totals_count_only_paid_donations_in_the_range(mollie_api: tuple[Api, FakeMollie]) -> None:
    from datetime import date

    from soepkern.domain.business_time import business_date
    from soepkern.services.donations import donation_totals

    api, fake = mollie_api
    await api.post("/web/donate", json=DONOR)
    fake.payment["status"] = "paid"
    await webhook(api, "tr_7UhSN1zuXS")
    fake.payment["id"] = "tr_second"
    await api.post("/web/donate", json={**DONOR, "bedrag": 2500})  # stays open
    c = container(api)
    today = business_date(c.clock.now())
    assert await donation_totals(c.uow_factory) == {"donations": 1, "donations_bedrag": 1000}
    assert await donation_totals(c.uow_factory, today, today) == {"donations": 1, "donations_bedrag": 1000}
    past = date(2000, 1, 1)
    assert await donation_totals(c.uow_factory, past, past) == {"donations": 0, "donations_bedrag": 0}


async def test_a_malformed_form_body_is_a_dutch_422_not_a_500(api: Api) -> None:
    """Found by schemathesis: multipart without a boundary made `request.post()` raise (a 500)."""
    payment_page = await (await api.post("/web/donate", json=DONOR)).json()
    for path in ("/web/mollie-webhook", payment_page):
        response = await api.post(path, data=b"id=", headers={"Content-Type": "multipart/form-data"})
        assert response.status == 422, (path, await response.text())
        assert (await response.json())["errors"]["body"] == ["Het verzoek kon niet worden gelezen."]


async def test_a_large_form_body_is_refused_while_reading(api: Api) -> None:
    """The webhook is anonymous and not rate limited: it reads at most 16 kB, also from a body without a length."""
    big = b"id=tr_x&opvulling=" + b"x" * (100 * 1024)

    async def in_chunks() -> AsyncIterator[bytes]:
        for start in range(0, len(big), 8192):
            yield big[start : start + 8192]

    form = {"Content-Type": "application/x-www-form-urlencoded"}
    payment_page = await (await api.post("/web/donate", json=DONOR)).json()
    for path in ("/web/mollie-webhook", payment_page):
        for body in (big, in_chunks()):
            response = await api.post(path, data=body, headers=form)
            assert response.status == 422, (path, await response.text())
            assert (await response.json())["errors"]["body"] == ["Het verzoek is te groot."]
