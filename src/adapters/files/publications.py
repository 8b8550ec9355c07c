"""The organisation page's yearly publications (PDF files) on disk, under server-made names.

A PDF can carry JavaScript or a command to start a program. Two guards (docs/security.md, decision 0038): the files
are served as downloads (`Content-Disposition: attachment`, `Content-Security-Policy: sandbox`), never shown inside
the site's origin; and an upload whose dictionaries name `/JavaScript`, `/JS` or `/Launch` is refused, also when the
name is spelled with `#xx` escapes or sits in a compressed object stream.
"""

from __future__ import annotations

import re
import uuid as uuidlib
import zlib
from pathlib import Path

PDF_MAGIC = b"%PDF-"
NAME = re.compile(r"^[0-9a-f]{32}\.pdf$")

_ACTIVE_NAME = re.compile(rb"/(?:JavaScript|JS|Launch)(?![A-Za-z0-9])")
_NAME_ESCAPE = re.compile(rb"#([0-9A-Fa-f]{2})")
# A stream's dictionary (the text after the last `obj` before it) and its data.
_STREAM = re.compile(rb"stream\r?\n(.*?)\r?\n?endstream", re.S)
_OBJECT_STREAM = re.compile(rb"/Type\s*/ObjStm")
INFLATE_BUDGET = 64 * 1024 * 1024  # in all: a compression bomb stops the look (and is refused)


def _names_active_content(text: bytes) -> bool:
    return _ACTIVE_NAME.search(_NAME_ESCAPE.sub(lambda m: bytes([int(m.group(1), 16)]), text)) is not None


def carries_active_content(data: bytes) -> bool:
    """Whether the PDF names JavaScript or a launch action: in the file's own dictionaries (stream data left out,
    since compressed bytes and pictures can hold any byte pattern) or in its compressed object streams."""
    if _names_active_content(_STREAM.sub(b"stream endstream", data)):
        return True
    budget = INFLATE_BUDGET
    for match in _STREAM.finditer(data):
        dictionary = data[max(0, match.start() - 2000) : match.start()].rpartition(b"obj")[2]
        if not _OBJECT_STREAM.search(dictionary):
            continue
        try:
            inflated = zlib.decompressobj().decompress(match.group(1), budget + 1)
        except zlib.error:
            continue
        budget -= len(inflated)
        if budget < 0 or _names_active_content(inflated):
            return True
    return False


class PublicationStore:
    """Files at `<root>/<hex uuid>.pdf`; the public address is `/web/publicatie/<name>`."""

    URL_PREFIX = "/web/publicatie/"

    def __init__(self, root: Path) -> None:
        self._root = root

    @staticmethod
    def is_pdf(data: bytes) -> bool:
        return data.lstrip()[: len(PDF_MAGIC)] == PDF_MAGIC

    @staticmethod
    def carries_active_content(data: bytes) -> bool:
        return carries_active_content(data)

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
