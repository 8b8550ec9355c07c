"""Who donated: donations linked to customers by e-mail address, and the managers' donations list and export
(issue 25 item 2; contract 'Orders flowing back, kitchen, donors'). SQLite and PostgreSQL."""

from __future__ import annotations

import io
from datetime import UTC, datetime, timedelta
from typing import Any

from aiohttp.test_utils import TestClient
from openpyxl import load_workbook
from yarl import URL

from soepkern.domain.contact_details import ContactDetails
from soepkern.domain.customers import Customer
from soepkern.domain.donations import DONOR_FIELDS, Donation, DonationStatus, Donor
from tests.api.staff import add_user, container, login, use_fake_clock

Api = TestClient[Any, Any]


async def staff(api: Api, rol: str = "beheerder") -> dict[str, str]:
    email = f"{rol}@example.nl"
    await add_user(api, email, rol=rol, name="Fatima")
    session = await login(api, email)
    return {"X-CSRF-Token": session["token"]}


async def add_donation(api: Api, bedrag: int, status: DonationStatus, days_ago: int = 0, **fields: Any) -> int:
    """A stored donation; the donor's fields may be among `fields` by name."""
    created = container(api).clock.now() - timedelta(days=days_ago)
    donor = {name: fields.pop(name) for name in DONOR_FIELDS if name in fields}
    async with container(api).uow_factory(write=True) as uow:
        donation_id = await uow.donations.add(
            Donation(id=None, bedrag=bedrag, created_at=created, status=status, donor=Donor(**donor), **fields)
        )
        await uow.commit()
    return donation_id


async def add_customer(api: Api, email: str) -> int:
    async with container(api).uow_factory(write=True) as uow:
        customer_id = await uow.customers.add(
            Customer(id=None, contact=ContactDetails(voornaam="Joke", achternaam="Bakker", email=email))
        )
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


async def test_method_and_amount_filters_and_the_totals_per_month_and_year(api: Api) -> None:
    clock = use_fake_clock(api)
    clock.current = datetime(2026, 11, 30, 23, 30, tzinfo=UTC)  # 1 December in Amsterdam
    await staff(api)
    december = await add_donation(api, 2500, DonationStatus.BETAALD, betaal_methode="directdebit")
    november = await add_donation(api, 1000, DonationStatus.BETAALD, 1)  # 30 November in Amsterdam
    failed = await add_donation(api, 700, DonationStatus.MISLUKT, 1, betaal_methode="directdebit")
    last_year = await add_donation(api, 400, DonationStatus.BETAALD, 400)

    debits = await (await api.get("/web/admin/get_donations", params={"methode": "directdebit"})).json()
    assert [d["id"] for d in debits["data"]] == [december, failed]
    middle = await (
        await api.get("/web/admin/get_donations", params={"bedrag_van": "700", "bedrag_tot": "1000"})
    ).json()
    assert [d["id"] for d in middle["data"]] == [failed, november]  # newest first, then the higher number
    assert [d["id"] for d in (await (await api.get("/web/admin/get_donations?bedrag_van=2500")).json())["data"]] == [
        december
    ]

    everything = await (await api.get("/web/admin/get_donations?per_page=1")).json()
    months = [(m["jaar"], m["maand"], m["aantal"], m["bedrag"], m["bedrag_betaald"]) for m in everything["per_maand"]]
    assert months == [(2026, 12, 1, 2500, 2500), (2026, 11, 2, 1700, 1000), (2025, 10, 1, 400, 400)]
    years = [(y["jaar"], y["maand"], y["aantal"], y["bedrag"], y["bedrag_betaald"]) for y in everything["per_jaar"]]
    assert years == [(2026, None, 3, 4200, 3500), (2025, None, 1, 400, 400)]
    assert last_year in [d["id"] for d in (await (await api.get("/web/admin/get_donations")).json())["data"]]
    filtered = await (await api.get("/web/admin/get_donations", params={"methode": "ideal"})).json()
    assert [(y["jaar"], y["bedrag"]) for y in filtered["per_jaar"]] == [(2026, 1000), (2025, 400)]


async def test_bad_filters_are_a_dutch_422(api: Api) -> None:
    use_fake_clock(api)
    await staff(api)
    response = await api.get("/web/admin/get_donations", params={"status": "gestolen"})
    assert response.status == 422 and (await response.json())["errors"]["status"] == ["Kies een geldige status."]
    response = await api.get("/web/admin/get_donations", params={"van": "2026-12-01", "tot": "2026-11-01"})
    assert response.status == 422 and "tot" in (await response.json())["errors"]
    response = await api.get("/web/admin/get_donations", params={"methode": "contant"})
    assert response.status == 422
    assert (await response.json())["errors"]["methode"] == ["Kies een geldige betaalmethode."]
    response = await api.get("/web/admin/get_donations", params={"bedrag_van": "-5", "bedrag_tot": "1,50"})
    assert response.status == 422
    errors = (await response.json())["errors"]
    assert errors["bedrag_van"] == errors["bedrag_tot"] == ["Vul een bedrag in hele centen in, 0 of meer."]
    response = await api.get("/web/admin/get_donations", params={"bedrag_van": "500", "bedrag_tot": "100"})
    assert response.status == 422
    assert (await response.json())["errors"]["bedrag_tot"] == [
        "Het bedrag 'tot' mag niet lager zijn dan het bedrag 'van'."
    ]
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
