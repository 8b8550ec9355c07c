"""A demonstration waitlist (issue 26): one more order day, open now, whose first soup is sold out, with three people
waiting in first-come order and the first holding an open offer (not expired when the data is loaded), so the back
office's Wachtlijst section and the live board show something real on first run. Safe to run again (a marker
customer).

The day comes after the demo day that is open now, so the shop and the order-day list still find that day first
for every soup (the browser tests count on its free portions); it closes before that day, so the dashboard's live
board (the open day that closes first) shows its waiting count. The second soup of this day has portions left.
"""

from __future__ import annotations

from datetime import datetime, time, timedelta
from typing import TYPE_CHECKING

from entrypoints.demo.records import DemoReport, add_demo_order, demo_contact, demo_day, demo_start, moment
from soepkern.domain.contact_details import ContactDetails
from soepkern.domain.customers import Customer
from soepkern.domain.email_address import mailbox_key
from soepkern.domain.login import new_token, token_hash
from soepkern.domain.order_days import OrderDay, OrderDayProduct
from soepkern.domain.orders import BezorgOptie, Bron
from soepkern.domain.waitlist_records import WaitlistRecord, WaitState
from soepkern.services.waitlist_settle import hold_for

if TYPE_CHECKING:
    from entrypoints.bootstrap import Container
    from soepkern.ports import UnitOfWork

MARKER = "ruben.visser@example.nl"
SOLD_OUT = 6  # portions of the sold-out soup: 3 + 1 ordered, 2 held by the open offer
ORDERS = (
    ("Ruben", "Visser", MARKER, "06 11223344", 3),
    ("Anouk", "Peters", "anouk.peters@example.nl", "06 22334455", 1),
)
# (voornaam, achternaam, email, telefoon, portions wanted, minutes ago they joined); the first holds the offer
WAITING = (
    ("Sanne", "de Wit", "sanne.dewit@example.nl", "06 33445566", 2, 50),
    ("Kees", "Hendriks", "kees.hendriks@example.nl", "06 44556677", 2, 35),
    ("Mila", "Bos", "mila.bos@example.nl", "06 55667788", 1, 15),
)


async def load_waitlist_demo(container: Container, report: DemoReport) -> None:
    async with container.uow_factory(write=True) as uow:
        start = await demo_start(container, uow, MARKER, soups=2, at_least=2)
        if start is None:
            return
        tz, now, today, soups = start.tz, start.now, start.today, start.soups
        day = today + timedelta(days=4)
        if any(existing.bestellingsdag == day for existing in await uow.order_days.list_all()):
            return  # one order day per date: staff made this one already
        opens = now - timedelta(hours=1)
        rows = [
            OrderDayProduct(id=None, product_id=soups[0].id or 0, hoeveelheid=SOLD_OUT),
            OrderDayProduct(id=None, product_id=soups[1].id or 0, hoeveelheid=25),
        ]
        closes = moment(day - timedelta(days=2), time(12), tz)  # before the other open day: the live board shows it
        day_id = await uow.order_days.add(demo_day(day, opens, closes, rows, tz))
        report.order_days += 1
        order_day = await uow.order_days.get(day_id)
        assert order_day is not None and order_day.id is not None
        row = order_day.products[0]
        assert row.id is not None
        await _orders(uow, order_day, row, opens, report)
        stored = await uow.settings_values.get_all()
        for n, (voornaam, achternaam, email, telefoon, wanted, ago) in enumerate(WAITING):
            offered = n == 0
            if offered:
                refused = await uow.order_days.move_stock({row.id: wanted})  # the offer holds its portions
                assert not refused
            await uow.waitlist.add(
                WaitlistRecord(
                    id=None,
                    orderday_id=order_day.id,
                    row_id=row.id,
                    details=_details(voornaam, achternaam, email, telefoon),
                    email_key=mailbox_key(email),
                    wanted=wanted,
                    joined_at=now - timedelta(minutes=ago),
                    token_hash=token_hash(new_token()),
                    state=WaitState.AANBOD if offered else WaitState.WACHTEND,
                    offered_at=now if offered else None,
                    offer_expires_at=now + hold_for(stored) if offered else None,
                )
            )
        await uow.commit()


async def _orders(uow: UnitOfWork, day: OrderDay, row: OrderDayProduct, opens: datetime, report: DemoReport) -> None:
    """The orders that sold the soup out, in the first minutes after the day opened."""
    assert row.id is not None
    for n, (voornaam, achternaam, email, telefoon, amount) in enumerate(ORDERS):
        contact = demo_contact(voornaam, achternaam, email, telefoon, "3512AB", 10 + n, "Oudegracht", "Utrecht")
        customer = Customer(id=None, contact=contact)
        await uow.customers.add(customer)
        report.customers += 1
        reserved = await uow.order_days.reserve(row.id, amount)
        assert reserved
        await add_demo_order(
            uow,
            customer,
            day,
            row,
            amount,
            bron=Bron.WEBSHOP,
            bezorg_optie=BezorgOptie.OPHALEN,
            created_at=opens + timedelta(minutes=2 + 3 * n),
        )
        report.orders += 1


def _details(voornaam: str, achternaam: str, email: str, telefoon: str) -> dict[str, object]:
    """The stored details of a wish, as a join stores them (pickup, so no delivery area is needed)."""
    contact = ContactDetails(
        voornaam, achternaam, email, telefoon, postcode="3511AB", huisnummer=5, straat="Kerkstraat", plaats="Utrecht"
    )
    return {**contact.fields(), "bezorg_optie": BezorgOptie.OPHALEN.value, "opmerking": ""}
