"""`soep customers ...`: list customers, import them from a spreadsheet (create or update by e-mail address) and
look up the coordinates of addresses saved without them."""

from __future__ import annotations

from pathlib import Path

import typer
from rich.table import Table

from adapters.xlsx.table_files import read_table
from entrypoints.bootstrap import Container
from entrypoints.cli.errors import EXIT_BAD_INPUT, run
from entrypoints.cli.rich_output import confirm, console, progress_bar
from entrypoints.cli.running import run_on_database
from entrypoints.settings import load_settings
from soepkern.domain.business_time import business_date
from soepkern.domain.customer_import import check_rows
from soepkern.domain.customers import Customer
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.postcode import show_postcode
from soepkern.domain.wording import counted
from soepkern.services.bulk_orders import standing_customers
from soepkern.services.coordinates import CoordinatesReport, fill_coordinates
from soepkern.services.customer_import import ImportReport, import_customers
from soepkern.services.customers_admin import all_customers

app = typer.Typer(help="Klanten.", no_args_is_help=True)

PAGE = 500
NO_LOOKUP = "Het opzoeken van adressen is niet ingesteld."


@app.command("list")
def list_customers(
    vaste_klanten: bool = typer.Option(False, "--vaste-klanten", help="Alleen vaste klanten met een vast aantal."),
) -> None:
    """Toon de klanten (of alleen de vaste klanten) met adres en vaste bestelling."""

    async def _list(container: Container) -> list[Customer]:
        if vaste_klanten:
            return await standing_customers(container.uow_factory)
        return await all_customers(container.uow_factory, PAGE)

    customers = run_on_database(_list)
    out = console()
    if not customers:
        out.print("Er zijn geen vaste klanten." if vaste_klanten else "Er zijn nog geen klanten.")
        return
    table = Table(title="Vaste klanten" if vaste_klanten else "Klanten")
    for header in ("Id", "Naam", "E-mailadres", "Adres", "Vaste klant"):
        table.add_column(header)
    for c in customers:
        address = " ".join(
            str(p)
            for p in (
                c.contact.straat,
                c.contact.huisnummer or "",
                c.contact.huisnummer_extensie,
                show_postcode(c.contact.postcode),
                c.contact.plaats,
            )
            if p
        )
        standing = ""
        if c.vaste_klant:
            option = c.vaste_klant_bezorgkeuze.value if c.vaste_klant_bezorgkeuze else "ophalen"
            standing = f"{c.vaste_klant_producten or 0} × {option}" + (", mailen" if c.vaste_klant_mailen else "")
        table.add_row(str(c.id), c.full_name, c.contact.email, address, standing)
    out.print(table)
    out.print(f"{counted(len(customers), 'klant', 'klanten')}.")


@app.command("import")
def import_file(
    file: Path = typer.Argument(..., help="Een .xlsx- of .csv-bestand met in de eerste rij de kolomnamen."),
    yes: bool = typer.Option(False, "--yes", "-y", help="Niet om bevestiging vragen."),
) -> None:
    """Importeer klanten: nieuw of bijgewerkt op e-mailadres; eerst een proefimport, alles of niets."""
    settings = load_settings()
    out = console()
    header, rows = run(_read(file))
    checked = check_rows(header, rows)

    def _import(apply: bool) -> ImportReport:
        return run_on_database(lambda c: import_customers(checked, c.uow_factory, apply=apply), settings)

    report = _import(False)
    if report.failures:
        for failure in report.failures:
            typer.echo(f"Fout: {failure.message}", err=True)
        typer.echo(f"{len(report.failures)} fouten: er is niets geïmporteerd.", err=True)
        raise typer.Exit(EXIT_BAD_INPUT)
    out.print(
        f"Proefimport: {counted(len(report.created), 'nieuwe klant', 'nieuwe klanten')}, "
        f"{len(report.updated)} bijgewerkt."
    )
    if not report.created and not report.updated:
        return
    if not yes and not confirm("Importeren?"):
        out.print("Geannuleerd: er is niets geïmporteerd.")
        return
    done = _import(True)
    out.print(
        f"Geïmporteerd: {counted(len(done.created), 'nieuwe klant', 'nieuwe klanten')}, {len(done.updated)} bijgewerkt."
    )


async def _read(file: Path) -> tuple[list[str], list[tuple[int, list[str]]]]:
    return read_table(file)


@app.command("coordinates")
def coordinates(
    dry_run: bool = typer.Option(False, "--dry-run", help="Alleen opzoeken en tellen, niets opslaan."),
) -> None:
    """Zoek de coördinaten op van klanten en bezorgbestellingen (vanaf vandaag) die ze nog niet hebben."""
    out = console()

    async def _fill(container: Container) -> CoordinatesReport:
        if container.address_lookup is None:
            raise ValidationFailed.single("adres", NO_LOOKUP)
        today = business_date(container.clock.now())
        with progress_bar(out) as bar:
            task = bar.add_task("Adressen opzoeken", total=None)
            return await fill_coordinates(
                container.uow_factory,
                container.address_lookup,
                today,
                apply=not dry_run,
                progress=lambda done, total: bar.update(task, completed=done, total=total),
            )

    report = run_on_database(_fill)
    out.print(
        f"Klanten: {report.customers_found} van {report.customers} gevonden. "
        f"Bestellingen: {report.orders_found} van {report.orders} gevonden."
    )
    if report.not_found or report.unavailable:
        out.print(f"Niet gevonden: {report.not_found}. Niet op te zoeken (dienst onbereikbaar): {report.unavailable}.")
    if not report.applied:
        out.print("Proefrun: er is niets opgeslagen.")
