"""Demonstration orders for the back office: standing customers and orders from the shop, staff and the standing
order, on the closed upcoming day and on two extra days in the archive. Safe to run again (a marker customer).

The order day that is open now and the one that opens later stay without orders (the shop and order-day browser
tests count on that).
"""

from __future__ import annotations

from datetime import time, timedelta
from typing import TYPE_CHECKING

from entrypoints.demo.records import DemoReport, add_demo_order, demo_contact, demo_day, demo_start, moment
from soepkern.domain.customers import Customer
from soepkern.domain.order_days import OrderDayProduct
from soepkern.domain.orders import BezorgOptie, Bron

if TYPE_CHECKING:
    from entrypoints.bootstrap import Container

MARKER = "marloes.dekker@example.nl"

# (voornaam, achternaam, email, telefoon, postcode, huisnummer, straat, plaats, standing: (producten, keuze) | None)
PEOPLE: tuple[tuple[str, str, str, str, str, int, str, str, tuple[int, BezorgOptie] | None], ...] = (
    ("Marloes", "Dekker", MARKER, "06 34567890", "3581KL", 14, "Biltstraat", "Utrecht", (2, BezorgOptie.BEZORGEN)),
    ("Sem", "van den Berg", "sem.vandenberg@example.nl", "06 45678901", "3572AB", 3, "Kaatstraat", "Utrecht", None),
    (
        "Fenna",
        "Meijer",
        "fenna.meijer@example.nl",
        "030 2712345",
        "3583BC",
        56,
        "Burgemeester Reigerstraat",
        "Utrecht",
        (1, BezorgOptie.OPHALEN),
    ),
    ("Daan", "Mulder", "daan.mulder@example.nl", "06 56789012", "3512GH", 9, "Lange Nieuwstraat", "Utrecht", None),
    (
        "Zoë",
        "Çelik",
        "zoe.celik@example.nl",
        "06 67890123",
        "3531EF",
        120,
        "Kanaalstraat",
        "Utrecht",
        (3, BezorgOptie.BEZORGEN),
    ),
    ("Lotte", "de Jong", "lotte.dejong@example.nl", "06 78901234", "3515BK", 7, "Adelaarstraat", "Utrecht", None),
    (
        "Bram",
        "Smit",
        "bram.smit@example.nl",
        "06 89012345",
        "3584CS",
        22,
        "Heidelberglaan",
        "Utrecht",
        (2, BezorgOptie.OPHALEN),
    ),
    ("Noor", "El Amrani", "noor.elamrani@example.nl", "06 90123456", "3525AD", 41, "Vleutenseweg", "Utrecht", None),
)
SOURCES = (Bron.WEBSHOP, Bron.ADMIN, Bron.VASTE_KLANT)


async def load_orders_demo(container: Container, report: DemoReport) -> None:
    async with container.uow_factory(write=True) as uow:
        start = await demo_start(container, uow, MARKER, soups=3)
        if start is None or not await uow.order_days.list_all():
            return
        tz, now, today, soups = start.tz, start.now, start.today, start.soups
        # Two more days in the archive, so the orders list spans several weeks.
        for weeks in (2, 3):
            day = today - timedelta(weeks=weeks)
            opens = moment(day - timedelta(days=5), time(9), tz)
            closes = moment(day - timedelta(days=1), time(20), tz)
            rows = [OrderDayProduct(id=None, product_id=p.id or 0, hoeveelheid=30) for p in soups]
            await uow.order_days.add(demo_day(day, opens, closes, rows, tz))
            report.order_days += 1
        customers: list[Customer] = []
        for person in PEOPLE:
            standing = person[8]
            customer = Customer(
                id=None,
                contact=demo_contact(*person[:8]),
                vaste_klant=standing is not None,
                vaste_klant_mailen=standing is not None,
                vaste_klant_producten=standing[0] if standing else None,
                vaste_klant_bezorgkeuze=standing[1] if standing else None,
            )
            await uow.customers.add(customer)
            customers.append(customer)
            report.customers += 1
        # Orders on the day whose registration has closed (tomorrow) and on the archived days.
        days = [d for d in await uow.order_days.list_all() if d.bestellingsdag <= today + timedelta(days=1)]
        days = [d for d in days if not d.is_open(now)]
        n = 0
        for order_day in sorted(days, key=lambda d: d.bestellingsdag):
            assert order_day.id is not None
            for index, customer in enumerate(customers):
                if await uow.orders.portions_for_customer(order_day.id, customer.contact.email) > 0:
                    continue
                row = order_day.products[(index + order_day.id) % len(order_day.products)]
                amount = 1 + (index + order_day.id) % 3
                assert row.id is not None
                if not await uow.order_days.reserve(row.id, amount):
                    continue
                bron = SOURCES[n % len(SOURCES)]
                option = customer.vaste_klant_bezorgkeuze or (BezorgOptie.BEZORGEN if n % 2 else BezorgOptie.OPHALEN)
                await add_demo_order(
                    uow,
                    customer,
                    order_day,
                    row,
                    amount,
                    bron=bron,
                    bezorg_optie=option,
                    created_at=min(now, order_day.bestelling_openings_timestamp + timedelta(hours=1 + 3 * index)),
                    opmerking="Graag aanbellen bij de buren." if index == 3 else "",
                )
                report.orders += 1
                n += 1
        await uow.commit()
