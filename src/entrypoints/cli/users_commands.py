"""`soep users ...`: staff accounts from the command line."""

from __future__ import annotations

import typer

from entrypoints.bootstrap import Container
from entrypoints.cli.running import run_on_database
from soepkern.domain.business_time import format_moment
from soepkern.domain.users import ROLES, User
from soepkern.services import staff_users
from soepkern.services.staff_users import CreateActiveUser, create_active_user

app = typer.Typer(help="Gebruikers (medewerkers) beheren.", no_args_is_help=True)


@app.command("create")
def create(
    email: str = typer.Option(..., "--email", help="E-mailadres (inlognaam)."),
    name: str = typer.Option(..., "--name", help="Naam."),
    rol: str = typer.Option(..., "--rol", help=f"Rol: {', '.join(ROLES)}."),
    password: str = typer.Option(..., "--password", help="Wachtwoord (minimaal 10 tekens)."),
) -> None:
    """Maak een actieve gebruiker aan, zonder uitnodigingsmail."""

    async def _create(container: Container) -> int:
        command = CreateActiveUser(email=email, name=name, rol=rol, password=password)
        return await create_active_user(
            command, container.uow_factory, container.password_hasher, container.password_judge
        )

    user_id = run_on_database(_create)
    typer.echo(f"Gebruiker {email} aangemaakt (id {user_id}).")


@app.command("list")
def list_users() -> None:
    """Toon alle gebruikers met rol, status en laatste inlog."""

    async def _list(container: Container) -> tuple[list[User], set[str]]:
        users = await staff_users.list_users(container.account_ports)
        locked = await staff_users.locked_addresses(container.account_ports)
        return users, {a.email for a in locked}

    users, locked = run_on_database(_list)
    if not users:
        typer.echo("Er zijn nog geen gebruikers. Maak er een aan met: soep users create")
        return
    for user in users:
        state = user.status.value + (", vergrendeld" if user.email in locked else "")
        last = format_moment(user.laatste_inlog) if user.laatste_inlog else "nog nooit"
        typer.echo(f"{user.id:>4}  {user.email:<35} {user.name:<25} {user.rol:<17} {state:<25} laatste inlog: {last}")


@app.command("unlock")
def unlock(email: str = typer.Argument(..., help="Het vergrendelde e-mailadres.")) -> None:
    """Hef de vergrendeling van een e-mailadres na te veel mislukte inlogpogingen direct op."""
    run_on_database(lambda container: staff_users.unlock_address(email, container.account_ports))
    typer.echo(f"Het e-mailadres {email} is ontgrendeld.")
