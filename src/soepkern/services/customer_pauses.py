"""Putting a standing customer on pause and taking the pause away again (decision 0079)."""

from __future__ import annotations

from datetime import date

import attrs

from soepkern.domain.business_time import business_date
from soepkern.domain.customer_pauses import CustomerPause, PauseForm, checked_pause
from soepkern.domain.errors import NotFound, ValidationFailed
from soepkern.ports import Clock, UnitOfWorkFactory

CUSTOMER_NOT_FOUND = "Klant niet gevonden."
PAUSE_NOT_FOUND = "Pauze niet gevonden."
NOT_STANDING = "Alleen een vaste klant kan worden gepauzeerd."
SAVED = "Pauze opgeslagen"
DELETED = "Pauze verwijderd"


@attrs.frozen
class PausePorts:
    uow_factory: UnitOfWorkFactory
    clock: Clock


@attrs.frozen
class NewPause(PauseForm):
    klant: int = 0


def today(ports: PausePorts) -> date:
    return business_date(ports.clock.now())


async def add_pause(form: NewPause, ports: PausePorts) -> CustomerPause:
    """Stores the pause of a standing customer (422 per field; 'klant' when unknown or not a standing customer)."""
    pause = checked_pause(form.klant, form, today(ports))
    async with ports.uow_factory(write=True) as uow:
        customer = await uow.customers.get(form.klant)
        if customer is None:
            raise ValidationFailed.single("klant", CUSTOMER_NOT_FOUND)
        if not customer.vaste_klant:
            raise ValidationFailed.single("klant", NOT_STANDING)
        pause_id = await uow.customer_pauses.add(pause)
        await uow.commit()
    return attrs.evolve(pause, id=pause_id)


async def delete_pause(pause_id: int, ports: PausePorts) -> None:
    async with ports.uow_factory(write=True) as uow:
        if await uow.customer_pauses.delete(pause_id) is None:
            raise NotFound(PAUSE_NOT_FOUND)
        await uow.commit()


async def current_pauses(customer_id: int | None, ports: PausePorts) -> tuple[date, list[CustomerPause]]:
    """Today and the pauses that have not ended (of one customer, or of all)."""
    day = today(ports)
    async with ports.uow_factory() as uow:
        return day, await uow.customer_pauses.not_ended(day, customer_id)
