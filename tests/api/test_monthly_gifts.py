"""Monthly gifts end to end against a loopback Mollie (customers, first payment, mandate, subscription, recurring
payments by webhook), on SQLite and PostgreSQL."""

from __future__ import annotations

import asyncio
import hashlib
import re
from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime
from typing import Any

import pytest
from aiohttp.test_utils import TestClient, TestServer

from entrypoints.settings import Settings
from entrypoints.web.app import create_app, wait_until_ready
from soepkern.domain.contact_details import ContactDetails
from soepkern.domain.customers import Customer
from soepkern.domain.donations import Donation, Donor
from soepkern.domain.mail import MailMessage
from soepkern.domain.monthly_gifts import GiftStatus, MonthlyGift
from soepkern.services import gift_statements
from tests.api.staff import add_user, container, login, queued_mails, use_fake_clock
from tests.api.test_gift_statements_admin import save_rsin
from tests.integration.test_gift_statement_pdf import text_of
from tests.mollie_fake import API_KEY, MollieFake, mollie_fake  # noqa: F401 (the loopback Mollie fixture)

Api = TestClient[Any, Any]

DONOR = {
    "bedrag": 1500,
    "anoniem": False,
    "zakelijk": False,
    "voornaam": "Gijs",
    "achternaam": "Gulle",
    "email": "Gijs@Example.org",
    "postcode": "3511AB",
    "huisnummer": "7",
    "straat": "Oudegracht",
    "plaats": "Utrecht",
    "periodiek": "maandelijks",
}


@pytest.fixture
async def api(
    aiohttp_client: Callable[..., Any],
    make_settings: Callable[..., Settings],
    mollie_fake: tuple[MollieFake, TestServer],  # noqa: F811
) -> AsyncIterator[tuple[Api, MollieFake]]:
    fake, server = mollie_fake
    settings = make_settings(
        SOEP_MOLLIE_API_KEY=API_KEY,
        SOEP_MOLLIE_API_URL=str(server.make_url("/v2")),
        SOEP_PUBLIC_URL="https://soep.example",
    )
    app = create_app(settings, send_mail=False)
    client = await aiohttp_client(app)
    await wait_until_ready(app)
    use_fake_clock(client).current = datetime(2026, 11, 30, 23, 30, tzinfo=UTC)  # 1 December in Amsterdam
    yield client, fake


async def webhook(api: Api, payment_id: str) -> int:
    return (await api.post("/web/mollie-webhook", data={"id": payment_id})).status


async def all_donations(api: Api) -> list[Donation]:
    async with container(api).uow_factory() as uow:
        found = [await uow.donations.get(n) for n in range(1, 20)]
    return [d for d in found if d is not None]


async def the_gift(api: Api) -> MonthlyGift:
    async with container(api).uow_factory() as uow:
        gift = await uow.monthly_gifts.get(1)
    assert gift is not None
    return gift


async def start_gift(api: Api, fake: MollieFake, body: dict[str, Any] | None = None) -> str:
    """Gives monthly, pays the first payment and lets Mollie call the webhook; returns the first payment's id."""
    response = await api.post("/web/donate", json=body or DONOR)
    assert response.status == 200, await response.text()
    [first] = fake.payments
    fake.pay(first)
    assert await webhook(api, first) == 200
    return first


async def test_giving_monthly_creates_a_customer_and_a_first_payment(api: tuple[Api, MollieFake]) -> None:
    client, fake = api
    response = await client.post("/web/donate", json=DONOR)

    assert response.status == 200, await response.text()
    [customer] = fake.customers.values()
    [payment] = fake.payments.values()
    assert await response.json() == payment["_links"]["checkout"]["href"]
    assert (customer["name"], customer["email"], customer["locale"]) == ("Gijs Gulle", "gijs@example.org", "nl_NL")
    [create] = fake.calls_to("POST", "/payments")
    assert create.body["sequenceType"] == "first"
    assert create.body["customerId"] == customer["id"]
    assert create.body["amount"] == {"currency": "EUR", "value": "15.00"}
    assert create.body["webhookUrl"] == "https://soep.example/web/mollie-webhook"
    gift = await the_gift(client)
    assert (gift.status, gift.mollie_customer_id, gift.bedrag, gift.donor.email) == (
        GiftStatus.NIEUW,
        customer["id"],
        1500,
        "gijs@example.org",
    )
    [donation] = await all_donations(client)
    assert (donation.gift_id, donation.recurring, donation.payment_id) == (gift.id, False, payment["id"])
    assert fake.subscriptions == {}  # only once the first payment is paid


