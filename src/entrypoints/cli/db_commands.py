"""`soep db ...`: database maintenance."""

from __future__ import annotations

import typer

from entrypoints.bootstrap import build_container, prepare_database
from entrypoints.cli.errors import run
from entrypoints.settings import load_settings
from entrypoints.web.maintenance import maintenance_flag

app = typer.Typer(help="Database-beheer.", no_args_is_help=True)


@app.command("upgrade")
def upgrade() -> None:
    """Voer openstaande database-migraties uit (veilig om vaker te draaien)."""
    settings = load_settings()

    async def _upgrade() -> None:
        async with build_container(settings) as container:
            await prepare_database(container, migrate=True)

    with maintenance_flag(settings.data_dir):
        run(_upgrade())
    typer.echo("De database is bijgewerkt.")
