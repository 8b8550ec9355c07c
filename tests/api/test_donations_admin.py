"""Who donated: donations linked to customers by e-mail address, and the managers' donations list and export
(issue 25 item 2; contract 'Orders flowing back, kitchen, donors'). SQLite and PostgreSQL."""

from __future__ import annotations

import io
from datetime import timedelta
from typing import Any

from aiohttp.test_utils import TestClient
from openpyxl import load_workbook
from yarl import URL

from soepkern.domain.customers import Customer
from soepkern.domain.donations import Donation, DonationStatus
from tests.api.staff import add_user, container, login, use_fake_clock

Api = TestClient[Any, Any]


async def staff(api: Api, rol: str = "beheerder") -> dict[str, str]:
    email = f"{rol}@example.nl"
    await add_user(api, email, rol=rol, name="Fatima")
    session = await login(api, email)
    return {"X-CSRF-Token": session["token"]}


async def add_donation(api: Api, bedrag: int, status: DonationStatus, days_ago: int = 0, **fields: Any) -> int:
    created = container(api).clock.now() - timedelta(days=days_ago)
    async with container(api).uow_factory(write=True) as uow:
        donation_id = await uow.donations.add(
            Donation(id=None, bedrag=bedrag, created_at=created, status=status, **fields)
        )
        await uow.commit()
    return donation_id


async def add_customer(api: Api, email: str) -> int:
    async with container(api).uow_factory(write=True) as uow:
        customer_id = await uow.customers.add(Customer(id=None, voornaam="Joke", achternaam="Bakker", email=email))
        await uow.commit()
    return customer_id


async def test_the_customer_page_lists_the_donations_given_with_the_customers_address(api: Api) -> None:
    use_fake_clock(api)
    await staff(api, "soep_coordinator")
    customer_id = await add_customer(api, "joke@example.nl")
    paid = await add_donation(
        api, 2500, DonationStatus.BETAALD, voornaam="Joke", achternaam="Bakker", email="joke@example.nl"
    )
    await add_donation(api, 1000, DonationStatus.BETAALD, voornaam="Kees", email="kees@example.nl")
    await add_donation(api, 500, DonationStatus.BETAALD, anoniem=True)
    detail = await (await api.get(f"/web/admin/refresh_customer/{customer_id}")).json()
    assert [(d["id"], d["bedrag"], d["status"], d["betaal_methode"]) for d in detail["donations"]] == [
        (paid, 2500, "betaald", "ideal")
    ]
    assert detail["donations"][0]["created_at"].endswith("Z")


async def test_managers_page_search_filter_and_total_the_donations(api: Api) -> None:
    use_fake_clock(api)
    await staff(api)
    customer_id = await add_customer(api, "joke@example.nl")
    joke = await add_donation(
        api,
        2500,
        DonationStatus.BETAALD,
        voornaam="Joke",
        achternaam="Bakker",
        email="joke@example.nl",
        plaats="Utrecht",
    )
    kees = await add_donation(
        api, 1000, DonationStatus.BETAALD, 40, voornaam="Kees", achternaam="Visser", email="kees@example.nl"
    )
    failed = await add_donation(api, 700, DonationStatus.MISLUKT, voornaam="Joke", email="joke@example.nl")
    anonymous = await add_donation(api, 500, DonationStatus.BETAALD, anoniem=True)

    everything = await (await api.get("/web/admin/get_donations?per_page=2")).json()
    assert [d["id"] for d in everything["data"]] == [anonymous, failed]
    assert (everything["total"], everything["last_page"], everything["totaal_bedrag"]) == (4, 2, 4700)
    assert everything["totaal_betaald"] == 4000 and everything["next_page_url"].startswith("http")
    second = await (await api.get(URL(everything["next_page_url"]).path_qs)).json()
    assert [d["id"] for d in second["data"]] == [joke, kees]
    assert [d["customer_id"] for d in second["data"]] == [customer_id, None], "linked by e-mail address"

    searched = await (await api.get("/web/admin/get_donations", params={"zoek": "JOKE utrecht"})).json()
    assert [d["id"] for d in searched["data"]] == [joke]
    paid = await (await api.get("/web/admin/get_donations", params={"status": "betaald", "zoek": "joke"})).json()
    assert [d["id"] for d in paid["data"]] == [joke] and paid["totaal_bedrag"] == 2500
    today = container(api).clock.now().date()
    period = {"van": str(today - timedelta(days=41)), "tot": str(today - timedelta(days=39))}
    older = await (await api.get("/web/admin/get_donations", params=period)).json()
    assert [d["id"] for d in older["data"]] == [kees] and older["totaal_betaald"] == 1000
    nothing = await (await api.get("/web/admin/get_donations", params={"zoek": "niemand"})).json()
    assert (nothing["data"], nothing["total"], nothing["totaal_bedrag"]) == ([], 0, 0)


async def test_bad_filters_are_a_dutch_422(api: Api) -> None:
    use_fake_clock(api)
    await staff(api)
    response = await api.get("/web/admin/get_donations", params={"status": "gestolen"})
    assert response.status == 422 and (await response.json())["errors"]["status"] == ["Kies een geldige status."]
    response = await api.get("/web/admin/get_donations", params={"van": "2026-12-01", "tot": "2026-11-01"})
    assert response.status == 422 and "tot" in (await response.json())["errors"]
    response = await api.get("/web/admin/export_donations", params={"van": "gisteren"})
    assert response.status == 422 and "van" in (await response.json())["errors"]


async def test_only_managers_see_the_donations(api: Api) -> None:
    for path in ("get_donations", "export_donations"):
        assert (await api.get(f"/web/admin/{path}")).status == 401
    await staff(api, "soep_coordinator")
    for path in ("get_donations", "export_donations"):
        assert (await api.get(f"/web/admin/{path}")).status == 403


async def test_the_export_keeps_text_as_text_and_amounts_as_euros(api: Api) -> None:
    use_fake_clock(api)
    await staff(api)
    sneaky = await add_donation(
        api, 1250, DonationStatus.BETAALD, voornaam="=HYPERLINK(1)", achternaam="", email="x@example.nl"
    )
    await add_donation(api, 300, DonationStatus.OPEN, anoniem=True)
    response = await api.get("/web/admin/export_donations", params={"status": "betaald"})
    assert response.status == 200
    assert response.headers["Content-Disposition"].startswith('attachment; filename="donaties-')
    sheet = load_workbook(io.BytesIO(await response.read())).active
    assert sheet is not None
    rows = list(sheet.iter_rows())
    assert [c.value for c in rows[0]][:4] == ["Nummer", "Datum", "Bedrag", "Status"]
    assert len(rows) == 2
    number, _moment, amount, status, _method, name = (c for c in rows[1][:6])
    assert (number.value, amount.value, status.value) == (sneaky, 12.5, "Betaald")
    assert (name.value, name.data_type) == ("=HYPERLINK(1)", "s")
