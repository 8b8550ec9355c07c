"""`soep demo-data`: demonstration content for trying the site out."""

from __future__ import annotations

import typer

from entrypoints.cli.running import run_on_database
from entrypoints.demo import content
from entrypoints.demo.load import load_demo_data
from soepkern.domain.wording import counted


def demo_data() -> None:
    """Laad demonstratie-inhoud (soepen, besteldagen, klanten, gebruikers); veilig om vaker te draaien."""
    report = run_on_database(load_demo_data)
    typer.echo(
        f"Demo-gegevens geladen: {counted(report.soups, 'soep', 'soepen')}, "
        f"{counted(report.order_days, 'besteldag', 'besteldagen')}, {counted(report.customers, 'klant', 'klanten')}, "
        f"{counted(report.orders, 'bestelling', 'bestellingen')}, {counted(report.users, 'gebruiker', 'gebruikers')}, "
        f"{counted(report.postal_ranges, 'postcodegebied', 'postcodegebieden')}, "
        f"{counted(report.publications, 'publicatie', 'publicaties')} toegevoegd."
    )
    for user in content.USERS:
        typer.echo(f"  inloggen als {user.rol}: {user.email} / {user.password}")
