"""`soep serve`: the API and the built web app; pending migrations are applied first (503 meanwhile)."""

from __future__ import annotations

import asyncio

import typer

from adapters.db.engine import is_sqlite
from adapters.db.migrate import upgrade
from entrypoints.cli.errors import EXIT_BAD_INPUT
from entrypoints.cli.workers import run_worker, run_workers
from entrypoints.settings import load_settings

SQLITE_ONE_PROCESS = (
    "Met SQLite draait de website in één proces. Gebruik PostgreSQL (SOEP_DATABASE_URL=postgresql+asyncpg://...) "
    "om meer processen (--workers) te draaien."
)


def serve(
    host: str = typer.Option("127.0.0.1", help="Adres om op te luisteren."),
    port: int = typer.Option(8080, help="Poort om op te luisteren."),
    workers: int = typer.Option(1, "--workers", min=1, max=64, help="Aantal serverprocessen (alleen PostgreSQL)."),
) -> None:
    """Start de website (API en web-app)."""
    settings = load_settings()
    if workers > 1 and is_sqlite(settings.database_url):
        typer.echo(f"Fout: {SQLITE_ONE_PROCESS}", err=True)
        raise typer.Exit(EXIT_BAD_INPUT)
    processes = f" in {workers} processen" if workers > 1 else ""
    typer.echo(f"De website draait op http://{host}:{port}{processes} (stoppen met Ctrl+C)")
    if workers == 1:
        run_worker(host, port)
        return
    asyncio.run(upgrade(settings.database_url))  # once, before the workers start (each would wait its turn)
    run_workers(host, port, workers)  # gunicorn's master; exits 1 itself when the workers cannot start
