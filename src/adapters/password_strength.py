"""New passwords judged by zxcvbn (with the user's name, e-mail and the site's name as context) and by a bundled list
of common and breached passwords (common_passwords.txt, shipped with the package). Messages are Dutch."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache
from pathlib import Path

from zxcvbn import zxcvbn

from soepkern.domain.passwords import (
    MAX_LENGTH,
    TOO_COMMON,
    TOO_PERSONAL,
    TOO_WEAK,
    contains_personal_word,
    password_problems,
)

LIST_FILE = Path(__file__).with_name("common_passwords.txt")
MIN_SCORE = 3  # zxcvbn's "safely unguessable: moderate protection from offline slow-hash scenario"

# zxcvbn's warnings in Dutch (the ones it can give; an unknown one falls back to TOO_WEAK alone).
_WARNINGS = {
    "Straight rows of keys are easy to guess.": "Rijen toetsen naast elkaar zijn makkelijk te raden.",
    "Short keyboard patterns are easy to guess.": "Korte patronen op het toetsenbord zijn makkelijk te raden.",
    'Repeats like "aaa" are easy to guess.': 'Herhalingen zoals "aaa" zijn makkelijk te raden.',
    'Repeats like "abcabcabc" are only slightly harder to guess than "abc".': (
        'Herhalingen zoals "abcabcabc" zijn nauwelijks moeilijker te raden dan "abc".'
    ),
    "Sequences like abc or 6543 are easy to guess.": "Reeksen zoals abc of 6543 zijn makkelijk te raden.",
    "Recent years are easy to guess.": "Recente jaartallen zijn makkelijk te raden.",
    "Dates are often easy to guess.": "Datums zijn vaak makkelijk te raden.",
    "This is a top-10 common password.": "Dit is een van de meest gebruikte wachtwoorden.",
    "This is a top-100 common password.": "Dit is een van de meest gebruikte wachtwoorden.",
    "This is a very common password.": "Dit is een veelgebruikt wachtwoord.",
    "This is similar to a commonly used password.": "Dit lijkt op een veelgebruikt wachtwoord.",
    "A word by itself is easy to guess.": "Een los woord is makkelijk te raden.",
    "Names and surnames by themselves are easy to guess.": "Namen zijn makkelijk te raden.",
    "Common names and surnames are easy to guess.": "Veelvoorkomende namen zijn makkelijk te raden.",
}


@cache
def common_passwords() -> frozenset[str]:
    lines = LIST_FILE.read_text(encoding="utf-8").splitlines()
    return frozenset(line.strip() for line in lines if line.strip() and not line.startswith("#"))


def is_common(password: str) -> bool:
    """On the list as it is, or once the digits and symbols around it are taken off (`Welkom01!!` is `welkom`)."""
    lowered = password.lower()
    core = re.sub(r"^[^a-z]+|[^a-z]+$", "", lowered)
    listed = common_passwords()
    return lowered in listed or (len(core) >= 4 and core in listed)


class ZxcvbnPasswordJudge:
    def problems(self, password: str, context: Sequence[str]) -> list[str]:
        too_long_or_short = password_problems(password)
        if too_long_or_short:
            return too_long_or_short
        if is_common(password):
            return [TOO_COMMON]
        if contains_personal_word(password, context):
            return [TOO_PERSONAL]
        result = zxcvbn(password[:MAX_LENGTH], user_inputs=list(context))
        if int(result["score"]) >= MIN_SCORE:
            return []
        warning = _WARNINGS.get(str(result["feedback"].get("warning") or ""))
        return [TOO_WEAK] if warning is None else [TOO_WEAK, warning]

    def score(self, password: str, context: Sequence[str]) -> int:
        """zxcvbn's score 0-4 (the screens' strength bar); 0 for a password with problems of length or the list."""
        if password_problems(password) or is_common(password) or contains_personal_word(password, context):
            return 0
        return int(zxcvbn(password[:MAX_LENGTH], user_inputs=list(context))["score"])
