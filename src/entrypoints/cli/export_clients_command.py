"""`soep export clients`: the clients' workbook of one delivery day, the same file as `download_client_list`.

Kept in its own module so the `export` group can hold other commands (`soep export orders`) from other modules.
"""

from __future__ import annotations

from pathlib import Path

import typer

from adapters.xlsx.client_list import render_client_list
from entrypoints.bootstrap import Container
from entrypoints.cli.running import MadeFile, run_on_database, write_made_file
from soepkern.domain.wording import counted
from soepkern.services.delivery_lists_admin import client_list

app = typer.Typer(help="Gegevens exporteren.", no_args_is_help=True)


def clients(
    orderday: int = typer.Option(..., "--orderday", help="Id van de leverdag (besteldag)."),
    output: Path | None = typer.Option(None, "--output", help="Bestand (.xlsx); standaard klanten-JJJJ-MM-DD.xlsx."),
) -> None:
    """Schrijf de klantenlijst (Excel) van een leverdag."""

    async def _export(container: Container) -> MadeFile:
        sheet = await client_list(orderday, container.delivery_ports)
        return sheet.file_name, render_client_list(sheet), len(sheet.rows)

    target, count = write_made_file(run_on_database(_export), output)
    typer.echo(f"{counted(count, 'bestelling', 'bestellingen')} geschreven naar {target}.")


def register(group: typer.Typer) -> None:
    group.command("clients")(clients)


register(app)
