"""The `soep` command as a user runs it: exit codes, Dutch messages, idempotent demo data."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from typer.testing import CliRunner

from entrypoints.cli.main import app


def cli_env(tmp_path: Path, database_url: str) -> dict[str, str]:
    """The environment of a `soep` command on the test's database (the other CLI test files use it too)."""
    return {
        "SOEP_DATA_DIR": str(tmp_path / "data"),
        "SOEP_DATABASE_URL": database_url,
        "SOEP_SECRET_KEY": "cli-test-secret",
    }


@pytest.fixture
def env(tmp_path: Path, database_url: str) -> dict[str, str]:
    return cli_env(tmp_path, database_url)


def invoke(env: dict[str, str], *args: str, input: str | None = None) -> tuple[int, str]:
    """Runs `soep *args` through Typer's runner (`input` on its stdin): the exit code and the output."""
    result = CliRunner().invoke(app, list(args), env=env, input=input)
    return result.exit_code, result.output


@pytest.mark.unmigrated
def test_db_upgrade_twice(env: dict[str, str]) -> None:
    assert invoke(env, "db", "upgrade") == (0, "De database is bijgewerkt.\n")
    assert invoke(env, "db", "upgrade")[0] == 0


def test_users_create_then_duplicate_and_bad_role(env: dict[str, str]) -> None:
    args = ["users", "create", "--email", "nieuw@example.nl", "--name", "Nieuw", "--password", "Een-goed-wachtwoord"]
    code, output = invoke(env, *args, "--rol", "soep_coordinator")
    assert code == 0 and "Gebruiker nieuw@example.nl aangemaakt" in output
    code, output = invoke(env, *args, "--rol", "soep_coordinator")
    assert code == 1 and "Er bestaat al een gebruiker met dit e-mailadres." in output
    code, output = invoke(env, *args[:3], "ander@example.nl", *args[4:], "--rol", "koning")
    assert code == 1 and "Kies een geldige rol." in output
    assert "Traceback" not in output


def test_demo_data_is_idempotent(env: dict[str, str]) -> None:
    code, output = invoke(env, "demo-data")
    assert code == 0 and "5 soepen, 7 besteldagen, 14 klanten, 37 bestellingen" in output
    code, output = invoke(env, "demo-data")
    assert code == 0 and "0 soepen, 0 besteldagen, 0 klanten, 0 bestellingen, 0 gebruikers" in output
    assert "0 publicaties toegevoegd" in output


def test_demo_data_has_the_four_publications_as_pdfs_and_social_links(env: dict[str, str]) -> None:
    """A fresh install shows real documents and the footer's social links (issue 25 item 20)."""
    import asyncio

    from entrypoints.bootstrap import build_container
    from entrypoints.settings import load_settings
    from soepkern.domain.site_settings import PUBLICATIONS

    code, output = invoke(env, "demo-data")
    assert code == 0 and "4 publicaties toegevoegd" in output

    async def stored() -> dict[str, str]:
        import os

        old = {k: os.environ.get(k) for k in env}
        os.environ.update(env)
        try:
            async with build_container(load_settings()) as container, container.uow_factory() as uow:
                return await uow.settings_values.get_all()
        finally:
            for key, value in old.items():
                if value is None:
                    os.environ.pop(key, None)
                else:
                    os.environ[key] = value

    values = asyncio.run(stored())
    files = Path(env["SOEP_DATA_DIR"]) / "publications"
    for publication in PUBLICATIONS:
        url = values[publication.key]
        assert url.startswith("/web/publicatie/"), publication.key
        data = (files / url.removeprefix("/web/publicatie/")).read_bytes()
        assert data.startswith(b"%PDF-") and len(data) < 20_000 and b"/Title" in data
    assert all(values[f"social_{name}"].startswith("https://") for name in ("facebook", "instagram", "linkedin"))
    assert len(list(files.iterdir())) == 4
    assert invoke(env, "demo-data")[0] == 0
    assert len(list(files.iterdir())) == 4, "loading again adds no files"


def test_users_list_and_unlock(env: dict[str, str]) -> None:
    assert "nog geen gebruikers" in invoke(env, "users", "list")[1]
    invoke(
        env,
        "users",
        "create",
        "--email",
        "sanne@example.nl",
        "--name",
        "Sanne",
        "--rol",
        "beheerder",
        "--password",
        "Een-goed-wachtwoord",
    )
    code, output = invoke(env, "users", "list")
    assert code == 0 and "sanne@example.nl" in output and "beheerder" in output and "nog nooit" in output
    code, output = invoke(env, "users", "unlock", "sanne@example.nl")
    assert code == 1 and "Het e-mailadres sanne@example.nl is niet vergrendeld." in output
    asyncio.run(_five_wrong_passwords(env, "sanne@example.nl"))
    code, output = invoke(env, "users", "list")
    assert "actief, vergrendeld" in output
    code, output = invoke(env, "users", "unlock", "Sanne@example.nl")
    assert (code, output) == (0, "Het e-mailadres Sanne@example.nl is ontgrendeld.\n")
    assert "vergrendeld" not in invoke(env, "users", "list")[1]


async def _five_wrong_passwords(env: dict[str, str], email: str) -> None:
    from entrypoints.bootstrap import build_container
    from entrypoints.settings import load_settings
    from soepkern.domain.errors import DomainError
    from soepkern.services import auth

    async with build_container(load_settings(env)) as container:
        for _ in range(5):
            with pytest.raises(DomainError):
                await auth.login(email, "Niet-het-wachtwoord-9", container.account_ports)


def test_export_clients_writes_the_workbook(env: dict[str, str], tmp_path: Path) -> None:
    from openpyxl import load_workbook

    assert invoke(env, "demo-data")[0] == 0
    code, output = invoke(env, "export", "clients", "--orderday", "999999")
    assert code == 1 and "Leverdag niet gevonden." in output and "Traceback" not in output
    target = tmp_path / "klanten.xlsx"
    code, output = invoke(env, "export", "clients", "--orderday", "1", "--output", str(target))
    assert code == 0 and str(target) in output, output
    ws = load_workbook(target).active
    assert ws is not None and str(ws["A1"].value).startswith("Klanten leverdag ")
    assert ws["A3"].value == "Naam" and ws.freeze_panes == "A4"