async def test_the_full_flow_first_payment_mandate_subscription_and_two_recurring_payments(
    api: tuple[Api, MollieFake],
) -> None:
    client, fake = api
    await start_gift(client, fake)

    subscription = fake.only_subscription()
    assert subscription["interval"] == "1 month"
    assert subscription["amount"] == {"currency": "EUR", "value": "15.00"}
    assert subscription["startDate"] == "2027-01-01"  # paid on 1 December (Amsterdam): from 1 January
    assert subscription["webhookUrl"] == "https://soep.example/web/mollie-webhook"
    gift = await the_gift(client)
    assert (gift.status, gift.subscription_id) == (GiftStatus.ACTIEF, subscription["id"])
    assert subscription["metadata"] == {"gift": gift.uuid}

    clock = use_fake_clock(client)
    for moment in (datetime(2026, 12, 31, 23, 30, tzinfo=UTC), datetime(2027, 1, 31, 23, 30, tzinfo=UTC)):
        clock.current = moment  # 1 January and 1 February in Amsterdam
        recurring = fake.charge(subscription["id"])
        assert await webhook(client, recurring) == 200
        assert await webhook(client, recurring) == 200  # Mollie may call twice: still one donation

    first, *later = sorted(await all_donations(client), key=lambda d: d.id or 0)
    assert len(later) == 2
    assert first.status.value == "betaald" and not first.recurring
    for donation in later:
        assert (donation.status.value, donation.recurring, donation.gift_id) == ("betaald", True, gift.id)
        assert (donation.donor.naam, donation.donor.email, donation.bedrag) == ("Gijs Gulle", "gijs@example.org", 1500)
        assert donation.betaal_methode == "directdebit"
    mails = [m for m in await queued_mails(client) if m.to == "gijs@example.org"]
    assert len(mails) == 1  # the thank-you mail of the first payment; the monthly payments send none

    # The statements: the first payment is on 2026's, the two monthly ones on 2027's (the Amsterdam year).
    uow_factory = container(client).uow_factory
    [of_2026] = (await gift_statements.year_of_gifts(uow_factory, 2026)).statements
    [of_2027] = (await gift_statements.year_of_gifts(uow_factory, 2027)).statements
    assert (of_2026.naam, of_2026.total, len(of_2026.gifts)) == ("Gijs Gulle", 1500, 1)
    assert (of_2027.naam, of_2027.total, len(of_2027.gifts)) == ("Gijs Gulle", 3000, 2)
    assert {gift.soort_label for gift in (*of_2026.gifts, *of_2027.gifts)} == {"maandelijks"}
    assert [gift.datum.isoformat() for gift in of_2027.gifts] == ["2027-01-01", "2027-02-01"]


async def test_a_recurring_payment_that_is_pending_first_is_paid_later(api: tuple[Api, MollieFake]) -> None:
    client, fake = api
    await start_gift(client, fake)
    recurring = fake.charge(fake.only_subscription()["id"], status="pending")
    assert await webhook(client, recurring) == 200
    fake.pay(recurring)
    assert await webhook(client, recurring) == 200

    later = [d for d in await all_donations(client) if d.recurring]
    assert [d.status.value for d in later] == ["betaald"]


