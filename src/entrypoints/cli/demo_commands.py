"""`soep demo-data`: demonstration content for trying the site out."""

from __future__ import annotations

import typer

from entrypoints.bootstrap import build_container, prepare_database
from entrypoints.cli.errors import run
from entrypoints.demo import content
from entrypoints.demo.load import load_demo_data
from entrypoints.demo.records import DemoReport
from entrypoints.settings import load_settings
from soepkern.domain.wording import counted


def demo_data() -> None:
    """Laad demonstratie-inhoud (soepen, besteldagen, klanten, gebruikers); veilig om vaker te draaien."""
    settings = load_settings()

    async def _load() -> DemoReport:
        async with build_container(settings) as container:
            await prepare_database(container, migrate=True)
            return await load_demo_data(container)

    report = run(_load())
    typer.echo(
        f"Demo-gegevens geladen: {counted(report.soups, 'soep', 'soepen')}, "
        f"{counted(report.order_days, 'besteldag', 'besteldagen')}, {counted(report.customers, 'klant', 'klanten')}, "
        f"{counted(report.orders, 'bestelling', 'bestellingen')}, {counted(report.users, 'gebruiker', 'gebruikers')}, "
        f"{counted(report.postal_ranges, 'postcodegebied', 'postcodegebieden')}, "
        f"{counted(report.publications, 'publicatie', 'publicaties')} toegevoegd."
    )
    for user in content.USERS:
        typer.echo(f"  inloggen als {user.rol}: {user.email} / {user.password}")
