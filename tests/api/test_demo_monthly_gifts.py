"""The demonstration monthly gifts (src/entrypoints/demo/monthly_gifts.py) as the managers see them: an active gift
with its monthly payments from a donor with an address (so a statement can be made) and a gift paused by a failed
payment; loaded without any payment provider, and loading again adds nothing. SQLite and PostgreSQL."""

from __future__ import annotations

from entrypoints.demo.monthly_gifts import load_monthly_gifts
from soepkern.services.gift_statements import year_of_gifts
from tests.api.staff import container, use_fake_clock
from tests.api.test_donations_admin import Api, staff


async def test_the_demo_has_an_active_and_a_paused_monthly_gift_with_their_payments(api: Api) -> None:
    use_fake_clock(api)  # 23 November 2026, 10:00 in Amsterdam
    assert await load_monthly_gifts(container(api)) == 2
    assert await load_monthly_gifts(container(api)) == 0, "loading again adds nothing"
    await staff(api)

    gifts = await (await api.get("/web/admin/get_monthly_gifts")).json()
    rows = [(g["naam"], g["bedrag"], g["status"], g["plaats"], g["start_date"], g["next_date"]) for g in gifts["data"]]
    assert sorted(rows) == [
        ("Henk Smit", 2000, "actief", "Utrecht", "2026-08-23", "2026-11-23"),
        ("Ria de Groot", 1000, "gepauzeerd", "Utrecht", "2026-09-23", None),
    ]
    assert gifts["totaal_per_maand"] == 2000  # the paused gift is not charged

    debits = await (await api.get("/web/admin/get_donations", params={"methode": "directdebit"})).json()
    payments = [(d["voornaam"], d["created_at"][:10], d["status"], d["maandelijks"]) for d in debits["data"]]
    assert payments == [  # newest first, then the higher number
        ("Ria", "2026-10-23", "mislukt", True),
        ("Henk", "2026-10-23", "betaald", True),
        ("Ria", "2026-09-23", "betaald", True),
        ("Henk", "2026-09-23", "betaald", True),
        ("Henk", "2026-08-23", "betaald", True),
    ]
    everything = await (await api.get("/web/admin/get_donations")).json()
    assert everything["total"] == 7  # the five monthly payments and the two first payments (iDEAL)
    assert everything["totaal_betaald"] == 4 * 2000 + 2 * 1000

    [henk] = [s for s in (await year_of_gifts(container(api).uow_factory, 2026)).statements if s.naam == "Henk Smit"]
    assert henk.address_lines == ("Henk Smit", "Oudegracht 120", "3511 AX Utrecht")
    assert (len(henk.gifts), henk.total) == (4, 8000)
