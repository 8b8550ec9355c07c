"""`soep orders ...`: the standing-customer bulk order from the command line (the same use case as the screen)."""

from __future__ import annotations

import typer
from rich.table import Table

from entrypoints.bootstrap import Container, build_container, prepare_database
from entrypoints.cli.errors import EXIT_BAD_INPUT, run
from entrypoints.cli.rich_output import confirm, console, progress_bar
from entrypoints.settings import load_settings
from soepkern.domain.bulk_orders import BulkPlan
from soepkern.domain.dates import format_date
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.wording import counted
from soepkern.services.bulk_orders import (
    BulkOrderCommand,
    BulkOrderPorts,
    BulkOrderRefused,
    BulkOrderResult,
    create_bulk_order,
    standing_customers,
)

app = typer.Typer(help="Bestellingen.", no_args_is_help=True)

NO_STANDING_CUSTOMERS = "Er zijn geen vaste klanten met een vast aantal soepen."
OPTION_LABELS = {"ophalen": "Ophalen", "bezorgen": "Bezorgen"}


def _ports(container: Container) -> BulkOrderPorts:
    return container.bulk_order_ports


def _plan_table(result: BulkOrderResult) -> Table:
    plan: BulkPlan = result.plan
    title = f"{result.row.naam} op {format_date(result.day.bestellingsdag)} (nog {result.row.remaining} beschikbaar)"
    table = Table(title=title)
    for header in ("Klant", "E-mailadres", "Porties", "Ophalen/bezorgen", "E-mail", "Wat er gebeurt"):
        table.add_column(header)
    for order in plan.orders:
        c = order.customer
        mail = "ja" if order.mail else "nee"
        option = OPTION_LABELS[order.bezorg_optie.value]
        table.add_row(c.full_name, c.contact.email, str(order.hoeveelheid), option, mail, "Krijgt een bestelling")
    for c in plan.skipped:
        table.add_row(c.full_name, c.contact.email, "", "", "", "Overgeslagen: heeft al een vaste-klantbestelling")
    for paused in plan.paused:
        c = paused.customer
        table.add_row(c.full_name, c.contact.email, "", "", "", f"Overgeslagen: {paused.reason}")
    for refusal in plan.refused:
        c = refusal.customer
        table.add_row(c.full_name, c.contact.email, "", "", "", f"[red]Kan niet: {refusal.reason}[/red]")
    return table


@app.command("bulk")
def bulk(
    orderday_product: int = typer.Option(..., "--orderday-product", help="Id van de soep op de besteldag (rij)."),
    dry_run: bool = typer.Option(False, "--dry-run", help="Toon alleen wat er zou gebeuren."),
    yes: bool = typer.Option(False, "--yes", "-y", help="Niet om bevestiging vragen."),
) -> None:
    """Maak voor alle vaste klanten een bestelling van hun vaste aantal soepen."""
    settings = load_settings()
    out = console()

    async def _plan() -> tuple[BulkOrderResult, bool]:
        async with build_container(settings) as container:
            await prepare_database(container, migrate=True)
            customers = await standing_customers(container.uow_factory)
            if not customers:
                raise ValidationFailed.single("klanten", NO_STANDING_CUSTOMERS)
            ids = [c.id for c in customers if c.id is not None]
            command = BulkOrderCommand(product=orderday_product, klanten=ids, dry_run=True)
            try:
                return await create_bulk_order(command, _ports(container)), True
            except BulkOrderRefused as refused:
                return refused.result, False

    planned, possible = run(_plan())
    out.print(_plan_table(planned))
    plan = planned.plan
    out.print(
        f"{counted(len(plan.orders), 'klant', 'klanten')}, {counted(plan.portions, 'portie', 'porties')}, "
        f"{counted(plan.emails, 'e-mail', 'e-mails')}, {len(plan.skipped) + len(plan.paused)} overgeslagen."
    )
    if not possible:
        for refusal in plan.refused:
            typer.echo(f"Fout: {refusal.message}", err=True)
        typer.echo("Niet alle vaste klanten kunnen deze bestelling krijgen. Er is niets aangemaakt.", err=True)
        raise typer.Exit(EXIT_BAD_INPUT)
    if dry_run:
        out.print("Proefbestelling: er is nog niets aangemaakt.")
        return
    if not plan.orders:
        out.print("Er is niets aan te maken: alle vaste klanten hebben al een bestelling voor deze besteldag.")
        return
    if not yes and not confirm("Bestelling maken?"):
        out.print("Geannuleerd: er is niets aangemaakt.")
        return

    async def _create() -> BulkOrderResult:
        async with build_container(settings) as container:
            with progress_bar(out) as bar:
                task = bar.add_task("Bestellingen aanmaken", total=len(plan.orders))
                command = BulkOrderCommand(product=orderday_product, klanten=ids_of(planned), dry_run=False)
                return await create_bulk_order(
                    command, _ports(container), lambda done, total: bar.update(task, completed=done, total=total)
                )

    created = run(_create())
    out.print(
        f"Bestelling aangemaakt: {counted(len(created.created), 'bestelling', 'bestellingen')}, "
        f"{counted(created.plan.emails, 'e-mail', 'e-mails')} in de wachtrij, "
        f"{len(created.plan.skipped) + len(created.plan.paused)} overgeslagen."
    )


def ids_of(result: BulkOrderResult) -> list[int]:
    plan = result.plan
    customers = [o.customer for o in plan.orders] + plan.skipped + [p.customer for p in plan.paused]
    return [c.id for c in customers if c.id is not None]
