"""`soep export ...`: files for the bookkeeping (and, from the delivery work, the client list of a day)."""

from __future__ import annotations

import os
from datetime import date
from pathlib import Path
from zoneinfo import ZoneInfo

import typer

from adapters.xlsx.table_files import CsvTableSink, XlsxTableSink
from entrypoints.bootstrap import build_container, prepare_database
from entrypoints.cli.errors import run
from entrypoints.cli.rich_output import console, progress_bar
from entrypoints.settings import load_settings
from soepkern.domain.errors import ValidationFailed
from soepkern.domain.order_export import COLUMNS, DateRange
from soepkern.ports import TableSink
from soepkern.services.order_export import export_orders

app = typer.Typer(help="Exports voor de boekhouding en de bezorging.", no_args_is_help=True)

FORMATS = ("xlsx", "csv")
BAD_DATE = "Gebruik de vorm JJJJ-MM-DD, bijvoorbeeld 2026-11-23."
BAD_FORMAT = "Kies xlsx of csv."
SHEET_TITLE = "Bestellingen"


def _date(option: str, text: str) -> date:
    try:
        return date.fromisoformat(text.strip())
    except ValueError:
        raise ValidationFailed.single(option, BAD_DATE) from None


def _format(given: str | None, output: Path | None) -> str:
    chosen = (given or (output.suffix.lstrip(".") if output and output.suffix else "xlsx")).lower()
    if chosen not in FORMATS:
        raise ValidationFailed.single("--format", BAD_FORMAT)
    return chosen


@app.command("orders")
def orders(
    start: str = typer.Option(..., "--from", help="Eerste besteldag, JJJJ-MM-DD."),
    end: str = typer.Option(..., "--to", help="Laatste besteldag, JJJJ-MM-DD (telt mee)."),
    file_format: str | None = typer.Option(None, "--format", help="xlsx (standaard) of csv."),
    output: Path | None = typer.Option(None, "--output", help="Bestandsnaam; standaard bestellingen-VAN-tot-TOT."),
) -> None:
    """Alle bestelregels van de besteldagen in een periode, voor de boekhouding."""
    settings = load_settings()
    out = console()

    async def _export() -> tuple[int, Path]:
        period = DateRange(_date("--from", start), _date("--to", end))
        chosen = _format(file_format, output)
        target = output or Path(f"bestellingen-{period.start}-tot-{period.end}.{chosen}")
        partial = target.with_name(f".{target.name}.deel")
        tz = ZoneInfo(settings.timezone)
        sink: TableSink = (
            XlsxTableSink(partial, SHEET_TITLE, COLUMNS, tz) if chosen == "xlsx" else CsvTableSink(partial, COLUMNS, tz)
        )
        async with build_container(settings) as container:
            await prepare_database(container, migrate=True)
            try:
                with progress_bar(out) as bar:
                    task = bar.add_task("Bestelregels schrijven", total=None)
                    count = await export_orders(
                        period,
                        container.uow_factory,
                        sink,
                        lambda done, total: bar.update(task, completed=done, total=total),
                    )
            except BaseException:
                partial.unlink(missing_ok=True)
                raise
        os.replace(partial, target)
        return count, target

    count, target = run(_export())
    out.print(f"Export klaar: {count} bestelregels in {target}.")
