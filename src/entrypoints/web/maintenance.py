"""Maintenance mode: while migrations run, API calls answer 503 with the spec's message.

Two sources: the serving process itself (it migrates right after it starts listening) and a flag file under the data
dir that `soep db upgrade` holds while it runs in another process.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator
from pathlib import Path

MAINTENANCE_MESSAGE = "De applicatie wordt moment ge-update. Probeer het later opnieuw."
FLAG_FILE_NAME = "maintenance.flag"
_FLAG_CHECK_SECONDS = 1.0


class Maintenance:
    def __init__(self, data_dir: Path) -> None:
        self._flag = data_dir / FLAG_FILE_NAME
        self.migrating = False
        self._checked_at = 0.0
        self._flag_present = False

    @property
    def active(self) -> bool:
        if self.migrating:
            return True
        now = time.monotonic()
        if now - self._checked_at > _FLAG_CHECK_SECONDS:
            self._flag_present = self._flag.exists()
            self._checked_at = now
        return self._flag_present


@contextlib.contextmanager
def maintenance_flag(data_dir: Path) -> Iterator[None]:
    """Holds the flag file for the duration of a migration run in a separate process."""
    flag = data_dir / FLAG_FILE_NAME
    data_dir.mkdir(parents=True, exist_ok=True)
    flag.write_text("migrating\n")
    try:
        yield
    finally:
        flag.unlink(missing_ok=True)
