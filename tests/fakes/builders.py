"""Ready-made test situations over the fakes: an account with its ports, a valid checkout, the newest mail's text."""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import date, datetime, timedelta
from typing import Any

import attrs

from soepkern.domain.checkout import CartLine, CheckoutForm
from soepkern.domain.contact_details import ContactDetails
from soepkern.domain.order_days import OrderDay, OrderDayProduct
from soepkern.services.auth import AccountPorts
from tests.fakes.clock import FakeClock
from tests.fakes.outbox import InMemoryOutbox
from tests.fakes.passwords import FakePasswordHasher
from tests.fakes.unit_of_work import FakeAccountStore, FakeStore


async def an_account(
    *, email: str, name: str, rol: str, password: str, now: datetime
) -> tuple[FakeAccountStore, AccountPorts, int]:
    """A store with one active user, and the account ports over it (real mail templates, fake hasher and clock)."""
    from adapters.mail.renderer import TemplateMailRenderer
    from adapters.password_strength import ZxcvbnPasswordJudge
    from soepkern.services.staff_users import CreateActiveUser, create_active_user

    store = FakeAccountStore()
    hasher = FakePasswordHasher()
    judge = ZxcvbnPasswordJudge()
    user_id = await create_active_user(
        CreateActiveUser(email=email, name=name, rol=rol, password=password), store, hasher, judge
    )
    ports = AccountPorts(store, FakeClock(now), hasher, TemplateMailRenderer(), "https://soep.test", judge)
    return store, ports, user_id


def a_contact(**changes: Any) -> ContactDetails:
    """Contact details for an order or customer in a test: Joke Bakker at Bolstraat 1, Utrecht, but for `changes`."""
    joke = ContactDetails("Joke", "Bakker", "joke@example.nl", "0612345678", "3581WS", 1, "", "Bolstraat", "Utrecht")
    return attrs.evolve(joke, **changes)


def in_last_mail(store: FakeStore, pattern: str) -> str:
    """The first group of `pattern` in the text of the newest queued e-mail."""
    outbox: InMemoryOutbox = getattr(store, "outbox")
    message = list(outbox.rows.values())[-1].message
    found = re.search(pattern, message.text)
    assert found is not None, message.text
    return found.group(1)


def a_checkout(email: str, amounts: Mapping[int, int]) -> CheckoutForm:
    """A valid pickup checkout for `email` with these portions per order-day row, in this (cart) order."""
    return CheckoutForm(
        voornaam="Anna",
        achternaam="de Vries",
        email=email,
        telefoonnummer="0612345678",
        postcode="3511AB",
        huisnummer="12",
        straat="Oudegracht",
        plaats="Utrecht",
        bezorg_optie="ophalen",
        voorwaarden=True,
        products=[CartLine(id=row, gekozen_hoeveelheid=amount) for row, amount in amounts.items()],
    )


def an_open_day(
    now: datetime, products: list[OrderDayProduct], *, maximum: int, day_id: int | None = None, opened: bool = True
) -> OrderDay:
    """An order day (30 November 2026) whose ordering opened an hour before `now` and closes an hour after it,
    visible from a day before `now` to a day after."""
    return OrderDay(
        id=day_id,
        bestellingsdag=date(2026, 11, 30),
        bestelling_openings_timestamp=now - timedelta(hours=1),
        bestelling_sluitings_timestamp=now + timedelta(hours=1),
        bestelling_zichtbaar_timestamp=now - timedelta(days=1),
        bestelling_onzichtbaar_timestamp=now + timedelta(days=1),
        maximale_producten_per_klant=maximum,
        inschrijving_geopend=opened,
        products=products,
    )
