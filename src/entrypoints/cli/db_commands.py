"""`soep db ...`: database maintenance."""

from __future__ import annotations

import typer

from entrypoints.bootstrap import Container
from entrypoints.cli.running import run_on_database
from entrypoints.settings import load_settings
from entrypoints.web.maintenance import maintenance_flag

app = typer.Typer(help="Database-beheer.", no_args_is_help=True)


@app.command("upgrade")
def upgrade() -> None:
    """Voer openstaande database-migraties uit (veilig om vaker te draaien)."""
    settings = load_settings()

    async def _nothing_more(_container: Container) -> None:
        """Preparing the database is the whole work."""

    with maintenance_flag(settings.data_dir):
        run_on_database(_nothing_more, settings)
    typer.echo("De database is bijgewerkt.")
