"""`soep serve`: the API and the built web app; pending migrations are applied first (503 meanwhile)."""

from __future__ import annotations

import typer
from aiohttp import web

from entrypoints.settings import load_settings
from entrypoints.web.app import create_app


def serve(
    host: str = typer.Option("127.0.0.1", help="Adres om op te luisteren."),
    port: int = typer.Option(8080, help="Poort om op te luisteren."),
) -> None:
    """Start de website (API en web-app)."""
    settings = load_settings()
    typer.echo(f"De website draait op http://{host}:{port} (stoppen met Ctrl+C)")
    web.run_app(create_app(settings), host=host, port=port, print=None, access_log=None, backlog=4096)
