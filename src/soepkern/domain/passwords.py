"""The password rules: 10 to 128 characters, not a common or breached password, and hard enough to guess.

The length is decided here; the rest needs a strength estimator and the bundled list of common passwords, behind
the `PasswordJudge` port (adapters/password_strength.py). The judge is given words a guesser would try first: the
user's name and e-mail address and the site's own name.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

MIN_LENGTH = 10
MAX_LENGTH = 128

TOO_SHORT = f"Het wachtwoord moet minimaal {MIN_LENGTH} tekens lang zijn."
TOO_LONG = f"Het wachtwoord mag maximaal {MAX_LENGTH} tekens lang zijn."
TOO_COMMON = "Dit wachtwoord wordt te vaak gebruikt. Kies een ander wachtwoord."
TOO_WEAK = "Dit wachtwoord is te makkelijk te raden. Kies een langer wachtwoord, bijvoorbeeld een paar losse woorden."
TOO_PERSONAL = "Gebruik geen naam of e-mailadres in uw wachtwoord."

# The site's own words, which a guesser tries first.
SITE_WORDS: tuple[str, ...] = ("soepketel", "de soepketel", "stichting de soepketel", "soepwinkel", "soep")


def password_problems(password: str) -> list[str]:
    """Dutch messages for a new password's length (empty when it is fine)."""
    if len(password) < MIN_LENGTH:
        return [TOO_SHORT]
    if len(password) > MAX_LENGTH:
        return [TOO_LONG]
    return []


def password_context(*, name: str = "", email: str = "") -> list[str]:
    """The words a guesser knows about this user: name (and its parts), the e-mail address and its parts, and the
    site's name."""
    words: list[str] = []
    for value in (name, email):
        value = value.strip().lower()
        if value:
            words.append(value)
            words.extend(part for part in re.split(r"[^a-z0-9]+", value) if len(part) >= 3)
    return [*dict.fromkeys([*words, *SITE_WORDS])]


def contains_personal_word(password: str, context: Sequence[str]) -> bool:
    """True when the password holds an e-mail address of the context, or is made of nothing but the context's words
    (in any order, with any digits and symbols around or between them: `Vries-Sanne-1990`). Longer phrases with
    such a word in them are left to the strength estimate."""
    lowered = password.lower()
    if any("@" in word and word in lowered for word in context):
        return True
    remaining = re.sub(r"[^a-z]+", "", lowered)
    parts = {re.sub(r"[^a-z]+", "", word) for word in context}
    for part in sorted((p for p in parts if len(p) >= 3), key=len, reverse=True):
        remaining = remaining.replace(part, "")
    return len(remaining) < 3
