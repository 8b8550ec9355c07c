"""docs/embedding.md is true: its Python examples run with only `soepkern` (and attrs) importable, plus the
in-memory fakes (`tests/fakes/`) for the example that says it uses them.

soepkern and attrs are copied to a temporary folder and each example runs in a fresh interpreter in isolated mode
without site-packages (`-I -S`: no PYTHONPATH, no user site, no .pth files, the working directory not on the
path), with only that folder added to `sys.path`. An example that imports `adapters`, `entrypoints` or anything
else of the project (or any other installed package) fails.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import attr
import attrs
import pytest

ROOT = Path(__file__).parents[2]
DOC = ROOT / "docs" / "embedding.md"
EXAMPLES = re.findall(r"```python\n(.*?)```", DOC.read_text(), re.S)


def test_the_document_has_examples_and_py_typed_ships() -> None:
    assert len(EXAMPLES) >= 2
    assert (ROOT / "src" / "soepkern" / "py.typed").exists()
    assert '"soepkern" = ["py.typed"]' in (ROOT / "pyproject.toml").read_text()


def test_the_import_rule_it_names_is_where_it_says() -> None:
    text = DOC.read_text()
    assert "[tool.importlinter]" in text and "[tool.importlinter]" in (ROOT / "pyproject.toml").read_text()
    for named in re.findall(r"`(\.[\w.-]+|[\w/-]+\.(?:toml|cfg|ini|py|typed))`", text):
        assert (
            (ROOT / named).exists() or (ROOT / "src" / named).exists() or ("/" not in named and any(ROOT.rglob(named)))
        ), f"docs/embedding.md names {named}, which does not exist"


def run_isolated(code: str, tmp_path: Path, *, with_fakes: bool = False) -> subprocess.CompletedProcess[str]:
    shutil.copytree(ROOT / "src" / "soepkern", tmp_path / "soepkern")
    if with_fakes:
        shutil.copytree(ROOT / "tests" / "fakes", tmp_path / "tests" / "fakes")
        (tmp_path / "tests" / "__init__.py").write_text("")
    for package in (attrs, attr):
        shutil.copytree(Path(package.__file__).parent, tmp_path / package.__name__)
    prelude = f"import sys\nsys.path.insert(0, {str(tmp_path)!r})\n"
    script = tmp_path / "example.py"
    script.write_text(prelude + code)
    return subprocess.run(
        [sys.executable, "-I", "-S", str(script)], cwd=tmp_path, capture_output=True, text=True, timeout=60, check=False
    )


@pytest.mark.parametrize("index", range(len(EXAMPLES)))
def test_each_example_runs_with_only_soepkern(index: int, tmp_path: Path) -> None:
    result = run_isolated(EXAMPLES[index], tmp_path, with_fakes="from tests.fakes" in EXAMPLES[index])
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip()


def test_an_example_that_reaches_outside_soepkern_fails(tmp_path: Path) -> None:
    for module in ("adapters.db.tables", "entrypoints.settings", "sqlalchemy"):
        result = run_isolated(f"import {module}\n", tmp_path / module)
        assert result.returncode != 0 and "ModuleNotFoundError" in result.stderr, module


def test_one_example_embeds_the_core_with_its_fakes_in_about_a_dozen_lines() -> None:
    with_fakes = [code for code in EXAMPLES if "from tests.fakes import" in code]
    assert len(with_fakes) == 1
    assert len([line for line in with_fakes[0].splitlines() if line.strip()]) <= 16


def test_the_fakes_need_nothing_outside_soepkern_at_import(tmp_path: Path) -> None:
    result = run_isolated("import tests.fakes\nprint('ok')\n", tmp_path, with_fakes=True)
    assert result.returncode == 0, result.stderr
