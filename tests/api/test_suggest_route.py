"""POST /web/admin/suggest_route: the stops of a delivery list in a short order from the foundation's address;
addresses without coordinates are looked up once (and kept), those still without stay put with a note; the
accepted order is what the deliverer's sheet shows (SQLite and PostgreSQL)."""

from __future__ import annotations

from collections.abc import Mapping

import attrs

from soepkern.domain.route_plan import NOTE_NO_COORDINATES, Point
from soepkern.ports import Address, LookupUnavailable
from soepkern.services.route_suggestion import LOOKUP_DOWN, START_UNKNOWN
from tests.api.delivery_data import Api, delivery_day, staff
from tests.api.staff import container, use_fake_clock

HOME = Point(lat=52.09, lon=5.12)  # the default 'Kerkstraat 12, 3511 AB Utrecht'


def east(km: float) -> Point:
    return Point(lat=HOME.lat, lon=HOME.lon + km / 68.5)  # about 68.5 km per degree of longitude here


@attrs.define
class FakeLookup:
    points: Mapping[tuple[str, int], Point]
    down: bool = False
    asked: list[tuple[str, int, str]] = attrs.Factory(list)

    async def lookup(self, postcode: str, huisnummer: int, toevoeging: str = "") -> Address | None:
        self.asked.append((postcode, huisnummer, toevoeging))
        if self.down:
            raise LookupUnavailable("down")
        point = self.points.get((postcode, huisnummer))
        return None if point is None else Address(straat="Straat", plaats="Utrecht", point=point)


async def set_points(api: Api, points: Mapping[int, Point]) -> None:
    async with container(api).uow_factory(write=True) as uow:
        for order_id, point in points.items():
            await uow.coordinates.set_order(order_id, point)
        await uow.commit()


async def test_suggests_the_short_order_and_the_accepted_order_reaches_the_sheet(api: Api) -> None:
    use_fake_clock(api)
    headers = await staff(api)
    day, orders = await delivery_day(api)
    vries, jansen, bakker = orders["de Vries"], orders["Jansen"], orders["Bakker"]
    # de Vries lives at 3581WS 5 and has no coordinates yet: the suggestion looks them up and keeps them.
    lookup = FakeLookup({("3511AB", 12): HOME, ("3581WS", 5): east(10)})
    container(api).address_lookup = lookup
    await set_points(api, {jansen: east(1), bakker: east(5)})

    body = {"orderday": day.id, "adressen": [vries, bakker, jansen]}
    response = await api.post("/web/admin/suggest_route", json=body, headers=headers)
    assert response.status == 200, await response.text()
    route = await response.json()
    assert route["adressen"] == [jansen, bakker, vries]
    assert route["afstand_voor_km"] == 19.0 and route["afstand_na_km"] == 10.0
    assert route["zonder_coordinaten"] == [] and route["melding"] is None
    assert ("3581WS", 5, "") in lookup.asked
    async with container(api).uow_factory() as uow:
        assert set(await uow.coordinates.of_orders([vries, jansen, bakker])) == {vries, jansen, bakker}

    # Accepting it is saving the list in that order: the deliverer's sheet follows it.
    list_body = {
        "orderday": day.id,
        "naam": "Oost",
        "bezorger": 1,
        "status": "te bezorgen",
        "adressen": route["adressen"],
    }
    response = await api.post("/web/admin/create_deliverylist", json=list_body, headers=headers)
    assert response.status == 200, await response.text()
    sheet = await (await api.get(f"/web/admin/get_deliverylist/{(await response.json())['id']}")).json()
    assert [a["id"] for a in sheet["adressen"]] == [jansen, bakker, vries]


async def test_a_stop_without_coordinates_stays_where_staff_put_it(api: Api) -> None:
    use_fake_clock(api)
    headers = await staff(api)
    day, orders = await delivery_day(api)
    vries, jansen, bakker = orders["de Vries"], orders["Jansen"], orders["Bakker"]
    container(api).address_lookup = FakeLookup({("3511AB", 12): HOME})  # knows no customer's address
    await set_points(api, {vries: east(1), jansen: east(8)})

    body = {"orderday": day.id, "adressen": [jansen, bakker, vries]}
    route = await (await api.post("/web/admin/suggest_route", json=body, headers=headers)).json()
    assert route["adressen"] == [vries, bakker, jansen]
    assert route["zonder_coordinaten"] == [bakker] and route["melding"] == NOTE_NO_COORDINATES


async def test_refusals_are_dutch_422s(api: Api) -> None:
    use_fake_clock(api)
    day, orders = await delivery_day(api)
    body = {"orderday": day.id, "adressen": [orders["Jansen"]]}
    assert (await api.post("/web/admin/suggest_route", json=body)).status in (401, 403)
    headers = await staff(api)
    lookup = FakeLookup({("3511AB", 12): HOME})
    container(api).address_lookup = lookup

    async def refused(payload: object) -> dict[str, list[str]]:
        response = await api.post("/web/admin/suggest_route", json=payload, headers=headers)
        assert response.status == 422, await response.text()
        errors: dict[str, list[str]] = (await response.json())["errors"]
        return errors

    assert "adressen" in await refused({"orderday": day.id, "adressen": []})
    pickup = await refused({"orderday": day.id, "adressen": [orders["Smit"]]})
    assert pickup["adressen"] == [f"Bestelling {orders['Smit']} wordt opgehaald en kan niet op een bezorglijst."]
    assert (await refused({"orderday": 999999, "adressen": [orders["Jansen"]]}))["orderday"] == [
        "Leverdag niet gevonden."
    ]
    assert "adressen" in await refused({"orderday": day.id, "adressen": "x"})
    lookup.down = True
    assert (await refused(body))["route"] == [LOOKUP_DOWN]
    lookup.down = False
    async with container(api).uow_factory(write=True) as uow:
        await uow.settings_values.save({"soep_ophaaladres": "Ergens in Utrecht"})
        await uow.commit()
    assert (await refused(body))["route"] == [START_UNKNOWN]
