"""`soep export clients`: the clients' workbook of one delivery day, the same file as `download_client_list`.

Kept in its own module so the `export` group can hold other commands (`soep export orders`) from other modules.
"""

from __future__ import annotations

from pathlib import Path

import typer

from adapters.xlsx.client_list import render_client_list
from entrypoints.bootstrap import build_container, prepare_database
from entrypoints.cli.errors import run
from entrypoints.settings import load_settings
from soepkern.domain.wording import counted
from soepkern.services.delivery_lists_admin import client_list

app = typer.Typer(help="Gegevens exporteren.", no_args_is_help=True)


def clients(
    orderday: int = typer.Option(..., "--orderday", help="Id van de leverdag (besteldag)."),
    output: Path | None = typer.Option(None, "--output", help="Bestand (.xlsx); standaard klanten-JJJJ-MM-DD.xlsx."),
) -> None:
    """Schrijf de klantenlijst (Excel) van een leverdag."""
    settings = load_settings()

    async def _export() -> tuple[str, bytes, int]:
        async with build_container(settings) as container:
            await prepare_database(container, migrate=True)
            sheet = await client_list(orderday, container.delivery_ports)
            return sheet.file_name, render_client_list(sheet), len(sheet.rows)

    file_name, data, count = run(_export())
    target = output or Path(file_name)
    target.write_bytes(data)
    typer.echo(f"{counted(count, 'bestelling', 'bestellingen')} geschreven naar {target}.")


def register(group: typer.Typer) -> None:
    group.command("clients")(clients)


register(app)
