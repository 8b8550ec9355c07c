"""`soep backup` and `soep restore`: a consistent copy of the database and the uploaded files (docs/deployment.md)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import typer

from adapters.backup import BackupError, make_backup, restore_backup
from entrypoints.cli.errors import EXIT_BAD_INPUT
from entrypoints.settings import load_settings


def backup(
    output: Path = typer.Option(..., "--output", help="Nieuwe (of lege) map waarin de back-up komt."),
) -> None:
    """Maak een back-up van de database en de geüploade bestanden, ook terwijl de website draait."""
    settings = load_settings()
    try:
        manifest = asyncio.run(make_backup(settings.database_url, settings.data_dir, output.resolve()))
    except BackupError as error:
        typer.echo(f"Fout: {error.message}", err=True)
        raise typer.Exit(EXIT_BAD_INPUT) from None
    typer.echo(
        f"Back-up gemaakt in {output} ({manifest.engine}, migratie {', '.join(manifest.migration_revision) or '-'}, "
        f"{len(manifest.files)} bestanden)."
    )


def restore(
    directory: Path = typer.Argument(..., help="De map met de back-up (met manifest.json)."),
    force: bool = typer.Option(False, "--force", help="Overschrijf een installatie die niet leeg is."),
) -> None:
    """Zet een back-up terug in een lege installatie (stop de website eerst)."""
    settings = load_settings()
    try:
        restoring = restore_backup(settings.database_url, settings.data_dir, directory.resolve(), force=force)
        manifest = asyncio.run(restoring)
    except BackupError as error:
        typer.echo(f"Fout: {error.message}", err=True)
        raise typer.Exit(EXIT_BAD_INPUT) from None
    typer.echo(
        f"Back-up van {manifest.created_at} teruggezet ({len(manifest.files)} bestanden). "
        "Start de website; openstaande migraties worden dan uitgevoerd."
    )
