"""Demonstration standing customers for the bulk order (idempotent: only missing e-mail addresses are added); one of
them is on a short holiday from today (a pause, decision 0079): tomorrow's demo day skips her, the open demo day in
three days serves her again."""

from __future__ import annotations

from datetime import timedelta

from entrypoints.bootstrap import Container
from entrypoints.demo.records import demo_contact
from soepkern.domain.business_time import business_date
from soepkern.domain.customer_pauses import CustomerPause
from soepkern.domain.customers import Customer
from soepkern.domain.orders import BezorgOptie

# (contact details, portions, delivery option, mailed)
STANDING_CUSTOMERS = (
    (demo_contact("Henk", "Smit", "henk.smit@example.nl", "06 45678901", "3581WS", 12, "Bolstraat", "Utrecht"), 2,
     BezorgOptie.BEZORGEN, True),
    (demo_contact("Fenna", "Mulder", "fenna.mulder@example.nl", "030 3456789", "3512CD", 4, "Oudegracht", "Utrecht"), 1,
     BezorgOptie.BEZORGEN, False),
    (demo_contact("Gerrit", "van Dijk", "buurtkamer@example.nl", "030 4567890", "3511AB", 30, "Kerkstraat", "Utrecht",
                  "Stichting De Buurtkamer"), 3, BezorgOptie.OPHALEN, True),
)  # fmt: skip


ON_HOLIDAY = "fenna.mulder@example.nl"
HOLIDAY_DAYS = 2  # today up to and including the day after tomorrow


async def load_standing_customers(container: Container) -> int:
    added = 0
    today = business_date(container.clock.now())
    async with container.uow_factory(write=True) as uow:
        for contact, n, option, mail in STANDING_CUSTOMERS:
            if await uow.customers.get_by_email(contact.email) is not None:
                continue
            customer_id = await uow.customers.add(
                Customer(
                    id=None,
                    contact=contact,
                    vaste_klant=True,
                    vaste_klant_mailen=mail,
                    vaste_klant_producten=n,
                    vaste_klant_bezorgkeuze=option,
                )
            )
            if contact.email == ON_HOLIDAY:
                holiday = CustomerPause(None, customer_id, today, today + timedelta(days=HOLIDAY_DAYS), "vakantie")
                await uow.customer_pauses.add(holiday)
            added += 1
        await uow.commit()
    return added
