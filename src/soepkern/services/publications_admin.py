"""Replacing a yearly publication (ANBI form, activity report, annual accounts, policy plan) on the organisation
page: its settings variable (type file_upload) gets the address of the new PDF."""

from __future__ import annotations

from soepkern.domain.errors import NotFound
from soepkern.domain.site_settings import PUBLICATIONS
from soepkern.ports import UnitOfWorkFactory

UNKNOWN_PUBLICATION = "Onbekende publicatie."
NOT_A_PDF = "Het bestand is geen PDF."
NO_FILE = "Kies een PDF-bestand om te uploaden."
ACTIVE_CONTENT = (
    "Deze PDF bevat JavaScript of een opdracht om een programma te starten. "
    "Sla het bestand op zonder scripts (bijvoorbeeld via 'Afdrukken als PDF') en upload het opnieuw."
)
SAVED = "Publicatie opgeslagen."


def check_publication(key: str) -> None:
    if key not in {publication.key for publication in PUBLICATIONS}:
        raise NotFound(UNKNOWN_PUBLICATION)


async def replace_publication(key: str, url: str, uow_factory: UnitOfWorkFactory) -> str:
    """Points the publication's variable at `url`; returns the address it had before ('' when none)."""
    check_publication(key)
    async with uow_factory(write=True) as uow:
        old = (await uow.settings_values.get_all()).get(key, "")
        await uow.settings_values.save({key: url})
        uow.shop_data_changed()
        await uow.commit()
    return old
