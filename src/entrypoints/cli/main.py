"""The `soep` command: one Typer sub-app per group; commands call the same use cases as the web app."""

from __future__ import annotations

import logging
import re
import sys

import typer
from typer.exceptions import TyperException

from entrypoints.cli import (
    backup_commands,
    customers_commands,
    db_commands,
    demo_commands,
    donations_commands,
    export_clients_command,
    export_commands,
    export_kitchen_commands,
    orders_commands,
    privacy_commands,
    serve_command,
    users_commands,
)
from entrypoints.cli.errors import EXIT_BAD_INPUT

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
app.add_typer(privacy_commands.app, name="privacy")
app.command("backup")(backup_commands.backup)
app.command("restore")(backup_commands.restore)
app.add_typer(orders_commands.app, name="orders")
export_clients_command.register(export_commands.app)
export_kitchen_commands.register(export_commands.app)
app.add_typer(export_commands.app, name="export")
app.add_typer(customers_commands.app, name="customers")
app.add_typer(donations_commands.app, name="donations")


_USAGE_MESSAGES = (
    (re.compile(r"Missing option '([^']+)'\.?"), "De optie {0} ontbreekt."),
    (re.compile(r"Missing argument '([^']+)'\.?"), "Het argument {0} ontbreekt."),
    (re.compile(r"Invalid value for '([^']+)'.*", re.S), "Ongeldige waarde voor {0}."),
    (re.compile(r"No such command '([^']+)'\.?"), "Onbekende opdracht '{0}'."),
    (re.compile(r"No such option: (\S+)"), "Onbekende optie {0}."),
)


def dutch_usage_message(message: str) -> str:
    """The command-line parser's usage errors in Dutch (others as they are)."""
    for pattern, dutch in _USAGE_MESSAGES:
        match = pattern.match(message.strip())
        if match:
            return dutch.format(*match.groups())
    return message


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("alembic").setLevel(logging.WARNING)
    try:
        code = app(standalone_mode=False)
    except typer.Abort:
        typer.echo("Afgebroken.", err=True)
        sys.exit(EXIT_BAD_INPUT)
    except TyperException as error:  # a wrong or missing option: exit code 1 (contract), not the usual 2
        format_message = getattr(error, "format_message", None)
        typer.echo(
            f"Fout: {dutch_usage_message(format_message() if callable(format_message) else str(error))}", err=True
        )
        typer.echo("Gebruik 'soep --help' (of 'soep <opdracht> --help') voor de mogelijkheden.", err=True)
        sys.exit(EXIT_BAD_INPUT)
    sys.exit(code if isinstance(code, int) else 0)
