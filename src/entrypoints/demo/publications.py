"""The demo data's yearly publications and social links, so that a fresh install shows the organisation page's four
documents as real (small) PDFs and the footer's social links (issue 25 item 20), and the foundation's example RSIN
that the yearly gift statements need (decision 0098; the same as in the ANBI document). Only what is empty is filled in:
a manager's uploaded document or link is never replaced, and loading the demo again changes nothing."""

from __future__ import annotations

from adapters.files.pdf_documents import text_document
from adapters.files.publications import PublicationStore
from entrypoints.bootstrap import Container
from soepkern.domain.site_settings import PUBLICATIONS
from soepkern.services import publications_admin

ORGANISATION = "Stichting De Soepketel"
DEMO_NOTE = "Voorbeelddocument uit de demonstratiegegevens: vervang het via Instellingen, Pagina's over ons."

DOCUMENTS: dict[str, tuple[str, ...]] = {
    "publicatie_anbi_formulier": (
        "Naam: Stichting De Soepketel. RSIN: 000000000 (voorbeeld). Kamer van Koophandel: 00000000 (voorbeeld).",
        "Doelstelling: jongeren van 14 tot 27 jaar een veilige plek, begeleiding, wonen en werkervaring bieden.",
        "Beloningsbeleid: het bestuur is onbezoldigd; medewerkers worden betaald volgens de cao Sociaal Werk.",
        "Contact: Kerkstraat 12, 3511 AB Utrecht, info@soepketel.nl, 030 123 45 67.",
    ),
    "publicatie_activiteitenverslag": (
        "In het afgelopen jaar kookten de deelnemers van het dagprogramma elke werkdag verse soep.",
        "De werkplaatsen boden plek aan twintig jongeren; veertien jongeren woonden beschermd.",
        "Vrijwilligers hielpen in de keuken, bij de bezorging en in de werkplaatsen.",
    ),
    "publicatie_jaarrekening": (
        "Baten: giften en donaties, de verkoop van soep, subsidies van de gemeente.",
        "Lasten: begeleiding, huisvesting, de keuken en de werkplaatsen.",
        "De volledige cijfers staan in het door de accountant goedgekeurde verslag (voorbeeld).",
    ),
    "publicatie_beleidsplan": (
        "Missie: jongeren op weg helpen naar een zelfstandig leven, met werk, wonen en een netwerk.",
        "De komende jaren breiden wij het dagprogramma en het aantal woonplekken uit.",
        "Fondsenwerving: donaties, de soepverkoop en samenwerking met bedrijven uit de buurt.",
    ),
}

DEMO_SETTINGS = {
    "social_facebook": "https://www.facebook.com/stichtingdesoepketel",
    "social_instagram": "https://www.instagram.com/stichtingdesoepketel",
    "social_linkedin": "https://www.linkedin.com/company/stichting-de-soepketel",
    "stichting_rsin": "000000000",
}


async def load_publications_and_links(container: Container) -> int:
    """Fills in the empty publications (a PDF each) and social links; returns how many publications it added."""
    async with container.uow_factory() as uow:
        stored = await uow.settings_values.get_all()
    year = (stored.get("publicaties_jaar") or "").strip()
    store = PublicationStore(container.settings.data_dir / "publications")
    added = 0
    for publication in PUBLICATIONS:
        if (stored.get(publication.key) or "").strip():
            continue
        title = f"{publication.name} {year}".strip()
        pdf = text_document(title, [*DOCUMENTS[publication.key], DEMO_NOTE], subtitle=ORGANISATION, author=ORGANISATION)
        url = store.store(pdf)
        try:
            await publications_admin.replace_publication(publication.key, url, container.uow_factory)
        except BaseException:
            store.delete_url(url)
            raise
        added += 1
    links = {key: url for key, url in DEMO_SETTINGS.items() if not (stored.get(key) or "").strip()}
    if links:
        async with container.uow_factory(write=True) as uow:
            await uow.settings_values.save(links)
            uow.shop_data_changed()
            await uow.commit()
    return added
