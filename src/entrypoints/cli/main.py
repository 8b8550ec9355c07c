"""The `soep` command: one Typer sub-app per group; commands call the same use cases as the web app."""

from __future__ import annotations

import logging

import typer

from entrypoints.cli import db_commands, demo_commands, serve_command, users_commands

app = typer.Typer(
    name="soep",
    help="Beheer van de website en de dagelijkse soep.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
app.command("serve")(serve_command.serve)
app.command("demo-data")(demo_commands.demo_data)
app.add_typer(db_commands.app, name="db")
app.add_typer(users_commands.app, name="users")


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("alembic").setLevel(logging.WARNING)
    app()
