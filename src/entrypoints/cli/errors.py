"""One table from expected errors to exit codes: a clear message, never a traceback."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any, NoReturn, TypeVar

import typer

from soepkern.domain.errors import DomainError, ValidationFailed

T = TypeVar("T")

EXIT_BAD_INPUT = 1


def run(coro: Coroutine[Any, Any, T]) -> T:
    """Runs a command's coroutine; domain errors become a Dutch message and exit code 1."""
    try:
        return asyncio.run(coro)
    except ValidationFailed as exc:
        refuse(exc)
    except DomainError as exc:
        typer.echo(f"Fout: {exc.message}", err=True)
        raise typer.Exit(EXIT_BAD_INPUT) from None


def refuse(exc: ValidationFailed) -> NoReturn:
    """Bad input: each field's Dutch message and exit code 1."""
    for field, messages in exc.errors.items():
        for message in messages:
            typer.echo(f"Fout: {field}: {message}", err=True)
    raise typer.Exit(EXIT_BAD_INPUT) from None
