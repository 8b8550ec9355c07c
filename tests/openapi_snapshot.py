"""Rewrites tests/openapi_snapshot.json from the app's route tables: `PYTHONPATH=src python -m tests.openapi_snapshot`.

Review the diff: every change to the document must be deliberate (tests/api/test_openapi.py compares the two).
"""

from __future__ import annotations

import json
from pathlib import Path

from entrypoints.web.openapi import build_document

SNAPSHOT = Path(__file__).resolve().parent / "openapi_snapshot.json"


def write_snapshot() -> None:
    SNAPSHOT.write_text(json.dumps(build_document(), ensure_ascii=False, indent=1, sort_keys=True) + "\n")


if __name__ == "__main__":
    write_snapshot()