async def test_a_business_donor_can_give_monthly(api: tuple[Api, MollieFake]) -> None:
    client, fake = api
    await start_gift(client, fake, {**DONOR, "zakelijk": True, "bedrijfsnaam": "Bakkerij Gulle"})
    gift = await the_gift(client)
    assert (gift.donor.zakelijk, gift.donor.bedrijfsnaam, gift.status) == (True, "Bakkerij Gulle", GiftStatus.ACTIEF)


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"anoniem": True}, "Maandelijks geven kan niet anoniem. Kies eenmalig of vul uw gegevens in."),
        ({"periodiek": "wekelijks"}, "Kies eenmalig of maandelijks."),
    ],
)
async def test_anonymous_or_unknown_periods_are_refused(
    api: tuple[Api, MollieFake], changes: dict[str, Any], message: str
) -> None:
    client, fake = api
    response = await client.post("/web/donate", json={**DONOR, **changes})

    assert response.status == 422
    assert (await response.json())["errors"]["periodiek"] == [message]
    assert fake.calls == []


async def test_one_off_stays_as_it_was(api: tuple[Api, MollieFake]) -> None:
    client, fake = api
    response = await client.post("/web/donate", json={**DONOR, "periodiek": "eenmalig"})

    assert response.status == 200
    assert fake.customers == {}
    [create] = fake.calls_to("POST", "/payments")
    assert "sequenceType" not in create.body and "customerId" not in create.body
    [donation] = await all_donations(client)
    assert donation.gift_id is None


async def test_a_first_payment_that_fails_never_starts_the_gift(api: tuple[Api, MollieFake]) -> None:
    client, fake = api
    await client.post("/web/donate", json=DONOR)
    [first] = fake.payments
    fake.pay(first, "failed")
    assert await webhook(client, first) == 200

    assert (await the_gift(client)).status is GiftStatus.GESTOPT
    assert fake.subscriptions == {}


async def test_when_the_subscription_cannot_be_made_mollie_retries_the_webhook(api: tuple[Api, MollieFake]) -> None:
    client, fake = api
    await client.post("/web/donate", json=DONOR)
    [first] = fake.payments
    fake.pay(first)
    fake.refuse = "/subscriptions"

    assert await webhook(client, first) == 502
    assert (await the_gift(client)).status is GiftStatus.NIEUW
    fake.refuse = ""
    assert await webhook(client, first) == 200
    assert await webhook(client, first) == 200

    assert len(fake.subscriptions) == 1
    assert (await the_gift(client)).status is GiftStatus.ACTIEF


async def test_mollie_down_when_giving_monthly_answers_502_and_the_gift_never_starts(
    api: tuple[Api, MollieFake],
) -> None:
    client, fake = api
    fake.down = True
    response = await client.post("/web/donate", json=DONOR)

    assert response.status == 502
    assert (await the_gift(client)).status is GiftStatus.GESTOPT
    [donation] = await all_donations(client)
    assert donation.status.value == "mislukt"


async def test_a_payment_of_an_unknown_subscription_changes_nothing(api: tuple[Api, MollieFake]) -> None:
    client, fake = api
    await start_gift(client, fake)
    stranger = fake.charge(fake.only_subscription()["id"])
    fake.payments[stranger]["subscriptionId"] = "sub_someone_else"

    assert await webhook(client, stranger) == 200
    assert not [d for d in await all_donations(client) if d.recurring]


async def test_two_webhooks_at_the_same_moment_record_a_new_recurring_payment_once(
    api: tuple[Api, MollieFake],
) -> None:
    client, fake = api
    await start_gift(client, fake)
    recurring = fake.charge(fake.only_subscription()["id"])
    fake.together = asyncio.Barrier(2)  # both webhooks have read the payment before either stores it

    statuses = await asyncio.gather(webhook(client, recurring), webhook(client, recurring))

    assert statuses == [200, 200]
    assert [d.payment_id for d in await all_donations(client) if d.recurring] == [recurring]


async def test_unknown_payments_reach_mollie_only_while_a_gift_runs(api: tuple[Api, MollieFake]) -> None:
    client, fake = api
    assert await webhook(client, "tr_unknown") == 200
    assert fake.calls == []
    await start_gift(client, fake)
    assert await webhook(client, "tr_unknown") == 200
    assert fake.calls_to("GET", "/payments/tr_unknown")
    assert len(await all_donations(client)) == 1


