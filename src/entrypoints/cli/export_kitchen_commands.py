"""`soep export kitchen` and `soep export labels`: the kitchen's papers of one delivery day as PDF (issue 27).

Kept in their own module, registered on the `export` group as `export clients` is.
"""

from __future__ import annotations

from pathlib import Path

import typer

from adapters.files.kitchen_pdf import kitchen_file_name, render_kitchen_count
from entrypoints.bootstrap import build_container, prepare_database
from entrypoints.cli.errors import run
from entrypoints.settings import load_settings
from soepkern.domain.wording import counted
from soepkern.services.kitchen import kitchen_count_of_day


def kitchen(
    orderday: int = typer.Option(..., "--orderday", help="Id van de leverdag (besteldag)."),
    output: Path | None = typer.Option(None, "--output", help="Bestand (.pdf); standaard keukenlijst-JJJJ-MM-DD.pdf."),
) -> None:
    """Schrijf de keukenlijst (porties per soep, ophalen/bezorgen, per bezorglijst, notities) als PDF."""
    settings = load_settings()

    async def _export() -> tuple[str, bytes, int]:
        async with build_container(settings) as container:
            await prepare_database(container, migrate=True)
            count = await kitchen_count_of_day(orderday, container.delivery_ports)
            return kitchen_file_name(count), render_kitchen_count(count), count.totaal

    file_name, data, portions = run(_export())
    target = output or Path(file_name)
    target.write_bytes(data)
    typer.echo(f"Keukenlijst met {counted(portions, 'portie', 'porties')} geschreven naar {target}.")


def register(group: typer.Typer) -> None:
    group.command("kitchen")(kitchen)
