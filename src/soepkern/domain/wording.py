"""Dutch wording of counted things: "1 portie", "2 porties", "0 porties" (one helper for every message where a
number meets a noun; the web app has its twin in webapp/src/lib/rules/counted.ts)."""

from __future__ import annotations


def plural(count: int, singular: str, plural_form: str) -> str:
    """The word that goes with `count`: the singular for exactly one, the plural otherwise (also for 0)."""
    return singular if count == 1 else plural_form


def counted(count: int, singular: str, plural_form: str) -> str:
    """'1 portie', '2 porties', '0 porties'."""
    return f"{count} {plural(count, singular, plural_form)}"
