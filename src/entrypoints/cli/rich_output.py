"""Tables and progress bars for the staff commands (rich): on stdout, plain when not on a terminal."""

from __future__ import annotations

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn


def console() -> Console:
    return Console(highlight=False)


def progress_bar(out: Console) -> Progress:
    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=out,
        transient=False,
    )


YES = frozenset({"j", "ja", "y", "yes"})


def confirm(question: str) -> bool:
    """A Dutch yes/no question: 'j' or 'ja' (also 'y') is yes; anything else, or just Enter, is no."""
    answer = typer.prompt(f"{question} [j/N]", default="", show_default=False)
    return str(answer).strip().lower() in YES
