"""`soep export kitchen` and `soep export labels`: the kitchen's papers of one delivery day as PDF (issue 27).

Kept in their own module, registered on the `export` group as `export clients` is.
"""

from __future__ import annotations

from pathlib import Path

import typer

from adapters.files.kitchen_pdf import kitchen_file_name, render_kitchen_count
from adapters.files.labels_pdf import render_labels
from entrypoints.bootstrap import Container
from entrypoints.cli.errors import refuse
from entrypoints.cli.running import MadeFile, run_on_database, write_made_file
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

    async def _export(container: Container) -> MadeFile:
        count = await kitchen_count_of_day(orderday, container.delivery_ports)
        return kitchen_file_name(count), render_kitchen_count(count), count.totaal

    target, portions = write_made_file(run_on_database(_export), output)
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
    if orderday is None:
        refuse(ValidationFailed.single("--orderday", "De optie --orderday ontbreekt."))

    async def _export(container: Container) -> MadeFile:
        assert orderday is not None
        day = await labels_of_day(orderday, LabelRequest(sheet, start, per), container.delivery_ports)
        return day.file_name, render_labels(day.labels, day.sheet, day.start, day.title), len(day.labels)

    target, count = write_made_file(run_on_database(_export), output)
    typer.echo(f"{counted(count, 'etiket', 'etiketten')} geschreven naar {target}.")


def register(group: typer.Typer) -> None:
    group.command("kitchen")(kitchen)
    group.command("labels")(labels)