# The donor's own link (decision 0081)

LINK = re.compile(r"/meedoen/donaties/mijn-maandelijkse-gift\?token=([A-Za-z0-9_\-]+)")


async def mails_to_donor(api: Api) -> list[MailMessage]:
    return [m for m in await queued_mails(api) if m.to == "gijs@example.org"]


def token_in(mail: MailMessage) -> str:
    match = LINK.search(mail.text)
    assert match, mail.text
    assert mail.html is not None and match.group(0) in mail.html
    return match.group(1)


async def running_gift(api: Api, fake: MollieFake) -> str:
    await start_gift(api, fake)
    [mail] = await mails_to_donor(api)
    return token_in(mail)


async def test_the_thank_you_mail_carries_the_private_link_which_is_stored_hashed(
    api: tuple[Api, MollieFake],
) -> None:
    client, fake = api
    token = await running_gift(client, fake)

    [mail] = await mails_to_donor(client)
    assert "U geeft voortaan elke maand € 15,00" in mail.text and "Vanaf 01-01-2027" in mail.text
    gift = await the_gift(client)
    assert gift.token_hash == hashlib.sha256(token.encode()).hexdigest()
    assert len(token) >= 40

    response = await client.post("/web/monthly-gift", json={"token": token})
    assert response.status == 200, await response.text()
    page = await response.json()
    assert (page["naam"], page["bedrag"], page["status"]) == ("Gijs Gulle", 1500, "actief")
    assert (page["start_date"], page["next_date"]) == ("2027-01-01", "2027-01-01")
    assert [(p["bedrag"], p["status"], p["maandelijks"]) for p in page["payments"]] == [(1500, "betaald", False)]


@pytest.mark.parametrize("token", ["", "wrong", "x" * 43])
async def test_a_wrong_link_shows_nothing(api: tuple[Api, MollieFake], token: str) -> None:
    client, fake = api
    await running_gift(client, fake)
    response = await client.post("/web/monthly-gift", json={"token": token})
    assert response.status == 404
    assert (await response.json())["message"] == "Deze link is niet (meer) geldig. Vraag hieronder een nieuwe link aan."


async def test_the_donor_lowers_the_amount_and_mollie_charges_the_new_amount(api: tuple[Api, MollieFake]) -> None:
    client, fake = api
    token = await running_gift(client, fake)

    response = await client.post("/web/monthly-gift/amount", json={"token": token, "bedrag": 1000})

    assert response.status == 200, await response.text()
    assert (await response.json())["bedrag"] == 1000
    assert fake.only_subscription()["amount"] == {"currency": "EUR", "value": "10.00"}
    changed = (await mails_to_donor(client))[-1]
    assert changed.subject == "Uw maandelijkse gift is gewijzigd" and "€ 10,00" in changed.text
    recurring = fake.charge(fake.only_subscription()["id"])
    assert await webhook(client, recurring) == 200
    assert [d.bedrag for d in await all_donations(client) if d.recurring] == [1000]


@pytest.mark.parametrize(
    ("bedrag", "message"),
    [(50, "Het bedrag moet minimaal € 1,00 zijn."), (1500, "Dit is al het bedrag van uw maandelijkse gift.")],
)
async def test_a_wrong_amount_is_refused(api: tuple[Api, MollieFake], bedrag: int, message: str) -> None:
    client, fake = api
    token = await running_gift(client, fake)
    response = await client.post("/web/monthly-gift/amount", json={"token": token, "bedrag": bedrag})
    assert response.status == 422
    assert (await response.json())["errors"]["bedrag"] == [message]
    assert not fake.calls_to("PATCH", "/subscriptions/")


