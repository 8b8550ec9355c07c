"""What the commands share: their work on the app's container, and writing a file they made."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TypeVar

from entrypoints.bootstrap import Container, build_container, prepare_database
from entrypoints.cli.errors import run
from entrypoints.settings import Settings, load_settings

T = TypeVar("T")
# A file a command made: its default name, its content and how many things it holds (for the closing line).
MadeFile = tuple[str, bytes, int]


def run_on_database(work: Callable[[Container], Awaitable[T]], settings: Settings | None = None) -> T:
    """Runs a command's work on the app's container, its database migrated first (safe to repeat); domain errors
    become a Dutch message and exit code 1 (`run`)."""
    chosen = settings or load_settings()

    async def _work() -> T:
        async with build_container(chosen) as container:
            await prepare_database(container, migrate=True)
            return await work(container)

    return run(_work())


def write_made_file(made: MadeFile, output: Path | None) -> tuple[Path, int]:
    """Writes the file to `output`, or under its own name in the current folder; returns where and its count."""
    file_name, data, count = made
    target = output or Path(file_name)
    target.write_bytes(data)
    return target, count
