"""Demonstration donations and contact messages; safe to run again (nothing is added when some already exist)."""

from __future__ import annotations

import uuid
from datetime import timedelta

from sqlalchemy import func, select

from adapters.db import tables as t
from adapters.db.unit_of_work import SqlUnitOfWork
from entrypoints.bootstrap import Container
from soepkern.domain.contact import ContactMessage
from soepkern.domain.donations import Donation, DonationStatus, Donor

DONATIONS = (
    # (days ago, cents, status, anonymous, business, first name, last name, e-mail, company)
    (40, 2500, DonationStatus.BETAALD, False, False, "Joke", "Bakker", "joke.bakker@example.nl", ""),
    (21, 1000, DonationStatus.BETAALD, True, False, "", "", "", ""),
    (
        12,
        50000,
        DonationStatus.BETAALD,
        False,
        True,
        "Pieter",
        "de Vries",
        "pieter@bouwbedrijf.example.nl",
        "Bouwbedrijf De Vries",
    ),
    (3, 500, DonationStatus.GEANNULEERD, False, False, "Sanne", "Jansen", "sanne.jansen@example.nl", ""),
)

MESSAGES = (
    # (days ago, name, company, e-mail, phone, subject, question)
    (
        9,
        "Ahmed El Amrani",
        "",
        "ahmed@example.nl",
        "06 11122233",
        "Dagelijkse soep",
        "Bezorgen jullie de soep ook in Zeist? Ik woon net buiten het gebied.",
    ),
    (
        5,
        "Marieke Visser",
        "Visser Catering",
        "marieke@catering.example.nl",
        "",
        "Stage, werk en vrijwilligerswerk",
        "Wij zoeken een leerwerkplek voor onze keuken. Is er belangstelling bij jullie deelnemers?",
    ),
    (
        1,
        "Tom de Boer",
        "",
        "tom.deboer@example.nl",
        "030 7654321",
        "Algemene vraag",
        "Kan ik een rondleiding krijgen in de werkplaatsen?",
    ),
)


async def load_contact_and_donations(container: Container) -> tuple[int, int]:
    """Adds the demo donations and contact messages when there are none yet; returns how many were added."""
    now = container.clock.now()
    added = (0, 0)
    async with container.uow_factory(write=True) as uow:
        assert isinstance(uow, SqlUnitOfWork)
        count = func.count()
        has_donations = (await uow.connection.execute(select(count).select_from(t.donations))).scalar_one()
        has_messages = (await uow.connection.execute(select(count).select_from(t.contact_messages))).scalar_one()
        stored = await uow.settings_values.get_all()
        fallback = stored.get("contact_email") or "info@soepketel.nl"
        if not has_donations:
            for days, cents, status, anonymous, business, first, last, email, company in DONATIONS:
                donation = Donation(
                    id=None,
                    bedrag=cents,
                    created_at=now - timedelta(days=days),
                    anoniem=anonymous,
                    donor=Donor(zakelijk=business, bedrijfsnaam=company, voornaam=first, achternaam=last, email=email),
                    status=status,
                    payment_id=f"tr_demo{days}",
                    uuid=str(uuid.uuid4()),
                )
                await uow.donations.add(donation)
            added = (len(DONATIONS), added[1])
        if not has_messages:
            for days, name, company, email, phone, subject, question in MESSAGES:
                message = ContactMessage(
                    id=None,
                    naam=name,
                    bedrijf=company,
                    email=email,
                    telefoonnummer=phone,
                    onderwerp=subject,
                    vraag=question,
                    ontvanger=fallback,
                    created_at=now - timedelta(days=days),
                )
                await uow.contact_messages.add(message)
            added = (added[0], len(MESSAGES))
        await uow.commit()
    return added
