"""`soep donations statements --year YYYY [--send] [--output DIR]`: the yearly gift statements (decision 0082).

Without `--send` a dry run: the donors and their totals, nothing is mailed. With `--send` each donor's statement
mail is queued once per year (a rerun mails nobody twice). With `--output` each statement is also written as PDF.
"""

from __future__ import annotations

from pathlib import Path

import typer
from rich.table import Table

from adapters.files.gift_statement_pdf import render_gift_statement
from entrypoints.bootstrap import build_container, prepare_database
from entrypoints.cli.errors import EXIT_BAD_INPUT, run
from entrypoints.cli.rich_output import console, progress_bar
from entrypoints.settings import load_settings
from soepkern.domain.gift_statements import check_year
from soepkern.domain.money import format_euro
from soepkern.domain.wording import counted
from soepkern.services.gift_statements import YearOfGifts, send_statement, year_of_gifts

app = typer.Typer(help="Donaties: de jaaroverzichten van giften.", no_args_is_help=True)

RSIN_MISSING = (
    "Het RSIN van de stichting is nog niet ingevuld (Instellingen, Donaties). Vul het eerst in: een jaaroverzicht "
    "zonder RSIN is niet bruikbaar voor de belastingaangifte. Er is niets verstuurd."
)


def _table(gifts: YearOfGifts) -> Table:
    table = Table(title=f"Giften {gifts.year}")
    table.add_column("Donateur")
    table.add_column("E-mailadres")
    table.add_column("Giften", justify="right")
    table.add_column("Totaal", justify="right")
    for statement in gifts.statements:
        table.add_row(statement.display_name, statement.email, str(len(statement.gifts)), format_euro(statement.total))
    return table


@app.command("statements")
def statements(
    year: str = typer.Option(..., "--year", help="Het jaar van de giften, bijvoorbeeld 2026."),
    send: bool = typer.Option(False, "--send", help="Verstuur de overzichten (zonder deze optie: alleen een proef)."),
    output: Path | None = typer.Option(None, "--output", help="Map waarin elk overzicht als PDF wordt geschreven."),
) -> None:
    """Maak het jaaroverzicht van giften per donateur; zonder --send alleen een lijst van donateurs en totalen."""
    settings = load_settings()
    out = console()

    async def _load() -> YearOfGifts:
        chosen = check_year(year)
        async with build_container(settings) as container:
            await prepare_database(container, migrate=True)
            return await year_of_gifts(container.uow_factory, chosen)

    gifts = run(_load())
    if not gifts.statements:
        out.print(f"Er zijn geen giften op naam in {gifts.year}: er is geen overzicht te maken.")
        return
    out.print(_table(gifts))
    out.print(
        f"{counted(len(gifts.statements), 'donateur', 'donateurs')}, samen {format_euro(gifts.total)}.",
    )
    if output is not None:
        output.mkdir(parents=True, exist_ok=True)
        for statement in gifts.statements:
            (output / statement.file_name).write_bytes(render_gift_statement(statement, gifts.foundation))
        out.print(f"{counted(len(gifts.statements), 'overzicht', 'overzichten')} als PDF geschreven naar {output}.")
    if not send:
        out.print("Proef: er is niets verstuurd. Gebruik --send om de overzichten te versturen.")
        return
    if not gifts.foundation.rsin:
        typer.echo(RSIN_MISSING, err=True)
        raise typer.Exit(EXIT_BAD_INPUT)

    async def _send() -> int:
        sent = 0
        async with build_container(settings) as container:
            ports = container.statement_ports
            with progress_bar(out) as bar:
                task = bar.add_task("Overzichten versturen", total=len(gifts.statements))
                for statement in gifts.statements:
                    sent += await send_statement(ports, statement, gifts)
                    bar.advance(task)
        return sent

    sent = run(_send())
    skipped = len(gifts.statements) - sent
    out.print(
        f"{counted(sent, 'e-mail', 'e-mails')} in de wachtrij gezet; "
        f"{counted(skipped, 'donateur kreeg', 'donateurs kregen')} het overzicht van {gifts.year} al eerder."
    )
