"""Demo data for the delivery screens: orders to deliver and to pick up on tomorrow's demo day (its registration
has closed), care notes for two customers, the coordinates of the delivery addresses (offline, decision 0078), and
one delivery list. Idempotent: it does nothing once that day has orders."""

from __future__ import annotations

from datetime import timedelta
from zoneinfo import ZoneInfo

import attrs

from entrypoints.bootstrap import Container
from entrypoints.demo.records import add_demo_order, demo_contact
from soepkern.domain.contact_details import ContactDetails
from soepkern.domain.customers import Customer
from soepkern.domain.delivery_lists import DeliveryAddress, DeliveryList
from soepkern.domain.orders import BezorgOptie, Bron
from soepkern.domain.route_plan import Point


@attrs.frozen
class DemoStop:
    voornaam: str
    achternaam: str
    straat: str
    huisnummer: int
    postcode: str
    telefoonnummer: str
    bezorg_optie: BezorgOptie
    opmerking: str = ""
    care_note: str = ""
    point: Point | None = None  # where PDOK puts the address (kept offline, so the demo route works without it)

    @property
    def contact(self) -> ContactDetails:
        """The stop's contact details: an e-mail address made of the name; every stop is in Utrecht."""
        email = f"{self.voornaam.lower()}.{self.achternaam.lower().replace(' ', '')}@example.nl"
        return demo_contact(
            self.voornaam, self.achternaam, email, self.telefoonnummer, self.postcode, self.huisnummer, self.straat,
            "Utrecht",
        )  # fmt: skip


STOPS: tuple[DemoStop, ...] = (
    DemoStop(
        "Gerda",
        "Mulder",
        "Lange Nieuwstraat",
        14,
        "3512PH",
        "06 40000001",
        BezorgOptie.BEZORGEN,
        "",
        "glutenvrij",
        Point(52.0876, 5.1221),
    ),
    DemoStop(
        "Henk",
        "de Groot",
        "Nachtegaalstraat",
        52,
        "3581AN",
        "06 40000002",
        BezorgOptie.BEZORGEN,
        "Graag na 12 uur",
        "bel aan bij de buren",
        Point(52.0862, 5.1339),
    ),
    DemoStop(
        "Fenna", "Bos", "Biltstraat", 101, "3572AP", "06 40000003", BezorgOptie.BEZORGEN, point=Point(52.0951, 5.1356)
    ),
    DemoStop(
        "Rob",
        "Smits",
        "Wittevrouwenkade",
        7,
        "3512CR",
        "06 40000004",
        BezorgOptie.BEZORGEN,
        point=Point(52.0961, 5.1226),
    ),
    DemoStop(
        "Anna",
        "Kok",
        "Maliebaan",
        33,
        "3581CD",
        "06 40000005",
        BezorgOptie.BEZORGEN,
        "Tweede verdieping",
        point=Point(52.0898, 5.1301),
    ),
    DemoStop("Piet", "Hendriks", "Twijnstraat", 5, "3511ZG", "06 40000006", BezorgOptie.OPHALEN),
    DemoStop("Lotte", "Peters", "Donkerstraat", 9, "3511KB", "06 40000007", BezorgOptie.OPHALEN, "Haalt om 17 uur"),
)


async def load_delivery_demo(container: Container) -> int:
    """Adds the delivery demo; returns the number of orders added (0 when it was there already)."""
    now = container.clock.now()
    today = now.astimezone(ZoneInfo(container.settings.timezone)).date()
    async with container.uow_factory(write=True) as uow:
        days = [d for d in await uow.order_days.list_all() if d.bestellingsdag == today + timedelta(days=1)]
        day = days[0] if days else None
        if day is None or day.id is None or not day.products or await uow.orders.count_for_orderday(day.id) > 0:
            return 0
        users = [u for u in await uow.users.list_all() if u.is_active]
        delivered: list[int] = []
        for n, stop in enumerate(STOPS):
            row = day.products[n % len(day.products)]
            assert row.id is not None
            amount = 1 + n % 3
            if not await uow.order_days.reserve(row.id, amount):
                continue
            customer = await uow.customers.get_by_email(stop.contact.email)
            if customer is None:
                customer = Customer(id=None, contact=stop.contact)
                customer = attrs.evolve(customer, id=await uow.customers.add(customer))
            if stop.care_note and customer.id is not None:
                await uow.delivery_lists.set_care_note(customer.id, stop.care_note)
            order_id = await add_demo_order(
                uow,
                customer,
                day,
                row,
                amount,
                bron=Bron.ADMIN,
                bezorg_optie=stop.bezorg_optie,
                created_at=now - timedelta(days=1, minutes=n),
                opmerking=stop.opmerking,
            )
            if stop.point is not None and customer.id is not None:
                await uow.coordinates.set_customer(customer.id, stop.point)
                await uow.coordinates.set_order(order_id, stop.point)
            if stop.bezorg_optie is BezorgOptie.BEZORGEN:
                delivered.append(order_id)
        if len(delivered) >= 2:
            await uow.delivery_lists.add(
                DeliveryList(
                    id=None,
                    orderday_id=day.id,
                    naam="Route Oost",
                    bezorger=users[-1].id if users else None,
                    adressen=[DeliveryAddress(order_id, n) for n, order_id in enumerate(delivered[:2])],
                )
            )
        await uow.commit()
    return len(STOPS)
