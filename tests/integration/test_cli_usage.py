"""The `soep` command as a real process: a wrong or missing option is exit code 1 with a Dutch message (contract),
help is exit code 0."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

SOEP = Path(sys.executable).parent / "soep"


def run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "SOEP_DATA_DIR": str(tmp_path),
        "SOEP_DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path / 'cli.sqlite3'}",
        "SOEP_SECRET_KEY": "cli-test",
    }
    return subprocess.run([str(SOEP), *args], env=env, capture_output=True, text=True, timeout=60, check=False)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("orders", "bulk", "--orderday-product", "abc"), "Ongeldige waarde voor --orderday-product."),
        (("orders", "bulk"), "De optie --orderday-product ontbreekt."),
        (("export", "orders", "--van", "1"), "Onbekende optie --van."),
        (("bestaat-niet",), "Onbekende opdracht 'bestaat-niet'."),
    ],
)
def test_usage_errors_exit_1_in_dutch(tmp_path: Path, args: tuple[str, ...], message: str) -> None:
    result = run(tmp_path, *args)
    assert result.returncode == 1
    assert f"Fout: {message}" in result.stderr
    assert "Traceback" not in result.stderr


def test_help_is_exit_0(tmp_path: Path) -> None:
    result = run(tmp_path, "--help")
    assert result.returncode == 0 and "orders" in result.stdout
