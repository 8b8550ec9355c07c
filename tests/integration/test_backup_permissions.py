"""A backup holds personal data: its directories are 0700 and its files 0600 whatever the umask (issue 23, point 9),
on SQLite and PostgreSQL."""

from __future__ import annotations

import os
import stat
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from aiohttp.test_utils import TestClient

from adapters.backup import make_backup
from entrypoints.settings import Settings


@pytest.fixture
def open_umask() -> Iterator[None]:
    previous = os.umask(0o002)  # as lenient as a shared server's default: group-writable, world-readable
    try:
        yield
    finally:
        os.umask(previous)


async def test_backup_directories_are_0700_and_files_0600(
    api: TestClient[Any, Any], make_settings: Callable[..., Settings], tmp_path: Path, open_umask: None
) -> None:
    settings = make_settings()
    picture = settings.pictures_dir / "a" / "b1c2.webp"
    picture.parent.mkdir(parents=True, exist_ok=True)
    picture.write_bytes(b"RIFF" * 10)
    output = tmp_path / "backups" / "2026-11-26"
    await make_backup(settings.database_url, settings.data_dir, output)
    modes = {
        path.relative_to(output).as_posix(): stat.S_IMODE(path.stat().st_mode) for path in [output, *output.rglob("*")]
    }
    assert "files/pictures/a/b1c2.webp" in modes and "manifest.json" in modes
    assert any(name.startswith("database.") for name in modes)
    wrong = {name: oct(mode) for name, mode in modes.items() if mode != (0o700 if (output / name).is_dir() else 0o600)}
    assert wrong == {}