async def test_stopping_cancels_the_subscription_and_is_never_charged_again(api: tuple[Api, MollieFake]) -> None:
    client, fake = api
    token = await running_gift(client, fake)

    response = await client.post("/web/monthly-gift/stop", json={"token": token})

    assert response.status == 200, await response.text()
    page = await response.json()
    assert (page["status"], page["next_date"]) == ("gestopt", None)
    subscription = fake.only_subscription()
    assert subscription["status"] == "canceled"
    with pytest.raises(AssertionError):
        fake.charge(subscription["id"])
    stopped = (await mails_to_donor(client))[-1]
    assert stopped.subject == "Uw maandelijkse gift is gestopt"
    # Stopping twice is harmless and mails once; changing the amount of a stopped gift is refused.
    assert (await client.post("/web/monthly-gift/stop", json={"token": token})).status == 200
    assert len(fake.calls_to("DELETE", "/subscriptions/")) == 1
    assert [m.subject for m in await mails_to_donor(client)].count("Uw maandelijkse gift is gestopt") == 1
    refused = await client.post("/web/monthly-gift/amount", json={"token": token, "bedrag": 1000})
    assert refused.status == 422


async def test_stopping_while_mollie_is_down_keeps_the_gift_running(api: tuple[Api, MollieFake]) -> None:
    client, fake = api
    token = await running_gift(client, fake)
    fake.down = True
    response = await client.post("/web/monthly-gift/stop", json={"token": token})
    assert response.status == 502
    assert (await the_gift(client)).status is GiftStatus.ACTIEF


async def test_a_lost_link_is_sent_again_without_telling_whether_an_address_gives(
    api: tuple[Api, MollieFake],
) -> None:
    client, fake = api
    old = await running_gift(client, fake)

    stranger = await client.post("/web/monthly-gift/link", json={"email": "niemand@example.org"})
    donor = await client.post("/web/monthly-gift/link", json={"email": " GIJS@example.org "})

    assert stranger.status == donor.status == 200
    assert await stranger.json() == await donor.json()
    assert [m.to for m in await queued_mails(client)] == ["gijs@example.org", "gijs@example.org"]
    new = token_in((await mails_to_donor(client))[-1])
    assert (await client.post("/web/monthly-gift", json={"token": old})).status == 404
    assert (await client.post("/web/monthly-gift", json={"token": new})).status == 200
    refused = await client.post("/web/monthly-gift/link", json={"email": "geen adres"})
    assert refused.status == 422


# Privacy: erasing a donor stops the gift first and keeps only amounts and dates


async def erase_the_donor(api: Api) -> Any:
    await add_user(api, "privacy@example.nl", rol="beheerder", name="Medewerker")
    session = await login(api, "privacy@example.nl")
    async with container(api).uow_factory(write=True) as uow:
        customer_id = await uow.customers.add(
            Customer(id=None, contact=ContactDetails(voornaam="Gijs", achternaam="Gulle", email="gijs@example.org"))
        )
        await uow.commit()
    # The site runs on https here, so the client keeps the secure session cookie to itself: send it by hand.
    cookie = "; ".join(f"{c.key}={c.value}" for c in api.session.cookie_jar)
    headers = {"X-CSRF-Token": session["token"], "Cookie": cookie}
    return await api.post(f"/web/admin/erase_customer/{customer_id}", headers=headers)


async def test_erasing_a_donor_stops_the_gift_first_and_keeps_amounts_and_dates(api: tuple[Api, MollieFake]) -> None:
    client, fake = api
    token = await running_gift(client, fake)
    recurring = fake.charge(fake.only_subscription()["id"])
    assert await webhook(client, recurring) == 200

    response = await erase_the_donor(client)

    assert response.status == 200, await response.text()
    assert fake.only_subscription()["status"] == "canceled"
    gift = await the_gift(client)
    assert (gift.status, gift.donor, gift.token_hash) == (GiftStatus.GESTOPT, Donor(), "")  # every donor field blank
    assert gift.bedrag == 1500 and gift.start_date is not None
    donations = await all_donations(client)
    assert [(d.bedrag, d.status.value) for d in donations] == [(1500, "betaald"), (1500, "betaald")]
    assert all(d.donor == Donor() for d in donations)
    assert (await client.post("/web/monthly-gift", json={"token": token})).status == 404
    assert [m.subject for m in await mails_to_donor(client)].count("Uw maandelijkse gift is gestopt") == 0


