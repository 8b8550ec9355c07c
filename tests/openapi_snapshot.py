"""The reviewed copy of the OpenAPI document (tests/openapi_snapshot.json), compared in tests/api/test_openapi.py.

`PYTHONPATH=src python -m tests.openapi_snapshot` lists how the generated document differs from the snapshot;
with `--write` it rewrites the snapshot. Every difference must be deliberate (named in the commit message).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from entrypoints.web.openapi import build_document

SNAPSHOT = Path(__file__).resolve().parent / "openapi_snapshot.json"


def differences(old: Any, new: Any, path: str = "") -> Iterator[str]:
    if isinstance(old, dict) and isinstance(new, dict):
        for key in sorted(set(old) | set(new)):
            where = f"{path}/{key}"
            if key not in old:
                yield f"+ {where} {json.dumps(new[key])[:300]}"
            elif key not in new:
                yield f"- {where} {json.dumps(old[key])[:300]}"
            else:
                yield from differences(old[key], new[key], where)
    elif old != new:
        yield f"~ {path} {json.dumps(old)[:300]} => {json.dumps(new)[:300]}"


def main(argv: list[str]) -> None:
    document = build_document()
    for line in differences(json.loads(SNAPSHOT.read_text()), json.loads(json.dumps(document))):
        print(line)
    if "--write" in argv:
        SNAPSHOT.write_text(json.dumps(document, ensure_ascii=False, indent=1, sort_keys=True) + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
