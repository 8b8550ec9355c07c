"""The organisation page's yearly publications (PDF files) on disk, under server-made names."""

from __future__ import annotations

import re
import uuid as uuidlib
from pathlib import Path

PDF_MAGIC = b"%PDF-"
NAME = re.compile(r"^[0-9a-f]{32}\.pdf$")


class PublicationStore:
    """Files at `<root>/<hex uuid>.pdf`; the public address is `/web/publicatie/<name>`."""

    URL_PREFIX = "/web/publicatie/"

    def __init__(self, root: Path) -> None:
        self._root = root

    @staticmethod
    def is_pdf(data: bytes) -> bool:
        return data.lstrip()[: len(PDF_MAGIC)] == PDF_MAGIC

    def store(self, data: bytes) -> str:
        """Stores the PDF and returns its public address."""
        self._root.mkdir(parents=True, exist_ok=True)
        name = f"{uuidlib.uuid4().hex}.pdf"
        (self._root / name).write_bytes(data)
        return self.URL_PREFIX + name

    def path(self, name: str) -> Path | None:
        if not NAME.match(name):
            return None
        path = self._root / name
        return path if path.is_file() else None

    def delete_url(self, url: str) -> None:
        """Removes a file this store made (other addresses, e.g. an external link, are left alone)."""
        if url.startswith(self.URL_PREFIX) and (path := self.path(url.removeprefix(self.URL_PREFIX))):
            path.unlink(missing_ok=True)
