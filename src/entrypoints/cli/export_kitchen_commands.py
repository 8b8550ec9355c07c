"""`soep export kitchen` and `soep export labels`: the kitchen's papers of one delivery day as PDF (issue 27).

Kept in their own module, registered on the `export` group as `export clients` is.
"""

from __future__ import annotations

from pathlib import Path

import typer

from adapters.files.kitchen_pdf import kitchen_file_name, render_kitchen_count
from adapters.files.labels_pdf import render_labels
from entrypoints.bootstrap import build_container, prepare_database
from entrypoints.cli.errors import run
from entrypoints.settings import load_settings
from soepkern.domain.container_labels import LabelsPer
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.label_sheets import DEFAULT_SHEET, SHEETS
from soepkern.domain.wording import counted
from soepkern.services.kitchen import LabelRequest, kitchen_count_of_day, labels_of_day


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


def labels(
    orderday: int | None = typer.Option(None, "--orderday", help="Id van de leverdag (besteldag)."),
    sheet: str = typer.Option(DEFAULT_SHEET, "--sheet", help="Etiketvel; zie --list-sheets."),
    start: int = typer.Option(1, "--start", help="Eerste vrije positie op het eerste vel (1 = linksboven)."),
    per: str = typer.Option(LabelsPer.ORDER.value, "--per", help="Een etiket per 'bestelling' of per 'bak'."),
    output: Path | None = typer.Option(None, "--output", help="Bestand (.pdf); standaard etiketten-JJJJ-MM-DD.pdf."),
    list_sheets: bool = typer.Option(False, "--list-sheets", help="Noem de etiketvellen en stop."),
) -> None:
    """Schrijf de etiketten voor de bakken van een leverdag (PDF), in routevolgorde per bezorglijst."""
    if list_sheets:
        for choice in SHEETS:
            typer.echo(f"{choice.name}\t{choice.description}")
        return
    settings = load_settings()

    async def _export() -> tuple[str, bytes, int]:
        if orderday is None:
            raise ValidationFailed.single("--orderday", "De optie --orderday ontbreekt.")
        async with build_container(settings) as container:
            await prepare_database(container, migrate=True)
            day = await labels_of_day(orderday, LabelRequest(sheet, start, per), container.delivery_ports)
            return day.file_name, render_labels(day.labels, day.sheet, day.start, day.title), len(day.labels)

    file_name, data, count = run(_export())
    target = output or Path(file_name)
    target.write_bytes(data)
    typer.echo(f"{counted(count, 'etiket', 'etiketten')} geschreven naar {target}.")


def register(group: typer.Typer) -> None:
    group.command("kitchen")(kitchen)
    group.command("labels")(labels)