async def test_when_mollie_cannot_stop_the_gift_nothing_is_erased(api: tuple[Api, MollieFake]) -> None:
    client, fake = api
    await running_gift(client, fake)
    fake.down = True

    response = await erase_the_donor(client)

    assert response.status == 502
    gift = await the_gift(client)
    assert (gift.status, gift.donor.email) == (GiftStatus.ACTIEF, "gijs@example.org")


async def test_a_failed_monthly_payment_pauses_the_gift_with_one_friendly_mail(api: tuple[Api, MollieFake]) -> None:
    client, fake = api
    await running_gift(client, fake)
    subscription = fake.only_subscription()["id"]

    for _ in range(2):  # two failed months, each reported twice: still one mail
        failed = fake.charge(subscription, status="failed")
        assert await webhook(client, failed) == 200
        assert await webhook(client, failed) == 200

    assert (await the_gift(client)).status is GiftStatus.GEPAUZEERD
    [mail] = [m for m in await mails_to_donor(client) if "niet worden afgeschreven" in m.subject]
    assert "€ 15,00" in mail.text and mail.html is not None
    failures = [d for d in await all_donations(client) if d.recurring]
    assert [d.status.value for d in failures] == ["mislukt", "mislukt"]

    paid = fake.charge(subscription, status="pending")  # a later month is paid: active again
    assert await webhook(client, paid) == 200
    fake.pay(paid)
    assert await webhook(client, paid) == 200
    assert (await the_gift(client)).status is GiftStatus.ACTIEF


async def test_the_donor_asks_for_the_yearly_statement_from_the_link_page(api: tuple[Api, MollieFake]) -> None:
    client, fake = api
    token = await running_gift(client, fake)
    assert await webhook(client, fake.charge(fake.only_subscription()["id"])) == 200
    await save_rsin(client, "123456789")

    response = await client.post("/web/monthly-gift/statement", json={"token": token, "year": 2026})

    assert response.status == 200, await response.text()
    assert "Het overzicht van uw giften 2026 is verstuurd" in (await response.json())["message"]
    statement = next(m for m in await mails_to_donor(client) if m.subject == "Overzicht van uw giften 2026")
    assert "In de bijlage" in statement.text and "€ 30,00" in statement.text  # the first payment and one more
    [pdf] = statement.attachments
    assert (pdf.filename, pdf.content_type) == ("Overzicht van uw giften 2026.pdf", "application/pdf")
    text = text_of(pdf.data)
    assert "Gijs Gulle" in text and "maandelijks" in text and "EUR 30,00" in text
    for year, message in ((2027, "Kies een jaar"), (2025, "Wij hebben in 2025 geen giften van u ontvangen")):
        refused = await client.post("/web/monthly-gift/statement", json={"token": token, "year": year})
        assert refused.status == 422 and message in (await refused.json())["errors"]["year"][0]
    wrong = await client.post("/web/monthly-gift/statement", json={"token": "x" * 43, "year": 2026})
    assert wrong.status == 404


async def test_without_the_foundations_rsin_the_donor_is_asked_to_get_in_touch(api: tuple[Api, MollieFake]) -> None:
    client, fake = api
    token = await running_gift(client, fake)
    await save_rsin(client, "")

    response = await client.post("/web/monthly-gift/statement", json={"token": token, "year": 2026})

    assert response.status == 422, await response.text()
    [message] = (await response.json())["errors"]["year"]
    assert message.startswith(
        "Het jaaroverzicht kan op dit moment niet worden verstuurd. Neem contact op met Stichting"
    )
    assert "RSIN" not in message, "no internals for the donor"
    assert not [m for m in await mails_to_donor(client) if m.subject.startswith("Overzicht van uw giften")]
